import { Alert, Anchor, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Announcement } from '../../../../shared/schemas/notifications.ts';
import { paths } from '../../../../shared/paths.ts';
import { FieldList } from '../../../components/field-list.tsx';
import { lazyDialog } from '../../../components/lazy-dialog.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { localizedName } from '../../../lib/localized-name.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useAnnouncement } from '../api/get-announcement.ts';
import { AnnouncementStateBadge } from '../components/announcement-badges.tsx';
import { AnnouncementTexts } from '../components/announcement-texts.tsx';
import type { AnnouncementFormModalProps } from '../components/announcement-form-modal.tsx';
import { ReadersTable } from '../components/readers-table.tsx';
import type { WithdrawAnnouncementModalProps } from '../components/withdraw-announcement-modal.tsx';
import { announcementSavedMessage, localizedTitle } from '../lib/announcement-text.ts';

// The edit and withdraw dialogs open on a click: their code (Modal, the form) loads after the page shows.
const AnnouncementFormModal = lazyDialog<AnnouncementFormModalProps>(
  async () => (await import('../components/announcement-form-modal.tsx')).AnnouncementFormModalDialog,
);
const WithdrawAnnouncementModal = lazyDialog<WithdrawAnnouncementModalProps>(
  async () => (await import('../components/withdraw-announcement-modal.tsx')).WithdrawAnnouncementModalDialog,
);

/** "← Back to announcements": this page has no header, so this is the way back. */
function BackLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={paths.kokopelli.notificationManage.getHref()} fw={600} data-testid="back-to-manage">
      ← {t('announce.detail.back')}
    </Anchor>
  );
}

function Texts({ announcement }: { announcement: Announcement }) {
  const { t } = useTranslation();
  return (
    <Card withBorder>
      <Title order={2} size="h3" mb="sm">
        {t('announce.detail.texts')}
      </Title>
      <AnnouncementTexts texts={announcement} />
    </Card>
  );
}

function Facts({ announcement }: { announcement: Announcement }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const config = useRuntimeConfig();
  const bankName = (code: string) => {
    const bank = config.banks.find((b) => b.bank_code === code);
    return bank ? `${localizedName(bank, language)} (${code})` : code;
  };
  const at = (value: string | null) => (value ? formatDateTime(value, language) : t('announce.detail.not_yet'));
  const { audience } = announcement;
  const published = announcement.state !== 'scheduled';
  return (
    <Card withBorder>
      <Title order={2} size="h3" mb="sm">
        {t('announce.detail.facts')}
      </Title>
      <FieldList
        items={[
          { key: 'state', label: t('announce.detail.state'), value: <AnnouncementStateBadge state={announcement.state} /> },
          { key: 'publish_at', label: t('announce.detail.publish_at'), value: formatDateTime(announcement.publish_at, language) },
          { key: 'published_at', label: t('announce.detail.published_at'), value: at(announcement.published_at) },
          ...(announcement.withdrawn_at
            ? [{ key: 'withdrawn_at', label: t('announce.detail.withdrawn_at'), value: formatDateTime(announcement.withdrawn_at, language) }]
            : []),
          { key: 'roles', label: t('announce.audience.roles'), value: audience.roles.length ? audience.roles.map((r) => t(`role.${r}`)).join(', ') : t('announce.audience.any_role') },
          {
            key: 'countries',
            label: t('announce.audience.countries'),
            value: audience.countries.length ? audience.countries.map((c) => t(`country.${c}`)).join(', ') : t('announce.audience.any_country'),
          },
          {
            key: 'banks',
            label: t('announce.audience.bank_codes'),
            value: audience.bank_codes.length ? audience.bank_codes.map(bankName).join(', ') : t('announce.audience.any_bank'),
          },
          {
            key: 'delivered',
            label: t('announce.detail.delivered'),
            value: published ? t('announce.detail.count_users', { count: formatNumber(announcement.audience_count, language) }) : t('announce.detail.not_yet'),
          },
          {
            key: 'read',
            label: t('announce.detail.read'),
            value: (
              <span data-testid="announcement-read-count">
                {published
                  ? t('announce.manage.read_count', { read: formatNumber(announcement.read_count, language), total: formatNumber(announcement.audience_count, language) })
                  : t('announce.detail.not_yet')}
              </span>
            ),
          },
          { key: 'created_at', label: t('announce.detail.created_at'), value: formatDateTime(announcement.created_at, language) },
          { key: 'created_by', label: t('announce.detail.created_by'), value: announcement.created_by_name },
        ]}
      />
    </Card>
  );
}

