import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Language } from '../../shared/enum-values.ts';
import type { OfferWriteBody } from '../../shared/schemas/offer.ts';
import { maxPeriodEnd, platformToday } from '../../shared/offer-lifecycle.ts';
import { ImageService } from '../modules/images/images.service.ts';
import type { ImageStore } from '../modules/images/image-store.ts';
import { OfferService } from '../modules/offers/offers.service.ts';
import type { EventLog } from '../event-subscribers.ts';
import type { Database } from '../db/client.ts';
import { offers } from '../db/schema/index.ts';
import { demoViewer } from './seed-viewers.ts';
import { DEMO_ORGANISATIONS } from './seed-data/demo-world.ts';
import { DEMO_OFFERS, type DemoOffer } from './seed-data/demo-offers.ts';

/** A cover picture for a demo offer: a gradient with soft shapes, no text (no fonts needed). */
async function cover(colour: string, seed: number): Promise<Buffer> {
  const circles = Array.from({ length: 5 }, (_, i) => {
    const x = (seed * 97 + i * 211) % 800;
    const y = (seed * 53 + i * 137) % 500;
    return `<circle cx="${x}" cy="${y}" r="${60 + ((seed + i * 31) % 90)}" fill="#ffffff" fill-opacity="0.12"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#0b1e33"/></linearGradient></defs>
    <rect width="800" height="500" fill="url(#g)"/>${circles}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The ISO day `days` days after `iso` (before it when negative). */
export const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * Demo offers, written through the real services so every rule, search column and event is what
 * production would have: drafts, offers under review, remanded, denied, published (public and
 * private), one approved before its period starts (scheduled) and one whose period has ended.
 */
export async function seedDemoOffers(db: Database, store: ImageStore, events: EventLog): Promise<void> {
  const service = new OfferService(db, events);
  const images = new ImageService(db, store);
  const bankCodeOf = (key: string) => DEMO_ORGANISATIONS.find((o) => o.key === key)!.bankCode;
  const bankerOf: Record<string, string> = { minato: 'minato.banker', chaophraya: 'cp.banker' };
  const today = platformToday();

  for (const [index, demo] of DEMO_OFFERS.entries()) {
    const bankCode = bankCodeOf(demo.company);
    const author = await demoViewer(db, demo.author);
    const image = await images.upload(author, await cover(demo.colour, index + 1));
    const body = writeBody(demo, image.image_id, today, index);
    const created = await service.create(author, body);
    if (body.intent === 'save_draft') continue;
    if (demo.storedDescription) {
      // Data from before the check, not a user action: the service refuses such text now.
      await db.update(offers).set({ description: demo.storedDescription }).where(eq(offers.id, created.offer_id));
    }

    const banker = await demoViewer(db, bankerOf[bankCode]!);
    if (demo.outcome === 'waiting_for_approval') continue;
    if (demo.outcome === 'remand' || demo.outcome === 'rejection') {
      await service.review(banker, created.offer_id, demo.outcome === 'remand' ? 'remand' : 'deny', {
        version: created.version,
        reason: demo.reason,
      });
      continue;
    }
    const published = await service.review(banker, created.offer_id, 'approve', {
      version: created.version,
      remarks: undefined,
    });
    if (demo.outcome === 'outside_the_period') {
      // Time passing, not a user action: move the period into the past.
      await db
        .update(offers)
        .set({ periodStart: addDays(today, -120), periodEnd: addDays(today, -3) })
        .where(eq(offers.id, published.offer_id));
    }
  }
}

function writeBody(demo: DemoOffer, imageId: string, today: string, index: number): OfferWriteBody {
  // An offer its author will still edit (a draft, a remanded or a denied one) starts tomorrow, so a
  // save stays valid for a whole platform day after seeding instead of only until midnight (UTC+7).
  const editable = demo.outcome === 'draft' || demo.outcome === 'remand' || demo.outcome === 'rejection';
  const start = demo.outcome === 'scheduled' ? addDays(today, 14) : editable ? addDays(today, 1) : today;
  const fields = {
    type: demo.type,
    title: demo.title,
    description: demo.description,
    features: demo.features,
    requests: demo.requests,
    price_min: demo.priceMin,
    price_max: demo.priceMax,
    currency: demo.currency,
    period_start: start,
    period_end: addDays(maxPeriodEnd(start), -(index % 5) * 7),
    is_public: demo.outcome !== 'private',
    target_country: demo.targetCountry,
    industry_major: demo.industryMajor,
    industry_middle: demo.industryMiddle,
    image_ids: [imageId],
    // The author's own versions in the other languages (decision 050).
    language: demo.language,
    translations: Object.entries(demo.translations ?? {}).map(([language, version]) => ({
      language: language as Language,
      ...version,
      confirm: false,
    })),
  };
  if (demo.outcome === 'draft') return { intent: 'save_draft', offer: fields };
  return { intent: 'register', offer: fields };
}
