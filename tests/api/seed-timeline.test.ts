import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client.ts';
import {
  chatMessages,
  chatReads,
  events,
  negotiationChatRooms,
  negotiationCoordinatorOffers,
  negotiations,
  notifications,
  offerImages,
  offers,
} from '../../src/server/db/schema/index.ts';
import { seedDemo } from '../../src/server/seed/seed.ts';
import { DEFAULT_DEADLINE_CONFIG, negotiationDeadlineValues } from '../../src/server/modules/deadlines/deadlines.ts';
import { MemoryImageStore } from '../../src/server/modules/images/image-store.ts';
import { FINAL_NEGOTIATION_STAGES } from '../../src/shared/negotiation-lifecycle.ts';
import { maxPeriodEnd, platformToday } from '../../src/shared/offer-lifecycle.ts';
import { openTestDatabase } from '../helpers/database.ts';

// The demo world's dates (docs/product/demo-data.md#dates, docs/decisions/037-demo-timeline.md):
// spread over weeks, every history in order, nothing after its due time, nothing in the future.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;
let now: number;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  await seedDemo(db, new MemoryImageStore());
  now = Date.now();
});
afterAll(async () => handle.drop());

const time = (at: Date | null) => at?.getTime() ?? null;
const isFinal = (stage: string) => (FINAL_NEGOTIATION_STAGES as readonly string[]).includes(stage);

async function offerRows() {
  return db.select().from(offers).orderBy(asc(offers.offerNo));
}

async function negotiationRows() {
  return db.select().from(negotiations).orderBy(asc(negotiations.createdAt));
}

/** Each subject's events (a chat message's subject is its negotiation), oldest first. */
async function historyOf(types: string[]) {
  const rows = await db.select().from(events).where(inArray(events.subjectType, types)).orderBy(asc(events.id));
  const by = new Map<string, typeof rows>();
  for (const row of rows) by.set(row.subjectId, [...(by.get(row.subjectId) ?? []), row]);
  return by;
}

/** The application and the offer under review that ageDemoDeadlines makes overdue. */
async function overdue() {
  const late = (await negotiationRows()).filter((n) => n.dueAt && n.dueAt.getTime() < now);
  const lateOffers = (await offerRows()).filter((o) => o.status === 'waiting_for_approval' && o.reviewDueAt && o.reviewDueAt.getTime() < now);
  return { negotiations: late, offers: lateOffers };
}

