import { randomUUID } from 'node:crypto';
import { eq, isNull } from 'drizzle-orm';
import {
  nextNegotiationState,
  type NegotiationState,
  type NegotiationStepAction,
} from '../../shared/negotiation-lifecycle.ts';
import {
  NEGOTIATION_ACTION_BODIES,
  NEGOTIATION_REVIEW_CHECKLIST,
  negotiationApplyBodySchema,
  type NegotiationActionBody,
} from '../../shared/schemas/negotiations.ts';
import type { Language } from '../../shared/enum-values.ts';
import { detectLanguage } from '../../shared/text-versions.ts';
import { dateInCountry } from '../../shared/time-zones.ts';
import { contentHash } from '../lib/content-hash.ts';
import { ChatService } from '../modules/chat/chat.service.ts';
import { TranslationRepository } from '../modules/translation/translation.repository.ts';
import type { ImageStore } from '../modules/images/image-store.ts';
import { NegotiationService } from '../modules/negotiations/negotiations.service.ts';
import type { Viewer } from '../modules/session/session.service.ts';
import type { EventLog } from '../event-subscribers.ts';
import type { Database } from '../db/client.ts';
import { offers } from '../db/schema/index.ts';
import { DEMO_OFFERS } from './seed-data/demo-offers.ts';
import {
  BANK_APPROVAL_REMARKS,
  COMPLETION_NOTES,
  DEMO_NEGOTIATIONS,
  DEMO_TRANSLATION_PROVIDER,
  type DemoChatLine,
  step,
  type DemoNegotiation,
  type DemoStep,
  type PathStage,
} from './seed-data/demo-negotiations.ts';
import { DEMO_ORGANISATIONS } from './seed-data/demo-world.ts';
import { demoUser, demoViewer } from './seed-viewers.ts';

const BANKERS: Record<string, string> = { minato: 'minato.banker', chaophraya: 'cp.banker' };
/** The demo's coordinator (Bridge Coordination) and the administration office. */
const COORDINATOR = 'coordinator';
const OFFICE = 'office';

/** Who acts for each side of one demo negotiation. */
interface Parties {
  applicant: string;
  /** The offer company's administrator. */
  offerCompany: string;
  offerCountry: string;
  applicantBank: string;
  /** A DocuSign envelope address of this deal's own. */
  docusignUrl: string;
}

function partiesOf(demo: DemoNegotiation, index: number): Parties {
  const offer = DEMO_OFFERS.find((o) => o.title === demo.offer);
  if (!offer) throw new Error(`demo seed: no demo offer titled ${demo.offer}`);
  const company = DEMO_ORGANISATIONS.find((o) => o.key === offer.company)!;
  const administrator = company.users.find((u) => u.userType === 'administrator')!;
  const applicantBank = demoUser(demo.applicant).organisation.bankCode;
  return {
    applicant: demo.applicant,
    offerCompany: administrator.username,
    offerCountry: company.country,
    applicantBank: BANKERS[applicantBank]!,
    docusignUrl: `https://demo.docusign.net/Signing/EmailStart.aspx?a=bizmatch-demo-${String(index + 1).padStart(2, '0')}`,
  };
}

/** The action that moves a negotiation along the main path of docs/product/negotiations.md from each of its stages, and who takes it. */
function mainPathStep(stage: PathStage, p: Parties): DemoStep | undefined {
  switch (stage) {
    case 'bank_approval':
      return step('bank_approve', p.applicantBank, { checklist: [...NEGOTIATION_REVIEW_CHECKLIST], remarks: BANK_APPROVAL_REMARKS[demoUser(p.applicantBank).organisation.bankCode] });
    case 'nda_offer_company':
      return step('offer_company_nda_agree', p.offerCompany, { accept_nda: true, accept_disclosure: true });
    case 'nda_applicant':
      return step('applicant_nda_agree', p.applicant, { accept_nda: true, accept_disclosure: true });
    case 'coordinator_assignment':
      return step('offer_coordinator', OFFICE, { coordinator: COORDINATOR });
    case 'coordinator_offered':
      return step('coordinator_accept', COORDINATOR, {});
    case 'contract_creation':
      return step('create_contract', COORDINATOR, { docusign_url: p.docusignUrl });
    case 'contract_signing':
      // Signed today (Thailand's date, never after Japan's); the timeline moves it back with the signing.
      return step('record_signing', COORDINATOR, { signed_on: dateInCountry(new Date(), 'TH') });
    case 'completion_request':
      return step('request_completion', p.offerCompany, { note: COMPLETION_NOTES[p.offerCountry] });
    case 'completion_requested':
      return step('approve_completion', OFFICE, {});
    case 'completed':
      return undefined;
  }
}

/**
 * The actions of one demo negotiation after its application: the main path walked with the
 * transition table until the negotiation stands at `reach`, then its own further actions.
 */
export function demoNegotiationSteps(demo: DemoNegotiation, index: number): DemoStep[] {
  const parties = partiesOf(demo, index);
  const steps: DemoStep[] = [];
  let state = nextNegotiationState(null, 'apply')!;
  while (state.stage !== demo.reach) {
    const next = mainPathStep(state.stage as PathStage, parties);
    const after = next && nextNegotiationState(state, next.action);
    if (!next || !after) throw new Error(`demo seed: ${demo.reach} is not on the main path from ${state.stage}`);
    steps.push(next);
    state = after;
  }
  return [...steps, ...(demo.then ?? [])];
}

