// The negotiation policy as one table: every kind of viewer × every stage of NEGOTIATION_STAGES
// (a cancelled negotiation four ways: before disclosure, after it, while only offered to a
// coordinator, after one was assigned) × every action, against docs/product/negotiations.md (who acts: the
// transition table's actor column, mapped to this table's viewers by hand below) and docs/product/offers.md#offer-lifecycle, docs/product/visibility.md
// with decision 017 (who may know a negotiation exists, which company's name, whose profile, whose
// texts). tests/api/negotiation-policy.test.ts checks the SQL half (negotiationVisibleTo) against
// the one-object half on a real database.
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/enums.ts';
import {
  baseStage,
  coordinatorStateOf,
  NEGOTIATION_ACTIONS,
  NEGOTIATION_STAGES,
  NEGOTIATION_STEP_ACTIONS,
  NEGOTIATION_TRANSITIONS,
  pendingRequestOf,
  stageImpliesDisclosure,
  waitingOn,
  type CancelRequestedStage,
  type NegotiationActor,
  type NegotiationStage,
} from '../../../shared/negotiation-lifecycle.ts';
import type { NegotiationSide } from '../../../shared/schemas/negotiations.ts';
import {
  can,
  companyView,
  decide,
  mayReadApplication,
  isWaitedOn,
  mayReadChat,
  mayWriteChat,
  mayReadText,
  mayViewCompanyThrough,
  negotiationAbilities,
  type NegotiationPolicyAction,
  type NegotiationPolicyViewer,
  type NegotiationSubject,
} from './negotiations.policy.ts';

const AT = new Date('2026-12-01T09:00:00Z');

const viewer = (role: Role, id: string, userType: 'general_user' | 'administrator' = 'general_user'): NegotiationPolicyViewer => ({
  organisation: { role, id },
  user: { userType },
});
const VIEWERS = {
  applicant_admin: viewer('enterprise', 'applicant-co', 'administrator'),
  applicant_general: viewer('enterprise', 'applicant-co'),
  offer_admin: viewer('enterprise', 'offer-co', 'administrator'),
  offer_general: viewer('enterprise', 'offer-co'),
  applicant_bank: viewer('bank', 'applicant-bank', 'administrator'),
  offer_bank: viewer('bank', 'offer-bank', 'administrator'),
  other_bank: viewer('bank', 'other-bank', 'administrator'),
  other_enterprise: viewer('enterprise', 'other-co', 'administrator'),
  /** The coordinator the deal is offered to (it has not answered yet), or was offered to when a cancel withdrew it. */
  offered_coordinator: viewer('coordinator', 'coordinator-offered'),
  /** The coordinator that accepted the deal. */
  assigned_coordinator: viewer('coordinator', 'coordinator-assigned'),
  /** A coordinator that declined the deal (a decline leaves it off the negotiation), or was never offered it. */
  other_coordinator: viewer('coordinator', 'coordinator-other'),
  operator: viewer('kokopelli', 'office', 'administrator'),
} as const;
type Kind = keyof typeof VIEWERS;
const KINDS = Object.keys(VIEWERS) as Kind[];
const COMPANY_ID: Record<NegotiationSide, string> = { applicant: 'applicant-co', offer_company: 'offer-co' };

// ---- the situations: every stage, with what a negotiation at it has recorded ----------------

/** Where the coordinator stands on the stored row; `withdrawn`: it was only offered the deal when a cancel was approved. */
type CoordinatorFact = 'none' | 'offered' | 'assigned' | 'withdrawn';
interface Situation {
  name: string;
  stage: NegotiationStage;
  disclosed: boolean;
  coordinator: CoordinatorFact;
  /** The applicant's bank's decision: none yet at bank approval, approve after it, deny when it cancelled the application. */
  bank?: 'approve' | 'deny';
}

/**
 * What the steps before each stage recorded (docs/product/negotiations.md): names are disclosed once both NDAs are
 * agreed (from coordinator assignment on); a coordinator is offered the deal at
 * `coordinator_offered` and assigned from contract creation on. A pending cancel request keeps
 * the facts of the stage it was requested at.
 */
