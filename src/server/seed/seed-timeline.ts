import { and, asc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { FINAL_NEGOTIATION_STAGES, type NegotiationStage } from '../../shared/negotiation-lifecycle.ts';
import { platformToday } from '../../shared/offer-lifecycle.ts';
import { DEFAULT_DEADLINE_CONFIG, negotiationDeadlineValues } from '../modules/deadlines/deadlines.ts';
import type { Database } from '../db/client.ts';
import { addDays } from './seed-offers.ts';
import {
  chatAttachments,
  chatMessages,
  chatReads,
  events,
  negotiationChatRooms,
  negotiationCoordinatorOffers,
  negotiations,
  notifications,
  offerImages,
  offers,
} from '../db/schema/index.ts';

/**
 * The demo world's history, spread over weeks (docs/product/demo-data.md#dates,
 * docs/decisions/037-demo-timeline.md). The seed writes everything through the services in a few
 * seconds, one step after the other; this gives each step of an offer or a negotiation a time of its
 * own in the past and moves every row written in that step to it. A step is one event of the log
 * (the services record exactly one per action, in the action's transaction), so:
 *
 * - the new time of each event is chosen (deterministically from `now` and indexes), in the order
 *   the seed wrote them, so every history keeps its order;
 * - every other time a subject's rows carry (at-columns, chat messages and read markers, rooms,
 *   coordinator offers, images, notices read) was written during one of its steps, at or after that
 *   step's event: it takes the time of the latest event of the subject at or before it (its first
 *   event for anything written just before, like an offer's uploaded image);
 * - a notice is dated as its event (the projector writes it so), and due times are computed again
 *   from the new start of the step that waits.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The published demo offers are spread between these days before now (the first written the longest ago). */
const FIRST_OFFER_DAYS_AGO = 60;
const LAST_OFFER_DAYS_AGO = 14;
/** Negotiations still waiting on someone ended their last step in the last hours, one after another in seed order. */
const WAITING_STEP_SPACING = 80 * 60_000;
/** Finished negotiations ended days ago: the last one this many days, the others further back by the spacing. */
const FINISHED_DAYS_AGO = 2;
const FINISHED_SPACING_DAYS = 1.5;

/** How many days before an offer's review it was registered: one to three. */
const offerGapDays = (offer: number) => 1 + (offer % 3);
/** Hours to a couple of days between two steps of a negotiation; minutes to two hours between chat messages. */
const negotiationGap = (negotiation: number, event: number, kind: 'step' | 'chat') =>
  kind === 'chat' ? (10 + ((negotiation * 5 + event * 3) % 8) * 15) * 60_000 : (3 + ((negotiation * 7 + event * 5) % 10) * 4.5) * HOUR;

/** An event as the seed wrote it (its time cut to milliseconds, as JavaScript wrote the times of its step) and its new time. */
interface Step {
  subject: string;
  eventId: number;
  kind: 'step' | 'chat';
  seedAt: number;
  at: Date;
}

/** Spreads the demo's offers and negotiations over the weeks before `now` (after seedDemoNegotiations, before ageDemoDeadlines). */
export async function spreadDemoTimeline(db: Database, now: Date): Promise<void> {
  await moveOffers(db, await planOffers(db, now), now);
  await moveNegotiations(db, await planNegotiations(db, now));
}

// ---- offers ---------------------------------------------------------------------------------

/**
 * Each offer's history ends on a day of its own, in the order the seed wrote the offers, from
 * FIRST_OFFER_DAYS_AGO to LAST_OFFER_DAYS_AGO, and was registered a few days before its review: the
 * histories do not overlap, so lists sorted by creation or update keep the seed's order. Only the
 * offers up to the last one open for applications move (the ones negotiations apply to, and what was
 * written between them); those after it (approved for a later period, under review, a draft) keep
 * the seed's time, and so does an offer under review anywhere: its review started now, and
 * ageDemoDeadlines makes the oldest one overdue.
 */
async function planOffers(db: Database, now: Date): Promise<Step[]> {
  const today = platformToday(now);
  const rows = await db
    .select({ id: offers.id, status: offers.status, periodStart: offers.periodStart, periodEnd: offers.periodEnd })
    .from(offers)
    .orderBy(asc(offers.offerNo));
  const lastOpen = rows.findLastIndex((o) => o.status === 'published' && o.periodStart! <= today && today <= o.periodEnd!);
  const spread = rows.slice(0, lastOpen + 1).filter((o) => o.status !== 'waiting_for_approval');
  const histories = await seedEvents(db, ['offer'], spread.map((o) => o.id));
  return spread.flatMap((offer, k) => {
    const daysAgo = Math.round(FIRST_OFFER_DAYS_AGO - (k * (FIRST_OFFER_DAYS_AGO - LAST_OFFER_DAYS_AGO)) / Math.max(1, spread.length - 1));
    const history = histories.get(offer.id) ?? [];
    // The last step on its day, each earlier one a few days before (b: how many steps before the last).
    return history.map((event, i) => {
      const b = history.length - 1 - i;
      return { ...event, at: officeHours(now, daysAgo + b * offerGapDays(k), k * 97 + b * 53) };
    });
  });
}

/** A time in office hours (09:00 to 17:00 in Bangkok, `minutes` after nine, wrapped) of the platform day `daysAgo` days before `now`. */
function officeHours(now: Date, daysAgo: number, minutes: number): Date {
  const day = platformToday(new Date(now.getTime() - daysAgo * DAY));
  return new Date(Date.parse(`${day}T09:00:00+07:00`) + (minutes % 480) * 60_000);
}

async function moveOffers(db: Database, steps: Step[], now: Date): Promise<void> {
  if (steps.length === 0) return;
  await moveEvents(db, steps);
  await moveTimes(db, steps, offers, offers.id, [offers.createdAt, offers.updatedAt, offers.submittedAt, offers.publishedAt, offers.deletedAt]);
  await moveTimes(db, steps, offerImages, offerImages.offerId, [offerImages.createdAt]);
  await moveNotices(db, steps, 'offer');
  // An offer open now opened for applications on the day it was published: its period moves back
  // with its length kept (within the six months of docs/product/limits.md).
  const today = platformToday(now);
  const moved = await db
    .select({ id: offers.id, publishedAt: offers.publishedAt, periodStart: offers.periodStart, periodEnd: offers.periodEnd })
    .from(offers)
    .where(and(inArray(offers.id, [...new Set(steps.map((s) => s.subject))]), eq(offers.status, 'published'), isNotNull(offers.publishedAt)));
  for (const offer of moved) {
    const published = platformToday(offer.publishedAt!);
    if (!offer.periodStart || !offer.periodEnd || offer.periodStart > today || offer.periodEnd < today || published >= offer.periodStart) continue;
    const back = (Date.parse(offer.periodStart) - Date.parse(published)) / DAY;
    await db
      .update(offers)
      .set({ periodStart: published, periodEnd: addDays(offer.periodEnd, -back) })
      .where(eq(offers.id, offer.id));
  }
}

// ---- negotiations ---------------------------------------------------------------------------

/**
 * Each negotiation's history ends at a time of its own and goes back from there step by step
 * (hours to a couple of days per step, minutes per chat message): one still waiting on someone
 * ended its last step in the last hours, so its due time lies ahead as the service computed it;
 * a finished one ended days ago. Its application comes at least a day after its offer's
 * publication: a history too long for that is shortened, all its gaps alike.
 */
async function planNegotiations(db: Database, now: Date): Promise<Step[]> {
  const rows = await db
    .select({ id: negotiations.id, stage: negotiations.stage, publishedAt: offers.publishedAt })
    .from(negotiations)
    .innerJoin(offers, eq(offers.id, negotiations.offerId))
    .orderBy(asc(negotiations.createdAt), asc(negotiations.id));
  const finished = (stage: NegotiationStage) => (FINAL_NEGOTIATION_STAGES as readonly string[]).includes(stage);
  const waiting = rows.filter((r) => !finished(r.stage));
  const ended = rows.filter((r) => finished(r.stage));
  const histories = await seedEvents(db, ['negotiation', 'chat'], rows.map((r) => r.id));
  return rows.flatMap((row, j) => {
    const end = finished(row.stage)
      ? now.getTime() - (FINISHED_DAYS_AGO + (ended.length - 1 - ended.indexOf(row)) * FINISHED_SPACING_DAYS) * DAY
      : now.getTime() - (waiting.length - waiting.indexOf(row)) * WAITING_STEP_SPACING;
    const history = histories.get(row.id) ?? [];
    const back = history.map(() => 0);
    for (let i = history.length - 1; i > 0; i--) back[i - 1] = back[i]! + negotiationGap(j, i, history[i]!.kind);
    const earliest = row.publishedAt!.getTime() + DAY;
    if (end <= earliest) throw new Error(`demo timeline: negotiation ${row.id} would end before its offer was published a day`);
    const shorten = Math.min(1, (end - earliest) / (back[0] || 1));
    return history.map((event, i) => ({ ...event, at: new Date(end - back[i]! * shorten) }));
  });
}

async function moveNegotiations(db: Database, steps: Step[]): Promise<void> {
  if (steps.length === 0) return;
  await moveEvents(db, steps);
  await moveTimes(db, steps, negotiations, negotiations.id, [
    negotiations.createdAt,
    negotiations.updatedAt,
    negotiations.waitingSince,
    negotiations.bankDecidedAt,
    negotiations.offerNdaDecidedAt,
    negotiations.applicantNdaDecidedAt,
    negotiations.disclosedAt,
    negotiations.coordinatorAcceptedAt,
    negotiations.contractCreatedAt,
    negotiations.signedAt,
    negotiations.requestedAt,
    negotiations.completedAt,
    negotiations.canceledAt,
  ]);
  // The date of signing goes back with the recording of it: the day it was recorded, in Japan.
  await db.execute(sql`update ${negotiations} set signed_on = (signed_at at time zone 'Asia/Tokyo')::date where signed_at is not null`);
  await moveTimes(db, steps, negotiationCoordinatorOffers, negotiationCoordinatorOffers.negotiationId, [
    negotiationCoordinatorOffers.offeredAt,
    negotiationCoordinatorOffers.answeredAt,
  ]);
  await moveTimes(db, steps, negotiationChatRooms, negotiationChatRooms.negotiationId, [negotiationChatRooms.openedAt, negotiationChatRooms.closedAt]);
  await moveTimes(db, steps, chatMessages, chatMessages.negotiationId, [chatMessages.createdAt]);
  await moveTimes(db, steps, chatAttachments, chatAttachments.negotiationId, [chatAttachments.createdAt]);
  await moveTimes(db, steps, chatReads, chatReads.negotiationId, [chatReads.readAt]);
  await moveNotices(db, steps, 'negotiation', 'chat');
  // Due times from the new start of each waiting step, as the service computes them.
  const waiting = await db
    .select({
      id: negotiations.id,
      stage: negotiations.stage,
      waitingSince: negotiations.waitingSince,
      offerOrganisationId: negotiations.offerOrganisationId,
      offerBankId: negotiations.offerBankId,
      applicantOrganisationId: negotiations.applicantOrganisationId,
      applicantBankId: negotiations.applicantBankId,
    })
    .from(negotiations)
    .where(and(inArray(negotiations.id, [...new Set(steps.map((s) => s.subject))]), isNotNull(negotiations.waitingSince)));
  for (const row of waiting) {
    const { dueAt } = await negotiationDeadlineValues(db, DEFAULT_DEADLINE_CONFIG, row.stage, row, row.waitingSince!);
    await db.update(negotiations).set({ dueAt }).where(eq(negotiations.id, row.id));
  }
}

// ---- moving rows ----------------------------------------------------------------------------

/** The events of these subjects, oldest first, grouped by subject (a chat message's subject is its negotiation). */
async function seedEvents(db: Database, types: string[], ids: string[]): Promise<Map<string, Omit<Step, 'at'>[]>> {
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            subject: events.subjectId,
            eventId: events.id,
            type: events.subjectType,
            seedAt: sql<number>`floor(extract(epoch from ${events.occurredAt}) * 1000)::float8`,
          })
          .from(events)
          .where(and(inArray(events.subjectType, types), inArray(events.subjectId, ids)))
          .orderBy(asc(events.id));
  const bySubject = new Map<string, Omit<Step, 'at'>[]>();
  for (const { type, ...row } of rows) {
    const step = { ...row, seedAt: Number(row.seedAt), kind: type === 'chat' ? ('chat' as const) : ('step' as const) };
    bySubject.set(row.subject, [...(bySubject.get(row.subject) ?? []), step]);
  }
  return bySubject;
}