describe('demo offers', () => {
  it('were published on different days weeks ago, registered days before, and are open from their publication day', async () => {
    const today = platformToday(new Date(now));
    const open = (await offerRows()).filter((o) => o.status === 'published' && o.periodStart! <= today && today <= o.periodEnd!);
    expect(open.length).toBeGreaterThanOrEqual(5);
    for (const offer of open) {
      const published = offer.publishedAt!.getTime();
      expect(offer.createdAt.getTime(), offer.title).toBeLessThanOrEqual(offer.submittedAt!.getTime());
      expect(published - offer.submittedAt!.getTime(), offer.title).toBeGreaterThanOrEqual(12 * HOUR);
      expect(published - offer.submittedAt!.getTime(), offer.title).toBeLessThanOrEqual(4 * DAY);
      expect(offer.updatedAt.getTime(), offer.title).toBe(published);
      expect(published, offer.title).toBeLessThanOrEqual(now - 13 * DAY);
      expect(published, offer.title).toBeGreaterThanOrEqual(now - 61 * DAY);
      // Open on (or before) its publication day, for no longer than an offer may be (docs/product/limits.md).
      expect(offer.periodStart! <= platformToday(offer.publishedAt!), offer.title).toBe(true);
      expect(offer.periodEnd! <= maxPeriodEnd(offer.periodStart!), offer.title).toBe(true);
    }
    expect(new Set(open.map((o) => platformToday(o.publishedAt!))).size).toBe(open.length);
  });

  it('keep the order the seed wrote them in, by creation and by update, but for the one made overdue', async () => {
    const aged = new Set((await overdue()).offers.map((o) => o.id));
    expect(aged.size).toBe(1);
    const rows = (await offerRows()).filter((o) => !aged.has(o.id));
    for (const [i, offer] of rows.entries()) {
      if (i === 0) continue;
      expect(rows[i - 1]!.createdAt.getTime(), offer.title).toBeLessThan(offer.createdAt.getTime());
      expect(rows[i - 1]!.updatedAt.getTime(), offer.title).toBeLessThan(offer.updatedAt.getTime());
    }
  });

  it('date each history in order, images with their offer, notices as their events, and nothing in the future', async () => {
    const histories = await historyOf(['offer']);
    const images = await db.select().from(offerImages);
    for (const offer of await offerRows()) {
      const history = histories.get(offer.id) ?? [];
      expect(history.length, offer.title).toBeGreaterThan(0);
      // The offers the seed wrote last keep its times: a row's and its event's differ by the milliseconds between them.
      const near = (a: Date, b: Date, what: string) => expect(Math.abs(a.getTime() - b.getTime()), `${offer.title} ${what}`).toBeLessThan(1000);
      near(history[0]!.occurredAt, offer.submittedAt ?? offer.createdAt, 'first event');
      for (const [i, event] of history.entries()) if (i > 0) expect(event.occurredAt >= history[i - 1]!.occurredAt, `${offer.title} ${event.action}`).toBe(true);
      near(history.at(-1)!.occurredAt, offer.updatedAt, 'last event');
      if (offer.publishedAt) near(history.findLast((e) => e.action === 'offer.approve')!.occurredAt, offer.publishedAt, 'approval');
      for (const at of [offer.createdAt, offer.updatedAt, offer.submittedAt, offer.publishedAt]) expect(time(at) ?? 0, offer.title).toBeLessThanOrEqual(now);
      for (const image of images.filter((i) => i.offerId === offer.id)) near(image.createdAt, offer.createdAt, 'image');
    }
    const notices = await db.select({ createdAt: notifications.createdAt, occurredAt: events.occurredAt }).from(notifications).innerJoin(events, eq(events.id, notifications.eventId));
    expect(notices.length).toBeGreaterThan(0);
    for (const notice of notices) expect(notice.createdAt.getTime()).toBe(notice.occurredAt.getTime());
  });
});