const FACTS: Record<Exclude<NegotiationStage, CancelRequestedStage | 'canceled'>, Omit<Situation, 'name' | 'stage'>> = {
  bank_approval: { disclosed: false, coordinator: 'none' },
  nda_offer_company: { disclosed: false, coordinator: 'none' },
  nda_applicant: { disclosed: false, coordinator: 'none' },
  coordinator_assignment: { disclosed: true, coordinator: 'none' },
  coordinator_offered: { disclosed: true, coordinator: 'offered' },
  contract_creation: { disclosed: true, coordinator: 'assigned' },
  contract_signing: { disclosed: true, coordinator: 'assigned' },
  completion_request: { disclosed: true, coordinator: 'assigned' },
  completion_requested: { disclosed: true, coordinator: 'assigned' },
  completed: { disclosed: true, coordinator: 'assigned' },
};

/** A cancelled negotiation keeps what it had recorded (decision 015: disclosure survives a cancel). */
const CANCELED: Situation[] = [
  { name: 'denied by the applicant\'s bank', stage: 'canceled', disclosed: false, coordinator: 'none', bank: 'deny' },
  { name: 'canceled before disclosure', stage: 'canceled', disclosed: false, coordinator: 'none' },
  { name: 'canceled after disclosure', stage: 'canceled', disclosed: true, coordinator: 'none' },
  { name: 'canceled while offered to a coordinator', stage: 'canceled', disclosed: true, coordinator: 'withdrawn' },
  { name: 'canceled after a coordinator was assigned', stage: 'canceled', disclosed: true, coordinator: 'assigned' },
];

const SITUATIONS: Situation[] = NEGOTIATION_STAGES.flatMap((stage) =>
  stage === 'canceled' ? CANCELED : [{ name: stage, stage, ...FACTS[baseStage(stage) as keyof typeof FACTS] }],
);

/** The negotiation row as the service leaves it in a situation, between the applicant and the offer company. */
function subject(s: Situation): NegotiationSubject {
  const coordinatorOrganisationId =
    s.coordinator === 'assigned' ? 'coordinator-assigned' : s.coordinator === 'offered' || s.coordinator === 'withdrawn' ? 'coordinator-offered' : null;
  return {
    stage: s.stage,
    applicantOrganisationId: COMPANY_ID.applicant,
    applicantBankId: 'applicant-bank',
    offerOrganisationId: COMPANY_ID.offer_company,
    offerBankId: 'offer-bank',
    coordinatorOrganisationId,
    coordinatorAcceptedAt: s.coordinator === 'assigned' ? AT : null,
    disclosedAt: s.disclosed ? AT : null,
    bankDecision: s.bank ?? (baseStage(s.stage) === 'bank_approval' ? null : 'approve'),
    // Every situation's pending request is the applicant's (the requester's other sides: their own test below).
    requestBy: pendingRequestOf(s.stage) ? 'applicant' : null,
  };
}

// ---- the rules, restated from docs/product/offers.md#offer-lifecycle, docs/product/negotiations.md, docs/product/visibility.md and decisions 015/017 without the policy's code ----

const APPLICANT: Kind[] = ['applicant_admin', 'applicant_general'];
const OFFER_COMPANY: Kind[] = ['offer_admin', 'offer_general'];

/** The "negotiation" row of docs/product/visibility.md: its own side, its customers' banks, the coordinator it is offered or assigned to, the operator. */
function sees(kind: Kind, s: Situation): boolean {
  switch (kind) {
    case 'applicant_admin':
    case 'applicant_general':
    case 'offer_admin':
    case 'offer_general':
    case 'applicant_bank':
    case 'offer_bank':
    case 'operator':
      return true;
    case 'offered_coordinator':
      return s.coordinator === 'offered';
    case 'assigned_coordinator':
      return s.coordinator === 'assigned';
    case 'other_bank':
    case 'other_enterprise':
    case 'other_coordinator':
      return false;
  }
}

