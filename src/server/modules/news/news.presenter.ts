import { COUNTRIES, type Country, type Role } from '../../../shared/enums.ts';
import { paths } from '../../../shared/paths.ts';
import type { NewsItem } from '../../../shared/schemas/notifications.ts';
import type { NewsRow } from './news.repository.ts';

/** The page a news item opens, for the viewer's role (null: an announcement, read where it is). */
function linkOf(row: NewsRow, role: Role): string | null {
  if (!row.target) return null;
  // The roles each kind reaches (news.repository.ts): new offers the companies, banks and the
  // operator; new applications banks and the operator; deals the coordinator.
  switch (row.kind) {
    case 'new_offer':
      if (role === 'enterprise') return paths.company.offerPartnerDetail.getHref(row.target);
      if (role === 'bank') return paths.bank.offerDetail.getHref(row.target);
      return role === 'kokopelli' ? paths.kokopelli.offerDetail.getHref(row.target) : null;
    case 'new_application':
      if (role === 'bank') return paths.bank.negotiationDetail.getHref(row.target);
      return role === 'kokopelli' ? paths.kokopelli.negotiationDetail.getHref(row.target) : null;
    case 'deal_offered':
    case 'deal_completed':
      if (role === 'enterprise') return paths.company.tradingDetail.getHref(row.target);
      return role === 'coordinator' ? paths.coordinator.tradingDetail.getHref(row.target) : null;
    default:
      return null;
  }
}

/** An announcement's news id: this before its notification's id (news.repository.ts). */
const ANNOUNCEMENT_PREFIX = 'announcement:';

const toIso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

export function presentNewsItem(row: NewsRow, role: Role): NewsItem {
  return {
    id: row.id,
    kind: row.kind,
    at: toIso(row.at),
    title: row.title,
    body: row.body,
    offer_type: row.offer_type,
    country: row.country && (COUNTRIES as readonly string[]).includes(row.country) ? (row.country as Country) : null,
    industry: row.industry,
    link: linkOf(row, role),
    notification_id: row.kind === 'announcement' ? row.id.slice(ANNOUNCEMENT_PREFIX.length) : null,
    read_at: row.read_at === null ? null : toIso(row.read_at),
  };
}

