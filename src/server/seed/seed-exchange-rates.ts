import type { Database } from '../db/client.ts';
import { exchangeRates } from '../db/schema/index.ts';
import { platformToday } from '../../shared/offer-lifecycle.ts';

const DAY = 24 * 60 * 60 * 1000;
const dayBefore = (now: Date, days: number) => platformToday(new Date(now.getTime() - days * DAY));

/**
 * The demo world's exchange rates (docs/product/demo-data.md#exchange-rates): two dates a month
 * apart for each rated currency, so that the rates page has a history and every price an
 * approximation dated a week ago. Illustrative figures, not market data.
 */
export async function seedDemoExchangeRates(db: Database, now: Date): Promise<void> {
  await db.insert(exchangeRates).values([
    { currency: 'JPY', perUsd: 151.8, effectiveOn: dayBefore(now, 37) },
    { currency: 'THB', perUsd: 35.95, effectiveOn: dayBefore(now, 37) },
    { currency: 'JPY', perUsd: 154.25, effectiveOn: dayBefore(now, 7) },
    { currency: 'THB', perUsd: 36.4, effectiveOn: dayBefore(now, 7) },
  ]);
}
