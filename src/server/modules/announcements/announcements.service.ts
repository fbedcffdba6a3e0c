import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import { enforce, type RefusalAnswer } from '../../lib/policy.ts';
import type { Language } from '../../../shared/enums.ts';
import { validationKey } from '../../../shared/i18n/validation.ts';
import {
  missingAnnouncementTexts,
  type Announcement,
  type AnnouncementAudience,
  type AnnouncementAudienceSummary,
  type AnnouncementBody,
  type announcementReaderListSchema,
  type announcementUpdateBodySchema,
  type readerListQuerySchema,
} from '../../../shared/schemas/notifications.ts';
import type { EventActor, EventLog } from '../events/events.service.ts';
import type { Viewer } from '../session/session.service.ts';
import { ANNOUNCEMENT_TRANSITIONS, announcementState, type AnnouncementState } from '../../../shared/announcement-lifecycle.ts';
import { findTransition } from '../../../shared/transition-table.ts';
import { announcementAbilities, announcementVisibleTo, decide, type AnnouncementSubject } from './announcements.policy.ts';
import { presentAnnouncement, presentReader } from './announcements.presenter.ts';
import { AnnouncementRepository, type AnnouncementValues } from './announcements.repository.ts';

type UpdateBody = z.infer<typeof announcementUpdateBodySchema>;
type ReaderQuery = z.infer<typeof readerListQuerySchema>;
type ReaderList = z.infer<typeof announcementReaderListSchema>;

/** What the API says when the policy refuses: 404 with this detail, and the state that refused a change. */
const refusals = (state?: AnnouncementState, verb = 'changed'): RefusalAnswer => ({
  detail: {
    hidden: 'No such announcement.',
    invalid_transition: state === 'withdrawn' && verb === 'withdrawn' ? 'The announcement is already withdrawn.' : `A ${state ?? 'new'} announcement cannot be ${verb}.`,
  },
});

/** Anything but a UUID is an announcement that does not exist (404), not a database error. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const subject = (id: string) => ({ type: 'notification_group' as const, id });

/**
 * The clock's one move of the table (src/shared/announcement-lifecycle.ts): no viewer takes it, so the
 * policy is not asked; the claim's `WHERE` (not published, not withdrawn) is its `from: 'scheduled'`.
 */
const PUBLISH = findTransition(ANNOUNCEMENT_TRANSITIONS, 'scheduled', 'publish')!;

/**
 * Publishes an announcement if nobody has (the claim is the `UPDATE … WHERE published_at IS NULL`),
 * and records the publish event in the same transaction: the notification projector delivers it to
 * its audience as it stands now (announcement-notifications.ts). `actor` null: the scheduled job.
 */
export async function publishIfDue(tx: Database, events: EventLog, actor: EventActor, id: string, now: Date): Promise<boolean> {
  const claimed = await new AnnouncementRepository(tx).claimPublication(id, now);
  if (claimed) await events.record(tx, actor, subject(id), 'publish', { from: PUBLISH.from, to: PUBLISH.to });
  return claimed;
}

/**
 * The operator's announcements (the notification groups of docs/product/notifications.md#announcements-notification-groups; decision 021). Every
 * write is one transaction with its event; an announcement due now is published in the same one.
 */
export class AnnouncementService {
  private readonly db: Database;
  private readonly now: () => Date;
  private readonly events: EventLog;

  constructor(db: Database, events: EventLog, now: () => Date = () => new Date()) {
    this.db = db;
    this.events = events;
    this.now = now;
  }

  private values(body: AnnouncementBody, now: Date): AnnouncementValues {
    const t = body.texts;
    // A time in the past (or none) means now: the stored time is when it was due, never before it was written.
    const at = body.publish_at === null ? now : new Date(body.publish_at);
    return {
      titleEn: t.title_en,
      titleJa: t.title_ja,
      titleTh: t.title_th,
      bodyEn: t.body_en,
      bodyJa: t.body_ja,
      bodyTh: t.body_th,
      audience: body.audience,
      publishAt: at.getTime() < now.getTime() ? now : at,
    };
  }

  /** The row, if it exists (a malformed id is none), checked by the policy. */
  private async find(viewer: Viewer, id: string, db: Database = this.db) {
    const row = UUID.test(id) ? await new AnnouncementRepository(db).findById(id) : undefined;
    enforce(decide(viewer, 'manage', row), refusals());
    return row!;
  }

  private async get(viewer: Viewer, id: string, db: Database = this.db): Promise<Announcement> {
    const row = await this.find(viewer, id, db);
    return presentAnnouncement(row, announcementAbilities(viewer, row));
  }

  /** The row locked for a change, if the policy allows `action` from its state: the state it leaves and the one it goes to. */
  private async lockFor(tx: Database, viewer: Viewer, id: string, action: 'update' | 'withdraw', verb: string) {
    const row: (AnnouncementSubject & { version: number }) | undefined = UUID.test(id) ? await new AnnouncementRepository(tx).lock(id) : undefined;
    const from = row ? announcementState(row) : undefined;
    const to = enforce(decide(viewer, action, row), refusals(from, verb))!;
    return { from: from!, to, version: row!.version };
  }

