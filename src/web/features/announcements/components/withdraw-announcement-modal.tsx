import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '../../../../shared/schemas/notifications.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useWithdrawAnnouncement } from '../api/withdraw-announcement.ts';

export interface WithdrawAnnouncementModalProps {
  announcement: Announcement;
  opened: boolean;
  onClose: () => void;
  onWithdrawn: () => void;
}

/** Asks before withdrawing a published announcement (its `abilities.withdraw`); a 409 says someone changed it meanwhile. */
export function WithdrawAnnouncementModalDialog({ announcement, opened, onClose, onWithdrawn }: WithdrawAnnouncementModalProps) {
  const { t } = useTranslation();
  const withdraw = useWithdrawAnnouncement();
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    if (withdraw.isPending) return;
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    setFailure(null);
    try {
      await withdraw.mutateAsync({ id: announcement.notification_group_id, version: announcement.version });
      onWithdrawn();
    } catch (error) {
      setFailure(isApiError(error) && error.status === 409 ? t('announce.form.conflict') : t('announce.detail.withdraw_failed'));
    }
  };
  return (
    <Modal opened={opened} onClose={close} title={t('announce.detail.withdraw_title')} centered closeButtonProps={{ 'aria-label': t('announce.form.cancel') }}>
      <Stack gap="md" data-testid="withdraw-dialog">
        <Text>{t('announce.detail.withdraw_text')}</Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={withdraw.isPending}>
            {t('announce.form.cancel')}
          </Button>
          <Button color="red.9" onClick={() => void confirm()} loading={withdraw.isPending} data-autofocus data-testid="withdraw-confirm">
            {t('announce.detail.withdraw_confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
