import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TodoItem } from '../../../../shared/schemas/notifications.ts';
import { pagedListClasses } from '../../../components/paged-list.tsx';
import { ReadableTitle } from '../../../components/readable-title.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { formatAge } from '../lib/format-age.ts';
import classes from './todo-item.module.css';

/** One pending action: what to do (the whole row links to where it is done), on which offer, since when, and by when; overdue stands out. */
export function TodoItemCard({ item, now }: { item: TodoItem; now: Date }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Card
      component="li"
      withBorder
      className={`${pagedListClasses.row} ${classes.row}`}
      data-testid="todo-item"
      data-kind={item.kind}
      data-overdue={item.overdue}
      style={item.overdue ? { borderLeft: '4px solid var(--mantine-color-red-8)', background: 'var(--mantine-color-red-0)' } : undefined}
    >
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          {item.overdue && (
            <Badge color="red.9" variant="filled" size="sm" data-testid="todo-overdue">
              {t('inbox.todo.overdue')}
            </Badge>
          )}
          <Anchor component={Link} to={item.link} fw={700} className={`${pagedListClasses.title} ${classes.link}`}>
            {t(`inbox.todo.kinds.${item.kind}`)}
          </Anchor>
        </Group>
        <Text className={pagedListClasses.title}>
          <ReadableTitle offer={{ title: item.offer_title, language: item.offer_language, title_versions: item.title_versions }} />
        </Text>
        <Group gap="md" wrap="wrap">
          <Text size="sm" c="dimmed">
            {t(`inbox.todo.ref.${item.subject_type}`, { ref: item.ref })}
          </Text>
          <Text size="sm" data-testid="todo-age">
            {t('inbox.todo.waiting', { age: formatAge(item.since, now, language) })}
          </Text>
          <Text size="sm" fw={item.overdue ? 700 : 400} c={item.overdue ? 'red.9' : undefined} data-testid="todo-due">
            {item.due_at ? (
              <time dateTime={item.due_at}>{t('inbox.todo.due', { date: formatDate(item.due_at, language, { dateStyle: 'medium', timeStyle: 'short' }) })}</time>
            ) : (
              t('inbox.todo.no_deadline')
            )}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
