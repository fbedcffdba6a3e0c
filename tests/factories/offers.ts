import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';
import { industries, offerImages, offers, type organisations } from '../../src/server/db/schema/index.ts';
import { offerSearchColumns } from '../../src/server/modules/offers/search-grams.ts';
import { platformToday, type StoredOfferStatus } from '../../src/shared/offer-lifecycle.ts';
import { addDays } from '../helpers/dates.ts';
import { buildOrganisation } from './organisations.ts';

type OfferInsert = typeof offers.$inferInsert;
export type OfferRow = typeof offers.$inferSelect;

/** Where the offer's application period lies, seen from `today`. */
export type OfferPeriod = 'in_period' | 'scheduled' | 'ended';

export interface OfferOverrides
  extends Partial<Omit<OfferInsert, 'status' | 'organisationId' | 'bankId' | 'searchGrams' | 'searchText'>> {
  status?: StoredOfferStatus;
  /** The offer company; a new enterprise with a bank of its own when not given. */
  owner?: Pick<typeof organisations.$inferSelect, 'id' | 'bankId' | 'branchId'>;
  /** Ignored when `periodStart`/`periodEnd` are given. Default: in period. */
  period?: OfferPeriod;
  /** The day `period` is counted from (a test that moves the app's clock passes its day). */
  today?: string;
  /** Industry codes (looked up in the reference table); null for none. Default E / 25. */
  industry?: { major: string; middle?: string } | null;
  /** Rows in offer_images attached to the offer; their bytes are not in any image store. */
  images?: number;
  /** Images uploaded through the API (real bytes), attached in this order after any `images`. */
  imageIds?: string[];
  /** Soft-deleted (deleted_at set) when true. */
  deleted?: boolean;
}

let counter = 0;

function periodOf(period: OfferPeriod, today: string): { periodStart: string; periodEnd: string } {
  if (period === 'scheduled') return { periodStart: addDays(today, 10), periodEnd: addDays(today, 40) };
  if (period === 'ended') return { periodStart: addDays(today, -40), periodEnd: addDays(today, -1) };
  return { periodStart: addDays(today, -1), periodEnd: addDays(today, 30) };
}

async function industryIds(db: Database, industry: OfferOverrides['industry']) {
  if (!industry) return { industryMajorId: null, industryMiddleId: null };
  const codes = [industry.major, ...(industry.middle ? [industry.middle] : [])];
  const rows = await db.select({ id: industries.id, code: industries.code }).from(industries).where(inArray(industries.code, codes));
  const id = (code: string) => {
    const row = rows.find((r) => r.code === code);
    if (!row) throw new Error(`buildOffer: no industry with code ${code}`);
    return row.id;
  };
  return { industryMajorId: id(industry.major), industryMiddleId: industry.middle ? id(industry.middle) : null };
}

/** What the review left on the row for each stored status, as the service writes it. */
function reviewColumns(status: StoredOfferStatus): Partial<OfferInsert> {
  const submittedAt = new Date();
  switch (status) {
    case 'draft':
      return {};
    case 'waiting_for_approval':
      return { submittedAt };
    case 'published':
      return { submittedAt, publishedAt: submittedAt };
    case 'remand':
      return { submittedAt, remandReason: '記載内容を確認してください' };
    case 'rejection':
      return { submittedAt, denialReason: '取扱対象外の案件です' };
  }
}

/**
 * An offer row written straight to the table (no HTTP), in any stored status, with the search
 * columns computed by the same function the service uses. Bank and branch are the owner's.
 */
export async function buildOffer(db: Database, overrides: OfferOverrides = {}): Promise<OfferRow> {
  const n = ++counter;
  const { status = 'published', owner: givenOwner, period = 'in_period', today = platformToday(), industry, images = 0, imageIds = [], deleted = false, ...columns } =
    overrides;
  const owner = givenOwner ?? (await buildOrganisation(db, { role: 'enterprise' }));
  if (!owner.bankId) throw new Error('buildOffer: the owner must be an enterprise with a bank');
  const [inserted] = await db
    .insert(offers)
    .values({
      organisationId: owner.id,
      bankId: owner.bankId,
      branchId: owner.branchId,
      type: 'sell',
      status,
      isPublic: true,
      title: `Offer ${n}`,
      description: 'Aluminium machined parts, 10,000 a month.',
      features: 'ISO 9001 certified.',
      requests: '',
      priceMin: 1_000_000,
      priceMax: 5_000_000,
      currency: 'JPY',
      targetCountry: 'TH',
      ...periodOf(period, today),
      ...(await industryIds(db, industry === undefined ? { major: 'E', middle: '25' } : industry)),
      ...reviewColumns(status),
      ...(deleted ? { deletedAt: new Date() } : {}),
      ...columns,
    })
    .returning();
  const [row] = await db.update(offers).set(offerSearchColumns(inserted!)).where(eq(offers.id, inserted!.id)).returning();
  if (images > 0) {
    await db.insert(offerImages).values(
      Array.from({ length: images }, (_, position) => ({
        organisationId: owner.id,
        offerId: row!.id,
        position,
        storageKey: `factory-${row!.id}-${position}.webp`,
        thumbnailKey: `factory-${row!.id}-${position}-t.webp`,
        contentType: 'image/webp',
        width: 64,
        height: 48,
        bytes: 100,
      })),
    );
  }
  for (const [i, id] of imageIds.entries()) {
    await db.update(offerImages).set({ offerId: row!.id, position: images + i }).where(eq(offerImages.id, id));
  }
  return row!;
}