/**
 * `/kokopelli/notification-detail/{notification_group_id}` (operator layout without header): one
 * announcement's texts in every language, its audience, state, times and counts, who has read it,
 * and the actions its `abilities` allow (edit while scheduled, withdraw).
 */
export function AnnouncementDetailPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { notificationGroupId = '' } = useParams();
  const query = useAnnouncement(notificationGroupId);
  const [editing, setEditing] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const phone = useMediaQuery('(max-width: 48em)');
  const notFound = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
  const announcement = query.data;
  useDocumentTitle(
    notFound ? t('error.not_found_title') : announcement ? `${localizedTitle(announcement, language)} – ${t('announce.detail.title')}` : t('announce.detail.title'),
  );

  if (!announcement) {
    return (
      <Stack gap="lg">
        <Group>
          <BackLink />
        </Group>
        <Title order={1}>{t('announce.detail.title')}</Title>
        {query.isError ? (
          <Alert color={notFound ? 'gray' : 'red'} role="alert" data-testid="announcement-load-failed">
            {notFound ? t('announce.detail.not_found') : t('announce.detail.failed')}
          </Alert>
        ) : (
          <Group justify="center" p="xl">
            <Loader aria-label={t('app.loading')} />
          </Group>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Group>
        <BackLink />
      </Group>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" c="dimmed">
            {t('announce.detail.title')}
          </Text>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }} data-testid="announcement-title">
            {localizedTitle(announcement, language)}
          </Title>
          <Group gap="xs">
            <AnnouncementStateBadge state={announcement.state} />
          </Group>
        </Stack>
        {(announcement.abilities.edit || announcement.abilities.withdraw) && (
          <Group gap="sm">
            {announcement.abilities.edit && (
              <Button variant="default" onClick={() => setEditing(true)} data-testid="announcement-edit">
                {t('announce.detail.edit')}
              </Button>
            )}
            {announcement.abilities.withdraw && (
              <Button color="red.9" variant="outline" onClick={() => setWithdrawing(true)} data-testid="announcement-withdraw">
                {t('announce.detail.withdraw')}
              </Button>
            )}
          </Group>
        )}
      </Group>
      {notice && (
        <Alert color="teal" role="status" withCloseButton closeButtonLabel={t('app.dismiss')} onClose={() => setNotice(null)} data-testid="announcement-notice">
          {notice}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Texts announcement={announcement} />
        <Facts announcement={announcement} />
      </SimpleGrid>
      <Card withBorder>
        <ReadersTable announcementId={announcement.notification_group_id} published={announcement.state !== 'scheduled'} />
      </Card>

      <AnnouncementFormModal
        opened={editing}
        title={t('announce.form.edit_title')}
        announcement={announcement}
        fullScreen={phone}
        onClose={() => setEditing(false)}
        onDone={(saved) => {
          setEditing(false);
          setNotice(announcementSavedMessage(t, saved, language));
        }}
      />
      <WithdrawAnnouncementModal
        announcement={announcement}
        opened={withdrawing}
        onClose={() => setWithdrawing(false)}
        onWithdrawn={() => {
          setWithdrawing(false);
          setNotice(t('announce.detail.withdrawn_done'));
        }}
      />
    </Stack>
  );
}
