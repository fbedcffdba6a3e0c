import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { useAddressParams } from '../../../lib/use-address-params.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useNews } from '../api/get-news.ts';
import { NewsItemCard } from '../components/news-item.tsx';
import { INBOX_PER_PAGE, parsePageParams } from '../lib/inbox-list-params.ts';

/** `/{area}/news`: the announcements addressed to the viewer and what is new for its area, newest first, paged. */
export function NewsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('inbox.news.title'));
  const { params, update } = useAddressParams(parsePageParams);
  const query = useNews({ page: params.page, per_page: INBOX_PER_PAGE });
  return (
    <Stack gap="lg">
      <PageHeader title={t('inbox.news.title')} lead={t('inbox.news.lead')} />
      <PagedList
        query={{
          data: query.data ? { ...query.data, page: params.page, per_page: INBOX_PER_PAGE } : undefined,
          isPending: query.isPending,
          isError: query.isError,
          isPlaceholderData: query.isPlaceholderData,
        }}
        onPageChange={(page) => update({ page })}
        label={t('inbox.news.list_label')}
        renderItem={(item) => <NewsItemCard key={item.id} item={item} />}
        failedText={t('inbox.news.failed')}
        failedTestId="news-failed"
        emptyText={t('inbox.news.empty')}
        emptyTestId="news-empty"
        hideSinglePage
      />
    </Stack>
  );
}
