import { lazy, Suspense } from 'react';
import type { SavedFilterList } from '../../shared/schemas/saved-filters.ts';
import classes from './saved-filters-bar.module.css';

const Content = lazy(() => import('./saved-filters-bar-content.tsx'));

/**
 * The user's named saved filters of a list (decision 063; on the offer search, saved searches with
 * alerts, decision 064): loaded after the list's own code, with the schemas it checks a saved
 * filter by, so no list carries them in its first load. The space it takes is kept meanwhile.
 */
export function SavedFiltersBar({ list }: { list: SavedFilterList }) {
  return (
    <div className={list === 'offer_search' ? classes.searchBar : classes.filterBar}>
      <Suspense fallback={null}>
        <Content list={list} />
      </Suspense>
    </div>
  );
}