describe('demo negotiations', () => {
  it('apply a day or more after their offer was published, within its period, and before the due date shown', async () => {
    const byId = new Map((await offerRows()).map((o) => [o.id, o]));
    const histories = await historyOf(['negotiation']);
    for (const n of await negotiationRows()) {
      const offer = byId.get(n.offerId)!;
      const applied = n.createdAt.getTime();
      expect(applied - offer.publishedAt!.getTime(), n.publicRef).toBeGreaterThanOrEqual(DAY);
      expect(offer.periodStart! <= platformToday(n.createdAt) && platformToday(n.createdAt) <= offer.periodEnd!, n.publicRef).toBe(true);
      if (n.dueAt) expect(applied, n.publicRef).toBeLessThan(n.dueAt.getTime());
      const apply = histories.get(n.id)![0]!;
      expect(apply.action, n.publicRef).toBe('negotiation.apply');
      expect(apply.occurredAt.getTime(), n.publicRef).toBe(applied);
    }
  });

  it('record each history in order, hours to days a step, and carry no time that is not one of their steps', async () => {
    const histories = await historyOf(['negotiation', 'chat']);
    const coordinatorOffers = await db.select().from(negotiationCoordinatorOffers);
    const rooms = new Map((await db.select().from(negotiationChatRooms)).map((r) => [r.negotiationId, r]));
    const messages = await db.select().from(chatMessages).orderBy(asc(chatMessages.seq));
    const reads = await db.select().from(chatReads);
    const notices = await db.select().from(notifications).where(inArray(notifications.subjectType, ['negotiation', 'chat']));
    const { negotiations: aged } = await overdue();
    for (const n of await negotiationRows()) {
      const history = histories.get(n.id)!;
      const at = (e: (typeof history)[number]) => e.occurredAt.getTime();
      const steps = history.filter((e) => e.subjectType === 'negotiation');
      for (const [i, event] of history.entries()) {
        expect(at(event), `${n.publicRef} ${event.action}`).toBeLessThanOrEqual(now);
        if (i > 0) expect(at(event), `${n.publicRef} ${event.action}`).toBeGreaterThanOrEqual(at(history[i - 1]!));
      }
      for (const [i, event] of steps.entries()) {
        if (i === 0) continue;
        const gap = at(event) - at(steps[i - 1]!);
        expect(gap, `${n.publicRef} ${event.action}`).toBeGreaterThanOrEqual(HOUR);
        expect(gap, `${n.publicRef} ${event.action}`).toBeLessThanOrEqual(3 * DAY);
      }
      expect(n.updatedAt.getTime(), n.publicRef).toBe(at(steps.at(-1)!));
      // Every time the negotiation's rows carry is one of its steps' (the overdue one was moved whole, by ageDemoDeadlines).
      const times = new Set(history.map(at));
      const carried = [
        n.createdAt, n.updatedAt, n.waitingSince, n.bankDecidedAt, n.offerNdaDecidedAt, n.applicantNdaDecidedAt, n.disclosedAt,
        n.coordinatorAcceptedAt, n.contractCreatedAt, n.signedAt, n.requestedAt, n.completedAt, n.canceledAt,
        ...coordinatorOffers.filter((c) => c.negotiationId === n.id).flatMap((c) => [c.offeredAt, c.answeredAt]),
        rooms.get(n.id)?.openedAt ?? null, rooms.get(n.id)?.closedAt ?? null,
      ];
      for (const t of carried.map(time)) if (t !== null) expect(times.has(t), `${n.publicRef} ${new Date(t).toISOString()}`).toBe(true);
      // Chat messages are the chat events, in their order; reads and read notices inside the negotiation's span.
      const chatTimes = history.filter((e) => e.subjectType === 'chat').map(at);
      expect(messages.filter((m) => m.negotiationId === n.id).map((m) => m.createdAt.getTime()), n.publicRef).toEqual(chatTimes);
      const span = [at(history[0]!), at(history.at(-1)!)] as const;
      const within = (t: number | null) => t !== null && span[0] <= t && t <= span[1];
      for (const read of reads.filter((r) => r.negotiationId === n.id)) expect(within(read.readAt.getTime()), n.publicRef).toBe(true);
      for (const notice of notices.filter((x) => x.subjectId === n.id)) {
        expect(within(notice.createdAt.getTime()), n.publicRef).toBe(true);
        if (notice.readAt) expect(within(notice.readAt.getTime()) && notice.readAt >= notice.createdAt, n.publicRef).toBe(true);
      }
      if (aged.some((a) => a.id === n.id)) expect(history).toHaveLength(1);
    }
  });

  it('wait at a step started in the last day and a half and due ahead, but for the one made overdue; finished ones ended days ago', async () => {
    const { negotiations: aged, offers: agedOffers } = await overdue();
    expect(aged).toHaveLength(1);
    expect(agedOffers).toHaveLength(1);
    expect(aged[0]!.stage).toBe('bank_approval');
    const histories = await historyOf(['negotiation', 'chat']);
    for (const n of await negotiationRows()) {
      if (isFinal(n.stage)) {
        const ended = (n.completedAt ?? n.canceledAt)!.getTime();
        expect(ended, n.publicRef).toBeLessThanOrEqual(now - DAY);
        expect(histories.get(n.id)!.at(-1)!.occurredAt.getTime(), n.publicRef).toBeLessThanOrEqual(now - DAY);
        continue;
      }
      if (aged[0]!.id === n.id) continue;
      expect(n.waitingSince!.getTime(), n.publicRef).toBeGreaterThanOrEqual(now - 36 * HOUR);
      // The due time is the service's for the step's start, ahead.
      const { dueAt } = await negotiationDeadlineValues(db, DEFAULT_DEADLINE_CONFIG, n.stage, n, n.waitingSince!);
      expect(time(n.dueAt), n.publicRef).toBe(time(dueAt));
      if (n.dueAt) expect(n.dueAt.getTime(), n.publicRef).toBeGreaterThan(now);
    }
  });

  it('spread their applications over many days and their histories over days', async () => {
    const rows = await negotiationRows();
    expect(new Set(rows.map((n) => platformToday(n.createdAt))).size).toBeGreaterThanOrEqual(8);
    const histories = await historyOf(['negotiation', 'chat']);
    const longest = Math.max(...rows.map((n) => histories.get(n.id)!.at(-1)!.occurredAt.getTime() - n.createdAt.getTime()));
    expect(longest).toBeGreaterThanOrEqual(7 * DAY);
  });
});
