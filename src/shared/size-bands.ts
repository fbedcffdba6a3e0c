/**
 * The size bands a company is shown by while its name is hidden (docs/product/visibility.md: "country, industry and
 * size band"), by employee count. The server computes the band in SQL with the hidden-company card
 * (`sizeBandSql` in organisations.policy.ts) from this one list; the browser names each band.
 */
export const SIZE_BANDS = [
  { band: '1-49', below: 50 },
  { band: '50-299', below: 300 },
  { band: '300-999', below: 1000 },
  { band: '1000+', below: null },
] as const;

export type SizeBand = (typeof SIZE_BANDS)[number]['band'] | 'unknown';
export const SIZE_BAND_VALUES = ['1-49', '50-299', '300-999', '1000+', 'unknown'] as const satisfies readonly SizeBand[];
