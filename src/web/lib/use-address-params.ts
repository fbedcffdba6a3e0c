import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's conditions kept in the address (decision 010), so a list can be bookmarked, shared and
 * restored with the back button: `parse` reads them (each list with its own server schema);
 * `update` writes changes back — an empty value removes its key, and any change but the page
 * itself goes back to page 1; `reset` clears them all. `parseKey` names what else `parse` depends
 * on (compared by value), as `parse` is usually a new function on every render.
 */
export function useAddressParams<Params extends object>(parse: (search: URLSearchParams) => Params, parseKey = '') {
  const [search, setSearch] = useSearchParams();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- parse is named by parseKey
  const params = useMemo(() => parse(search), [search, parseKey]);
  const update = useCallback(
    (changes: Partial<Params>) => {
      setSearch((previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === null || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      });
    },
    [setSearch],
  );
  const reset = useCallback(() => setSearch(new URLSearchParams()), [setSearch]);
  return { params, update, reset };
}
