// The organisation policy as one table: every viewer (by role, user type and relation to the
// organisation) × every action, against the rules of docs/product/visibility.md written out independently below.
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/enums.ts';
import { mayViewCompanyThrough, type NegotiationSubject } from '../negotiations/negotiations.policy.ts';
import {
  can,
  decide,
  PROFILE_FIELD_GROUPS,
  profileView,
  type OrganisationPolicyAction,
  type OrganisationPolicyViewer,
  type OrganisationSubject,
} from './organisations.policy.ts';

// The subject: a company, customer of the bank "bank".
const COMPANY: OrganisationSubject = { id: 'company', bankId: 'bank' };
const ACTIONS: OrganisationPolicyAction[] = ['view', 'view_offer_managers', 'change_offer_managers'];

const person = (role: Role, id: string, userType: 'general_user' | 'administrator'): OrganisationPolicyViewer => ({
  organisation: { role, id },
  user: { userType },
});
const VIEWERS = {
  own_admin: person('enterprise', 'company', 'administrator'),
  own_general: person('enterprise', 'company', 'general_user'),
  other_admin: person('enterprise', 'other-company', 'administrator'),
  other_general: person('enterprise', 'other-company', 'general_user'),
  company_bank: person('bank', 'bank', 'administrator'),
  other_bank: person('bank', 'other-bank', 'administrator'),
  coordinator: person('coordinator', 'coordinator', 'administrator'),
  operator: person('kokopelli', 'operator', 'administrator'),
} as const;
type ViewerName = keyof typeof VIEWERS;

/** The answer for each cell: the company's own users see its offer managers, its administrators name them. */
function expected(who: ViewerName, action: OrganisationPolicyAction): 'allowed' | 'hidden' | 'forbidden' {
  const own = who === 'own_admin' || who === 'own_general';
  const company = own || who === 'other_admin' || who === 'other_general';
  switch (action) {
    case 'view':
      return own || who === 'company_bank' || who === 'operator' ? 'allowed' : 'hidden';
    case 'view_offer_managers':
      return !company ? 'forbidden' : own ? 'allowed' : 'hidden';
    case 'change_offer_managers':
      if (!company) return 'forbidden';
      if (!own) return 'hidden';
      return who === 'own_admin' ? 'allowed' : 'forbidden';
  }
}