/** The body the API would receive for a step, validated by the route's own schema. */
async function bodyOf(viewerOf: (username: string) => Promise<Viewer>, demoStep: DemoStep, version: number): Promise<NegotiationActionBody<NegotiationStepAction>> {
  const input =
    demoStep.action === 'offer_coordinator' ? { coordinator_organisation_id: (await viewerOf(demoStep.body.coordinator)).organisation.id } : demoStep.body;
  return NEGOTIATION_ACTION_BODIES[demoStep.action].parse({ ...input, version });
}

/**
 * Demo negotiations (docs/product/demo-data.md) and their chats, written through the
 * negotiation and chat services as each demo user would act, so every row (stage, step, disclosure, contract id, decisions, representatives)
 * and every event of its history is exactly what the service writes. Each step is checked against
 * the transition table as it goes.
 */
export async function seedDemoNegotiations(db: Database, store: ImageStore, events: EventLog): Promise<void> {
  const service = new NegotiationService(db, events);
  const chat = new ChatService(db, events, store);
  const viewers = new Map<string, Promise<Viewer>>();
  const viewerOf = (username: string) => {
    if (!viewers.has(username)) viewers.set(username, demoViewer(db, username));
    return viewers.get(username)!;
  };
  const offerRows = await db.select({ id: offers.id, title: offers.title }).from(offers).where(isNull(offers.deletedAt));
  for (const [index, demo] of DEMO_NEGOTIATIONS.entries()) {
    const offerId = offerRows.find((o) => o.title === demo.offer)?.id;
    if (!offerId) throw new Error(`demo seed: no offer titled ${demo.offer}`);
    const steps = demoNegotiationSteps(demo, index);
    const applicant = await viewerOf(demo.applicant);
    const userId = async (username: string) => (await viewerOf(username)).user.id;
    const representatives: string[] = [];
    for (const username of demo.representatives) representatives.push(await userId(username));

    // The offer was public when the company applied; its company made it private later (an edit
    // and a second bank review in real life, which the demo skips: only the outcome matters here).
    const setPublic = (isPublic: boolean) => db.update(offers).set({ isPublic }).where(eq(offers.id, offerId));
    if (demo.madePrivateAfterwards) await setPublic(true);
    let detail = await service.apply(
      applicant,
      negotiationApplyBodySchema.parse({
        offer_id: offerId,
        application_details: demo.details,
        representative_user_ids: representatives,
        signatory_user_id: await userId(demo.signatory),
        confirm_authority: true,
        accept_terms: true,
        pre_nda_consent: true,
      }),
    );
    if (demo.madePrivateAfterwards) await setPublic(false);
    if (demo.detailsTranslations) await storeDemoTranslations(db, detail.application_details ?? demo.details, demo.detailsTranslations);

    let state: NegotiationState = { stage: detail.stage, step: detail.step };
    // The chat is written where the main path ends, before the negotiation's own further actions.
    const chatAt = steps.length - (demo.then?.length ?? 0);
    const talk = () => seedDemoChat(db, chat, viewerOf, detail.trading_id, demo.chat ?? []);
    for (const [i, demoStep] of steps.entries()) {
      if (i === chatAt) await talk();
      const expected = nextNegotiationState(state, demoStep.action);
      if (!expected) throw new Error(`demo seed: ${demoStep.action} is not allowed at ${state.stage}`);
      const viewer = await viewerOf(demoStep.by);
      detail = await service.act(viewer, detail.trading_id, demoStep.action, await bodyOf(viewerOf, demoStep, detail.version));
      if (detail.stage !== expected.stage || detail.step !== expected.step) {
        throw new Error(`demo seed: ${demoStep.action} left ${detail.stage}/${detail.step}, the table says ${expected.stage}/${expected.step}`);
      }
      state = expected;
    }
    if (chatAt === steps.length) await talk();
  }
}

/**
 * A demo room's messages, sent through the chat service as each user would (so numbering, events
 * and names are what the service writes); each sender has read everything up to their own message.
 * A message's translations are stored as the chat's translation would find them.
 */
async function seedDemoChat(
  db: Database,
  chat: ChatService,
  viewerOf: (username: string) => Promise<Viewer>,
  tradingId: string,
  lines: DemoChatLine[],
): Promise<void> {
  for (const line of lines) {
    const viewer = await viewerOf(line.by);
    const message = await chat.send(viewer, tradingId, { client_id: randomUUID(), body: line.body, attachment_id: null }, viewer.user.language ?? 'en');
    await chat.markRead(viewer, tradingId, message.seq);
    // Kept for the body as stored: the key the chat's translation looks up.
    await storeDemoTranslations(db, message.body, line.translations ?? {});
  }
}

/**
 * A demo text's translations (a chat message's, an application's), kept in machine_translations as TranslationService keeps a
 * provider's (decision 049): by the content hash of the body, from the language its script says
 * (the chat's `detectLanguage`) into each other language, under the demo's own provider name.
 */
async function storeDemoTranslations(db: Database, body: string, translations: Partial<Record<Language, string>>): Promise<void> {
  const from = detectLanguage(body);
  const rows = Object.entries(translations).map(([to, text]) => {
    if (to === from || detectLanguage(text) !== to) throw new Error(`demo seed: the ${to} translation of "${body}" (written in ${from}) is not in ${to}`);
    return { sourceHash: contentHash(body), from, to: to as Language, provider: DEMO_TRANSLATION_PROVIDER, translatedText: text };
  });
  await new TranslationRepository(db).store(rows);
}
