// The organisation policy as one table: every viewer (by role, user type and relation to the
// organisation) × every action, against PRODUCT's rules written out independently below.
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/enums.ts';
import { can, decide, type OrganisationPolicyAction, type OrganisationPolicyViewer, type OrganisationSubject } from './organisation.policy.ts';

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
  it('gives the answers PRODUCT gives (allowed, 404 hidden, 403 forbidden)', () => {
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
