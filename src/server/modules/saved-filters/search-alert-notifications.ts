import { and, eq, isNull } from 'drizzle-orm';
import { offers, savedFilters, users } from '../../db/schema/index.ts';
import { paths } from '../../../shared/paths.ts';
import type { NotificationRule } from '../notifications/notification-rule.ts';
import type { NotificationRules } from '../notifications/notification-rules.ts';
import { SearchAlertRepository } from './search-alerts.repository.ts';

/**
 * What saved searches' alerts tell (docs/decisions/064-saved-search-alerts.md), group `offer`, so
 * each user's e-mail setting for offer notices decides the e-mail:
 *
 * | event                | who is told                                                          | kind                 | link                      |
 * |----------------------|----------------------------------------------------------------------|----------------------|---------------------------|
 * | offer.alert          | the users its matching announced the offer to at once, not told yet   | offer.alert          | the partner's offer page  |
 * | saved_filter.digest  | the search's user (the day's offers matched, counted)                 | saved_filter.digest  | the saved searches page   |
 *
 * Params: the offer's title and public reference, the search's name, the count; never a company's
 * name (the offer is still a partner's, whose name is hidden).
 */
export function registerSearchAlertNotifications(rules: NotificationRules): void {
  rules.register(['offer.alert'], offerAlert);
  rules.register(['saved_filter.digest'], searchDigest);
}

const offerAlert: NotificationRule = async (tx, event) => {
  const [offer] = await tx.select({ title: offers.title, publicRef: offers.publicRef }).from(offers).where(eq(offers.id, event.subjectId));
  if (!offer) return null;
  const told = await new SearchAlertRepository(tx).tellImmediate(event.subjectId, event.occurredAt);
  const link = paths.company.offerPartnerDetail.getHref(event.subjectId);
  return {
    group: 'offer',
    kind: 'offer.alert',
    params: { offer_title: offer.title, offer_ref: offer.publicRef },
    recipients: told.filter((r) => r.role === 'enterprise').map((r) => ({ userId: r.userId, link, params: { search_name: r.name } })),
  };
};

const searchDigest: NotificationRule = async (tx, event) => {
  const count = Number((event.payload as { count?: unknown }).count);
  if (!Number.isInteger(count) || count < 1) return null;
  const [search] = await tx
    .select({ userId: savedFilters.userId, name: savedFilters.name })
    .from(savedFilters)
    .innerJoin(users, and(eq(users.id, savedFilters.userId), isNull(users.disabledAt)))
    .where(eq(savedFilters.id, event.subjectId));
  if (!search) return null;
  return {
    group: 'offer',
    kind: 'saved_filter.digest',
    params: { search_name: search.name, count },
    recipients: [{ userId: search.userId, link: paths.company.savedSearches.getHref() }],
  };
};
