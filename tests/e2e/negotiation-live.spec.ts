import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test.ts';
import { dateInCountry } from '../../src/shared/time-zones.ts';
import { errorMessage } from '../../src/shared/i18n/error-messages.ts';
import {
  act,
  actionPanel as panel,
  api,
  applicableOffer,
  applyThroughApi,
  approveApplication,
  negotiationDetail as detail,
  userPage,
} from './helpers/negotiation.ts';
import { expectAccessible } from './helpers/page-checks.ts';
import { organisationName } from './helpers/names.ts';

/**
 * Decision 034's negotiation pages, with several browsers open at once: every open detail page
 * follows each event of its negotiation without a reload (the bank's approval, the NDAs, the
 * coordinator's offer, acceptance and contract), step 5 reads "Assigning a coordinator" until the
 * coordinator accepts, a dialog being written survives another party's step (and warns of the
 * writer's company name in a cancel reason, which the server refuses), the coordinator offered the
 * deal sees the disclosed names, "waiting on" is
 * said from the viewer's side, the signing parties find "Open the contract in DocuSign" first, the
 * bank's, operator's and coordinator's detail pages keep the header (the bell), and a dialog's
 * action refused on a stale page says so inside the dialog and reloads the page when closed.
 */

const BANK = organisationName('chaophraya', 'en');
const TANAKA_PRECISION = organisationName('tanaka', 'en');
const NDA = { accept_nda: true, accept_disclosure: true };

/** The header of a role area: its bell is there (and with it the live socket). */
const expectHeader = async (page: Page) => {
  await expect(page.getByRole('banner').getByTestId('notification-bell')).toBeVisible();
  await expect(page.getByRole('banner').getByTestId('header-session')).toBeVisible();
};