  /** Whom an audience reaches now: how many (the author left out) and the languages they read. */
  audience(viewer: Viewer, audience: AnnouncementAudience, db: Database = this.db): Promise<AnnouncementAudienceSummary> {
    enforce(decide(viewer, 'manage', null));
    return new AnnouncementRepository(db).audienceSummary(audience, viewer.user.id);
  }

  /**
   * The texts an announcement must have are those of its audience's languages (a reader of another
   * language reads English, else the first written): 400 naming each missing field, nothing saved.
   */
  private async requireAudienceTexts(tx: Database, viewer: Viewer, body: AnnouncementBody): Promise<void> {
    const { languages } = await this.audience(viewer, body.audience, tx);
    const missing = missingAnnouncementTexts(body.texts, languages);
    if (missing.length === 0) return;
    const fields = Object.fromEntries(missing.map((field) => [`texts.${field}`, [validationKey('required')]]));
    throw new AppError(400, 'validation_failed', `The audience reads ${languages.join(', ')}: each of these languages needs its title and body.`, fields);
  }

  async list(viewer: Viewer, page: number, perPage: number) {
    enforce(decide(viewer, 'manage', null));
    const { rows, total } = await new AnnouncementRepository(this.db).list(announcementVisibleTo(viewer, 'manage'), page, perPage);
    return { items: rows.map((row) => presentAnnouncement(row, announcementAbilities(viewer, row))), total };
  }

  detail(viewer: Viewer, id: string): Promise<Announcement> {
    return this.get(viewer, id);
  }

  async create(viewer: Viewer, body: AnnouncementBody): Promise<Announcement> {
    const now = this.now();
    const values = this.values(body, now);
    const to = enforce(decide(viewer, 'create', null));
    const id = await this.db.transaction(async (tx) => {
      await this.requireAudienceTexts(tx, viewer, body);
      const newId = await new AnnouncementRepository(tx).insert({ ...values, createdBy: viewer.user.id, createdAt: now });
      await this.events.record(tx, viewer, subject(newId), 'create', { from: null, to, payload: { publish_at: values.publishAt.toISOString() } });
      if (values.publishAt.getTime() <= now.getTime()) await publishIfDue(tx, this.events, viewer, newId, now);
      return newId;
    });
    return this.get(viewer, id);
  }

  /** Only while scheduled: once published it has reached its audience and stays as it went out. */
  async update(viewer: Viewer, id: string, body: UpdateBody): Promise<Announcement> {
    const now = this.now();
    const { version, ...rest } = body;
    const values = this.values(rest, now);
    await this.db.transaction(async (tx) => {
      const repo = new AnnouncementRepository(tx);
      const row = await this.lockFor(tx, viewer, id, 'update', 'edited');
      if (row.version !== version) throw conflict('version_conflict', `Version ${version} is not the current ${row.version}.`);
      await this.requireAudienceTexts(tx, viewer, rest);
      await repo.update(id, values, now);
      await this.events.record(tx, viewer, subject(id), 'update', { from: row.from, to: row.to, payload: { publish_at: values.publishAt.toISOString() } });
      if (values.publishAt.getTime() <= now.getTime()) await publishIfDue(tx, this.events, viewer, id, now);
    });
    return this.get(viewer, id);
  }

  /** Hides it from every list at once; a scheduled one will never go out. */
  async withdraw(viewer: Viewer, id: string, version: number): Promise<Announcement> {
    const now = this.now();
    await this.db.transaction(async (tx) => {
      const row = await this.lockFor(tx, viewer, id, 'withdraw', 'withdrawn');
      if (row.version !== version) throw conflict('version_conflict', `Version ${version} is not the current ${row.version}.`);
      await new AnnouncementRepository(tx).withdraw(id, now);
      await this.events.record(tx, viewer, subject(id), 'withdraw', { from: row.from, to: row.to });
    });
    return this.get(viewer, id);
  }

  async readers(viewer: Viewer, id: string, query: ReaderQuery, language: Language): Promise<ReaderList> {
    await this.find(viewer, id);
    const read = query.read === undefined ? undefined : query.read === 'true';
    const { rows, total } = await new AnnouncementRepository(this.db).readers(id, read, query.page, query.per_page);
    return { items: rows.map((r) => presentReader(r, language)), total };
  }

  /**
   * The scheduled job: publishes every announcement whose time has come, each in a transaction of
   * its own with its event (actor: the system). Several servers may run it at once: the claim lets
   * exactly one of them publish each.
   */
  async publishDue(): Promise<number> {
    const now = this.now();
    let published = 0;
    for (;;) {
      const ids = await new AnnouncementRepository(this.db).due(now, 50);
      let claimedNow = 0;
      for (const id of ids) {
        if (await this.db.transaction((tx) => publishIfDue(tx, this.events, null, id, now))) claimedNow += 1;
      }
      published += claimedNow;
      // Another server took the rest of this batch (or there was none): the next round finds the others.
      if (ids.length < 50 || claimedNow === 0) return published;
    }
  }
}
