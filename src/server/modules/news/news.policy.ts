import { eq, sql, type SQL } from 'drizzle-orm';
import { events, industries, negotiations, notifications, offers, organisations } from '../../db/schema/index.ts';
import { ROLE_PATH, type Role, type UserType } from '../../../shared/enums.ts';
import { paths } from '../../../shared/paths.ts';
import type { NewsKind } from '../../../shared/schemas/notifications.ts';
import { allow, refuse, type Decision } from '../../lib/policy.ts';
import type { NewsLinks } from './news.presenter.ts';
import { announcementNotWithdrawn } from '../announcements/announcements.policy.ts';
import { negotiationVisibleTo } from '../negotiations/negotiations.policy.ts';
import { offerVisibleTo } from '../offers/offers.policy.ts';

/**
 * What each viewer's news holds (docs/product/notifications.md, decision 021), in one place: which
 * sources a role reads and, for each, the SQL of what it may show. The sources' own visibility is
 * their policies' (the offer's `offerVisibleTo`, the negotiation's `negotiationVisibleTo`, the
 * announcement's reader rule); this adds what each role is told of. news.repository.ts only turns
 * the sources into one query; src/server/modules/news/news.policy.test.ts checks who gets what.
 */

/** What the policy reads of a signed-in viewer (the server's Viewer fits it). */
export interface NewsPolicyViewer {
  organisation: { id: string; role: Role };
  user: { id: string; userType: UserType };
}

/** One source of a viewer's news: the rows of one kind, with the conditions that say which the viewer may see. */
export type NewsSource =
  /** Announcements delivered to the viewer (their notifications) and not withdrawn. */
  | { from: 'announcements'; where: SQL[] }
  /** Offers approved (their latest approval event). */
  | { from: 'approved_offers'; where: SQL[] }
  /** Negotiation events of `action`, shown as `kind`, linking to the trading or the contract id. */
  | { from: 'negotiation_events'; action: string; kind: NewsKind; target: 'trading' | 'contract'; where: SQL[] };

/** News is every signed-in viewer's own (their role's sources): nothing to refuse but a viewer of no known role. */
export function decide(viewer: NewsPolicyViewer, _action: 'read'): Decision {
  return viewer.organisation.role in ROLE_PATH ? allow() : refuse('forbidden');
}

/** The sources of the viewer's news, today (`today`: the offers' period rule). */
export function newsSourcesFor(viewer: NewsPolicyViewer, today: string): NewsSource[] {
  const { role, id } = viewer.organisation;
  const sources: NewsSource[] = [
    {
      from: 'announcements',
      where: [eq(notifications.userId, viewer.user.id), eq(notifications.group, 'announcement'), eq(notifications.subjectType, 'notification_group'), announcementNotWithdrawn],
    },
  ];
  const applications = (extra: SQL[]): NewsSource => ({
    from: 'negotiation_events',
    action: 'negotiation.apply',
    kind: 'new_application',
    target: 'trading',
    where: [negotiationVisibleTo(viewer), ...extra],
  });
  switch (role) {
    case 'enterprise': {
      // New offers a partner may see, of the viewer's industry (its major category: an organisation's industry may be a middle one) for its country or any.
      const own = sql`(select o.industry_id from ${organisations} o where o.id = ${id})`;
      const major = sql`(select coalesce(i.parent_id, i.id) from ${industries} i where i.id = ${own})`;
      const country = sql`(select o.country from ${organisations} o where o.id = ${id})`;
      sources.push({
        from: 'approved_offers',
        where: [...offerVisibleTo(viewer, 'partner', today), sql`${offers.industryMajorId} = ${major}`, sql`(${offers.targetCountry} is null or ${offers.targetCountry} = ${country})`],
      });
      break;
    }
    // A bank: its customers' offers, and applications its customers made.
    case 'bank':
      sources.push({ from: 'approved_offers', where: offerVisibleTo(viewer, 'manage', today) });
      sources.push(applications([sql`${negotiations.applicantBankId} = ${id}`]));
      break;
    case 'kokopelli':
      sources.push({ from: 'approved_offers', where: offerVisibleTo(viewer, 'manage', today) });
      sources.push(applications([]));
      break;
    // A coordinator: deals offered to it, and deals it coordinated once completed.
    case 'coordinator':
      sources.push({
        from: 'negotiation_events',
        action: 'negotiation.offer_coordinator',
        kind: 'deal_offered',
        target: 'contract',
        where: [negotiationVisibleTo(viewer), sql`(${events.payload}->>'coordinator_organisation_id') = ${id}::text`],
      });
      sources.push({
        from: 'negotiation_events',
        action: 'negotiation.approve_completion',
        kind: 'deal_completed',
        target: 'contract',
        where: [negotiationVisibleTo(viewer), sql`${negotiations.coordinatorOrganisationId} = ${id}`],
      });
      break;
  }
  return sources;
}

/**
 * Where the viewer's news links lead, by the roles each kind reaches (the sources above): new
 * offers the companies (the partner page), banks and the operator; new applications banks and the
 * operator; deals the companies and the coordinator. Any other pair has no page (null).
 */
export function newsLinksFor(viewer: NewsPolicyViewer): NewsLinks {
  const { role } = viewer.organisation;
  const none = () => null;
  return {
    offer:
      role === 'enterprise'
        ? paths.company.offerPartnerDetail.getHref
        : role === 'bank'
          ? paths.bank.offerDetail.getHref
          : role === 'kokopelli'
            ? paths.kokopelli.offerDetail.getHref
            : none,
    negotiation: role === 'bank' ? paths.bank.negotiationDetail.getHref : role === 'kokopelli' ? paths.kokopelli.negotiationDetail.getHref : none,
    trading: role === 'enterprise' ? paths.company.tradingDetail.getHref : role === 'coordinator' ? paths.coordinator.tradingDetail.getHref : none,
  };
}
