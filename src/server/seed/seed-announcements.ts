import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { announcementBodySchema } from '../../shared/schemas/notifications.ts';
import { AnnouncementService } from '../modules/announcements/announcements.service.ts';
import type { EventLog } from '../event-subscribers.ts';
import type { Database } from '../db/client.ts';
import { events, negotiations, notifications, offerImages, offers } from '../db/schema/index.ts';
import { demoViewer } from './seed-viewers.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The operator's demo announcements, written through the service as `office` would:
 * published ones are delivered to their audiences by the projector like any announcement, and one
 * waits for its time. Texts in English, Japanese and Thai: every language its audience reads is
 * required (docs/decisions/035-chat-notifications-and-touch-composer.md).
 */
const DEMO_ANNOUNCEMENTS = [
  {
    audience: { roles: [], countries: [], bank_codes: [] },
    publishInDays: null,
    texts: {
      title_en: 'Welcome to bizmatch',
      title_ja: 'bizmatch へようこそ',
      title_th: 'ยินดีต้อนรับสู่ bizmatch',
      body_en:
        'bizmatch connects companies in Japan and Thailand through their banks. Your to-do list shows what waits for you, with its due date; the bell shows what happened.',
      body_ja:
        'bizmatch は、銀行を通じて日本とタイの企業を結びます。メニューの「ToDo」には対応待ちの項目が期限とともに表示され、ベルには新しいお知らせが表示されます。',
      body_th:
        'bizmatch เชื่อมโยงบริษัทในญี่ปุ่นและไทยผ่านธนาคารของท่าน รายการสิ่งที่ต้องทำจะแสดงงานที่รอท่านพร้อมกำหนดเวลา และกระดิ่งจะแสดงสิ่งที่เกิดขึ้นใหม่',
    },
  },
  {
    audience: { roles: ['enterprise'], countries: ['TH'], bank_codes: [] },
    publishInDays: null,
    texts: {
      title_en: 'Japan–Thailand business matching seminar in Bangkok, 15 January',
      title_ja: '1月15日 バンコクで日タイ・ビジネスマッチングセミナー開催',
      title_th: 'สัมมนาจับคู่ธุรกิจไทย–ญี่ปุ่น ที่กรุงเทพฯ 15 มกราคม',
      body_en:
        'Meet Japanese buyers and investors in person. Registration is free for member companies; ask your bank for a seat.',
      body_ja: '日本のバイヤーや投資家と直接お会いいただけます。会員企業は参加無料です。お取引銀行にお申し込みください。',
      body_th: 'พบผู้ซื้อและนักลงทุนญี่ปุ่นด้วยตนเอง บริษัทสมาชิกเข้าร่วมฟรี ติดต่อธนาคารของท่านเพื่อสำรองที่นั่ง',
    },
  },
  {
    audience: { roles: ['bank'], countries: [], bank_codes: [] },
    publishInDays: null,
    texts: {
      title_en: 'Review deadlines now shown on every to-do item',
      title_ja: 'すべてのやること項目に審査期限を表示しました',
      title_th: 'รายการสิ่งที่ต้องทำทุกรายการแสดงกำหนดเวลาพิจารณาแล้ว',
      body_en:
        'Offer reviews and application approvals are due five business days after they arrive (weekends and public holidays skipped). Overdue items are highlighted and reminded once.',
      body_ja:
        'オファーの審査と申込の承認は、受け付けてから5営業日（土日・祝日を除く）が期限です。期限を過ぎた項目は強調表示され、一度だけリマインドされます。',
      body_th:
        'การพิจารณาข้อเสนอและการอนุมัติใบสมัครมีกำหนดภายใน 5 วันทำการนับจากวันที่ได้รับ (ไม่นับวันหยุดสุดสัปดาห์และวันหยุดนักขัตฤกษ์) รายการที่เลยกำหนดจะถูกเน้นและแจ้งเตือนหนึ่งครั้ง',
    },
  },
  {
    audience: { roles: [], countries: [], bank_codes: [] },
    publishInDays: 7,
    texts: {
      title_en: 'Scheduled maintenance on Sunday night',
      title_ja: '日曜夜の定期メンテナンスのお知らせ',
      title_th: 'แจ้งปิดปรับปรุงระบบตามกำหนดในคืนวันอาทิตย์',
      body_en: 'bizmatch will be unavailable from 01:00 to 03:00 (Japan time) for maintenance.',
      body_ja: 'メンテナンスのため、日本時間 1:00〜3:00 の間 bizmatch をご利用いただけません。',
      body_th: 'bizmatch จะไม่สามารถใช้งานได้ระหว่างเวลา 23:00–01:00 น. (เวลาประเทศไทย) เพื่อปรับปรุงระบบ',
    },
  },
] as const;

export async function seedDemoAnnouncements(db: Database, events: EventLog, now: Date = new Date()): Promise<void> {
  const office = await demoViewer(db, 'office');
  const service = new AnnouncementService(db, events, () => now);
  for (const demo of DEMO_ANNOUNCEMENTS) {
    await service.create(
      office,
      announcementBodySchema.parse({
        texts: demo.texts,
        audience: demo.audience,
        publish_at: demo.publishInDays === null ? null : new Date(now.getTime() + demo.publishInDays * DAY).toISOString(),
      }),
    );
  }
}

/** A subject's events and notifications, all written by the seed a moment ago, dated `at` instead. */
async function backdateRecords(db: Database, type: 'negotiation' | 'offer', id: string, at: Date): Promise<void> {
  await db.update(events).set({ occurredAt: at }).where(and(eq(events.subjectType, type), eq(events.subjectId, id)));
  await db.update(notifications).set({ createdAt: at }).where(and(eq(notifications.subjectType, type), eq(notifications.subjectId, id)));
}

/**
 * The demo world is dated so that every waiting step started recently (spreadDemoTimeline, run
 * before this with the same `now`), so nothing would be late. Like a world that has been running
 * for a while, the oldest waiting application and the oldest offer under review started waiting ten
 * days ago and are past due: the to-do lists, the operator's negotiation list and the reminder job
 * (which reminds their actors once, at the first start) have something to show.
 */
export async function ageDemoDeadlines(db: Database, now: Date = new Date()): Promise<void> {
  const since = new Date(now.getTime() - 10 * DAY);
  const due = new Date(now.getTime() - 3 * DAY);
  const [negotiation] = await db
    .select({ id: negotiations.id })
    .from(negotiations)
    .where(and(isNotNull(negotiations.dueAt), eq(negotiations.stage, 'bank_approval')))
    .orderBy(asc(negotiations.createdAt))
    .limit(1);
  // Applied when it started waiting: its application, its event and the notifications of it carry that time, not the seed's.
  if (negotiation) {
    await db.update(negotiations).set({ createdAt: since, updatedAt: since, waitingSince: since, dueAt: due }).where(eq(negotiations.id, negotiation.id));
    await backdateRecords(db, 'negotiation', negotiation.id, since);
  }
  const [offer] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.status, 'waiting_for_approval'), sql`${offers.deletedAt} IS NULL`))
    .orderBy(asc(offers.createdAt))
    .limit(1);
  // Written (its image uploaded) the day before it was submitted.
  if (offer) {
    const written = new Date(since.getTime() - DAY);
    await db.update(offers).set({ createdAt: written, updatedAt: since, submittedAt: since, reviewDueAt: due }).where(eq(offers.id, offer.id));
    await db.update(offerImages).set({ createdAt: written }).where(eq(offerImages.offerId, offer.id));
    await backdateRecords(db, 'offer', offer.id, since);
  }
}
