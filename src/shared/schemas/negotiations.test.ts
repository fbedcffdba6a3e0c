import { describe, expect, it } from 'vitest';
import { translateValidation } from '../i18n/validation.ts';
import { NEGOTIATION_STEP_ACTIONS } from '../negotiation-lifecycle.ts';
import {
  NEGOTIATION_ACTION_BODIES,
  NEGOTIATION_REVIEW_CHECKLIST,
  NEGOTIATION_ROUTES,
  counterpartOf,
  docusignUrlSchema,
  negotiationAbilitiesSchema,
  negotiationApi,
  negotiationApplyBodySchema,
  negotiationBankApproveBodySchema,
  negotiationCompanySchema,
  negotiationExportQuerySchema,
  negotiationListQuerySchema,
  negotiationNdaAgreeBodySchema,
  negotiationNdaDisagreeBodySchema,
  negotiationOfferCoordinatorBodySchema,
  negotiationReasonBodySchema,
  type NegotiationSummary,
} from './negotiations.ts';

const USER_A = '6f1c1e9e-0000-4000-8000-00000000000a';
const USER_B = '6f1c1e9e-0000-4000-8000-00000000000b';
const OFFER = '6f1c1e9e-0000-4000-8000-0000000000f1';

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (out[issue.path.map(String).join('.')] ??= []).push(issue.message);
  return out;
}

const application = (overrides: Record<string, unknown> = {}) => ({
  offer_id: OFFER,
  application_details: 'We would like to buy 10,000 parts a month.',
  representative_user_ids: [USER_A, USER_B],
  signatory_user_id: USER_B,
  confirm_authority: true,
  accept_terms: true,
  pre_nda_consent: true,
  ...overrides,
});

describe('applying', () => {
  it('accepts a complete application, the signatory among the representatives in any letter case', () => {
    expect(negotiationApplyBodySchema.safeParse(application()).success).toBe(true);
    expect(negotiationApplyBodySchema.safeParse(application({ signatory_user_id: USER_B.toUpperCase() })).success).toBe(true);
  });

  it('refuses a signatory who is not a selected representative', () => {
    expect(messages(negotiationApplyBodySchema.safeParse(application({ representative_user_ids: [USER_A] })))).toEqual({
      signatory_user_id: ['validation.signatory_not_representative'],
    });
  });

  it('asks for the contract signatory when none is chosen, in words of its own', () => {
    const result = messages(negotiationApplyBodySchema.safeParse(application({ signatory_user_id: '' })));
    expect(result.signatory_user_id?.[0]).toBe('validation.signatory_required');
    expect(translateValidation(result.signatory_user_id![0]!, 'th')).toBe('กรุณาเลือกผู้ลงนามในสัญญา');
  });

  it('needs one to ten distinct representatives', () => {
    expect(messages(negotiationApplyBodySchema.safeParse(application({ representative_user_ids: [] })))).toMatchObject({
      representative_user_ids: ['validation.representatives_min'],
    });
    expect(messages(negotiationApplyBodySchema.safeParse(application({ representative_user_ids: [USER_A, USER_B, USER_A.toUpperCase()] })))).toEqual({
      representative_user_ids: ['validation.ids_duplicate'],
    });
    const eleven = Array.from({ length: 11 }, (_, i) => `6f1c1e9e-0000-4000-8000-${String(i).padStart(12, '0')}`);
    expect(messages(negotiationApplyBodySchema.safeParse(application({ representative_user_ids: eleven, signatory_user_id: eleven[0] })))).toEqual({
      representative_user_ids: ['validation.representatives_max?max=10'],
    });
  });

  it('needs every box ticked: false or missing is refused', () => {
    for (const box of ['confirm_authority', 'accept_terms', 'pre_nda_consent']) {
      expect(messages(negotiationApplyBodySchema.safeParse(application({ [box]: false })))).toEqual({ [box]: ['validation.checkbox_required'] });
      expect(messages(negotiationApplyBodySchema.safeParse(application({ [box]: undefined })))).toEqual({ [box]: ['validation.checkbox_required'] });
    }
  });

  it('needs visible application details of at most 300 characters', () => {
    expect(messages(negotiationApplyBodySchema.safeParse(application({ application_details: '\u3000\u200b' })))).toEqual({
      application_details: ['validation.required'],
    });
    expect(messages(negotiationApplyBodySchema.safeParse(application({ application_details: 'x'.repeat(301) })))).toEqual({
      application_details: ['validation.max?max=300'],
    });
    expect(negotiationApplyBodySchema.safeParse(application({ application_details: 'x'.repeat(300) })).success).toBe(true);
  });
});

