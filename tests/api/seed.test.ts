import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  branches,
  events,
  idpAccounts,
  negotiationChatRooms,
  negotiationRepresentatives,
  negotiations,
  offers,
  organisations,
  users,
} from '../../src/server/db/schema/index.ts';
import { DEMO_NEGOTIATIONS, DEMO_OFFER_TITLES, DEMO_STORY_OFFER, DEMO_TRANSLATION_PROVIDER } from '../../src/server/seed/seed-data/demo-negotiations.ts';
import { chatApi, type ChatTranslations } from '../../src/shared/schemas/chat.ts';
import { detectLanguage } from '../../src/shared/text-versions.ts';
import { seedDemo } from '../../src/server/seed/seed.ts';
import {
  nextNegotiationState,
  pendingRequestOf,
  stageImpliesDisclosure,
  stepOfStage,
  type NegotiationAction,
  type NegotiationState,
} from '../../src/shared/negotiation-lifecycle.ts';
import { MemoryImageStore } from '../../src/server/modules/images/image-store.ts';
import { signInDemoUser } from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
const store = new MemoryImageStore();

const demoUser = (bankCode: string, username: string) => signInDemoUser(t.app, t.db, bankCode, username);

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, store);
});
afterAll(async () => t.close());

describe('demo world', () => {
  it('has every organisation of docs/product/demo-data.md', async () => {
    const orgs = await t.db.select({ role: organisations.role, bankCode: organisations.bankCode }).from(organisations);
    expect(orgs.filter((o) => o.role === 'bank').map((o) => o.bankCode).sort()).toEqual(['chaophraya', 'minato']);
    expect(orgs.filter((o) => o.role === 'enterprise').length).toBeGreaterThanOrEqual(4);
    // The demo accounts are exactly those of docs/product/demo-data.md.
    const accounts = await t.db.select({ bankCode: idpAccounts.bankCode, username: idpAccounts.username }).from(idpAccounts);
    expect(accounts.map((a) => `${a.bankCode}/${a.username}`).sort()).toEqual(
      ['kokopelli/office', 'kokopelli/coordinator', 'minato/minato.banker', 'minato/tanaka', 'minato/suzuki', 'minato/sakura', 'chaophraya/cp.banker', 'chaophraya/somchai', 'chaophraya/niran', 'chaophraya/lanna'].sort(),
    );
  });

  it('serves several companies from every branch, so no branch stands for one company (docs/decisions/012)', async () => {
    const rows = await t.db
      .select({ branch: branches.name, customers: sql<number>`count(${organisations.id})::int` })
      .from(branches)
      .leftJoin(organisations, and(eq(organisations.branchId, branches.id), eq(organisations.role, 'enterprise')))
      .groupBy(branches.id, branches.name);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const row of rows) expect(row.customers, row.branch).toBeGreaterThanOrEqual(3);
  });

  it('has no published offer whose text names its company; the bank\'s review warns on the one that does', async () => {
    const rows = await t.db
      .select({ id: offers.id, status: offers.status, title: offers.title })
      .from(offers)
      .where(isNull(offers.deletedAt));
    const banker = await demoUser('chaophraya', 'cp.banker');
    const office = await demoUser('kokopelli', 'office');
    const warned: string[] = [];
    for (const row of rows.filter((r) => r.status !== 'draft')) {
      const res = await t.call(office, 'GET', `/api/offers/${row.id}/manage`);
      expect(res.statusCode, res.body).toBe(200);
      const terms = (res.json() as { identifying_terms: { term: string }[] }).identifying_terms;
      if (terms.length) {
        expect(row.status, row.title).toBe('waiting_for_approval');
        warned.push(row.title);
      }
    }
    expect(warned).toEqual(['Dried longan and herbal products for Japanese retailers']);
    const lanna = rows.find((r) => r.title === warned[0])!;
    const review = await t.call(banker, 'GET', `/api/offers/${lanna.id}/manage`);
    expect(review.json().identifying_terms).toEqual([{ term: 'Lanna Agro', fields: ['description'] }]);
  });

  it('dates nothing after its own due time: an application or a submission comes before the deadline it started', async () => {
    const late = await t.db
      .select({ id: negotiations.id })
      .from(negotiations)
      .where(sql`${negotiations.createdAt} > ${negotiations.waitingSince} or ${negotiations.createdAt} >= ${negotiations.dueAt} or ${negotiations.updatedAt} < ${negotiations.createdAt}`);
    expect(late).toEqual([]);
    const lateOffers = await t.db
      .select({ id: offers.id })
      .from(offers)
      .where(sql`${offers.createdAt} > ${offers.submittedAt} or ${offers.submittedAt} >= ${offers.reviewDueAt}`);
    expect(lateOffers).toEqual([]);
    // The overdue demo application: applied, its event and the bank's notification all when it started waiting.
    const [aged] = await t.db
      .select({ id: negotiations.id, createdAt: negotiations.createdAt, waitingSince: negotiations.waitingSince })
      .from(negotiations)
      .where(sql`${negotiations.dueAt} < now()`);
    expect(aged!.createdAt.getTime()).toBe(aged!.waitingSince!.getTime());
    const [applied] = await t.db.select({ at: events.occurredAt }).from(events).where(and(eq(events.subjectId, aged!.id), eq(events.action, 'negotiation.apply')));
    expect(applied!.at.getTime()).toBe(aged!.createdAt.getTime());
  });

  it('has offers in every status from every demo enterprise, with images', async () => {
    const rows = await t.db
      .select({ status: offers.status, org: offers.organisationId, periodEnd: offers.periodEnd, isPublic: offers.isPublic })
      .from(offers)
      .where(isNull(offers.deletedAt));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['draft', 'waiting_for_approval', 'published', 'remand', 'rejection']));
    // From the four demo companies with logins (the other customers of each branch have none).
    expect(new Set(rows.map((r) => r.org)).size).toBe(4);
    expect(rows.some((r) => r.isPublic === false && r.status === 'published')).toBe(true);
    expect(store.objects.size).toBe(rows.length * 2);
  });

  it('shows the operator an offer in every status it may see, scheduled and closed ones included', async () => {
    const office = await demoUser('kokopelli', 'office');
    const res = await t.call(office, 'GET', '/api/kokopelli/offers?per_page=100');
    expect(res.statusCode, res.body).toBe(200);
    const statuses = new Set((res.json().items as { status: string }[]).map((item) => item.status));
    // Drafts are private to their company (decision 014).
    expect(statuses).toEqual(new Set(['waiting_for_approval', 'published', 'scheduled', 'outside_the_period', 'remand', 'rejection']));
  });

  it('lets somchai find Tanaka\'s published offers by a two-character Japanese keyword, with no company name', async () => {
    const somchai = await demoUser('chaophraya', 'somchai');
    const res = await t.call(somchai, 'GET', `/api/offers/search?keyword=${encodeURIComponent('精密')}`);
    expect(res.json().total).toBeGreaterThan(0);
    expect(res.body).not.toContain('田中');
    const thai = await t.call(await demoUser('minato', 'tanaka'), 'GET', `/api/offers/search?keyword=${encodeURIComponent('ยา')}`);
    expect(thai.statusCode).toBe(200);
  });

  it('seeds the starter glossary before the offers, so somchai finds a 減速機 offer by "reducer" and "เกียร์ทด" (docs/decisions/051)', async () => {
    const somchai = await demoUser('chaophraya', 'somchai');
    for (const keyword of ['reducer', 'เกียร์ทด']) {
      const res = await t.call(somchai, 'GET', `/api/offers/search?keyword=${encodeURIComponent(keyword)}&per_page=100`);
      expect(res.json().items.map((i: { title: string }) => i.title).some((title: string) => title.includes('減速機')), keyword).toBe(true);
    }
  });
});

