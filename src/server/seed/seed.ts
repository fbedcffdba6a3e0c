import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../lib/password.ts';
import { defaultEventLog, type EventLog } from '../event-subscribers.ts';
import type { ImageStore } from '../modules/images/image-store.ts';
import { ageDemoDeadlines, seedDemoAnnouncements } from './seed-announcements.ts';
import { seedDemoNegotiations } from './seed-negotiations.ts';
import { seedDemoOffers } from './seed-offers.ts';
import { spreadDemoTimeline } from './seed-timeline.ts';
import { DashboardRepository } from '../modules/dashboards/dashboards.repository.ts';
import { SuggestionService } from '../modules/suggestions/suggestions.service.ts';
import type { Database } from '../db/client.ts';
import { branches, countries, idpAccounts, industries, organisations, users } from '../db/schema/index.ts';
import { DEMO_ORGANISATIONS, DEMO_PASSWORD } from './seed-data/demo-world.ts';
import { INDUSTRIES } from './seed-data/industries.ts';
import { seedDemoExchangeRates } from './seed-exchange-rates.ts';
import { seedDemoGlossary } from './seed-glossary.ts';

const COUNTRIES = [
  { code: 'JP', nameEn: 'Japan', nameJa: '日本', nameTh: 'ญี่ปุ่น' },
  { code: 'TH', nameEn: 'Thailand', nameJa: 'タイ', nameTh: 'ไทย' },
];

/** Reference data every installation needs: countries and the industry classification. Idempotent. */
export async function seedReference(db: Database): Promise<void> {
  await db.insert(countries).values(COUNTRIES).onConflictDoNothing();
  let sortOrder = 0;
  for (const division of INDUSTRIES) {
    const [parent] = await db
      .insert(industries)
      .values({
        code: division.code,
        level: 1,
        sortOrder: sortOrder++,
        nameEn: division.name_en,
        nameJa: division.name_ja,
        nameTh: division.name_th,
      })
      .onConflictDoUpdate({ target: industries.code, set: { sortOrder: sql`excluded.sort_order` } })
      .returning({ id: industries.id });
    await db
      .insert(industries)
      .values(
        division.children.map((child) => ({
          code: child.code,
          parentId: parent!.id,
          level: 2,
          sortOrder: sortOrder++,
          nameEn: child.name_en,
          nameJa: child.name_ja,
          nameTh: child.name_th,
        })),
      )
      .onConflictDoNothing();
  }
}

/**
 * The demo world of docs/product/demo-data.md, with embedded identity-provider accounts (password `demo`), its offers and negotiations.
 * `events`: the event log its changes are recorded through (an app's; by default the app's subscribers with the default e-mail configuration).
 */
export async function seedDemo(db: Database, store: ImageStore, events: EventLog = defaultEventLog()): Promise<void> {
  await seedDemoWorld(db);
  // Before the offers, so that their search columns carry the glossary's tags.
  await seedDemoGlossary(db);
  await seedDemoOffers(db, store, events);
  await seedDemoNegotiations(db, store, events);
  await seedDemoAnnouncements(db, events);
  // Written in a few seconds, dated over weeks; then the oldest waiting application and offer are made overdue.
  const now = new Date();
  await seedDemoExchangeRates(db, now);
  await spreadDemoTimeline(db, now);
  await ageDemoDeadlines(db, now);
  // The dashboards' counts follow the events as they were written; count them again as now dated.
  await new DashboardRepository(db).rebuild();
  // The approved offers' match suggestions, now that their periods, texts and the rates are in.
  await new SuggestionService(db, events).refreshDue(0);
}

