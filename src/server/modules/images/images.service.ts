import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Database } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import type { Viewer } from '../session/session.service.ts';
import { can } from '../offers/offers.policy.ts';
import { offerPolicyContext } from '../offers/offer-policy-context.ts';
import { presentImage } from '../offers/offer-image.presenter.ts';
import type { OfferImage } from '../../../shared/schemas/offer-views.ts';
import type { ImageStore } from './image-store.ts';
import { ImageQueue } from './image-queue.ts';
import { ImageRepository } from './images.repository.ts';

const ACCEPTED = new Set(['jpeg', 'png', 'webp']);
const MAX_SIDE = 2400;
const THUMB = { width: 480, height: 320 };

/** Enough for any offer photo (a 24-megapixel camera: 6000 × 4000) and far below what hurts the server. */
export const IMAGE_MAX_PIXELS = 24_000_000;
/** Images a user may have uploaded that no offer holds; an offer has at most 10, so this leaves room for three. */
export const UNATTACHED_IMAGES_PER_USER = 30;
/** How long an image no offer holds is kept (a form left open overnight keeps its uploads). */
export const UNATTACHED_IMAGE_TTL_MS = 24 * 60 * 60 * 1000;

// Every upload is a new buffer: libvips' operation cache would only hold memory, never hit.
sharp.cache(false);

export type ImageRead =
  | { notModified: true; etag: string }
  | { notModified: false; etag: string; bytes: Buffer; contentType: string };

/**
 * Offer images: accepted by content (JPEG, PNG, WebP — never by name), re-encoded to WebP with
 * every piece of metadata dropped (EXIF, GPS, ICC), plus a thumbnail for lists.
 */
export class ImageService {
  private readonly db: Database;
  private readonly repo: ImageRepository;
  private readonly store: ImageStore;
  private readonly queue: ImageQueue;

  /** The clock of the offers' period rules (which images a partner may see); tests move it. */
  private readonly now: () => Date;

  constructor(db: Database, store: ImageStore, queue: ImageQueue = new ImageQueue(), now: () => Date = () => new Date()) {
    this.db = db;
    this.repo = new ImageRepository(db);
    this.store = store;
    this.queue = queue;
    this.now = now;
  }

  /** Who may upload is the offer policy's `upload_image` (an image for a new offer's form: whoever may write one). */
  async mayUpload(viewer: Viewer): Promise<void> {
    const context = await offerPolicyContext(this.db, viewer, this.now(), { writes: true });
    // A new offer (null) is nobody's to hide: every refusal is the viewer's role or rights (403).
    if (!can(viewer, 'upload_image', null, context)) throw forbidden();
  }

  async upload(viewer: Viewer, bytes: Buffer): Promise<OfferImage> {
    await this.mayUpload(viewer);
    // In the user's line, so that two uploads at once cannot both pass the count.
    return this.queue.run(viewer.user.id, async () => {
      // What is wrong with the file itself is said first; the header alone tells it.
      await inspect(bytes);
      if ((await this.repo.countUnattached(viewer.user.id)) >= UNATTACHED_IMAGES_PER_USER) {
        throw new AppError(429, 'too_many_unattached_images');
      }
      const { full, thumb } = await encode(bytes);
      const id = randomUUID();
      const storageKey = `${id}.webp`;
      const thumbnailKey = `${id}-t.webp`;
      try {
        await this.store.put(storageKey, full.data);
        await this.store.put(thumbnailKey, thumb);
        await this.repo.insert({
          id,
          organisationId: viewer.organisation.id,
          storageKey,
          thumbnailKey,
          contentType: 'image/webp',
          width: full.info.width,
          height: full.info.height,
          bytes: full.data.length,
          uploadedBy: viewer.user.id,
        });
      } catch (err) {
        // Nothing half-written: without its row nothing sweeps a file (a full disk may take the thumbnail after the image).
        await Promise.allSettled([this.store.delete(storageKey), this.store.delete(thumbnailKey)]);
        throw err;
      }
      return presentImage({ id, width: full.info.width, height: full.info.height });
    });
  }

