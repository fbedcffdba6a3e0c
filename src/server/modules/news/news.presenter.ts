import { COUNTRIES, type Country } from '../../../shared/enums.ts';
import type { NewsItem } from '../../../shared/schemas/notifications.ts';
import type { NewsRow } from './news.repository.ts';

/** The pages the viewer's news items open (the news policy's `newsLinksFor`); null: no page for this viewer. */
export interface NewsLinks {
  offer: (offerId: string) => string | null;
  negotiation: (tradingId: string) => string | null;
  trading: (contractId: string) => string | null;
}

/** The page a news item opens, for the viewer (null: an announcement, read where it is). */
function linkOf(row: NewsRow, links: NewsLinks): string | null {
  if (!row.target) return null;
  switch (row.kind) {
    case 'new_offer':
      return links.offer(row.target);
    case 'new_application':
      return links.negotiation(row.target);
    case 'deal_offered':
    case 'deal_completed':
      return links.trading(row.target);
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