describe('decisions', () => {
  it('every step action has a body, and every body needs the version seen', () => {
    expect(Object.keys(NEGOTIATION_ACTION_BODIES).sort()).toEqual([...NEGOTIATION_STEP_ACTIONS].sort());
    for (const action of NEGOTIATION_STEP_ACTIONS) {
      const result = NEGOTIATION_ACTION_BODIES[action].safeParse({});
      expect(messages(result), action).toHaveProperty('version');
    }
  });

  it('the bank approves only with every checklist item ticked; remarks at most 300', () => {
    expect(negotiationBankApproveBodySchema.safeParse({ version: 1, checklist: [...NEGOTIATION_REVIEW_CHECKLIST] }).success).toBe(true);
    expect(messages(negotiationBankApproveBodySchema.safeParse({ version: 1, checklist: NEGOTIATION_REVIEW_CHECKLIST.slice(1) }))).toEqual({
      checklist: ['validation.checklist'],
    });
    expect(messages(negotiationBankApproveBodySchema.safeParse({ version: 1, checklist: [...NEGOTIATION_REVIEW_CHECKLIST], remarks: 'x'.repeat(301) }))).toEqual({
      remarks: ['validation.max?max=300'],
    });
  });

  it('a reason is visible text of at most 300 characters', () => {
    expect(messages(negotiationReasonBodySchema.safeParse({ version: 2, reason: ' \u200b ' }))).toEqual({ reason: ['validation.required'] });
    expect(messages(negotiationReasonBodySchema.safeParse({ version: 2, reason: 'x'.repeat(301) }))).toEqual({ reason: ['validation.max?max=300'] });
  });

  it('NDA: agreeing needs both boxes; disagreeing needs a reason code, and text for "other"', () => {
    expect(negotiationNdaAgreeBodySchema.safeParse({ version: 3, accept_nda: true, accept_disclosure: true }).success).toBe(true);
    expect(messages(negotiationNdaAgreeBodySchema.safeParse({ version: 3, accept_nda: true }))).toEqual({ accept_disclosure: ['validation.checkbox_required'] });
    expect(negotiationNdaDisagreeBodySchema.safeParse({ version: 3, reason_code: 'competing_company' }).success).toBe(true);
    expect(messages(negotiationNdaDisagreeBodySchema.safeParse({ version: 3, reason_code: 'other', reason_text: '\u3000' }))).toEqual({
      reason_text: ['validation.required'],
    });
    expect(negotiationNdaDisagreeBodySchema.safeParse({ version: 3, reason_code: 'other', reason_text: '納期が合わない' }).success).toBe(true);
    expect(negotiationNdaDisagreeBodySchema.safeParse({ version: 3, reason_code: 'dislike' }).success).toBe(false);
  });

  it('a coordinator must be selected', () => {
    expect(messages(negotiationOfferCoordinatorBodySchema.safeParse({ version: 4, coordinator_organisation_id: '' }))).toEqual({
      coordinator_organisation_id: ['validation.coordinator_required'],
    });
  });

  it('the DocuSign URL is a required https address of at most 2000 characters', () => {
    expect(docusignUrlSchema.parse(' https://app.docusign.com/documents/details/abc ')).toBe('https://app.docusign.com/documents/details/abc');
    expect(messages(docusignUrlSchema.safeParse(''))).toEqual({ '': ['validation.required'] });
    for (const bad of ['http://app.docusign.com/x', 'javascript:alert(1)', 'data:text/html,x', 'ftp://docusign.com/x', 'docusign.com/x', 'https://', 'https://user:secret@docusign.com/x', 'https://localhost/x']) {
      expect(messages(docusignUrlSchema.safeParse(bad)), bad).toEqual({ '': ['validation.https_url'] });
    }
    expect(messages(docusignUrlSchema.safeParse(`https://docusign.com/${'x'.repeat(2000)}`))).toEqual({ '': ['validation.max?max=2000'] });
  });
});