/**
 * Who each actor of the transition table is among these viewers (docs/product/negotiations.md; decision 017: any user
 * of a party company acts for it; the offer company's bank only sees).
 */
const ACTOR_KINDS: Record<NegotiationActor, Kind[]> = {
  applicant_company: APPLICANT,
  offer_company: OFFER_COMPANY,
  either_party: [...APPLICANT, ...OFFER_COMPANY],
  party_or_coordinator: [...APPLICANT, ...OFFER_COMPANY, 'assigned_coordinator'],
  applicant_bank: ['applicant_bank'],
  // The coordinator offered the deal answers the offer; the one assigned writes the contract.
  coordinator: ['offered_coordinator', 'assigned_coordinator'],
  // Whoever made the pending request withdraws it: in every situation with one here, the applicant
  // (with none pending, whoever could have asked: `actorKinds`).
  requester: APPLICANT,
  operator: ['operator'],
};

const roleOf = (kind: Kind) => VIEWERS[kind].organisation.role;
/** The kinds an actor can be in some negotiation: the requester is either party or the assigned coordinator, whoever asked. */
const actorRoles = (actor: NegotiationActor) => (actor === 'requester' ? [...APPLICANT, ...OFFER_COMPANY, 'assigned_coordinator' as const] : ACTOR_KINDS[actor]).map(roleOf);
const actorOfAction = (action: NegotiationPolicyAction) => NEGOTIATION_TRANSITIONS.find((row) => row.action === action)!.actor;

/**
 * The answer for one cell, in the order of the API's answers (decision 017): a role no actor of
 * the action has (403), a negotiation the viewer may not know (404), a viewer who is not the actor
 * (403), no such move from the stage (409); allowed: the stage it leads to.
 */
function expectedAnswer(kind: Kind, s: Situation, action: NegotiationPolicyAction): string {
  if (action === 'view') return sees(kind, s) ? 'allowed' : 'hidden';
  const actor = actorOfAction(action);
  const actors = actor === 'requester' && !pendingRequestOf(s.stage) ? ACTOR_KINDS.party_or_coordinator : ACTOR_KINDS[actor];
  if (!actorRoles(actorOfAction(action)).includes(roleOf(kind))) return 'forbidden';
  if (!sees(kind, s)) return 'hidden';
  if (!actors.includes(kind)) return 'forbidden';
  const row = NEGOTIATION_TRANSITIONS.find((r) => r.from === s.stage && r.action === action);
  return row ? `→ ${row.to}` : 'invalid_transition';
}

/**
 * docs/product/visibility.md#hidden-names: a company's name reaches the other side only after disclosure; banks and the operator
 * know both; the coordinator offered or assigned the deal once the names are disclosed (decision 034).
 */
function knowsName(kind: Kind, s: Situation, company: NegotiationSide): boolean {
  if (!sees(kind, s)) return false;
  const [own, other] = company === 'applicant' ? [APPLICANT, OFFER_COMPANY] : [OFFER_COMPANY, APPLICANT];
  if (own.includes(kind)) return true;
  if (other.includes(kind)) return s.disclosed;
  if (kind === 'offered_coordinator' || kind === 'assigned_coordinator') return s.disclosed;
  return true;
}

/**
 * The "counterpart company profile (company/{id}?trading_id=)" row of docs/product/visibility.md: enterprise after disclosure
 * (its own company is its own), bank yes, coordinator if assigned, operator yes; only the two
 * companies of that negotiation.
 */
function opensProfile(kind: Kind, s: Situation, companyId: string): boolean {
  const company = (Object.keys(COMPANY_ID) as NegotiationSide[]).find((side) => COMPANY_ID[side] === companyId);
  if (!company || !sees(kind, s)) return false;
  if (APPLICANT.includes(kind)) return company === 'applicant' || s.disclosed;
  if (OFFER_COMPANY.includes(kind)) return company === 'offer_company' || s.disclosed;
  return kind === 'applicant_bank' || kind === 'offer_bank' || kind === 'operator' || kind === 'assigned_coordinator';
}

