import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { NegotiationCompany, NegotiationSummary } from '../../../../shared/schemas/negotiations.ts';
import { stepLine, waitingOnText } from './format-negotiation.ts';

// The key and its values, so each case shows which text and which name the page would get.
const t = ((key: string, values?: Record<string, unknown>) => (values?.['name'] ? `${key}(${String(values['name'])})` : key)) as unknown as TFunction;

const applicantCompany: NegotiationCompany = {
  disclosed: false,
  country: 'TH',
  industry: null,
  size_band: '1-49',
  bank_name: 'ธนาคารเจ้าพระยา',
  bank_name_en: 'Chao Phraya Bank',
  bank_country: 'TH',
};

type Waiting = Pick<NegotiationSummary, 'waiting_on' | 'waiting_on_viewer' | 'my_side' | 'applicant_company'>;
const at = (waiting_on: Waiting['waiting_on'], my_side: Waiting['my_side'], waiting_on_viewer = false): Waiting => ({
  waiting_on,
  waiting_on_viewer,
  my_side,
  applicant_company: applicantCompany,
});

describe('waitingOnText: from the viewer side', () => {
  it('says "you" to whoever is waited on, never their role', () => {
    expect(waitingOnText(at('applicant_company', 'applicant', true), 'en', t)).toBe('negotiation.waiting_on.you');
    expect(waitingOnText(at('applicant_bank', null, true), 'en', t)).toBe('negotiation.waiting_on.you');
    expect(waitingOnText(at('parties', 'offer_company', true), 'en', t)).toBe('negotiation.waiting_on.you_and_other');
  });

  it("names the applicant's own bank as theirs, in the reader's language", () => {
    expect(waitingOnText(at('applicant_bank', 'applicant'), 'en', t)).toBe('negotiation.waiting_on.your_bank(Chao Phraya Bank (ธนาคารเจ้าพระยา))');
    expect(waitingOnText(at('applicant_bank', 'applicant'), 'th', t)).toBe('negotiation.waiting_on.your_bank(ธนาคารเจ้าพระยา)');
    expect(waitingOnText(at('applicant_bank', 'offer_company'), 'en', t)).toBe('negotiation.waiting_on.applicant_bank_named(Chao Phraya Bank (ธนาคารเจ้าพระยา))');
  });

  it('calls the counterpart "the other company" for a party, and roles for everyone else', () => {
    expect(waitingOnText(at('offer_company', 'applicant'), 'en', t)).toBe('negotiation.waiting_on.other_company');
    expect(waitingOnText(at('offer_company', null), 'en', t)).toBe('negotiation.waiting_on.offer_company');
    expect(waitingOnText(at('coordinator', 'applicant'), 'en', t)).toBe('negotiation.waiting_on.coordinator');
    expect(waitingOnText(at(null, 'applicant'), 'en', t)).toBe('negotiation.waiting_on.nobody');
  });
});

describe('stepLine: step 5', () => {
  it('reads "Assigning a coordinator" until the coordinator accepts, "Coordinator assigned" after', () => {
    expect(stepLine({ step: 'coordinator_assignment', status: 'under_negotiation' }, t)).toContain('negotiation.step.coordinator_assigning');
    expect(stepLine({ step: 'coordinator_assignment', status: 'canceled' }, t)).toContain('negotiation.step.coordinator_assigning');
    expect(stepLine({ step: 'contract_creation', status: 'under_negotiation' }, t)).toContain('negotiation.step.contract_creation');
  });
});
