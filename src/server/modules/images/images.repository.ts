import { and, count, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { offerImages, offers } from '../../db/schema/index.ts';

export class ImageRepository {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async insert(values: typeof offerImages.$inferInsert): Promise<void> {
    await this.db.insert(offerImages).values(values);
  }

  /** Images this user uploaded that no offer holds (yet, or any more). */
  async countUnattached(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(offerImages)
      .where(and(eq(offerImages.uploadedBy, userId), isNull(offerImages.offerId)));
    return row?.n ?? 0;
  }

  /**
   * Deletes the rows of images no offer holds that were uploaded before `cutoff`, and answers their
   * storage keys. An offer saved at the same moment locks the rows it claims (setImages), so a row
   * is either claimed or deleted, never both.
   */
  async deleteUnattachedBefore(cutoff: Date): Promise<{ storageKey: string; thumbnailKey: string }[]> {
    return this.db
      .delete(offerImages)
      .where(and(isNull(offerImages.offerId), lt(offerImages.createdAt, cutoff)))
      .returning({ storageKey: offerImages.storageKey, thumbnailKey: offerImages.thumbnailKey });
  }

  /** The image and, when attached, the offer fields its visibility depends on. */
  async findWithOffer(id: string) {
    const [row] = await this.db
      .select({
        id: offerImages.id,
        organisationId: offerImages.organisationId,
        storageKey: offerImages.storageKey,
        thumbnailKey: offerImages.thumbnailKey,
        contentType: offerImages.contentType,
        offerId: offerImages.offerId,
        offerOrganisationId: offers.organisationId,
        offerBankId: offers.bankId,
        offerStatus: offers.status,
        offerIsPublic: offers.isPublic,
        offerPeriodStart: offers.periodStart,
        offerPeriodEnd: offers.periodEnd,
        offerDeletedAt: offers.deletedAt,
      })
      .from(offerImages)
      .leftJoin(offers, eq(offers.id, offerImages.offerId))
      .where(eq(offerImages.id, id))
      .limit(1);
    return row;
  }
}
