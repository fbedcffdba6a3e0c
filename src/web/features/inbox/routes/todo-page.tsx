import { Badge, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useAddressParams } from '../../../lib/use-address-params.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useTodo } from '../api/get-todo.ts';
import { TodoItemCard } from '../components/todo-item.tsx';
import { INBOX_PER_PAGE, parsePageParams } from '../lib/inbox-list-params.ts';

/**
 * `/{area}/todo`: what waits on the viewer's organisation, as the server reads it from
 * state and sorts it (overdue first); each item with its age and due time, linking to where it is done.
 */
export function TodoPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('inbox.todo.title'));
  const { params, update } = useAddressParams(parsePageParams);
  const query = useTodo({ page: params.page, per_page: INBOX_PER_PAGE });
  // Ages are counted from when the page was opened.
  const [now] = useState(() => new Date());
  const data = query.data;
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('inbox.todo.title')}
        lead={t('inbox.todo.lead')}
        actions={
          data && data.overdue > 0 ? (
            <Group>
              <Badge color="red.9" variant="filled" size="lg" data-testid="todo-overdue-count">
                {t('inbox.todo.overdue_count', { count: formatNumber(data.overdue, language) })}
              </Badge>
            </Group>
          ) : undefined
        }
      />
      <PagedList
        query={{
          data: data ? { ...data, page: params.page, per_page: INBOX_PER_PAGE } : undefined,
          isPending: query.isPending,
          isError: query.isError,
          isPlaceholderData: query.isPlaceholderData,
        }}
        onPageChange={(page) => update({ page })}
        label={t('inbox.todo.list_label')}
        renderItem={(item) => <TodoItemCard key={`${item.kind}:${item.subject_id}`} item={item} now={now} />}
        failedText={t('inbox.todo.failed')}
        failedTestId="todo-failed"
        emptyText={t('inbox.todo.empty')}
        emptyTestId="todo-empty"
        hideSinglePage
      />
    </Stack>
  );
}
