import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '../../../../lib/format.ts';
import { useLanguage } from '../../../../lib/use-language.ts';
import { type AnnouncementFormValues, announcementTextsOf, toAnnouncementBody } from '../../lib/announcement-form-values.ts';
import { AnnouncementTexts } from '../announcement-texts.tsx';

export interface AnnouncementPreviewProps {
  preview: AnnouncementFormValues;
  /** How many the audience reaches, once the server has counted. */
  recipients: number | undefined;
  busy: boolean;
  submitLabel: string;
  onBack: () => void;
  onConfirm: () => void;
}

/** A valid form as its readers will see it, how many it reaches and when; only its button saves. */
export function AnnouncementPreview({ preview, recipients, busy, submitLabel, onBack, onConfirm }: AnnouncementPreviewProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Stack gap="lg" data-testid="announcement-preview">
      <Title order={3} size="h4">
        {t('announce.form.preview_title')}
      </Title>
      <Alert color="blue" variant="light" data-testid="announcement-preview-reach">
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {recipients !== undefined ? t('announce.form.preview_reach', { count: formatNumber(recipients, language) }) : t('announce.form.recipients_counting')}
          </Text>
          <Text size="sm">
            {preview.timing === 'now' ? t('announce.form.preview_now') : t('announce.form.preview_later', { at: formatDateTime(toAnnouncementBody(preview).publish_at ?? '', language) })}
          </Text>
        </Stack>
      </Alert>
      <Card withBorder>
        <AnnouncementTexts texts={announcementTextsOf(preview)} />
      </Card>
      <Group justify="flex-end" gap="sm">
        <Button type="button" variant="default" onClick={onBack} disabled={busy} data-testid="announcement-preview-back">
          {t('announce.form.preview_back')}
        </Button>
        <Button type="button" loading={busy} disabled={recipients === undefined} onClick={onConfirm} data-testid="announcement-confirm">
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
