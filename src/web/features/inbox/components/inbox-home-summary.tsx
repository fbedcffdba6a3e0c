import { Anchor, Badge, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Role } from '../../../../shared/enums.ts';
import { paths } from '../../../../shared/paths.ts';
import { pagedListClasses } from '../../../components/paged-list.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useNews } from '../api/get-news.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useTodo } from '../api/get-todo.ts';
import { useUnreadCounts } from '../api/get-unread-counts.ts';
import { useMarkNotificationRead } from '../api/mark-notification-read.ts';
import { NewsItemCard } from './news-item.tsx';
import { NotificationItem } from './notification-item.tsx';
import { TodoItemCard } from './todo-item.tsx';

const LATEST = 5;

interface BoxProps {
  id: string;
  title: string;
  summary: ReactNode;
  allHref: string;
  allLabel: string;
  state: { isPending: boolean; isError: boolean; empty: boolean };
  failedText: string;
  emptyText: string;
  children: ReactNode;
}

function SummaryBox({ id, title, summary, allHref, allLabel, state, failedText, emptyText, children }: BoxProps) {
  const { t } = useTranslation();
  return (
    <Card component="section" aria-labelledby={id} data-testid={id}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title id={id} order={2} size="h4">
            {title}
          </Title>
          {summary}
        </Group>
        {state.isError ? (
          <Text c="red.9" size="sm">
            {failedText}
          </Text>
        ) : state.isPending ? (
          <Loader size="sm" aria-label={t('app.loading')} />
        ) : state.empty ? (
          <Text size="sm">{emptyText}</Text>
        ) : (
          <ul className={pagedListClasses.list} aria-label={title}>
            {children}
          </ul>
        )}
        <Anchor component={Link} to={allHref} size="sm" fw={600}>
          {allLabel}
        </Anchor>
      </Stack>
    </Card>
  );
}

/**
 * Each role's home (docs/product/notifications.md): the to-do count with its latest items, the unread notifications
 * and the latest news, five of each, with links to the full lists.
 */
export function InboxHomeSummary({ role }: { role: Role }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [now] = useState(() => new Date());
  const todo = useTodo({ page: 1, per_page: LATEST });
  const notifications = useNotifications({ page: 1, per_page: LATEST, unread: true });
  const unread = useUnreadCounts();
  const news = useNews({ page: 1, per_page: LATEST });
  const markRead = useMarkNotificationRead();
  const unreadTotal = unread.data?.total ?? notifications.data?.unread.total ?? 0;

  return (
    <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="lg">
      <SummaryBox
        id="home-todo"
        title={t('inbox.home.todo_title')}
        summary={
          todo.data && (
            <Group gap={6}>
              <Badge variant="light" color="indigo" c="indigo.9" data-testid="home-todo-count">
                {t('inbox.home.todo_count', { count: formatNumber(todo.data.total, language) })}
              </Badge>
              {todo.data.overdue > 0 && (
                <Badge variant="filled" color="red.9">
                  {t('inbox.home.todo_overdue', { count: formatNumber(todo.data.overdue, language) })}
                </Badge>
              )}
            </Group>
          )
        }
        allHref={paths.area.todo.getHref(role)}
        allLabel={t('inbox.home.todo_all')}
        state={{ isPending: todo.isPending, isError: todo.isError, empty: todo.data?.items.length === 0 }}
        failedText={t('inbox.todo.failed')}
        emptyText={t('inbox.todo.empty')}
      >
        {todo.data?.items.map((item) => <TodoItemCard key={`${item.kind}:${item.subject_id}`} item={item} now={now} />)}
      </SummaryBox>
      <SummaryBox
        id="home-notifications"
        title={t('inbox.home.notifications_title')}
        summary={
          <Badge variant="light" color="indigo" c="indigo.9" data-testid="home-unread-count">
            {t('inbox.home.notifications_count', { count: formatNumber(unreadTotal, language) })}
          </Badge>
        }
        allHref={paths.area.notifications.getHref(role)}
        allLabel={t('inbox.home.notifications_all')}
        state={{ isPending: notifications.isPending, isError: notifications.isError, empty: notifications.data?.items.length === 0 }}
        failedText={t('inbox.notifications.failed')}
        emptyText={t('inbox.notifications.empty_unread')}
      >
        {notifications.data?.items.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} onMarkRead={(id) => markRead.mutate(id)} compact />
        ))}
      </SummaryBox>
      <SummaryBox
        id="home-news"
        title={t('inbox.home.news_title')}
        summary={null}
        allHref={paths.area.news.getHref(role)}
        allLabel={t('inbox.home.news_all')}
        state={{ isPending: news.isPending, isError: news.isError, empty: news.data?.items.length === 0 }}
        failedText={t('inbox.news.failed')}
        emptyText={t('inbox.news.empty')}
      >
        {news.data?.items.map((item) => <NewsItemCard key={item.id} item={item} compact />)}
      </SummaryBox>
    </SimpleGrid>
  );
}
