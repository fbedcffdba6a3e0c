import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { enforce } from '../../lib/policy.ts';
import type { Viewer } from '../session/session.service.ts';
import { validationKey } from '../../../shared/i18n/validation.ts';
import {
  canonicalFilterQuery,
  SAVED_FILTERS_MAX,
  type SavedFilter,
  type SavedFilterBody,
  type SavedFilterList,
  type SavedFilters,
  type SavedFilterUpdate,
  type SearchAlert,
} from '../../../shared/schemas/saved-filters.ts';
import { ExchangeRateRepository } from '../exchange-rates/exchange-rates.repository.ts';
import { decide, savedFiltersVisibleTo } from './saved-filters.policy.ts';
import { SavedFilterRepository, type SavedFilterRow } from './saved-filters.repository.ts';
import { searchMatchColumns } from './search-alerts.ts';
import { SearchAlertRepository } from './search-alerts.repository.ts';

type AlertTotals = Awaited<ReturnType<SearchAlertRepository['totals']>>;

const present = (row: SavedFilterRow, totals: AlertTotals): SavedFilter => {
  const alerts = totals.get(row.id);
  return {
    id: row.id,
    list: row.list as SavedFilterList,
    name: row.name,
    query: row.query,
    alert: row.alert as SearchAlert,
    alerts: row.list === 'offer_search' ? { total: alerts?.total ?? 0, last_at: alerts?.lastAt?.toISOString() ?? null, waiting: alerts?.waiting ?? 0 } : null,
    created_at: row.createdAt.toISOString(),
  };
};

const nameTaken = () => new AppError(400, 'validation_failed', undefined, { name: ['validation.saved_filter_name_taken'] });

/** A user's named saved filters (docs/decisions/063-saved-filters.md), and saved searches with alerts (064). */
export class SavedFilterService {
  private readonly db: Database;
  private readonly now: () => Date;

  constructor(db: Database, now: () => Date = () => new Date()) {
    this.db = db;
    this.now = now;
  }

  async list(viewer: Viewer, list: SavedFilterList): Promise<SavedFilters> {
    enforce(decide(viewer, 'list', { list }));
    const rows = await new SavedFilterRepository(this.db).list(savedFiltersVisibleTo(viewer), list);
    const totals = list === 'offer_search' ? await new SearchAlertRepository(this.db).totals(rows.map((r) => r.id)) : (new Map() as AlertTotals);
    return { items: rows.map((row) => present(row, totals)) };
  }

  /**
   * Saves the conditions under a name of the user's: in canonical form, at most SAVED_FILTERS_MAX a
   * list, one per name. A saved offer search keeps its price range in the currency it was asked in
   * (the user's reading currency when it named none), and its conditions as the matcher reads them.
   */
  async create(viewer: Viewer, body: SavedFilterBody): Promise<SavedFilter> {
    enforce(decide(viewer, 'create', { list: body.list }));
    // The body's schema has checked the query; this is its canonical form.
    let query = canonicalFilterQuery(body.list, body.query)!;
    let match = {};
    if (body.list === 'offer_search') {
      const currency = (await new ExchangeRateRepository(this.db).readerCurrency(viewer.user.id)).currency;
      const columns = searchMatchColumns(query, currency);
      if (columns.priceMin !== null && columns.priceMax !== null && columns.priceMin > columns.priceMax) {
        throw new AppError(400, 'validation_failed', undefined, { query: ['validation.price_range'] });
      }
      if (columns.priceCurrency) {
        const params = new URLSearchParams(query);
        params.set('price_currency', columns.priceCurrency);
        query = canonicalFilterQuery(body.list, params.toString())!;
      }
      match = columns;
    }
    try {
      return await this.db.transaction(async (tx) => {
        const repo = new SavedFilterRepository(tx);
        // One writer per user at a time: the count and the insert see the same filters.
        await repo.lockUser(viewer.user.id);
        if ((await repo.countOf(viewer.user.id, body.list)) >= SAVED_FILTERS_MAX) {
          throw new AppError(400, 'validation_failed', undefined, { name: [validationKey('saved_filters_max', { max: SAVED_FILTERS_MAX })] });
        }
        const row = await repo.insert({ userId: viewer.user.id, list: body.list, name: body.name, query, alert: body.alert ?? 'none', ...match });
        return present(row, new Map());
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw nameTaken();
      throw err;
    }
  }

  /** Changes a saved search's alerts; offers waiting for its daily notice are dropped when it stops being daily. */
  async update(viewer: Viewer, id: string, body: SavedFilterUpdate): Promise<SavedFilter> {
    return this.db.transaction(async (tx) => {
      const repo = new SavedFilterRepository(tx);
      const found = await repo.find(id);
      enforce(decide(viewer, 'update', found), { code: { hidden: 'not_found' } });
      const current = found!;
      if (current.list !== 'offer_search' && body.alert !== 'none') {
        throw new AppError(400, 'validation_failed', undefined, { alert: ['validation.saved_filter_alert'] });
      }
      const alerts = new SearchAlertRepository(tx);
      if (current.alert === 'daily' && body.alert !== 'daily') await alerts.dropWaiting(id, this.now());
      const updated = await repo.setAlert(id, body.alert);
      return present(updated, await alerts.totals([id]));
    });
  }

  async remove(viewer: Viewer, id: string): Promise<void> {
    const repo = new SavedFilterRepository(this.db);
    enforce(decide(viewer, 'remove', await repo.find(id)), { code: { hidden: 'not_found' } });
    await repo.remove(id);
  }
}
