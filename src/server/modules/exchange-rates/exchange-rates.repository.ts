import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { exchangeRates, organisations, users } from '../../db/schema/index.ts';
import type { RatedCurrency } from '../../../shared/schemas/exchange-rates.ts';
import { HOME_CURRENCY, ratesInForce, type RatesInForce } from '../../../shared/currency.ts';
import { countrySchema } from '../../../shared/enums.ts';
import { currencySchema, type Currency } from '../../../shared/schemas/offer.ts';

export type ExchangeRateRow = typeof exchangeRates.$inferSelect;

/** The exchange-rate table's reads and writes. */
export class ExchangeRateRepository {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** The rate in force on `day` for each currency: its row with the latest day not after it. */
  async inForce(day: string): Promise<ExchangeRateRow[]> {
    return this.db
      .selectDistinctOn([exchangeRates.currency])
      .from(exchangeRates)
      .where(sql`${exchangeRates.effectiveOn} <= ${day}`)
      .orderBy(exchangeRates.currency, desc(exchangeRates.effectiveOn));
  }

  /** Every rate, newest day first. */
  async history(limit: number): Promise<ExchangeRateRow[]> {
    return this.db.select().from(exchangeRates).orderBy(desc(exchangeRates.effectiveOn), exchangeRates.currency).limit(limit);
  }

  /** The rate of a currency from a day on; one already set for that currency and day is replaced. Answers the row and the rate it replaced, if any. */
  async set(currency: RatedCurrency, perUsd: number, effectiveOn: string): Promise<{ row: ExchangeRateRow; replaced: number | null }> {
    const [before] = await this.db
      .select({ perUsd: exchangeRates.perUsd })
      .from(exchangeRates)
      .where(and(eq(exchangeRates.currency, currency), eq(exchangeRates.effectiveOn, effectiveOn)));
    const [row] = await this.db
      .insert(exchangeRates)
      .values({ currency, perUsd, effectiveOn })
      .onConflictDoUpdate({ target: [exchangeRates.currency, exchangeRates.effectiveOn], set: { perUsd, createdAt: sql`now()` } })
      .returning();
    return { row: row!, replaced: before?.perUsd ?? null };
  }

  /**
   * The currency a user reads approximate prices in (docs/product/languages.md#prices): their own
   * choice (`chosen`), else their organisation's country's (`home`); `currency` is the one in force.
   */
  async readerCurrency(userId: string): Promise<{ currency: Currency; chosen: Currency | null; home: Currency }> {
    const [row] = await this.db
      .select({ chosen: users.priceCurrency, country: organisations.country })
      .from(users)
      .innerJoin(organisations, eq(organisations.id, users.organisationId))
      .where(eq(users.id, userId));
    const home = HOME_CURRENCY[countrySchema.parse(row?.country)];
    const chosen = row?.chosen ? currencySchema.parse(row.chosen) : null;
    return { currency: chosen ?? home, chosen, home };
  }

  async setPriceCurrency(userId: string, currency: Currency | null): Promise<void> {
    await this.db.update(users).set({ priceCurrency: currency, updatedAt: new Date() }).where(eq(users.id, userId));
  }

  /** The rates in force on `day`, as the conversion reads them. */
  async ratesInForce(day: string): Promise<RatesInForce> {
    return ratesInForce((await this.inForce(day)).map((row) => ({ currency: row.currency as RatedCurrency, per_usd: Number(row.perUsd), effective_on: row.effectiveOn })));
  }

  /** Removes a rate; answers it, or undefined when there was none. */
  async remove(id: string): Promise<ExchangeRateRow | undefined> {
    const [row] = await this.db.delete(exchangeRates).where(eq(exchangeRates.id, id)).returning();
    return row;
  }
}
