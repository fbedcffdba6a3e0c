// The offer policy as one table: every viewer (by role and relation to the offer, a company that
// applied to it included) × every stored status × period (scheduled / in period / ended) × public
// or private × every action, against the rules of docs/product/offers.md#offer-lifecycle and docs/product/visibility.md (with decision 017 for a
// company that applied) written out independently below. tests/api/offer-policy.test.ts
// checks the SQL half (offerVisibleTo) against the same cells on a real database.
import { describe, expect, it } from 'vitest';
import type { StoredOfferStatus } from '../../../shared/offer-lifecycle.ts';
import {
  can,
  decide,
  offerAbilities,
  mayList,
  partnerOfferAbilities,
  writesOffers,
  type OfferPolicyAction,
  type OfferPolicyViewer,
  type OfferSubject,
} from './offers.policy.ts';

const TODAY = '2026-12-01';
const STATUSES: StoredOfferStatus[] = ['draft', 'waiting_for_approval', 'published', 'remand', 'rejection'];
const PERIODS = {
  scheduled: { periodStart: '2026-12-02', periodEnd: '2027-01-31' },
  in_period: { periodStart: '2026-12-01', periodEnd: '2026-12-01' },
  ended: { periodStart: '2026-10-01', periodEnd: '2026-11-30' },
} as const;
const ACTIONS: OfferPolicyAction[] = [
  'view_managed',
  'view_as_partner',
  'view_image',
  'favorite',
  'apply',
  'edit',
  'upload_image',
  'register',
  'save_draft',
  'delete',
  'approve',
  'remand',
  'deny',
  'correct_translation',
];

interface Cast {
  viewer: OfferPolicyViewer;
  writesOffers: boolean;
  /** Whether the viewer's company applied to the offer (a negotiation on it, open or closed). */
  negotiatesOn: boolean;
}
const person = (
  role: OfferPolicyViewer['organisation']['role'],
  id: string,
  userType: 'general_user' | 'administrator',
  writesOffers: boolean,
  negotiatesOn = false,
): Cast => ({
  viewer: { organisation: { role, id }, user: { userType } },
  writesOffers,
  negotiatesOn,
});
const contextOf = (cast: Cast) => ({ today: TODAY, writesOffers: cast.writesOffers, negotiatesOn: cast.negotiatesOn });
const VIEWERS = {
  own_admin: person('enterprise', 'company', 'administrator', true),
  // Offer managers are named and this user is not one of them.
  own_general: person('enterprise', 'company', 'general_user', false),
  own_manager: person('enterprise', 'company', 'general_user', true),
  other_enterprise: person('enterprise', 'other-company', 'administrator', true),
  // A company that applied to the offer (decision 017): a general user, as any user acts for it.
  applied_enterprise: person('enterprise', 'applying-company', 'general_user', true, true),
  offer_bank: person('bank', 'bank', 'administrator', false),
  other_bank: person('bank', 'other-bank', 'administrator', false),
  coordinator: person('coordinator', 'coordinator', 'administrator', false),
  operator: person('kokopelli', 'operator', 'administrator', false),
} as const;
type ViewerName = keyof typeof VIEWERS;

interface Cell {
  who: ViewerName;
  status: StoredOfferStatus;
  period: keyof typeof PERIODS;
  isPublic: boolean;
}

/**
 * The rules, restated from docs/product/offers.md#offer-lifecycle and docs/product/visibility.md without the policy's code. A company that applied to
 * an offer (decision 017) keeps the partner view of the approved offer whatever its period or
 * visibility (not once its company sends it back for review: docs/product/visibility.md shows a waiting, remanded
 * or denied offer to no other company), and may apply again while it is published and in period, private or not; it
 * favourites only what any partner could.
 */
function expected({ who, status, period, isPublic }: Cell, action: OfferPolicyAction): boolean {
  const own = who === 'own_admin' || who === 'own_general' || who === 'own_manager';
  const writer = own && VIEWERS[who].writesOffers;
  const managed = own || (status !== 'draft' && (who === 'offer_bank' || who === 'operator'));
  const anotherCompany = who === 'other_enterprise' || who === 'applied_enterprise';
  const openForApplications = status === 'published' && period === 'in_period';
  const partner = anotherCompany && isPublic && openForApplications;
  const applied = who === 'applied_enterprise' && status === 'published';
  switch (action) {
    case 'view_managed':
      return managed;
    case 'view_as_partner':
      return partner || applied;
    case 'favorite':
      return partner;
    case 'apply':
      return partner || (applied && openForApplications);
    case 'view_image':
      return managed || partner || applied;
    case 'edit':
    case 'upload_image':
    case 'register':
      return writer && ['draft', 'remand', 'published'].includes(status);
    case 'save_draft':
      return writer && ['draft', 'remand'].includes(status);
    case 'delete':
      return who === 'own_admin' && status !== 'waiting_for_approval';
    case 'approve':
    case 'remand':
    case 'deny':
      return who === 'offer_bank' && status === 'waiting_for_approval';
    // The bank corrects a version in another language in its review and once published (decision 050).
    case 'correct_translation':
      return who === 'offer_bank' && (status === 'waiting_for_approval' || status === 'published');
  }
}