// ---- demo negotiations ---------------------------------------------------------------

const DEMO_LOGINS = [
  ['kokopelli', 'office'],
  ['kokopelli', 'coordinator'],
  ['minato', 'minato.banker'],
  ['minato', 'tanaka'],
  ['minato', 'suzuki'],
  ['minato', 'sakura'],
  ['chaophraya', 'cp.banker'],
  ['chaophraya', 'somchai'],
  ['chaophraya', 'niran'],
  ['chaophraya', 'lanna'],
] as const;

async function demoOrganisation(bankCode: string, username: string) {
  const [row] = await t.db
    .select({ id: organisations.id, role: organisations.role })
    .from(idpAccounts)
    .innerJoin(users, and(eq(users.loginRealm, idpAccounts.bankCode), eq(users.oidcSubject, idpAccounts.subject)))
    .innerJoin(organisations, eq(organisations.id, users.organisationId))
    .where(and(eq(idpAccounts.bankCode, bankCode), eq(idpAccounts.username, username)));
  return row!;
}

const negotiationRows = () => t.db.select().from(negotiations);

/** Each negotiation's event log, oldest first, as the service recorded it. */
async function negotiationEvents() {
  const rows = await t.db
    .select({ subjectId: events.subjectId, action: events.action, from: events.fromState, to: events.toState, payload: events.payload })
    .from(events)
    .where(eq(events.subjectType, 'negotiation'))
    .orderBy(asc(events.id));
  const bySubject = new Map<string, typeof rows>();
  for (const row of rows) bySubject.set(row.subjectId, [...(bySubject.get(row.subjectId) ?? []), row]);
  return bySubject;
}

