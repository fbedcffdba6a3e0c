import { eq } from 'drizzle-orm';
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
        offerDeletedAt: offers.deletedAt,
      })
      .from(offerImages)
      .leftJoin(offers, eq(offers.id, offerImages.offerId))
      .where(eq(offerImages.id, id))
      .limit(1);
    return row;
  }
}