describe('answers', () => {
  it('a hidden company carries no id and no name; a disclosed one does', () => {
    const hidden = { disclosed: false, country: 'TH', industry: null, size_band: '50-299', bank_name: 'Bangkok Bank', bank_name_en: null, bank_country: 'TH' };
    const parsed = negotiationCompanySchema.parse({ ...hidden, company_id: USER_A, name: 'Siam Trading' });
    expect(parsed).not.toHaveProperty('name');
    expect(parsed).not.toHaveProperty('company_id');
    expect(negotiationCompanySchema.safeParse({ ...hidden, disclosed: true }).success).toBe(false);
    expect(negotiationCompanySchema.parse({ ...hidden, disclosed: true, company_id: USER_A, name: 'Siam Trading', name_en: null })).toMatchObject({
      name: 'Siam Trading',
    });
  });

  it('the counterpart is the other side, for a party only', () => {
    const offerCompany = { disclosed: true as const, company_id: USER_A, name: 'Tanaka', name_en: null, country: 'JP' as const, industry: null, size_band: '1-49' as const, bank_name: null, bank_name_en: null, bank_country: null };
    const applicant = { disclosed: false as const, country: 'TH' as const, industry: null, size_band: 'unknown' as const, bank_name: null, bank_name_en: null, bank_country: null };
    const row = (my_side: NegotiationSummary['my_side']) => ({ my_side, offer_company: offerCompany, applicant_company: applicant });
    expect(counterpartOf(row('offer_company'))).toBe(applicant);
    expect(counterpartOf(row('applicant'))).toBe(offerCompany);
    expect(counterpartOf(row(null))).toBeNull();
  });

  it('abilities name every step action', () => {
    const all = Object.fromEntries(NEGOTIATION_STEP_ACTIONS.map((action) => [action, false]));
    expect(negotiationAbilitiesSchema.parse(all)).toEqual(all);
    expect(negotiationAbilitiesSchema.safeParse({ ...all, approve_cancel: undefined }).success).toBe(false);
  });
});

describe('lists and paths', () => {
  it('reads the filters, with defaults, and refuses a status no negotiation has', () => {
    expect(negotiationListQuerySchema.parse({})).toEqual({ scope: 'all', sort: 'updated_desc', page: 1, per_page: 20 });
    expect(negotiationListQuerySchema.parse({ status: 'preparing', step: 'nda_applicant', country: 'TH', page: '2' })).toMatchObject({
      status: 'preparing',
      step: 'nda_applicant',
      page: 2,
    });
    expect(negotiationListQuerySchema.safeParse({ status: 'none' }).success).toBe(false);
    expect(negotiationListQuerySchema.safeParse({ page: '0x2' }).success).toBe(false);
    expect(negotiationExportQuerySchema.parse({ scope: 'applied' })).toEqual({ scope: 'applied', sort: 'updated_desc' });
    expect(negotiationExportQuerySchema.parse({ tz: 'Asia/Bangkok' })).toMatchObject({ tz: 'Asia/Bangkok' });
    expect(negotiationExportQuerySchema.safeParse({ tz: 'Asia/Nowhere' }).success).toBe(false);
  });

  it('the server pattern and the browser path name the same address', () => {
    const id = '6f1c1e9e-0000-4000-8000-000000000100';
    for (const action of NEGOTIATION_STEP_ACTIONS) {
      expect(`/${negotiationApi.action(id, action)}`).toBe(NEGOTIATION_ROUTES.action(action).replace(':trading_id', id));
    }
    expect(`/${negotiationApi.detail(id)}`).toBe(NEGOTIATION_ROUTES.detail.replace(':trading_id', id));
    expect(`/${negotiationApi.byContract(id)}`).toBe(NEGOTIATION_ROUTES.byContract.replace(':contract_id', id));
    expect(`/${negotiationApi.collection()}`).toBe(NEGOTIATION_ROUTES.collection);
    expect(`/${negotiationApi.exportCsv()}`).toBe(NEGOTIATION_ROUTES.exportCsv);
    expect(`/${negotiationApi.coordinators()}`).toBe(NEGOTIATION_ROUTES.coordinators);
  });
});