type TextAuthor = Parameters<typeof mayReadText>[2];
const AUTHORS: TextAuthor[] = ['applicant', 'offer_company', 'applicant_bank', 'coordinator', 'operator'];

/**
 * Decision 017 "texts": a party's text by whoever may know that party's name (a text may name its
 * author); the bank's remarks and denial reason by the applicant side, its bank and the operator;
 * the coordinator's and the operator's by everyone who sees the negotiation.
 */
function readsText(kind: Kind, s: Situation, author: TextAuthor): boolean {
  if (!sees(kind, s)) return false;
  if (author === 'applicant' || author === 'offer_company') return knowsName(kind, s, author);
  if (author === 'applicant_bank') return [...APPLICANT, 'applicant_bank', 'operator'].includes(kind);
  return true;
}

/**
 * The application's text (decision 032): whoever sees the negotiation, but the offer company only
 * after the applicant's bank approved it — not while it waits at bank approval, never after a denial.
 */
function readsApplication(kind: Kind, s: Situation): boolean {
  if (!sees(kind, s)) return false;
  if (!OFFER_COMPANY.includes(kind)) return true;
  return baseStage(s.stage) !== 'bank_approval' && s.bank !== 'deny';
}

/**
 * The "chat" row of docs/product/visibility.md: the parties after the NDA (each its own), the banks (their customers'), the
 * coordinator if assigned, the operator.
 */
function readsChat(kind: Kind, s: Situation): boolean {
  if (!sees(kind, s)) return false;
  if (APPLICANT.includes(kind) || OFFER_COMPANY.includes(kind)) return s.disclosed;
  return kind === 'applicant_bank' || kind === 'offer_bank' || kind === 'assigned_coordinator' || kind === 'operator';
}

/** Decision 020: the applicant's selected representatives, any offer-company user, the assigned coordinator; readers only otherwise. */
function writesChat(kind: Kind, s: Situation, isRepresentative: boolean): boolean {
  if (!readsChat(kind, s)) return false;
  if (APPLICANT.includes(kind)) return isRepresentative;
  return OFFER_COMPANY.includes(kind) || kind === 'assigned_coordinator';
}

const POLICY_ACTIONS: NegotiationPolicyAction[] = ['view', ...NEGOTIATION_ACTIONS];
const answerOf = (kind: Kind, action: NegotiationPolicyAction, n: NegotiationSubject | null | undefined) => {
  const decision = decide(VIEWERS[kind], action, n);
  if (!decision.allowed) return decision.reason;
  return decision.to ? `→ ${decision.to}` : 'allowed';
};

describe('negotiation policy: the situations', () => {
  it('record what each stage implies (disclosure, coordinator), as the lifecycle says', () => {
    for (const s of SITUATIONS.filter((x) => x.stage !== 'canceled')) {
      expect(s.disclosed, s.name).toBe(stageImpliesDisclosure(s.stage));
      expect(s.coordinator, s.name).toBe(coordinatorStateOf(s.stage));
    }
    expect(SITUATIONS).toHaveLength(NEGOTIATION_STAGES.length - 1 + CANCELED.length);
  });
});

