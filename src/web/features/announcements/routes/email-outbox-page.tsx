import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Alert, Badge, Button, Group, Loader, type MantineColor, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxMessage } from '../../../../shared/schemas/notifications.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { useAddressParams } from '../../../lib/use-address-params.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useEmailOutbox } from '../api/get-email-outbox.ts';
import { ListPages } from '../components/list-pages.tsx';
import { pageFrom } from '../lib/page-param.ts';

const PAGE_SIZE = 20;
const CAPTION_ID = 'email-outbox-caption';
const COLUMNS = 9;

const STATUS_COLOR: Record<OutboxMessage['status'], MantineColor> = {
  pending: 'yellow',
  sending: 'blue',
  sent: 'teal',
  failed: 'red',
  kept: 'gray',
};

function StatusBadge({ status }: { status: OutboxMessage['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" c="dark.8" data-testid="outbox-status" data-status={status}>
      {t(`announce.outbox.statuses.${status}`)}
    </Badge>
  );
}

/** `/kokopelli/email-outbox`: every e-mail the service queued, with its status; without SMTP_URL they are kept here. */
export function EmailOutboxPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('announce.outbox.title'));
  const { params, update } = useAddressParams((search) => ({ page: pageFrom(search) }));
  const { data, isPending, isError, isPlaceholderData } = useEmailOutbox({ page: params.page, per_page: PAGE_SIZE });
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const at = (value: string | null) => (value ? formatDateTime(value, language) : '—');

  return (
    <Stack gap="lg">
      <PageHeader title={t('announce.outbox.title')} lead={t('announce.outbox.lead')} />
      <Alert color="blue" variant="light" data-testid="outbox-smtp-note">
        <Text size="sm">{t('announce.outbox.smtp_note')}</Text>
      </Alert>
      {isError && !data ? (
        <Alert color="red" role="alert" data-testid="outbox-failed">
          {t('announce.outbox.failed')}
        </Alert>
      ) : isPending || !data ? (
        <Group justify="center" p="xl">
          <Loader aria-label={t('app.loading')} />
        </Group>
      ) : data.items.length === 0 && params.page === 1 ? (
        <Text data-testid="outbox-empty">{t('announce.outbox.empty')}</Text>
      ) : (
        <Stack gap="sm" aria-busy={isPlaceholderData}>
          <Text id={CAPTION_ID} fw={600} size="lg" component="h2">
            {t('announce.outbox.table_label')}
          </Text>
          <Table.ScrollContainer minWidth={1040} type="native" tabIndex={0} role="region" aria-labelledby={CAPTION_ID}>
            <Table verticalSpacing="xs" aria-labelledby={CAPTION_ID} data-testid="outbox-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('announce.outbox.to')}</Table.Th>
                  <Table.Th scope="col">{t('announce.outbox.language')}</Table.Th>
                  <Table.Th scope="col">{t('announce.outbox.subject')}</Table.Th>
                  <Table.Th scope="col">{t('announce.outbox.status')}</Table.Th>
                  <Table.Th scope="col">{t('announce.outbox.created')}</Table.Th>
                  <Table.Th scope="col">{t('announce.outbox.sent')}</Table.Th>
                  <Table.Th scope="col">{t('announce.outbox.attempts')}</Table.Th>
                  <Table.Th scope="col">{t('announce.outbox.last_error')}</Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>{t('announce.outbox.show_body')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((message) => {
                  const expanded = open.has(message.id);
                  const bodyId = `outbox-body-${message.id}`;
                  return (
                    <Fragment key={message.id}>
                      <Table.Tr data-testid="outbox-row">
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>{message.to}</Table.Td>
                        <Table.Td>{t(`announce.text_language.${message.language}`)}</Table.Td>
                        <Table.Td lang={message.language} style={{ overflowWrap: 'anywhere' }}>
                          {message.subject}
                        </Table.Td>
                        <Table.Td>
                          <StatusBadge status={message.status} />
                        </Table.Td>
                        <Table.Td>{at(message.created_at)}</Table.Td>
                        <Table.Td>{at(message.sent_at)}</Table.Td>
                        <Table.Td>{formatNumber(message.attempts, language)}</Table.Td>
                        <Table.Td maw={220} style={{ overflowWrap: 'anywhere' }}>
                          {message.last_error ?? '—'}
                        </Table.Td>
                        <Table.Td>
                          <Button
                            size="compact-sm"
                            variant="subtle"
                            aria-expanded={expanded}
                            aria-controls={bodyId}
                            onClick={() => toggle(message.id)}
                            data-testid="outbox-toggle"
                          >
                            {expanded ? t('announce.outbox.hide_body') : t('announce.outbox.show_body')}
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                      <Table.Tr id={bodyId} hidden={!expanded}>
                        <Table.Td colSpan={COLUMNS}>
                          {expanded && (
                            <Text
                              component="pre"
                              lang={message.language}
                              size="sm"
                              m={0}
                              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit' }}
                              data-testid="outbox-body"
                            >
                              {message.body}
                            </Text>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    </Fragment>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListPages data={{ ...data, page: params.page, per_page: PAGE_SIZE }} onPageChange={(page) => update({ page })} />
        </Stack>
      )}
    </Stack>
  );
}
