import { sql, type SQL } from 'drizzle-orm';
import type { Role, UserType } from '../../../shared/enums.ts';
import { SIZE_BANDS } from '../../../shared/size-bands.ts';
import { industries, organisations } from '../../db/schema/index.ts';
import { allow as allowWith, refuse as refuseWith, type Decision } from '../../lib/policy.ts';

/**
 * Who may see and do what with an organisation, in one place (as offers.policy.ts for offers).
 * Services ask `decide`/`can`; nothing else decides.
 */

/** What the policy reads of a signed-in viewer (the server's Viewer fits it). */
export interface OrganisationPolicyViewer {
  organisation: { id: string; role: Role };
  user: { userType: UserType };
}

/** What the policy reads of an organisation; `bankId` (the bank it is a customer of) only for `view`. */
export interface OrganisationSubject {
  id: string;
  bankId?: string | null;
}

/**
 * `view`: its profile. `view_offer_managers`: which of its users manage its offers.
 * `change_offer_managers`: name them.
 */
export type OrganisationPolicyAction = 'view' | 'view_offer_managers' | 'change_offer_managers';

/**
 * A decision, with the answer the API gives for each refusal: `hidden` (404 — the viewer may not
 * learn the organisation exists), `forbidden` (403 — the viewer's role or user type does not allow it).
 */
export type OrganisationDecision = Decision;

const allow: OrganisationDecision = allowWith();
const refuse = (reason: 'hidden' | 'forbidden'): OrganisationDecision => refuseWith(reason);

/**
 * Who may see an organisation's profile: itself, the operator and the bank it is a customer of;
 * counterparts in a negotiation come with negotiations. Anyone else must not even learn that the
 * organisation exists.
 */
function seenBy(viewer: OrganisationPolicyViewer, organisation: OrganisationSubject): boolean {
  const { id, role } = viewer.organisation;
  if (organisation.id === id) return true;
  if (role === 'kokopelli') return true;
  return role === 'bank' && organisation.bankId === id;
}

export function decide(viewer: OrganisationPolicyViewer, action: OrganisationPolicyAction, organisation: OrganisationSubject): OrganisationDecision {
  switch (action) {
    case 'view':
      return seenBy(viewer, organisation) ? allow : refuse('hidden');
    // A company's offer managers are its own business: its users see them, its administrators name them.
    case 'view_offer_managers':
    case 'change_offer_managers':
      if (viewer.organisation.role !== 'enterprise') return refuse('forbidden');
      if (organisation.id !== viewer.organisation.id) return refuse('hidden');
      if (action === 'change_offer_managers' && viewer.user.userType !== 'administrator') return refuse('forbidden');
      return allow;
  }
}

export function can(viewer: OrganisationPolicyViewer, action: OrganisationPolicyAction, organisation: OrganisationSubject): boolean {
  return decide(viewer, action, organisation).allowed;
}

// ---- the profile's fields ----------------------------------------------------------------

/**
 * The profile's field groups. `business`: what a business partner may know once the names are
 * disclosed (names, address, postal code, website, phone, description, established date, employee
 * count, official language, country, representative's name, corporate number, bank).
 * `verification`: the bank's customer-verification data (the representative's date of birth, the
 * beneficial owner). `branch`: the branch that serves the company, which may single it out
 * (docs/decisions/012-partners-see-no-branch-or-offer-number.md). Decision 032.
 */
export type ProfileFieldGroup = 'business' | 'verification' | 'branch';
export const PROFILE_FIELD_GROUPS = {
  verification: ['representative_birth_date', 'beneficial_owner_name', 'beneficial_owner_name_en'],
  branch: ['branch_name', 'branch_name_en'],
} as const satisfies Partial<Record<ProfileFieldGroup, readonly string[]>>;

export const EVERY_GROUP: readonly ProfileFieldGroup[] = ['business', 'verification', 'branch'];
const BUSINESS_ONLY: readonly ProfileFieldGroup[] = ['business'];

/** The allowed decision's `to` is the field groups the viewer sees. */
export type ProfileDecision = Decision<readonly ProfileFieldGroup[]>;

/**
 * Which parts of an organisation's profile the viewer sees: the company itself, its bank and the
 * operator (`view`) all of it; a viewer admitted only through a negotiation
 * (`throughNegotiation`: the negotiation policy's `mayViewCompanyThrough` — the counterpart after
 * disclosure, the other company's bank, the assigned coordinator) the business profile alone.
 * Anyone else: the `view` refusal (404).
 */
export function profileView(viewer: OrganisationPolicyViewer, organisation: OrganisationSubject, throughNegotiation: boolean): ProfileDecision {
  const decision = decide(viewer, 'view', organisation);
  if (decision.allowed) return allowWith(EVERY_GROUP);
  return throughNegotiation ? allowWith(BUSINESS_ONLY) : refuseWith(decision.reason);
}

// ---- the hidden-company card ------------------------------------------------------------

/**
 * How far a hidden company's card is coarsened so that at least k of the platform's companies
 * show exactly the same card (decision 032). Levels, finest first: 0 industry (middle group),
 * size band and bank; 1 without the bank; 2 the industry's major division instead; 3 without the
 * size band; 4 the country alone. The country is always shown. A company whose bank the viewer
 * already knows (the offer company: its offers show their bank) is generalised with the bank
 * fixed: its levels start at 1 and its card always names the bank.
 */