/** The steps as a table `map(subject, event_id, seed_at, at)` for one statement. */
function stepMap(steps: Step[]): SQL {
  const json = JSON.stringify(steps.map((s) => ({ subject: s.subject, event_id: s.eventId, seed_at: new Date(s.seedAt).toISOString(), at: s.at.toISOString() })));
  return sql`select * from jsonb_to_recordset(${json}::jsonb) as m(subject text, event_id bigint, seed_at timestamptz, at timestamptz)`;
}

async function moveEvents(db: Database, steps: Step[]): Promise<void> {
  await db.execute(sql`with map as (${stepMap(steps)})
    update ${events} set ${sql.identifier(events.occurredAt.name)} = map.at from map where ${events.id} = map.event_id`);
}

/**
 * Moves times of a table's rows that belong to the steps' subjects (by `subject`): each to the new
 * time of the latest of its subject's events at or before it, or of its first event when none is.
 */
async function moveTimes(db: Database, steps: Step[], table: PgTable, subject: AnyPgColumn, columns: AnyPgColumn[], where?: SQL): Promise<void> {
  const key = sql`${subject}::text`;
  const moved = (column: AnyPgColumn) => sql`case when ${column} is null then null else coalesce(
      (select m.at from map m where m.subject = ${key} and m.seed_at <= ${column} order by m.seed_at desc limit 1),
      (select m.at from map m where m.subject = ${key} order by m.seed_at limit 1)) end`;
  await db.execute(sql`with map as (${stepMap(steps)})
    update ${table} set ${sql.join(
      columns.map((column) => sql`${sql.identifier(column.name)} = ${moved(column)}`),
      sql`, `,
    )}
    where ${key} in (select subject from map)${where ? sql` and ${where}` : sql``}`);
}

/** The subjects' notices: each dated as its event, read and e-mailed in the step it was. */
async function moveNotices(db: Database, steps: Step[], ...types: string[]): Promise<void> {
  const ofTypes = inArray(notifications.subjectType, types);
  await moveTimes(db, steps, notifications, notifications.subjectId, [notifications.readAt, notifications.emailedAt], ofTypes);
  await db.execute(sql`update ${notifications} set ${sql.identifier(notifications.createdAt.name)} = ${events.occurredAt}
    from ${events} where ${events.id} = ${notifications.eventId} and ${ofTypes}
      and ${inArray(notifications.subjectId, [...new Set(steps.map((s) => s.subject))])}`);
}
