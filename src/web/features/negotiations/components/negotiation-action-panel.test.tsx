// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { en } from '../../../../shared/i18n/en.ts';
import { NEGOTIATION_STEP_ACTIONS, type NegotiationStepAction } from '../../../../shared/negotiation-lifecycle.ts';
import type { NegotiationAbilities, NegotiationDetail } from '../../../../shared/schemas/negotiations.ts';
import { renderWithApp, testQueryClient } from '../../../testing/render.tsx';
import { coordinatorsQueryOptions } from '../api/get-coordinators.ts';
import { NegotiationActionPanel } from './negotiation-action-panel.tsx';

/** A button's English label, from the same text the page shows. */
const label = (action: NegotiationStepAction) => en.negotiation.action[action];

const abilitiesOf = (...allowed: NegotiationStepAction[]): NegotiationAbilities =>
  Object.fromEntries(NEGOTIATION_STEP_ACTIONS.map((action) => [action, allowed.includes(action)])) as NegotiationAbilities;

/** The fields the panel reads; the rest of a negotiation does not decide what it shows. */
const negotiationWith = (abilities: NegotiationAbilities, extra: Partial<NegotiationDetail> = {}): NegotiationDetail =>
  ({
    trading_id: '3f1c2b7e-8a51-4c1e-9d3a-2b6f0c9e4a10',
    version: 4,
    stage: 'bank_review',
    my_side: null,
    disclosed: false,
    contract: null,
    abilities,
    ...extra,
  }) as NegotiationDetail;

async function renderPanel(negotiation: NegotiationDetail, ndaHref: string | null = null) {
  const queryClient = testQueryClient();
  // The operator's coordinator list is asked for only with `offer_coordinator`: answered here, not fetched.
  queryClient.setQueryData(coordinatorsQueryOptions().queryKey, { items: [], total: 0 });
  return renderWithApp(
    <NegotiationActionPanel negotiation={negotiation} ndaHref={ndaHref} onDone={() => undefined} onReload={async () => undefined} />,
    { queryClient },
  );
}

/** The names of every button and link-button the panel shows, in order. */
const actionNames = () =>
  within(screen.getByTestId('action-panel'))
    .queryAllByRole('button')
    .concat(within(screen.getByTestId('action-panel')).queryAllByRole('link'))
    .map((element) => element.textContent?.trim());

describe('negotiation action panel: the server’s abilities decide the buttons', () => {
  it('no ability: no button, and the panel says there is nothing to do', async () => {
    await renderPanel(negotiationWith(abilitiesOf()));
    expect(screen.getByTestId('no-actions')).toBeTruthy();
    expect(actionNames()).toEqual([]);
  });

  it('a bank at its decision: Approve and Deny, nothing else', async () => {
    await renderPanel(negotiationWith(abilitiesOf('bank_approve', 'bank_deny')));
    expect(screen.getByTestId('bank-section')).toBeTruthy();
    expect(actionNames()).toEqual([label('bank_approve'), label('bank_deny')]);
    expect(screen.queryByTestId('no-actions')).toBeNull();
    expect(screen.queryByTestId('coordinator-section')).toBeNull();
  });

  it('deny alone: no approval, no checklist', async () => {
    await renderPanel(negotiationWith(abilitiesOf('bank_deny')));
    expect(actionNames()).toEqual([label('bank_deny')]);
    expect(screen.queryByText(label('bank_approve'))).toBeNull();
  });

  it('the operator at step 5: offering a coordinator, and the cancel request', async () => {
    await renderPanel(negotiationWith(abilitiesOf('offer_coordinator', 'request_cancel'), { stage: 'coordinator_assignment' }));
    expect(screen.getByTestId('coordinator-section')).toBeTruthy();
    expect(screen.getByTestId('coordinator-select')).toBeTruthy();
    expect(actionNames()).toEqual([label('offer_coordinator'), label('request_cancel')]);
  });

  it('a coordinator offered the deal: accept and decline', async () => {
    await renderPanel(negotiationWith(abilitiesOf('coordinator_accept', 'coordinator_decline'), { stage: 'coordinator_assignment' }));
    expect(actionNames()).toEqual([label('coordinator_accept'), label('coordinator_decline')]);
  });

  it('the coordinator with a contract to send: its address and the contract button', async () => {
    await renderPanel(negotiationWith(abilitiesOf('create_contract', 'request_cancel'), { stage: 'contract_creation' }));
    expect(screen.getByTestId('docusign-url')).toBeTruthy();
    expect(actionNames()).toEqual([label('create_contract'), label('request_cancel')]);
  });

  it('an NDA decision is only a link to the NDA page', async () => {
    await renderPanel(negotiationWith(abilitiesOf('offer_company_nda_agree', 'offer_company_nda_disagree'), { my_side: 'offer_company' }), '/company/nda-agree?trading_id=x');
    expect(screen.getByTestId('nda-link').getAttribute('href')).toBe('/company/nda-agree?trading_id=x');
    expect(actionNames()).toEqual([en.negotiation.panel.nda.open]);
  });

  it('a completion request to answer: approve and reject, cancel last', async () => {
    await renderPanel(negotiationWith(abilitiesOf('approve_completion', 'reject_completion', 'request_cancel'), { stage: 'completion_request' }));
    expect(actionNames()).toEqual([label('approve_completion'), label('reject_completion'), label('request_cancel')]);
  });

  it('a party at step 7 opens DocuSign, but not while a cancel request is pending', async () => {
    const contract = { docusign_url: 'https://demo.docusign.net/signing/abc', created_at: '2026-11-20T01:00:00Z', signed_at: null, signed_on: null };
    const view = await renderPanel(negotiationWith(abilitiesOf('request_cancel'), { stage: 'contract_signing', my_side: 'offer_company', contract } as Partial<NegotiationDetail>));
    expect(screen.getByTestId('docusign-open').getAttribute('href')).toBe(contract.docusign_url);
    view.unmount();
    await renderPanel(negotiationWith(abilitiesOf('withdraw_cancel_request'), { stage: 'contract_signing:cancel_requested', my_side: 'offer_company', contract } as Partial<NegotiationDetail>));
    expect(screen.queryByTestId('signing-section')).toBeNull();
  });
});