function offer(cell: Omit<Cell, 'who'>, deletedAt: Date | null = null): OfferSubject {
  return { organisationId: 'company', bankId: 'bank', status: cell.status, isPublic: cell.isPublic, ...PERIODS[cell.period], deletedAt };
}

const cells: Cell[] = (Object.keys(VIEWERS) as ViewerName[]).flatMap((who) =>
  STATUSES.flatMap((status) =>
    (Object.keys(PERIODS) as (keyof typeof PERIODS)[]).flatMap((period) => [true, false].map((isPublic) => ({ who, status, period, isPublic }))),
  ),
);

describe('offer policy: every viewer × status × period × visibility × action', () => {
  it('allows exactly what docs/product/offers.md#offer-lifecycle and docs/product/visibility.md allow', () => {
    const wrong: string[] = [];
    for (const cell of cells) {
      const cast = VIEWERS[cell.who];
      for (const action of ACTIONS) {
        const got = can(cast.viewer, action, offer(cell), contextOf(cast));
        if (got !== expected(cell, action)) wrong.push(`${cell.who} ${cell.status} ${cell.period} ${cell.isPublic ? 'public' : 'private'} ${action}: ${got}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(cells.length * ACTIONS.length).toBe(9 * 5 * 3 * 2 * 14);
  });

  it('allows nothing on a deleted offer', () => {
    for (const cell of cells) {
      const cast = VIEWERS[cell.who];
      for (const action of ACTIONS) expect(can(cast.viewer, action, offer(cell, new Date()), contextOf(cast))).toBe(false);
    }
  });

  it('sends the same answers as abilities', () => {
    for (const cell of cells) {
      const cast = VIEWERS[cell.who];
      const abilities = offerAbilities(cast.viewer, offer(cell), contextOf(cast));
      for (const [action, allowed] of Object.entries(abilities)) {
        expect(allowed, `${cell.who} ${cell.status} ${action}`).toBe(expected(cell, action as OfferPolicyAction));
      }
    }
  });
});

describe('offer policy: a negotiation on the offer', () => {
  it('changes nothing for a viewer who is not another company (its own company, banks, coordinator, operator)', () => {
    const anotherCompany: ViewerName[] = ['other_enterprise', 'applied_enterprise'];
    for (const cell of cells.filter((c) => !anotherCompany.includes(c.who))) {
      const cast = VIEWERS[cell.who];
      for (const action of ACTIONS) {
        const label = `${cell.who} ${cell.status} ${cell.period} ${cell.isPublic ? 'public' : 'private'} ${action}`;
        expect(decide(cast.viewer, action, offer(cell), { ...contextOf(cast), negotiatesOn: true }), label).toEqual(decide(cast.viewer, action, offer(cell), contextOf(cast)));
      }
    }
  });
});

describe('offer policy: the partner view\'s abilities', () => {
  it('may apply exactly where the offer is open to the company, and not while it has an open application on it', () => {
    for (const cell of cells) {
      const { viewer } = VIEWERS[cell.who];
      const context = contextOf(VIEWERS[cell.who]);
      const label = `${cell.who} ${cell.status} ${cell.period} ${cell.isPublic ? 'public' : 'private'}`;
      expect(partnerOfferAbilities(viewer, offer(cell), { ...context, hasOpenApplication: false }).apply, label).toBe(expected(cell, 'apply'));
      expect(partnerOfferAbilities(viewer, offer(cell), { ...context, hasOpenApplication: true }).apply, label).toBe(false);
    }
  });
});

describe('offer policy: the answer a refusal gets', () => {
  const published = offer({ status: 'published', period: 'in_period', isPublic: true });
  const waiting = offer({ status: 'waiting_for_approval', period: 'in_period', isPublic: true });
  const reason = (who: ViewerName, action: OfferPolicyAction, subject: OfferSubject | null | undefined) => {
    const decision = decide(VIEWERS[who].viewer, action, subject, contextOf(VIEWERS[who]));
    return decision.allowed ? 'allowed' : decision.reason;
  };

  it('hides what a viewer may not know exists (404)', () => {
    expect(reason('other_enterprise', 'edit', published)).toBe('hidden');
    expect(reason('other_bank', 'approve', waiting)).toBe('hidden');
    expect(reason('offer_bank', 'approve', { ...waiting, status: 'draft' })).toBe('hidden');
    expect(reason('other_enterprise', 'view_as_partner', { ...published, isPublic: false })).toBe('hidden');
    expect(reason('own_admin', 'register', undefined)).toBe('hidden');
    expect(reason('own_general', 'delete', undefined)).toBe('hidden');
  });

  it('forbids by role or by the viewer\'s own rights (403), the offer-manager rule before the offer is read', () => {
    expect(reason('operator', 'approve', waiting)).toBe('forbidden');
    expect(reason('offer_bank', 'register', published)).toBe('forbidden');
    expect(reason('own_general', 'register', undefined)).toBe('forbidden');
    expect(reason('own_general', 'register', null)).toBe('forbidden');
    expect(reason('own_manager', 'delete', published)).toBe('forbidden');
    expect(reason('offer_bank', 'view_as_partner', published)).toBe('forbidden');
  });

  it('refuses a move the transition table does not have (409) and gives the status it leads to', () => {
    expect(reason('own_admin', 'delete', waiting)).toBe('invalid_transition');
    expect(reason('own_manager', 'save_draft', published)).toBe('invalid_transition');
    expect(reason('offer_bank', 'approve', published)).toBe('invalid_transition');
    expect(decide(VIEWERS.own_manager.viewer, 'register', null, { today: TODAY, writesOffers: true })).toEqual({ allowed: true, to: 'waiting_for_approval' });
    expect(decide(VIEWERS.offer_bank.viewer, 'deny', waiting, { today: TODAY, writesOffers: false })).toEqual({ allowed: true, to: 'rejection' });
  });

  it('shows a company that applied a private or ended offer, lets it apply again only while open for applications (409 otherwise), and never shows it a draft or an offer back in review', () => {
    const privateOpen = { ...published, isPublic: false };
    const privateEnded = offer({ status: 'published', period: 'ended', isPublic: false });
    expect(reason('applied_enterprise', 'view_as_partner', privateEnded)).toBe('allowed');
    expect(reason('applied_enterprise', 'apply', privateOpen)).toBe('allowed');
    expect(reason('applied_enterprise', 'apply', privateEnded)).toBe('invalid_transition');
    expect(reason('applied_enterprise', 'apply', waiting)).toBe('hidden');
    expect(reason('applied_enterprise', 'view_as_partner', waiting)).toBe('hidden');
    expect(reason('applied_enterprise', 'view_as_partner', { ...published, status: 'remand' })).toBe('hidden');
    expect(reason('applied_enterprise', 'favorite', privateOpen)).toBe('hidden');
    expect(reason('applied_enterprise', 'view_as_partner', { ...published, status: 'draft' })).toBe('hidden');
    expect(reason('applied_enterprise', 'apply', { ...published, status: 'draft' })).toBe('hidden');
    // The same offers stay hidden from a company that did not apply.
    expect(reason('other_enterprise', 'view_as_partner', privateEnded)).toBe('hidden');
    expect(reason('other_enterprise', 'apply', privateOpen)).toBe('hidden');
  });

  it('lets exactly the offer writers upload an image for a new offer, and refuses everyone else with 403', () => {
    const upload = (who: ViewerName) => reason(who, 'upload_image', null);
    expect(upload('own_admin')).toBe('allowed');
    expect(upload('own_manager')).toBe('allowed');
    expect(upload('other_enterprise')).toBe('allowed');
    expect(upload('own_general')).toBe('forbidden');
    for (const who of ['offer_bank', 'other_bank', 'coordinator', 'operator'] as const) expect(upload(who), who).toBe('forbidden');
  });

  it('opens each list to its role only', () => {
    expect(mayList(VIEWERS.own_general.viewer, 'search')).toBe(true);
    expect(mayList(VIEWERS.offer_bank.viewer, 'search')).toBe(false);
    expect(mayList(VIEWERS.offer_bank.viewer, 'bank')).toBe(true);
    expect(mayList(VIEWERS.operator.viewer, 'operator')).toBe(true);
    expect(mayList(VIEWERS.coordinator.viewer, 'in_house')).toBe(false);
  });
});

describe('offer policy: the offer-manager rule (who writes offers at all)', () => {
  const user = (role: OfferPolicyViewer['organisation']['role'], userType: 'general_user' | 'administrator', id = 'me') => ({
    organisation: { role, id: 'org' },
    user: { id, userType },
  });
  const rows: [string, ReturnType<typeof user>, string[], boolean][] = [
    ['a general user while no manager is named', user('enterprise', 'general_user'), [], true],
    ['a general user named a manager', user('enterprise', 'general_user'), ['someone', 'me'], true],
    ['a general user not named, once managers are named', user('enterprise', 'general_user'), ['someone'], false],
    ['an administrator not named, once managers are named', user('enterprise', 'administrator'), ['someone'], true],
    ['an administrator while no manager is named', user('enterprise', 'administrator'), [], true],
    ['a bank administrator', user('bank', 'administrator'), [], false],
    ['a bank user named in the list by mistake', user('bank', 'general_user'), ['me'], false],
    ['the operator', user('kokopelli', 'administrator'), [], false],
    ['a coordinator', user('coordinator', 'general_user'), [], false],
  ];

  it.each(rows)('%s', async (_name, viewer, managers, writes) => {
    let asked = 0;
    const managerIds = async () => {
      asked += 1;
      return managers;
    };
    expect(await writesOffers(viewer, managerIds)).toBe(writes);
    // The named managers are read only where they decide: a company's general users.
    expect(asked).toBe(viewer.organisation.role === 'enterprise' && viewer.user.userType === 'general_user' ? 1 : 0);
  });
});
