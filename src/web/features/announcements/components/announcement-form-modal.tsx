import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '../../../../shared/schemas/notifications.ts';
import { AnnouncementForm } from './announcement-form.tsx';

export interface AnnouncementFormModalProps {
  opened: boolean;
  title: string;
  /** The scheduled announcement being edited; none for a new one. */
  announcement?: Announcement;
  /** On phones the form takes the whole screen. */
  fullScreen?: boolean;
  onClose: () => void;
  onDone: (announcement: Announcement) => void;
}

/** The announcement form (new or edit) in its modal; the form is mounted only while the modal is open. */
export function AnnouncementFormModalDialog({ opened, title, announcement, fullScreen, onClose, onDone }: AnnouncementFormModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="xl" fullScreen={fullScreen} closeButtonProps={{ 'aria-label': t('announce.form.cancel') }}>
      {opened && <AnnouncementForm announcement={announcement} onCancel={onClose} onDone={onDone} />}
    </Modal>
  );
}
