import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Database } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import type { Viewer } from '../session/session.service.ts';
import type { ImageStore } from './image-store.ts';
import { ImageRepository } from './images.repository.ts';

const ACCEPTED = new Set(['jpeg', 'png', 'webp']);
const MAX_SIDE = 2400;
const THUMB = { width: 480, height: 320 };

export interface UploadedImage {
  image_id: string;
  url: string;
  thumbnail_url: string;
  width: number;
  height: number;
}

/**
 * Offer images: accepted by content (JPEG, PNG, WebP — never by name), re-encoded to WebP with
 * every piece of metadata dropped (EXIF, GPS, ICC), plus a thumbnail for lists.
 */
export class ImageService {
  private readonly repo: ImageRepository;
  private readonly store: ImageStore;

  constructor(db: Database, store: ImageStore) {
    this.repo = new ImageRepository(db);
    this.store = store;
  }

  async upload(viewer: Viewer, bytes: Buffer): Promise<UploadedImage> {
    if (viewer.organisation.role !== 'enterprise') throw forbidden();
    let format: string | undefined;
    try {
      format = (await sharp(bytes).metadata()).format;
    } catch {
      format = undefined;
    }
    if (!format || !ACCEPTED.has(format)) throw new AppError(415, 'unsupported_image');

    let full: { data: Buffer; info: sharp.OutputInfo };
    let thumb: Buffer;
    try {
      full = await sharp(bytes, { limitInputPixels: 50_000_000 })
        .rotate()
        .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      thumb = await sharp(bytes, { limitInputPixels: 50_000_000 })
        .rotate()
        .resize({ ...THUMB, fit: 'cover' })
        .webp({ quality: 75 })
        .toBuffer();
    } catch {
      throw new AppError(415, 'unsupported_image');
    }
    const id = randomUUID();
    const storageKey = `${id}.webp`;
    const thumbnailKey = `${id}-t.webp`;
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
    return {
      image_id: id,
      url: `/api/offer-images/${id}`,
      thumbnail_url: `/api/offer-images/${id}/thumbnail`,
      width: full.info.width,
      height: full.info.height,
    };
  }

  /** The bytes of an image the viewer may see (the same rules as its offer); 404 otherwise. */
  async read(viewer: Viewer, id: string, variant: 'full' | 'thumbnail'): Promise<{ bytes: Buffer; contentType: string }> {
    const row = await this.repo.findWithOffer(id);
    if (!row) throw notFound();
    const { role, id: orgId } = viewer.organisation;
    const visible = row.offerId
      ? !row.offerDeletedAt &&
        (role === 'kokopelli' ||
          row.offerOrganisationId === orgId ||
          (role === 'bank' && row.offerBankId === orgId) ||
          (role === 'enterprise' && row.offerStatus === 'published' && row.offerIsPublic === true))
      : row.organisationId === orgId;
    if (!visible) throw notFound();
    const bytes = await this.store.get(variant === 'full' ? row.storageKey : row.thumbnailKey);
    if (!bytes) throw new AppError(404, 'image_missing');
    return { bytes, contentType: row.contentType };
  }
}
