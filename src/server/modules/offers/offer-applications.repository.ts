import { and, eq, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { negotiations } from '../../db/schema/index.ts';
import { FINAL_NEGOTIATION_STAGES } from '../../../shared/negotiation-lifecycle.ts';

/**
 * What the partner view of an offer needs of the negotiations on it: the viewer's company's open
 * application (not completed or cancelled; at most one, by the table's partial unique index), so
 * the page offers "Apply" or links to the application instead.
 */
export class OfferApplicationRepository {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async openApplicationId(offerId: string, applicantOrganisationId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ id: negotiations.id })
      .from(negotiations)
      .where(
        and(
          eq(negotiations.offerId, offerId),
          eq(negotiations.applicantOrganisationId, applicantOrganisationId),
          notInArray(negotiations.stage, [...FINAL_NEGOTIATION_STAGES]),
        ),
      )
      .limit(1);
    return row?.id ?? null;
  }
}
