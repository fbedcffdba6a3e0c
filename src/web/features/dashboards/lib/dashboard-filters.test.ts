import { describe, expect, it } from 'vitest';
import { changeDashboardFilters, dashboardFiltersToSearch, parseDashboardFilters } from './dashboard-filters.ts';

const BANK_A = '0b6f3c8e-1c1e-4c55-9a53-7f7f2d6f0a01';
const BANK_B = '0b6f3c8e-1c1e-4c55-9a53-7f7f2d6f0a02';
const BRANCH = '5d2f1a0c-8b9e-4c1d-a1b2-c3d4e5f60718';

describe('the dashboard filters in the address', () => {
  it('reads every filter the API knows, by its query name', () => {
    const search = new URLSearchParams(`from=2025-04&to=2026-03&country_pair=JP-TH&industry=E&bank=${BANK_A}&branch=${BRANCH}`);
    expect(parseDashboardFilters(search)).toEqual({ from: '2025-04', to: '2026-03', country_pair: 'JP-TH', industry: 'E', bank: BANK_A, branch: BRANCH });
  });

  it('leaves out empty values and unknown keys, keeps the first of a repeated key, trims', () => {
    expect(parseDashboardFilters(new URLSearchParams('from=&to=%202026-03%20&colour=red&industry=E&industry=I&page=2'))).toEqual({ to: '2026-03', industry: 'E' });
    expect(parseDashboardFilters(new URLSearchParams(''))).toEqual({});
  });

  it('keeps a value the server will refuse as written, for the server to name (a 400 the page shows)', () => {
    expect(parseDashboardFilters(new URLSearchParams('from=2026-13&country_pair=JP-US&bank=nobody'))).toEqual({ from: '2026-13', country_pair: 'JP-US', bank: 'nobody' });
  });

  it('writes the filters back in one order, without the empty ones', () => {
    expect(dashboardFiltersToSearch({ branch: BRANCH, from: '2025-04', industry: '', country_pair: 'TH-JP' }).toString()).toBe(`from=2025-04&country_pair=TH-JP&branch=${BRANCH}`);
    expect(dashboardFiltersToSearch({}).toString()).toBe('');
  });

  it('reads back what it wrote', () => {
    const filters = { from: '2024-01', to: '2026-12', country_pair: 'JP-JP', industry: 'I', bank: BANK_B, branch: BRANCH };
    expect(parseDashboardFilters(dashboardFiltersToSearch(filters))).toEqual(filters);
  });

  it('applies a change; an empty value clears its filter', () => {
    expect(changeDashboardFilters({ from: '2025-04', industry: 'E' }, { industry: '', country_pair: 'JP-TH' })).toEqual({ from: '2025-04', country_pair: 'JP-TH' });
  });

  it('clears the branch when another bank is chosen, not when the same bank or the branch itself is', () => {
    const filters = { bank: BANK_A, branch: BRANCH };
    expect(changeDashboardFilters(filters, { bank: BANK_B })).toEqual({ bank: BANK_B });
    expect(changeDashboardFilters(filters, { bank: '' })).toEqual({});
    expect(changeDashboardFilters(filters, { bank: BANK_A })).toEqual(filters);
    expect(changeDashboardFilters(filters, { bank: BANK_B, branch: BRANCH })).toEqual({ bank: BANK_B, branch: BRANCH });
    expect(changeDashboardFilters(filters, { industry: 'E' })).toEqual({ ...filters, industry: 'E' });
  });
});