/** Organisations, branches, users and identity-provider accounts of the demo world. */
export async function seedDemoWorld(db: Database): Promise<void> {
  const industryIds = new Map(
    (await db.select({ id: industries.id, code: industries.code }).from(industries)).map((r) => [r.code, r.id]),
  );
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const orgIds = new Map<string, string>();
  const branchIds = new Map<string, string>();

  await db.transaction(async (tx) => {
    // Banks and the operator first, so enterprises can point at their bank and branch.
    const ordered = [...DEMO_ORGANISATIONS].sort((a, b) => Number(!!a.bankKey) - Number(!!b.bankKey));
    for (const org of ordered) {
      const [row] = await tx
        .insert(organisations)
        .values({
          role: org.role,
          bankCode: org.bankCode,
          bankId: org.bankKey ? orgIds.get(org.bankKey) : null,
          branchId: org.bankKey ? branchIds.get(`${org.bankKey}:${org.branchCode}`) : null,
          country: org.country,
          industryId: industryIds.get(org.industryCode) ?? null,
          ...org.profile,
        })
        .returning({ id: organisations.id });
      orgIds.set(org.key, row!.id);
      for (const branch of org.branches ?? []) {
        const [b] = await tx
          .insert(branches)
          .values({ bankId: row!.id, ...branch })
          .returning({ id: branches.id });
        branchIds.set(`${org.key}:${branch.code}`, b!.id);
      }
      for (const user of org.users) {
        const subject = randomUUID();
        if (user.login !== false) {
          await tx.insert(idpAccounts).values({
            bankCode: org.bankCode,
            username: user.username,
            passwordHash,
            subject,
            name: user.name,
            email: user.email,
          });
        }
        await tx.insert(users).values({
          organisationId: row!.id,
          loginRealm: org.bankCode,
          oidcSubject: subject,
          name: user.name,
          displayName: user.displayName ?? null,
          language: user.language,
          usernameNative: user.usernameNative,
          usernameEn: user.usernameEn,
          phone: user.phone,
          email: user.email,
          userType: user.userType,
          isContractSignatory: user.isContractSignatory ?? false,
        });
      }
    }
  });
}

export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(organisations);
  return (row?.n ?? 0) === 0;
}

/** Seeds on the first start of an empty database; later starts leave the data alone. */
export async function seedOnFirstStart(db: Database, options: { demo: boolean; imageStore: ImageStore }): Promise<boolean> {
  await seedReference(db);
  if (!options.demo || !(await isEmpty(db))) return false;
  await seedDemo(db, options.imageStore);
  return true;
}

/**
 * The lines that end `./bizmatch start`: the address, and how to sign in with a demo account,
 * when the demo world's accounts are in the database (null otherwise: nobody to sign in as).
 */
export async function demoSignInBanner(db: Database, address: string): Promise<string | null> {
  const byBank = new Map<string, string[]>();
  for (const org of DEMO_ORGANISATIONS) {
    for (const user of org.users) if (user.login !== false) byBank.set(org.bankCode, [...(byBank.get(org.bankCode) ?? []), user.username]);
  }
  const [bankCode, usernames] = [...byBank.entries()][0] ?? [];
  if (!bankCode || !usernames?.[0]) return null;
  const [present] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(idpAccounts)
    .where(and(eq(idpAccounts.bankCode, bankCode), eq(idpAccounts.username, usernames[0])));
  if (!present?.n) return null;
  const base = address.replace(/\/+$/, '');
  const lines = [
    '',
    `  bizmatch is running at ${base}/`,
    `  Sign in with a demo account (password "${DEMO_PASSWORD}"):`,
    ...[...byBank.entries()].map(([code, names]) => `    ${base}/${code}/login  ${names.join(', ')}`),
    '',
  ];
  return `${lines.join('\n')}\n`;
}

/** Empties every table (development only) so the demo world can be rebuilt. */
export async function wipe(db: Database): Promise<void> {
  await db.execute(sql`
    TRUNCATE saved_filters, machine_translations, glossary_terms, glossary_groups, exchange_rates, deadline_reminders, email_outbox, email_settings, notification_groups, notifications, negotiation_coordinator_offers, negotiation_representatives, negotiations, offer_views, offer_favorites, offer_images, offer_managers, offers, events, sessions, auth_requests, idp_accounts, users, branches, organisations, industries, countries
    RESTART IDENTITY CASCADE
  `);
}
