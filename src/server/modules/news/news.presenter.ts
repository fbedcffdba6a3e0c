import { COUNTRIES, type Country } from '../../../shared/enums.ts';
import type { NewsItem } from '../../../shared/schemas/notifications.ts';
import type { NewsRow } from './news.repository.ts';

/** Where the viewer's links lead (the news policy's `newsLinksFor`). */
export interface NewsLinks {
  area: string;
  offerPage: 'partner' | 'managed';
}

/** The page a news item opens, for the viewer (null: an announcement, read where it is). */
function linkOf(row: NewsRow, { area, offerPage }: NewsLinks): string | null {
  if (!row.target) return null;
  switch (row.kind) {
    case 'new_offer':
      return offerPage === 'partner' ? `${area}/offer-detail/business-partner/${row.target}` : `${area}/offer-detail/${row.target}`;
    case 'new_application':
      return `${area}/negotiation-detail/${row.target}`;
    case 'deal_offered':
    case 'deal_completed':
      return `${area}/trading-detail/${row.target}`;
    default:
      return null;
  }
}

/** An announcement's news id: this before its notification's id (news.repository.ts). */
const ANNOUNCEMENT_PREFIX = 'announcement:';

const toIso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

export function presentNewsItem(row: NewsRow, links: NewsLinks): NewsItem {
  return {
    id: row.id,
    kind: row.kind,
    at: toIso(row.at),
    title: row.title,
    body: row.body,
    offer_type: row.offer_type,
    country: row.country && (COUNTRIES as readonly string[]).includes(row.country) ? (row.country as Country) : null,
    industry: row.industry,
    link: linkOf(row, links),
    notification_id: row.kind === 'announcement' ? row.id.slice(ANNOUNCEMENT_PREFIX.length) : null,
    read_at: row.read_at === null ? null : toIso(row.read_at),
  };
}