export type HiddenCardLevel = 0 | 1 | 2 | 3 | 4;

/** k: how many companies at least must share a card (the setting HIDDEN_COMPANY_K). */
export type HiddenCardConfig = { HIDDEN_COMPANY_K: number };
export interface HiddenCardShows {
  bank: boolean;
  industry: 'middle' | 'major' | null;
  size: boolean;
}

export function hiddenCardShows(level: HiddenCardLevel, bankKnown: boolean): HiddenCardShows {
  return { bank: bankKnown || level === 0, industry: level <= 1 ? 'middle' : level <= 3 ? 'major' : null, size: level <= 2 };
}

/** A company's size band in SQL, from the one list the browser names (src/shared/size-bands.ts). */
export function sizeBandSql(employees: SQL): SQL {
  const whens = SIZE_BANDS.map((b) => (b.below === null ? sql`else ${b.band}` : sql`when ${employees} < ${sql.raw(String(b.below))} then ${b.band}`));
  return sql`(case when ${employees} is null then 'unknown' ${sql.join(whens, sql` `)} end)`;
}

/** k as the cards are computed for it: a whole number, at least 1. */
export function hiddenCardK(k: number): number {
  return Math.max(1, Math.trunc(k));
}

/**
 * Which leaf of the card tree a company is in: its country, bank, industry (middle group) and size
 * band, as one text (`-` for a missing bank or industry). Every company of a leaf shows the same
 * card, so the cards are computed and kept per leaf (`hidden_company_cards.leaf`).
 */
export function cardLeafSql(o: string): SQL {
  return leafKey(`${o}.country`, `${o}.bank_id`, `${o}.industry_id`, sizeBandSql(sql.raw(`${o}.employee_count`)));
}

const leafKey = (country: string, bankId: string, industryId: string, band: SQL): SQL =>
  sql`concat_ws('|', ${sql.raw(country)}, coalesce(${sql.raw(bankId)}::text, '-'), coalesce(${sql.raw(industryId)}::text, '-'), ${band})`;

/**
 * The hidden-company card of every leaf of enterprises (`cardLeafSql`), as one query (run after
 * companies change, not on every read: its results are kept in `hidden_company_cards`,
 * OrganisationRepository `computeHiddenCards`, decision 056): its size band, its industry's major
 * division, `level` (the bank hidden first) and `level_bank_known` (the bank fixed). Each attribute
 * combination is a node of one tree (country → major division → size band → middle group → bank);
 * a company descends into a finer node only when that node holds at least k companies and the
 * companies its parent keeps (those in finer nodes under k) are none or at least k — so every card
 * shown is shown for at least k companies, and which card a company shows says nothing about the
 * companies beside it. Only a country with fewer than k companies shows fewer. The companies are
 * counted once into their leaves, and the nodes' counts are window sums over the leaves.
 */
export function hiddenCompanyCardSql(k: number): SQL {
  // k is a number from the configuration, written into the query as a literal.
  const min = hiddenCardK(k);
  const ok = (n: string, residual: string) => sql.raw(`(${n} >= ${min} and (${residual} = 0 or ${residual} >= ${min}))`);
  /** The companies of the node `partition` in nodes under it (`n`) with fewer than k. */
  const residual = (n: string, partition: string) => sql.raw(`coalesce(sum(n) filter (where ${n} < ${min}) over (partition by ${partition}), 0)`);
  return sql`select leaf, band, major_id,
      case when not ${ok('n3', 'r4')} then 4 when not ${ok('n2', 'r3')} then 3 when not ${ok('n1', 'r2')} then 2 when not ${ok('n0', 'r1')} then 1 else 0 end as level,
      case when not ${ok('b3', 'q4')} then 4 when not ${ok('b2', 'q3')} then 3 when not ${ok('b1', 'q2')} then 2 else 1 end as level_bank_known
    from (
      select counted.*,
        ${residual('n3', 'country')} as r4,
        ${residual('n2', 'country, major_id')} as r3,
        ${residual('n1', 'country, major_id, band')} as r2,
        ${residual('n0', 'country, major_id, band, industry_id')} as r1,
        ${residual('b3', 'country, bank_id')} as q4,
        ${residual('b2', 'country, bank_id, major_id')} as q3,
        ${residual('b1', 'country, bank_id, major_id, band')} as q2
      from (
        select leaves.*,
          sum(n) over (partition by country, major_id) as n3,
          sum(n) over (partition by country, major_id, band) as n2,
          sum(n) over (partition by country, major_id, band, industry_id) as n1,
          sum(n) over (partition by country, major_id, band, industry_id, bank_id) as n0,
          sum(n) over (partition by country, bank_id, major_id) as b3,
          sum(n) over (partition by country, bank_id, major_id, band) as b2,
          sum(n) over (partition by country, bank_id, major_id, band, industry_id) as b1
        from (
          select ${leafKey('g.country', 'g.bank_id', 'g.industry_id', sql.raw('g.band'))} as leaf, g.*, major.id as major_id
          from (
            select o.country, o.bank_id, o.industry_id, ${sizeBandSql(sql.raw('o.employee_count'))} as band, count(*) as n
            from ${organisations} o
            where o.role = 'enterprise'
            group by 1, 2, 3, 4
          ) g
          left join ${industries} own on own.id = g.industry_id
          left join ${industries} major on major.id = coalesce(own.parent_id, own.id)
        ) leaves
      ) counted
    ) residual`;
}
