import { describe, expect, it } from 'vitest';
import { canonicalFilterQuery } from './saved-filters.ts';

describe('canonicalFilterQuery', () => {
  it('sorts the keys, trims and reads each value with the list schema, and leaves paging and empty values out', () => {
    expect(canonicalFilterQuery('negotiations', '?status=preparing&page=2&q=%20Siam%20&country=&waiting_on=me&per_page=50')).toBe('q=Siam&status=preparing&waiting_on=me');
    expect(canonicalFilterQuery('negotiations', '')).toBe('');
  });

  it('refuses a key the list does not have, a value its schema refuses, and a key given twice', () => {
    expect(canonicalFilterQuery('negotiations', 'owner=me')).toBeNull();
    expect(canonicalFilterQuery('negotiations', 'status=finished')).toBeNull();
    expect(canonicalFilterQuery('negotiations', 'status=preparing&status=completed')).toBeNull();
  });
});