describe('organisation policy: every viewer × action', () => {
  it('gives the answers docs/product/visibility.md gives (allowed, 404 hidden, 403 forbidden)', () => {
    const wrong: string[] = [];
    for (const who of Object.keys(VIEWERS) as ViewerName[]) {
      for (const action of ACTIONS) {
        const decision = decide(VIEWERS[who], action, COMPANY);
        const got = decision.allowed ? 'allowed' : decision.reason;
        if (got !== expected(who, action)) wrong.push(`${who} ${action}: ${got}`);
        expect(can(VIEWERS[who], action, COMPANY)).toBe(decision.allowed);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets only a company administrator change its offer managers', () => {
    expect(can(VIEWERS.own_admin, 'change_offer_managers', COMPANY)).toBe(true);
    expect(decide(VIEWERS.own_general, 'change_offer_managers', COMPANY)).toEqual({ allowed: false, reason: 'forbidden' });
    expect(decide(VIEWERS.company_bank, 'change_offer_managers', COMPANY)).toEqual({ allowed: false, reason: 'forbidden' });
  });

  it('does not show a bank a company that is not its customer, nor a company without a bank', () => {
    expect(can(VIEWERS.other_bank, 'view', COMPANY)).toBe(false);
    expect(can(VIEWERS.company_bank, 'view', { id: 'company', bankId: null })).toBe(false);
  });
});

// ---- the profile's fields, cell by cell ----------------------------------------------------

describe('organisation policy: which profile fields each viewer sees', () => {
  // The negotiation between the company (the offer company) and a counterpart, each at its bank.
  const n = (over: Partial<NegotiationSubject> = {}): NegotiationSubject => ({
    stage: 'coordinator_assignment',
    applicantOrganisationId: 'counterpart',
    applicantBankId: 'counterpart-bank',
    offerOrganisationId: 'company',
    offerBankId: 'bank',
    coordinatorOrganisationId: null,
    coordinatorAcceptedAt: null,
    disclosedAt: new Date('2026-12-01T09:00:00Z'),
    bankDecision: 'approve',
    requestBy: null,
    ...over,
  });
  const AFTER = n();
  const BEFORE = n({ stage: 'nda_applicant', disclosedAt: null });
  const ASSIGNED = n({ stage: 'contract_creation', coordinatorOrganisationId: 'coordinator', coordinatorAcceptedAt: new Date('2026-12-02T09:00:00Z') });
  const OFFERED = n({ stage: 'coordinator_offered', coordinatorOrganisationId: 'coordinator' });

  type Cell = 'none' | 'business' | 'all';
  // Each viewer kind, the negotiation it comes through (if any), and what docs/product/visibility.md gives it:
  // the company itself, its bank and the operator everything; a business partner, the other bank
  // and the assigned coordinator the business profile; anyone else nothing (404).
  const CASES: { name: string; viewer: OrganisationPolicyViewer; through: NegotiationSubject | undefined; want: Cell }[] = [
    { name: 'the company itself', viewer: VIEWERS.own_general, through: undefined, want: 'all' },
    { name: 'its bank', viewer: VIEWERS.company_bank, through: undefined, want: 'all' },
    { name: 'the operator', viewer: VIEWERS.operator, through: undefined, want: 'all' },
    { name: 'the counterpart after disclosure', viewer: person('enterprise', 'counterpart', 'general_user'), through: AFTER, want: 'business' },
    { name: 'the counterpart before disclosure', viewer: person('enterprise', 'counterpart', 'administrator'), through: BEFORE, want: 'none' },
    { name: "the counterpart's bank", viewer: person('bank', 'counterpart-bank', 'administrator'), through: AFTER, want: 'business' },
    { name: "the counterpart's bank before disclosure", viewer: person('bank', 'counterpart-bank', 'administrator'), through: BEFORE, want: 'business' },
    { name: 'another bank, through the negotiation', viewer: VIEWERS.other_bank, through: AFTER, want: 'none' },
    { name: 'the assigned coordinator', viewer: person('coordinator', 'coordinator', 'administrator'), through: ASSIGNED, want: 'business' },
    { name: 'a coordinator only offered the deal', viewer: person('coordinator', 'coordinator', 'administrator'), through: OFFERED, want: 'none' },
    { name: 'a coordinator without the negotiation', viewer: VIEWERS.coordinator, through: undefined, want: 'none' },
    { name: 'an unrelated company', viewer: VIEWERS.other_admin, through: undefined, want: 'none' },
    { name: 'an unrelated company naming the negotiation', viewer: VIEWERS.other_general, through: AFTER, want: 'none' },
  ];
  const FIELDS: { field: string; group: 'business' | 'verification' | 'branch' }[] = [
    ...['name', 'name_en', 'address', 'postal_code', 'website', 'phone', 'business_description', 'established_on', 'employee_count', 'official_language', 'country', 'representative_name', 'representative_name_en'].map((field) => ({ field, group: 'business' as const })),
    { field: 'representative_birth_date', group: 'verification' },
    { field: 'beneficial_owner_name', group: 'verification' },
    { field: 'beneficial_owner_name_en', group: 'verification' },
    { field: 'branch_name', group: 'branch' },
    { field: 'branch_name_en', group: 'branch' },
  ];
  const sees = (want: Cell, group: 'business' | 'verification' | 'branch') => want === 'all' || (want === 'business' && group === 'business');

  it(`gives each of ${CASES.length} viewers × ${FIELDS.length} fields what docs/product/visibility.md says`, () => {
    const wrong: string[] = [];
    for (const c of CASES) {
      const through = mayViewCompanyThrough(c.viewer, c.through, COMPANY.id);
      const decision = profileView(c.viewer, COMPANY, through);
      for (const { field, group } of FIELDS) {
        const inGroups = (PROFILE_FIELD_GROUPS as Record<string, readonly string[]>)[group];
        const listed = group === 'business' ? !Object.values(PROFILE_FIELD_GROUPS).some((fields) => (fields as readonly string[]).includes(field)) : inGroups!.includes(field);
        const got = decision.allowed && decision.to.includes(group) && listed;
        if (got !== sees(c.want, group)) wrong.push(`${c.name} | ${field}: got ${got}`);
      }
      if (c.want === 'none' && decision.allowed) wrong.push(`${c.name}: allowed`);
    }
    expect(wrong).toEqual([]);
  });
});