  /**
   * The bytes of an image the viewer may see (the same rules as its offer); 404 otherwise. The
   * permission check comes first, so a cached copy is confirmed (304) only to someone who may see it.
   */
  async read(viewer: Viewer, id: string, variant: 'full' | 'thumbnail', ifNoneMatch?: string): Promise<ImageRead> {
    const row = await this.repo.findWithOffer(id);
    if (!row) throw notFound();
    // An attached image is seen by whoever the offer policy lets see its offer; an unattached one by its company.
    let visible = row.organisationId === viewer.organisation.id;
    if (row.offerId && row.offerOrganisationId && row.offerBankId && row.offerStatus && row.offerIsPublic !== null) {
      const offer = {
        organisationId: row.offerOrganisationId,
        bankId: row.offerBankId,
        status: row.offerStatus,
        isPublic: row.offerIsPublic,
        periodStart: row.offerPeriodStart,
        periodEnd: row.offerPeriodEnd,
        deletedAt: row.offerDeletedAt,
      };
      const now = this.now();
      visible =
        can(viewer, 'view_image', offer, await offerPolicyContext(this.db, viewer, now)) ||
        // A company that applied to the offer still sees it when it is private or closed (asked only then).
        can(viewer, 'view_image', offer, await offerPolicyContext(this.db, viewer, now, { negotiatingOn: row.offerId }));
    }
    if (!visible) throw notFound();
    // The bytes behind an id never change, so the key names them.
    const key = variant === 'full' ? row.storageKey : row.thumbnailKey;
    const etag = `"${key}"`;
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      return { notModified: true, etag };
    }
    const bytes = await this.store.get(key);
    if (!bytes) throw new AppError(404, 'image_missing');
    return { notModified: false, etag, bytes, contentType: row.contentType };
  }
}

/** Refuses, from its header and before any pixel is decoded, a file that is not an accepted image or has too many pixels. */
async function inspect(bytes: Buffer): Promise<void> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw new AppError(415, 'unsupported_image');
  }
  if (!meta.format || !ACCEPTED.has(meta.format)) throw new AppError(415, 'unsupported_image');
  if ((meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0) > IMAGE_MAX_PIXELS) throw new AppError(413, 'image_too_many_pixels');
}

/**
 * Decodes the image once (shrunk to at most MAX_SIDE, turned upright, 8-bit sRGB, no metadata)
 * and encodes both the full image and the thumbnail from those pixels.
 */
async function encode(bytes: Buffer): Promise<{ full: { data: Buffer; info: sharp.OutputInfo }; thumb: Buffer }> {
  let pixels: { data: Buffer; info: sharp.OutputInfo };
  try {
    pixels = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw new AppError(413, 'image_too_many_pixels');
    throw new AppError(415, 'unsupported_image');
  }
  const raw = { raw: { width: pixels.info.width, height: pixels.info.height, channels: pixels.info.channels } };
  const [full, thumb] = await Promise.all([
    sharp(pixels.data, raw).webp({ quality: 82 }).toBuffer({ resolveWithObject: true }),
    sharp(pixels.data, raw).resize({ ...THUMB, fit: 'cover' }).webp({ quality: 75 }).toBuffer(),
  ]);
  return { full, thumb };
}

/**
 * Removes images no offer has held for a day (rows first, then bytes): uploads of a form that was
 * never saved, and images taken off an offer. `now` is injected so tests need not wait a day.
 */
export async function sweepUnattachedImages(db: Database, store: ImageStore, now: Date = new Date()): Promise<number> {
  const removed = await new ImageRepository(db).deleteUnattachedBefore(new Date(now.getTime() - UNATTACHED_IMAGE_TTL_MS));
  for (const { storageKey, thumbnailKey } of removed) {
    await store.delete(storageKey);
    await store.delete(thumbnailKey);
  }
  return removed.length;
}
