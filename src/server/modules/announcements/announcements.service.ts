import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
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
import { presentAnnouncement, presentReader, stateOf } from './announcements.presenter.ts';
import { AnnouncementRepository, type AnnouncementValues } from './announcements.repository.ts';

type UpdateBody = z.infer<typeof announcementUpdateBodySchema>;
type ReaderQuery = z.infer<typeof readerListQuerySchema>;
type ReaderList = z.infer<typeof announcementReaderListSchema>;

const notFoundAnnouncement = () => notFound('No such announcement.');
/** Anything but a UUID is an announcement that does not exist (404), not a database error. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const subject = (id: string) => ({ type: 'notification_group' as const, id });

/**
 * Publishes an announcement if nobody has (the claim is the `UPDATE … WHERE published_at IS NULL`),
 * and records the publish event in the same transaction: the notification projector delivers it to
 * its audience as it stands now (announcement-notifications.ts). `actor` null: the scheduled job.
 */
export async function publishIfDue(tx: Database, events: EventLog, actor: EventActor, id: string, now: Date): Promise<boolean> {
  const claimed = await new AnnouncementRepository(tx).claimPublication(id, now);
  if (claimed) await events.record(tx, actor, subject(id), 'publish', { from: 'scheduled', to: 'published' });
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

  private async get(id: string, db: Database = this.db): Promise<Announcement> {
    const row = UUID.test(id) ? await new AnnouncementRepository(db).findById(id) : undefined;
    if (!row) throw notFoundAnnouncement();
    return presentAnnouncement(row);
  }

  /** Whom an audience reaches now: how many (the author left out) and the languages they read. */
  audience(viewer: Viewer, audience: AnnouncementAudience, db: Database = this.db): Promise<AnnouncementAudienceSummary> {
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

  async list(page: number, perPage: number) {
    const { rows, total } = await new AnnouncementRepository(this.db).list(page, perPage);
    return { items: rows.map(presentAnnouncement), total };
  }

  detail(id: string): Promise<Announcement> {
    return this.get(id);
  }

  async create(viewer: Viewer, body: AnnouncementBody): Promise<Announcement> {
    const now = this.now();
    const values = this.values(body, now);
    const id = await this.db.transaction(async (tx) => {
      await this.requireAudienceTexts(tx, viewer, body);
      const newId = await new AnnouncementRepository(tx).insert({ ...values, createdBy: viewer.user.id, createdAt: now });
      await this.events.record(tx, viewer, subject(newId), 'create', { from: null, to: 'scheduled', payload: { publish_at: values.publishAt.toISOString() } });
      if (values.publishAt.getTime() <= now.getTime()) await publishIfDue(tx, this.events, viewer, newId, now);
      return newId;
    });
    return this.get(id);
  }

  /** Only while scheduled: once published it has reached its audience and stays as it went out. */
  async update(viewer: Viewer, id: string, body: UpdateBody): Promise<Announcement> {
    if (!UUID.test(id)) throw notFoundAnnouncement();
    const now = this.now();
    const { version, ...rest } = body;
    const values = this.values(rest, now);
    await this.db.transaction(async (tx) => {
      const repo = new AnnouncementRepository(tx);
      const row = await repo.lock(id);
      if (!row) throw notFoundAnnouncement();
      const state = stateOf(row);
      if (state !== 'scheduled') throw new AppError(409, 'invalid_transition', `A ${state} announcement cannot be edited.`);
      if (row.version !== version) throw conflict('version_conflict', `Version ${version} is not the current ${row.version}.`);
      await this.requireAudienceTexts(tx, viewer, rest);
      await repo.update(id, values, now);
      await this.events.record(tx, viewer, subject(id), 'update', { from: state, to: state, payload: { publish_at: values.publishAt.toISOString() } });
      if (values.publishAt.getTime() <= now.getTime()) await publishIfDue(tx, this.events, viewer, id, now);
    });
    return this.get(id);
  }

  /** Hides it from every list at once; a scheduled one will never go out. */
  async withdraw(viewer: Viewer, id: string, version: number): Promise<Announcement> {
    if (!UUID.test(id)) throw notFoundAnnouncement();
    const now = this.now();
    await this.db.transaction(async (tx) => {
      const repo = new AnnouncementRepository(tx);
      const row = await repo.lock(id);
      if (!row) throw notFoundAnnouncement();
      const state = stateOf(row);
      if (state === 'withdrawn') throw new AppError(409, 'invalid_transition', 'The announcement is already withdrawn.');
      if (row.version !== version) throw conflict('version_conflict', `Version ${version} is not the current ${row.version}.`);
      await repo.withdraw(id, now);
      await this.events.record(tx, viewer, subject(id), 'withdraw', { from: state, to: 'withdrawn' });
    });
    return this.get(id);
  }

  async readers(id: string, query: ReaderQuery, language: Language): Promise<ReaderList> {
    await this.get(id);
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
