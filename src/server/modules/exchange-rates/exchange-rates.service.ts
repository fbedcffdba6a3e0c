import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { enforce } from '../../lib/policy.ts';
import type { EventLog } from '../events/events.service.ts';
import type { Viewer } from '../session/session.service.ts';
import { platformToday } from '../../../shared/offer-lifecycle.ts';
import type { ExchangeRateBody } from '../../../shared/schemas/exchange-rate-body.ts';
import type { ExchangeRate, ExchangeRates, PriceCurrencySetting } from '../../../shared/schemas/exchange-rates.ts';
import type { Currency } from '../../../shared/schemas/offer.ts';
import { decide, exchangeRateAbilities } from './exchange-rates.policy.ts';
import { presentExchangeRate } from './exchange-rates.presenter.ts';
import { ExchangeRateRepository } from './exchange-rates.repository.ts';

/** How many past rates the page lists. */
const HISTORY_LIMIT = 200;

const subject = (id: string) => ({ type: 'exchange_rate' as const, id });

/**
 * The operator's exchange rates (docs/product/languages.md#prices). Every change is one transaction
 * with its event (`exchange_rate.set`, `exchange_rate.remove`), so the log says who changed which
 * rate, from what to what.
 */
export class ExchangeRateService {
  private readonly db: Database;
  private readonly events: EventLog;
  private readonly now: () => Date;

  constructor(db: Database, events: EventLog, now: () => Date = () => new Date()) {
    this.db = db;
    this.events = events;
    this.now = now;
  }

  async list(viewer: Viewer): Promise<ExchangeRates> {
    enforce(decide(viewer, 'read'));
    const repository = new ExchangeRateRepository(this.db);
    const [current, history, readerCurrency] = await Promise.all([
      repository.inForce(platformToday(this.now())),
      repository.history(HISTORY_LIMIT),
      repository.readerCurrency(viewer.user.id),
    ]);
    return {
      current: current.map(presentExchangeRate),
      history: history.map(presentExchangeRate),
      reader_currency: readerCurrency.currency,
      abilities: exchangeRateAbilities(viewer),
    };
  }

  async set(viewer: Viewer, body: ExchangeRateBody): Promise<ExchangeRate> {
    enforce(decide(viewer, 'change'));
    return this.db.transaction(async (tx) => {
      const { row, replaced } = await new ExchangeRateRepository(tx).set(body.currency, body.per_usd, body.effective_on);
      await this.events.record(tx, viewer, subject(row.id), 'set', {
        payload: { currency: row.currency, effective_on: row.effectiveOn, per_usd: Number(row.perUsd), replaced },
      });
      return presentExchangeRate(row);
    });
  }

  /** The viewer's choice of the currency they read approximate prices in, and their home currency. */
  async priceCurrency(viewer: Viewer): Promise<PriceCurrencySetting> {
    enforce(decide(viewer, 'read'));
    const { chosen, home } = await new ExchangeRateRepository(this.db).readerCurrency(viewer.user.id);
    return { currency: chosen, home };
  }

  /** Changes the viewer's own choice (null: their organisation's country's currency again), with its event. */
  async setPriceCurrency(viewer: Viewer, currency: Currency | null): Promise<PriceCurrencySetting> {
    enforce(decide(viewer, 'choose_currency'));
    return this.db.transaction(async (tx) => {
      const repository = new ExchangeRateRepository(tx);
      const { chosen, home } = await repository.readerCurrency(viewer.user.id);
      if (chosen !== currency) {
        await repository.setPriceCurrency(viewer.user.id, currency);
        await this.events.record(tx, viewer, { type: 'user', id: viewer.user.id }, 'price_currency_changed', { payload: { from: chosen, to: currency } });
      }
      return { currency, home };
    });
  }

  async remove(viewer: Viewer, id: string): Promise<void> {
    enforce(decide(viewer, 'change'));
    await this.db.transaction(async (tx) => {
      const row = await new ExchangeRateRepository(tx).remove(id);
      if (!row) throw new AppError(404, 'not_found', 'No such exchange rate');
      await this.events.record(tx, viewer, subject(row.id), 'remove', {
        payload: { currency: row.currency, effective_on: row.effectiveOn, per_usd: Number(row.perUsd) },
      });
    });
  }
}