test.describe('negotiation pages, live', () => {
  test('every open page follows the deal; step 5, names, waiting on, DocuSign first, headers; a stale dialog says so', async ({ browser }) => {
    // Five browsers at once through a whole deal.
    test.setTimeout(9 * 60_000);
    const tanaka = await userPage(browser, 'tanaka', 'en');
    const somchai = await userPage(browser, 'somchai', 'en', [409, 422]);
    const banker = await userPage(browser, 'cp.banker', 'en');
    const office = await userPage(browser, 'office', 'en');
    const coordinator = await userPage(browser, 'coordinator', 'en');
    const offerId = await applicableOffer(tanaka.page, somchai.page);
    const tradingId = await applyThroughApi(somchai.page, offerId, 'We machine aluminium housings in Rayong and would like to discuss volumes.');

    // The applicant watches its page while its bank approves on another.
    await somchai.page.goto(`/company/trading-detail/${tradingId}`);
    await expect(somchai.page.getByTestId('waiting-on')).toHaveText(`Your bank (${BANK})`);
    await tanaka.page.goto(`/company/trading-detail/${tradingId}`);
    await expect(detail(tanaka.page)).toHaveAttribute('data-stage', 'bank_approval');
    await banker.page.goto(`/financial-institution/negotiation-detail/${tradingId}`);
    await expectHeader(banker.page);
    await expect(banker.page.getByTestId('waiting-on')).toHaveText('You');
    // somchai is writing a cancellation request as the bank acts: his dialog and its text stay.
    await panel(somchai.page).getByRole('button', { name: 'Request cancellation' }).click();
    const cancel = somchai.page.getByRole('dialog', { name: 'Request cancellation' });
    const reason = cancel.getByRole('textbox', { name: 'Reason' });
    const draft = 'Siam Components found another supplier for these housings.';
    await reason.fill(draft);
    // The reason reaches the other company before disclosure: naming his company is warned of as he types.
    await expect(cancel.getByTestId('identifying-text-warning')).toBeVisible();
    await approveApplication(banker.page, 'en', 'Customer verified at the Bangkok head office.');
    await expect(detail(somchai.page)).toHaveAttribute('data-stage', 'nda_offer_company');
    await expect(cancel).toBeVisible();
    await expect(reason).toHaveValue(draft);
    // Sent anyway, on the new step: the server refuses the name, at the field, and nothing changes.
    await cancel.getByRole('button', { name: 'Next' }).click();
    await cancel.getByRole('button', { name: 'Request cancellation' }).click();
    await expect(cancel.getByText(/remove what identifies your company \(.*Siam Components/)).toBeVisible();
    await expect(reason).toHaveValue(draft);
    await cancel.getByRole('button', { name: 'Close' }).first().click();
    await expect(cancel).toHaveCount(0);
    await expect(detail(somchai.page)).toHaveAttribute('data-stage', 'nda_offer_company');
    await expect(somchai.page.getByTestId('negotiation-history')).toContainText('Application approved by the financial institution');
    await expect(somchai.page.getByTestId('waiting-on')).toHaveText('The other company');
    await expect(detail(tanaka.page)).toHaveAttribute('data-stage', 'nda_offer_company');
    await expect(tanaka.page.getByTestId('waiting-on')).toHaveText('You');
    await expect(tanaka.page.getByTestId('nda-link')).toBeVisible();

    // Both NDAs (the NDA page is another suite's): the names appear on the open page.
    await act(tanaka.page, tradingId, 'offer_company_nda_agree', NDA);
    await act(somchai.page, tradingId, 'applicant_nda_agree', NDA);
    await expect(somchai.page.getByTestId('company-offer_company').getByTestId('company-name')).toHaveText(TANAKA_PRECISION);
    await expect(somchai.page.getByTestId('negotiation-step-line')).toHaveText('Step 5 of 9: Assigning a coordinator');

    // The office offers the deal to the demo coordinator: still "Assigning a coordinator" until it accepts.
    const { company_id: coordinatorId } = await api<{ company_id: string }>(coordinator.page, 'GET', 'company');
    const offered = await act(office.page, tradingId, 'offer_coordinator', { coordinator_organisation_id: coordinatorId });
    await office.page.goto(`/kokopelli/negotiation-detail/${tradingId}`);
    await expectHeader(office.page);
    await expect(office.page.getByTestId('negotiation-step-line')).toHaveText('Step 5 of 9: Assigning a coordinator');
    await expect(office.page.getByTestId('waiting-on')).toHaveText('The coordinator');
    await expectAccessible(office.page);

    // The coordinator offered the deal knows whom it would serve, in its area's frame.
    await coordinator.page.goto(`/coordinator/trading-detail/${offered.contract_id}`);
    await expectHeader(coordinator.page);
    await expect(coordinator.page.getByTestId('company-offer_company').getByTestId('company-name')).toHaveText(TANAKA_PRECISION);
    await expect(coordinator.page.getByTestId('company-applicant')).toHaveAttribute('data-disclosed', 'true');
    await expect(coordinator.page.getByTestId('waiting-on')).toHaveText('You');
    await expectAccessible(coordinator.page);
    await coordinator.page.getByRole('button', { name: 'Accept' }).click();
    await expect(coordinator.page.getByTestId('action-success')).toHaveText('You accepted the deal.');
    await expect(somchai.page.getByTestId('negotiation-step-line')).toHaveText('Step 6 of 9: Contract creation');
    await expect(office.page.getByTestId('negotiation-step-line')).toHaveText('Step 6 of 9: Contract creation');
    await expect(office.page.locator('[data-step="coordinator_assignment"]')).toContainText('Coordinator assigned');

    // The contract: both parties' open pages go to step 7, with DocuSign as their first action.
    await coordinator.page.getByRole('textbox', { name: 'DocuSign URL' }).fill('https://docusign.example.com/envelope/7');
    await coordinator.page.getByRole('button', { name: 'Create the contract' }).click();
    await expect(coordinator.page.getByTestId('action-success')).toHaveText('The contract was created.');
    for (const party of [somchai.page, tanaka.page]) {
      await expect(party.getByTestId('negotiation-step-line')).toHaveText('Step 7 of 9: Contract signing');
      await expect(party.getByTestId('waiting-on')).toHaveText('You and the other company');
      const first = panel(party).locator('[data-testid$="-section"]').first();
      await expect(first).toHaveAttribute('data-testid', 'signing-section');
      const open = first.getByRole('link', { name: /Open the contract in DocuSign/ });
      await expect(open).toHaveAttribute('href', 'https://docusign.example.com/envelope/7');
      await expect(open).toHaveAttribute('target', '_blank');
      await expect(party.getByTestId('docusign-link')).toHaveCSS('text-decoration-line', 'underline');
    }
    await expectAccessible(somchai.page);
    // The coordinator records the signing (its action, not the parties').
    await expect(coordinator.page.getByTestId('signing-section')).toHaveCount(0);
    await act(coordinator.page, tradingId, 'record_signing', { signed_on: dateInCountry(new Date(), 'TH') });
    await expect(somchai.page.getByTestId('signing-section')).toHaveCount(0);
    await expect(detail(somchai.page)).toHaveAttribute('data-stage', 'completion_request');

    // A page that missed the change (its live notices dropped): the refusal shows in the dialog, not behind it.
    await somchai.page.routeWebSocket(/\/api\/notifications\/socket$/, (socket) => {
      const server = socket.connectToServer();
      server.onMessage((message) => {
        if (!String(message).includes('"negotiation"')) socket.send(message);
      });
    });
    await somchai.page.reload();
    await expect(detail(somchai.page)).toHaveAttribute('data-stage', 'completion_request');
    await panel(somchai.page).getByRole('button', { name: 'Request completion' }).click();
    const dialog = somchai.page.getByRole('dialog', { name: 'Request completion' });
    await expect(dialog).toBeVisible();
    await act(tanaka.page, tradingId, 'request_completion');
    await dialog.getByRole('button', { name: 'Request completion' }).click();
    // The step moved on (completion is requested already): the server says so before it compares versions.
    await expect(dialog.getByTestId('dialog-error')).toContainText(errorMessage('invalid_transition', 'en'));
    await expect(dialog.getByRole('button', { name: 'Request completion' })).toHaveCount(0);
    await expectAccessible(somchai.page);
    await expect(detail(somchai.page)).toHaveAttribute('data-stage', 'completion_request');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(detail(somchai.page)).toHaveAttribute('data-stage', 'completion_requested');
    await expect(somchai.page.getByTestId('negotiation-request')).toContainText('Completion requested');
    await expect(somchai.page.getByTestId('action-error')).toHaveCount(0);

    for (const user of [tanaka, somchai, banker, office, coordinator]) {
      expect(user.errors).toEqual([]);
      await user.close();
    }
  });
});
