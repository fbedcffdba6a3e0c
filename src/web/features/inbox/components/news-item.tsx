import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NewsItem } from '../../../../shared/schemas/notifications.ts';
import { pagedListClasses } from '../../../components/paged-list.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import lineClampClasses from '../../../components/line-clamp.module.css';
import { useMarkNotificationRead } from '../api/mark-notification-read.ts';
import { AnnouncementDisclosure } from './announcement-disclosure.tsx';

/** Shade 9 of each under white text: every one above 4.5:1 (axe colour-contrast). */
const KIND_COLOR: Record<NewsItem['kind'], string> = {
  announcement: 'indigo',
  new_offer: 'teal',
  new_application: 'grape',
  deal_offered: 'blue',
  deal_completed: 'cyan',
};

/** One news item: its kind, when, its title (a link where it has a page; an announcement opens in place and is read then), an offer's facts. */
export function NewsItemCard({ item, compact = false }: { item: NewsItem; compact?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const markRead = useMarkNotificationRead();
  const unread = item.notification_id !== null && item.read_at === null;
  const facts = [
    item.offer_type ? t(`offer.type.${item.offer_type}`) : null,
    item.country ? t('inbox.news.target_country', { country: t(`country.${item.country}`) }) : null,
    item.industry ? t('inbox.news.industry', { industry: item.industry }) : null,
  ].filter((fact): fact is string => !!fact);
  return (
    <Card component="li" withBorder className={pagedListClasses.row} data-testid="news-item" data-kind={item.kind} data-unread={unread}>
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <Badge size="sm" variant="filled" color={`${KIND_COLOR[item.kind]}.9`}>
            {t(`inbox.news.kinds.${item.kind}`)}
          </Badge>
          {unread && (
            <Badge size="sm" color="indigo" variant="outline" data-testid="news-unread">
              {t('inbox.notifications.unread')}
            </Badge>
          )}
          <Text size="xs" c="dimmed" component="time" dateTime={item.at}>
            {formatDateTime(item.at, language)}
          </Text>
        </Group>
        {item.notification_id !== null ? (
          <AnnouncementDisclosure title={item.title} body={item.body ?? ''} unread={unread} onRead={() => markRead.mutate(item.notification_id!)} compact={compact} />
        ) : item.link ? (
          <Anchor component={Link} to={item.link} fw={700} className={pagedListClasses.title}>
            {item.title}
          </Anchor>
        ) : (
          <Text fw={700} className={pagedListClasses.title}>
            {item.title}
          </Text>
        )}
        {item.notification_id === null && item.body && (
          <Text size="sm" lineClamp={compact ? 2 : undefined} className={lineClampClasses.clamp} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {item.body}
          </Text>
        )}
        {markRead.isError && (
          <Text size="sm" c="red.9" role="alert">
            {t('inbox.notifications.mark_failed')}
          </Text>
        )}
        {facts.length > 0 && (
          <Text size="sm" c="dimmed" data-testid="news-offer-facts">
            {facts.join(' · ')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