const actionsOf = (log: { action: string }[] | undefined) => (log ?? []).map((e) => e.action.replace(/^negotiation\./, ''));

describe('demo negotiations', () => {
  it('stand at every stage the pages show, in both final states, each between a Japanese and a Thai company', async () => {
    const rows = await negotiationRows();
    const stages = new Set(rows.map((r) => r.stage));
    for (const stage of [
      'bank_approval',
      'nda_offer_company',
      'nda_applicant',
      'coordinator_assignment',
      'coordinator_offered',
      'contract_creation',
      'contract_signing',
      'completion_request',
      'completion_requested',
      'completed',
      'canceled',
    ] as const) {
      expect(stages, stage).toContain(stage);
    }
    expect(rows.some((r) => r.stage.endsWith(':cancel_requested') && r.disclosedAt === null)).toBe(true);
    expect(rows.some((r) => r.stage.endsWith(':cancel_requested') && r.disclosedAt !== null)).toBe(true);

    const canceled = rows.filter((r) => r.stage === 'canceled');
    // By the bank's denial, with its reason; by an NDA disagreement, with a reason; after disclosure, on an approved cancel request.
    expect(canceled.some((r) => r.bankDecision === 'deny' && r.bankDecisionText && r.step === 'bank_approval')).toBe(true);
    expect(canceled.some((r) => r.offerNdaDecision === 'disagree' && r.offerNdaReasonCode === 'other' && r.offerNdaReasonText)).toBe(true);
    const log = await negotiationEvents();
    expect(canceled.some((r) => r.disclosedAt !== null && actionsOf(log.get(r.id)).at(-1) === 'approve_cancel')).toBe(true);

    // The coordinator offered the deal is the demo's Bridge Coordination.
    const coordinator = await demoOrganisation('kokopelli', 'coordinator');
    const offered = rows.find((r) => r.stage === 'coordinator_offered')!;
    expect(offered.coordinatorOrganisationId).toBe(coordinator.id);

    const countries = new Map((await t.db.select({ id: organisations.id, country: organisations.country }).from(organisations)).map((o) => [o.id, o.country]));
    for (const row of rows) {
      expect(new Set([countries.get(row.applicantOrganisationId), countries.get(row.offerOrganisationId)]), row.id).toEqual(new Set(['JP', 'TH']));
    }
  });

  it('are stored as the service leaves them: each event log replays through the transition table to the row', async () => {
    const rows = await negotiationRows();
    const log = await negotiationEvents();
    const representatives = await t.db.select().from(negotiationRepresentatives);
    const userOrg = new Map((await t.db.select({ id: users.id, org: users.organisationId }).from(users)).map((u) => [u.id, u.org]));
    const orgBank = new Map((await t.db.select({ id: organisations.id, bank: organisations.bankId }).from(organisations)).map((o) => [o.id, o.bank]));
    const offerBank = new Map((await t.db.select({ id: offers.id, bank: offers.bankId, org: offers.organisationId }).from(offers)).map((o) => [o.id, o]));
    expect(rows.length).toBeGreaterThanOrEqual(14);

    for (const row of rows) {
      const history = log.get(row.id) ?? [];
      let state: NegotiationState | null = null;
      for (const event of history) {
        const action = event.action.replace(/^negotiation\./, '') as NegotiationAction;
        const next = nextNegotiationState(state, action);
        expect(next, `${row.id}: ${action} from ${state?.stage}`).not.toBeNull();
        expect(event.from, row.id).toBe(state?.stage ?? null);
        expect(event.to, row.id).toBe(next!.stage);
        state = next;
      }
      expect({ stage: row.stage, step: row.step }).toEqual(state);
      // Applying writes version 1; every later action adds one.
      expect(row.version).toBe(history.length);
      const actions = actionsOf(history);

      if (row.stage !== 'canceled') expect(row.step).toBe(stepOfStage(row.stage));
      // Disclosed exactly when both NDAs were agreed, and always at the stages after.
      expect(row.disclosedAt !== null, row.id).toBe(row.offerNdaDecision === 'agree' && row.applicantNdaDecision === 'agree');
      expect(row.disclosedAt !== null, row.id).toBe(actions.includes('applicant_nda_agree'));
      if (stageImpliesDisclosure(row.stage)) expect(row.disclosedAt, row.id).not.toBeNull();
      expect(row.contractId !== null, row.id).toBe(actions.includes('offer_coordinator'));
      expect(row.bankDecision, row.id).toBe(actions.includes('bank_approve') ? 'approve' : actions.includes('bank_deny') ? 'deny' : null);
      expect(row.docusignUrl !== null, row.id).toBe(actions.includes('create_contract'));
      if (row.docusignUrl !== null) expect(new URL(row.docusignUrl).protocol).toBe('https:');
      expect(row.signedAt !== null, row.id).toBe(actions.includes('record_signing'));
      expect(row.completedAt !== null, row.id).toBe(row.stage === 'completed');
      expect(row.canceledAt !== null, row.id).toBe(row.stage === 'canceled');
      expect(row.requestedAt !== null, row.id).toBe(pendingRequestOf(row.stage) !== null);

      // The banks are the companies' own; the representatives the applicant's own users, the signatory among them.
      expect(row.applicantBankId).toBe(orgBank.get(row.applicantOrganisationId));
      expect(row.offerBankId).toBe(offerBank.get(row.offerId)!.bank);
      expect(row.offerOrganisationId).toBe(offerBank.get(row.offerId)!.org);
      const named = representatives.filter((r) => r.negotiationId === row.id).map((r) => r.userId);
      expect(named.length).toBeGreaterThan(0);
      for (const userId of named) expect(userOrg.get(userId)).toBe(row.applicantOrganisationId);
      expect(named).toContain(row.signatoryUserId);
    }
  });

  it('have a chat room exactly when disclosed, opened at the disclosure and closed with the deal', async () => {
    const rows = await negotiationRows();
    const rooms = new Map((await t.db.select().from(negotiationChatRooms)).map((r) => [r.negotiationId, r]));
    expect(rows.some((r) => r.disclosedAt && (r.stage === 'completed' || r.stage === 'canceled'))).toBe(true);
    expect(rows.some((r) => r.disclosedAt && r.stage !== 'completed' && r.stage !== 'canceled')).toBe(true);
    for (const row of rows) {
      const room = rooms.get(row.id);
      if (!row.disclosedAt) {
        expect(room, row.publicRef).toBeUndefined();
        continue;
      }
      expect(room, row.publicRef).toBeDefined();
      expect(room!.openedAt.toISOString(), row.publicRef).toBe(row.disclosedAt.toISOString());
      const endedAt = row.stage === 'completed' ? row.completedAt : row.stage === 'canceled' ? row.canceledAt : null;
      expect(room!.closedAt?.toISOString() ?? null, row.publicRef).toBe(endedAt?.toISOString() ?? null);
    }
    expect(rooms.size).toBe(rows.filter((r) => r.disclosedAt).length);
  });

  it('show each demo user the negotiations of its role (docs/product/visibility.md), and answer 404 for the others', async () => {
    const rows = await negotiationRows();
    const log = await negotiationEvents();
    for (const [bankCode, username] of DEMO_LOGINS) {
      const org = await demoOrganisation(bankCode, username);
      const expected = rows
        .filter((r) => {
          switch (org.role) {
            case 'kokopelli':
              return true;
            case 'enterprise':
              return r.applicantOrganisationId === org.id || r.offerOrganisationId === org.id;
            case 'bank':
              return r.applicantBankId === org.id || r.offerBankId === org.id;
            case 'coordinator':
              // Offered or assigned: offered the deal and not declined since.
              return actionsOf(log.get(r.id)).includes('offer_coordinator') && actionsOf(log.get(r.id)).at(-1) !== 'coordinator_decline';
          }
        })
        .map((r) => r.id)
        .sort();
      expect(expected.length, username).toBeGreaterThan(0);
      const who = await demoUser(bankCode, username);
      const res = await t.call(who, 'GET', '/api/negotiations?per_page=100');
      expect(res.statusCode, res.body).toBe(200);
      const list = res.json() as { items: { trading_id: string }[]; total: number };
      expect(list.items.map((i) => i.trading_id).sort(), username).toEqual(expected);
      expect(list.total).toBe(expected.length);
      const hidden = rows.find((r) => !expected.includes(r.id));
      if (hidden) expect((await t.call(who, 'GET', `/api/negotiations/${hidden.id}`)).statusCode, username).toBe(404);
    }
  });

  it('hide each company from the other until both NDAs are agreed, and name it after', async () => {
    const rows = await negotiationRows();
    const profiles = new Map((await t.db.select().from(organisations)).map((o) => [o.id, o]));
    const identity = (id: string) => {
      const o = profiles.get(id)!;
      return [o.name, o.nameEn, o.representativeName, o.representativeNameEn, o.phone, o.website && new URL(o.website).hostname].filter((v): v is string => !!v);
    };
    let hiddenChecked = 0;
    let disclosedChecked = 0;
    for (const [bankCode, username] of DEMO_LOGINS) {
      const org = await demoOrganisation(bankCode, username);
      if (org.role !== 'enterprise') continue;
      const who = await demoUser(bankCode, username);
      for (const row of rows.filter((r) => r.applicantOrganisationId === org.id || r.offerOrganisationId === org.id)) {
        const other = row.applicantOrganisationId === org.id ? row.offerOrganisationId : row.applicantOrganisationId;
        const res = await t.call(who, 'GET', `/api/negotiations/${row.id}`);
        expect(res.statusCode, res.body).toBe(200);
        if (row.disclosedAt === null) {
          for (const term of identity(other)) expect(res.body, `${username} sees ${term}`).not.toContain(term);
          hiddenChecked += 1;
        } else {
          expect(res.body).toContain(profiles.get(other)!.name);
          disclosedChecked += 1;
        }
      }
    }
    expect(hiddenChecked).toBeGreaterThan(0);
    expect(disclosedChecked).toBeGreaterThan(0);
  });

  it('leave a published offer of Tanaka Precision open for somchai to apply to (the README walk and browser story)', async () => {
    const [story] = await t.db.select().from(offers).where(eq(offers.title, DEMO_STORY_OFFER));
    expect(story!.status).toBe('published');
    expect(story!.isPublic).toBe(true);
    expect((await t.db.select().from(negotiations).where(eq(negotiations.offerId, story!.id))).length).toBe(0);
    const somchai = await demoUser('chaophraya', 'somchai');
    const res = await t.call(somchai, 'GET', `/api/offers/${story!.id}/partner`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ abilities: { apply: true }, my_application: null });
  });

  it('let the applicant still see the offer made private after it applied; other companies do not', async () => {
    const [row] = await t.db
      .select({ offerId: negotiations.offerId, applicantOrganisationId: negotiations.applicantOrganisationId })
      .from(negotiations)
      .innerJoin(offers, eq(offers.id, negotiations.offerId))
      .where(eq(offers.isPublic, false));
    expect(row).toBeDefined();
    const tanaka = await demoUser('minato', 'tanaka');
    const sakura = await demoUser('minato', 'sakura');
    expect((await demoOrganisation('minato', 'tanaka')).id).toBe(row!.applicantOrganisationId);
    expect((await t.call(tanaka, 'GET', `/api/offers/${row!.offerId}/partner`)).statusCode).toBe(200);
    expect((await t.call(sakura, 'GET', `/api/offers/${row!.offerId}/partner`)).statusCode).toBe(404);
  });

  it('carry chats: tanaka and somchai talk in Japanese and Thai; a cancelled deal keeps its closed room\'s history', async () => {
    const [cutting] = await t.db
      .select({ id: negotiations.id })
      .from(negotiations)
      .innerJoin(offers, eq(offers.id, negotiations.offerId))
      .where(eq(offers.title, DEMO_OFFER_TITLES.siamCuttingMachines));
    const tanaka = await demoUser('minato', 'tanaka');
    const somchai = await demoUser('chaophraya', 'somchai');
    const page = (await t.call(somchai, 'GET', `/api/${chatApi.messages(cutting!.id)}`)).json();
    expect(page.items.map((m: { seq: number }) => m.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(new Set(page.items.map((m: { sender: { side: string } }) => m.sender.side))).toEqual(new Set(['applicant', 'offer_company']));
    // tanaka (the applicant) writes Japanese, somchai (the offer company) Thai.
    for (const m of page.items as { body: string; sender: { side: string } }[]) expect(detectLanguage(m.body), m.body).toBe(m.sender.side === 'applicant' ? 'ja' : 'th');
    const room = (await t.call(tanaka, 'GET', `/api/${chatApi.room(cutting!.id)}`)).json();
    expect(room).toMatchObject({ last_seq: 6, may_write: true, closed_at: null, my_last_read_seq: 5 });
    // Every demo room with messages is a disclosed negotiation's; the closed ones were written before they closed.
    const rooms = await t.db.select().from(negotiationChatRooms).where(sql`${negotiationChatRooms.lastSeq} > 0`);
    expect(rooms.length).toBe(3);
    expect(rooms.filter((r) => r.closedAt !== null)).toHaveLength(1);
  });

  it("let tanaka and somchai read each other's chat messages in their own language with translation off: the demo's stored translations", async () => {
    // No provider is configured in this app: translation is off, and nothing is sent anywhere.
    expect(t.app.translation.enabled).toBe(false);
    const [cutting] = await t.db
      .select({ id: negotiations.id })
      .from(negotiations)
      .innerJoin(offers, eq(offers.id, negotiations.offerId))
      .where(eq(offers.title, DEMO_OFFER_TITLES.siamCuttingMachines));
    const chat = DEMO_NEGOTIATIONS.find((n) => n.offer === DEMO_OFFER_TITLES.siamCuttingMachines)!.chat!;
    const seqs = chat.map((_, i) => i + 1);
    const lineOf = (seq: number) => chat[seq - 1]!;
    for (const [bankCode, username, reader, own] of [
      ['minato', 'tanaka', 'ja', 'tanaka'],
      ['chaophraya', 'somchai', 'th', 'somchai'],
    ] as const) {
      const who = await demoUser(bankCode, username);
      for (const to of [reader, 'en'] as const) {
        const res = await t.call(who, 'POST', `/api/${chatApi.translations(cutting!.id)}`, { seqs, to });
        expect(res.statusCode, res.body).toBe(200);
        const { items } = res.json<ChatTranslations>();
        expect(items.map((i) => i.seq)).toEqual(seqs);
        for (const item of items) {
          const line = lineOf(item.seq);
          expect(item.language).toBe(detectLanguage(line.body));
          if (item.language === to) {
            expect(item).toMatchObject({ state: 'not_needed', text: null });
            continue;
          }
          // The other side's messages, and (in English) one's own: the stored text, labelled with the demo's provider and a time.
          expect(item, `${username} ${to} ${item.seq}`).toMatchObject({ state: 'done', text: line.translations![to], provider: DEMO_TRANSLATION_PROVIDER });
          expect(Number.isNaN(Date.parse(item.made_at!))).toBe(false);
        }
        // In the reader's own language, every message of the other side is translated.
        if (to === reader) expect(items.filter((i) => i.state === 'done').map((i) => lineOf(i.seq).by)).toEqual(chat.filter((l) => l.by !== own).map((l) => l.by));
      }
    }
    // A message written since, with nothing kept for it, still says that translation is off, beside the stored ones.
    const somchai = await demoUser('chaophraya', 'somchai');
    const sent = await t.call(somchai, 'POST', `/api/${chatApi.messages(cutting!.id)}`, { client_id: randomUUID(), body: 'ใบเสนอราคาจะตามมาในวันพรุ่งนี้ครับ' });
    expect(sent.statusCode, sent.body).toBe(200);
    const fresh = sent.json<{ seq: number }>().seq;
    const tanaka = await demoUser('minato', 'tanaka');
    const res = (await t.call(tanaka, 'POST', `/api/${chatApi.translations(cutting!.id)}`, { seqs: [2, fresh], to: 'ja' })).json<ChatTranslations>();
    expect(res.items.map((i) => [i.seq, i.state])).toEqual([
      [2, 'done'],
      [fresh, 'off'],
    ]);
    // tanaka's application, in Japanese, reads in Thai for somchai: stored too.
    const demo = DEMO_NEGOTIATIONS.find((n) => n.offer === DEMO_OFFER_TITLES.siamCuttingMachines)!;
    const application = await t.call(somchai, 'POST', `/api/negotiations/${cutting!.id}/translations`, { fields: ['application_details'], to: 'th' });
    expect(application.statusCode, application.body).toBe(200);
    expect(application.json()).toMatchObject({
      items: [{ field: 'application_details', language: 'ja', state: 'done', text: demo.detailsTranslations!.th, provider: DEMO_TRANSLATION_PROVIDER }],
    });
  });
});