describe('negotiation policy: every viewer × stage × action', () => {
  const cells = KINDS.length * SITUATIONS.length * POLICY_ACTIONS.length;

  it(`decides all ${cells} cells (12 viewers × ${SITUATIONS.length} situations × ${POLICY_ACTIONS.length} actions) as the transition table's actors and docs/product/visibility.md say`, () => {
    const wrong: string[] = [];
    for (const kind of KINDS) {
      for (const s of SITUATIONS) {
        for (const action of POLICY_ACTIONS) {
          const got = answerOf(kind, action, subject(s));
          const want = expectedAnswer(kind, s, action);
          if (got !== want) wrong.push(`${kind} | ${s.name} | ${action}: got ${got}, expected ${want}`);
          if (can(VIEWERS[kind], action, subject(s)) !== (want === 'allowed' || want.startsWith('→'))) wrong.push(`${kind} | ${s.name} | ${action}: can() disagrees`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(cells).toBe(12 * 23 * 24);
  });

  it('lets someone take every step action somewhere, and everyone see something (the table is not trivially empty)', () => {
    for (const action of NEGOTIATION_STEP_ACTIONS) {
      const somewhere = KINDS.some((kind) => SITUATIONS.some((s) => can(VIEWERS[kind], action, subject(s))));
      expect(somewhere, action).toBe(true);
    }
    for (const kind of KINDS.filter((k) => !k.startsWith('other_'))) {
      expect(SITUATIONS.some((s) => can(VIEWERS[kind], 'view', subject(s))), kind).toBe(true);
    }
  });

  it('sends the same answers as abilities, one per step action', () => {
    for (const kind of KINDS) {
      for (const s of SITUATIONS) {
        const abilities = negotiationAbilities(VIEWERS[kind], subject(s));
        expect(Object.keys(abilities).sort()).toEqual([...NEGOTIATION_STEP_ACTIONS].sort());
        for (const action of NEGOTIATION_STEP_ACTIONS) {
          expect(abilities[action], `${kind} | ${s.name} | ${action}`).toBe(expectedAnswer(kind, s, action).startsWith('→'));
        }
      }
    }
  });
});

/**
 * Decision 034 "waiting on": the organisation the lifecycle's `waitingOn` names, seen from the viewer:
 * the applicant's bank (not the offer company's), a company of the side waited on, either company
 * for `parties`, the coordinator offered or assigned the deal, the operator; nobody who may not see it.
 */
function waitedOn(kind: Kind, s: Situation): boolean {
  const who = waitingOn(s.stage);
  if (!who || !sees(kind, s)) return false;
  const byWho: Record<typeof who, Kind[]> = {
    applicant_bank: ['applicant_bank'],
    offer_company: [...OFFER_COMPANY],
    applicant_company: [...APPLICANT],
    parties: [...APPLICANT, ...OFFER_COMPANY],
    coordinator: ['offered_coordinator', 'assigned_coordinator'],
    operator: ['operator'],
  };
  return byWho[who].includes(kind);
}

describe('negotiation policy: whom it waits on, from the viewer', () => {
  it('says "you" to exactly the organisation waited on, in every viewer × situation', () => {
    const wrong: string[] = [];
    for (const kind of KINDS) {
      for (const s of SITUATIONS) {
        if (isWaitedOn(VIEWERS[kind], subject(s)) !== waitedOn(kind, s)) wrong.push(`${kind} | ${s.name}: expected ${waitedOn(kind, s)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(KINDS.filter((kind) => SITUATIONS.some((s) => waitedOn(kind, s))).sort()).toEqual(
      KINDS.filter((kind) => !kind.startsWith('other_') && kind !== 'offer_bank').sort(),
    );
  });
});

describe('negotiation policy: names, profiles and texts', () => {
  const cells = KINDS.length * SITUATIONS.length;

  it(`discloses each company's name exactly as docs/product/visibility.md#hidden-names says: ${cells * 2} cells (12 viewers × ${SITUATIONS.length} situations × 2 companies)`, () => {
    const wrong: string[] = [];
    for (const kind of KINDS) {
      for (const s of SITUATIONS) {
        for (const company of ['applicant', 'offer_company'] as const) {
          const got = companyView(VIEWERS[kind], subject(s), company);
          const want = knowsName(kind, s, company) ? 'disclosed' : 'hidden';
          if (got !== want) wrong.push(`${kind} | ${s.name} | ${company}: got ${got}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it(`opens the counterpart profile as docs/product/visibility.md says: ${cells * 3} cells (12 viewers × ${SITUATIONS.length} situations × the two companies and another)`, () => {
    const wrong: string[] = [];
    for (const kind of KINDS) {
      for (const s of SITUATIONS) {
        for (const companyId of [COMPANY_ID.applicant, COMPANY_ID.offer_company, 'other-co']) {
          const got = mayViewCompanyThrough(VIEWERS[kind], subject(s), companyId);
          if (got !== opensProfile(kind, s, companyId)) wrong.push(`${kind} | ${s.name} | ${companyId}: got ${got}`);
        }
        // No negotiation has the trading id: nobody opens any profile through it.
        expect(mayViewCompanyThrough(VIEWERS[kind], undefined, COMPANY_ID.applicant)).toBe(false);
      }
    }
    expect(wrong).toEqual([]);
  });

  it(`lets each text be read as decision 017 says: ${cells * AUTHORS.length} cells (12 viewers × ${SITUATIONS.length} situations × 5 authors)`, () => {
    const wrong: string[] = [];
    for (const kind of KINDS) {
      for (const s of SITUATIONS) {
        for (const author of AUTHORS) {
          const got = mayReadText(VIEWERS[kind], subject(s), author);
          if (got !== readsText(kind, s, author)) wrong.push(`${kind} | ${s.name} | ${author}: got ${got}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it(`lets the application's text be read as decision 032 says: ${cells} cells (12 viewers × ${SITUATIONS.length} situations)`, () => {
    const wrong: string[] = [];
    for (const kind of KINDS) {
      for (const s of SITUATIONS) {
        const got = mayReadApplication(VIEWERS[kind], subject(s));
        if (got !== readsApplication(kind, s)) wrong.push(`${kind} | ${s.name}: got ${got}`);
      }
    }
    expect(wrong).toEqual([]);
    // The cells that matter most, by name: the offer company waits for the approval and never reads a denied application.
    const at = (name: string) => subject(SITUATIONS.find((x) => x.name === name)!);
    expect(mayReadApplication(VIEWERS.offer_general, at('bank_approval'))).toBe(false);
    expect(mayReadApplication(VIEWERS.offer_admin, at("denied by the applicant's bank"))).toBe(false);
    expect(mayReadApplication(VIEWERS.offer_admin, at('nda_offer_company'))).toBe(true);
    expect(mayReadApplication(VIEWERS.offer_bank, at('bank_approval'))).toBe(true);
    expect(mayReadApplication(VIEWERS.applicant_general, at("denied by the applicant's bank"))).toBe(true);
  });

  it(`lets the chat be read as docs/product/visibility.md says: ${cells} cells (12 viewers × ${SITUATIONS.length} situations)`, () => {
    const wrong: string[] = [];
    for (const kind of KINDS) {
      for (const s of SITUATIONS) {
        const got = mayReadChat(VIEWERS[kind], subject(s));
        if (got !== readsChat(kind, s)) wrong.push(`${kind} | ${s.name}: got ${got}`);
      }
    }
    expect(wrong).toEqual([]);
    // Not trivially one answer: each of the parties, the banks, the assigned coordinator and the operator reads some chat, no one else any.
    for (const kind of KINDS) expect(SITUATIONS.some((s) => mayReadChat(VIEWERS[kind], subject(s))), kind).toBe(!kind.startsWith('other_') && kind !== 'offered_coordinator');
  });

  it(`lets the chat be written as decision 020 says: ${cells * 2} cells (12 viewers × ${SITUATIONS.length} situations × representative or not)`, () => {
    const wrong: string[] = [];
    for (const kind of KINDS) {
      for (const s of SITUATIONS) {
        for (const isRepresentative of [true, false]) {
          const got = mayWriteChat(VIEWERS[kind], subject(s), { isRepresentative });
          if (got !== writesChat(kind, s, isRepresentative)) wrong.push(`${kind} | ${s.name} | representative ${isRepresentative}: got ${got}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // Writers: a representative of the applicant, the offer company's users, the assigned coordinator; never a bank or the operator.
    const writesSome = (kind: Kind, isRepresentative: boolean) => SITUATIONS.some((s) => mayWriteChat(VIEWERS[kind], subject(s), { isRepresentative }));
    for (const kind of KINDS) {
      const writer = APPLICANT.includes(kind) || OFFER_COMPANY.includes(kind) || kind === 'assigned_coordinator';
      expect(writesSome(kind, true), kind).toBe(writer);
      expect(writesSome(kind, false), `${kind} not a representative`).toBe(writer && !APPLICANT.includes(kind));
    }
  });

  it('never names the other party to either company before disclosure, at any stage', () => {
    for (const s of SITUATIONS.filter((x) => !x.disclosed)) {
      for (const kind of APPLICANT) expect(companyView(VIEWERS[kind], subject(s), 'offer_company'), `${kind} ${s.name}`).toBe('hidden');
      for (const kind of OFFER_COMPANY) expect(companyView(VIEWERS[kind], subject(s), 'applicant'), `${kind} ${s.name}`).toBe('hidden');
    }
  });
});

describe('negotiation policy: no negotiation yet, or none with the id', () => {
  it('lets exactly the companies apply (a new negotiation waits on the applicant\'s bank)', () => {
    for (const kind of KINDS) {
      expect(answerOf(kind, 'apply', null), kind).toBe(roleOf(kind) === 'enterprise' ? '→ bank_approval' : 'forbidden');
    }
  });

  it('answers 404 for an unknown id to whoever could act at all, 403 to the other roles', () => {
    for (const kind of KINDS) {
      expect(answerOf(kind, 'view', undefined), kind).toBe('hidden');
      for (const action of NEGOTIATION_STEP_ACTIONS) {
        const roles = actorRoles(actorOfAction(action));
        expect(answerOf(kind, action, undefined), `${kind} ${action}`).toBe(roles.includes(roleOf(kind)) ? 'hidden' : 'forbidden');
      }
    }
  });
});

describe('negotiation policy: both companies at one bank', () => {
  const shared = (s: Situation): NegotiationSubject => ({ ...subject(s), applicantBankId: 'applicant-bank', offerBankId: 'applicant-bank' });

  it('the bank decides the application as the applicant\'s bank and sees both names', () => {
    const atBank = SITUATIONS.find((s) => s.stage === 'bank_approval')!;
    expect(decide(VIEWERS.applicant_bank, 'bank_approve', shared(atBank))).toEqual({ allowed: true, to: 'nda_offer_company' });
    expect(companyView(VIEWERS.applicant_bank, shared(atBank), 'applicant')).toBe('disclosed');
    expect(companyView(VIEWERS.applicant_bank, shared(atBank), 'offer_company')).toBe('disclosed');
    // The other bank is no longer either company's.
    expect(answerOf('offer_bank', 'view', shared(atBank))).toBe('hidden');
  });
});

describe('negotiation policy: withdrawing a pending request (decision 061)', () => {
  const cancelAt = SITUATIONS.find((s) => s.stage === 'contract_signing:cancel_requested')!;
  const completionAt = SITUATIONS.find((s) => s.stage === 'completion_requested')!;
  const made = (s: Situation, requestBy: NegotiationSubject['requestBy']): NegotiationSubject => ({ ...subject(s), requestBy });

  it('lets only the side that asked withdraw, whichever side that is', () => {
    for (const [s, action] of [[cancelAt, 'withdraw_cancel_request'], [completionAt, 'withdraw_completion_request']] as const) {
      for (const requestBy of ['applicant', 'offer_company', 'coordinator'] as const) {
        const asker: Kind[] = requestBy === 'applicant' ? APPLICANT : requestBy === 'offer_company' ? OFFER_COMPANY : ['assigned_coordinator'];
        for (const kind of KINDS) {
          const allowed = decide(VIEWERS[kind], action, made(s, requestBy)).allowed;
          expect(allowed, `${kind} withdraws ${requestBy}'s ${action}`).toBe(asker.includes(kind));
        }
      }
    }
  });

  it('refuses a withdrawal when nothing is pending (409, as to a stale page), and the office may not withdraw for a party', () => {
    const atSigning = SITUATIONS.find((s) => s.stage === 'contract_signing')!;
    expect(decide(VIEWERS.offer_admin, 'withdraw_cancel_request', made(atSigning, null))).toEqual({ allowed: false, reason: 'invalid_transition' });
    expect(decide(VIEWERS.operator, 'withdraw_cancel_request', made(cancelAt, 'applicant'))).toEqual({ allowed: false, reason: 'forbidden' });
  });
});
