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
} from '../../../shared/schemas/saved-filters.ts';
import { decide, savedFiltersVisibleTo } from './saved-filters.policy.ts';
import { SavedFilterRepository, type SavedFilterRow } from './saved-filters.repository.ts';

const present = (row: SavedFilterRow): SavedFilter => ({
  id: row.id,
  list: row.list as SavedFilterList,
  name: row.name,
  query: row.query,
  created_at: row.createdAt.toISOString(),
});

const nameTaken = () => new AppError(400, 'validation_failed', undefined, { name: ['validation.saved_filter_name_taken'] });

/** A user's named saved filters (docs/decisions/063-saved-filters.md). */
export class SavedFilterService {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async list(viewer: Viewer, list: SavedFilterList): Promise<SavedFilters> {
    enforce(decide(viewer, 'list'));
    const rows = await new SavedFilterRepository(this.db).list(savedFiltersVisibleTo(viewer), list);
    return { items: rows.map(present) };
  }

  /** Saves the conditions under a name of the user's: in canonical form, at most SAVED_FILTERS_MAX a list, one per name. */
  async create(viewer: Viewer, body: SavedFilterBody): Promise<SavedFilter> {
    enforce(decide(viewer, 'create'));
    // The body's schema has checked the query; this is its canonical form.
    const query = canonicalFilterQuery(body.list, body.query)!;
    try {
      return await this.db.transaction(async (tx) => {
        const repo = new SavedFilterRepository(tx);
        // One writer per user at a time: the count and the insert see the same filters.
        await repo.lockUser(viewer.user.id);
        if ((await repo.countOf(viewer.user.id, body.list)) >= SAVED_FILTERS_MAX) {
          throw new AppError(400, 'validation_failed', undefined, { name: [validationKey('saved_filters_max', { max: SAVED_FILTERS_MAX })] });
        }
        return present(await repo.insert({ userId: viewer.user.id, list: body.list, name: body.name, query }));
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw nameTaken();
      throw err;
    }
  }

  async remove(viewer: Viewer, id: string): Promise<void> {
    const repo = new SavedFilterRepository(this.db);
    enforce(decide(viewer, 'remove', await repo.find(id)), { code: { hidden: 'not_found' } });
    await repo.remove(id);
  }
}

