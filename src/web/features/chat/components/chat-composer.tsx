import { Alert, Button, CloseButton, FileButton, Group, Loader, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error-text.ts';
import { translateValidation } from '../../../../shared/i18n/validation.ts';
import { LIMITS } from '../../../../shared/limits.ts';
import { CHAT_ATTACHMENT_TYPES, type ChatAttachment, chatBodySchema, chatSendBodySchema } from '../../../../shared/schemas/chat.ts';
import { READABLE_ERROR } from '../../../components/form-styles.ts';
import { PaperclipIcon, SendIcon } from '../../../components/icons.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useUploadChatAttachment } from '../api/upload-chat-attachment.ts';
import { refuseAttachment } from '../lib/chat-timeline.ts';
import { useFileSize } from './chat-message-item.tsx';
import { GrowingTextarea } from '../../../components/growing-textarea.tsx';

const MAX_MB = LIMITS.chatAttachmentBytes / (1024 * 1024);

export interface ChatComposerProps {
  tradingId: string;
  onSend: (message: { client_id: string; body: string; attachment: ChatAttachment | null }) => void;
}

/**
 * The message input: text up to the shared limit with its counter and the schema's own message,
 * and one attached file, uploaded as soon as it is chosen so a refused file is told before the
 * message is written. With a keyboard, Enter sends and Shift+Enter starts a new line (never while an
 * input method is composing, as Japanese and Thai typing does); on a touch device (its primary
 * pointer coarse, `TOUCH_QUERY`) Enter starts a new line and only the button sends, as a phone's
 * keyboard has no Shift to hold. The hint says which.
 */
/** A device whose primary pointer is a finger: a phone or a tablet (docs/decisions/035-chat-notifications-and-touch-composer.md). */
export const TOUCH_QUERY = '(pointer: coarse)';

export function ChatComposer({ tradingId, onSend }: ChatComposerProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const size = useFileSize();
  const [body, setBody] = useState('');
  // The draft's client id, made once per message: the connection resends it under this id until stored.
  const [clientId, setClientId] = useState(() => crypto.randomUUID());
  const [submitted, setSubmitted] = useState(false);
  const [attachment, setAttachment] = useState<ChatAttachment | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const upload = useUploadChatAttachment();
  const touch = useMediaQuery(TOUCH_QUERY, false, { getInitialValueInEffect: false });

  // The same rules as the server's: the length at once, "required" only once a send was tried.
  const lengthIssue = chatBodySchema.safeParse(body).error?.issues[0]?.message;
  const sendIssue = chatSendBodySchema.safeParse({ client_id: clientId, body, attachment_id: attachment?.id ?? null }).error?.issues[0]?.message;
  const issue = lengthIssue ?? (submitted ? sendIssue : undefined);

  const submit = () => {
    setSubmitted(true);
    if (sendIssue || upload.isPending) return;
    onSend({ client_id: clientId, body, attachment });
    setClientId(crypto.randomUUID());
    setBody('');
    setAttachment(null);
    setSubmitted(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (touch || event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const choose = (file: File | null) => {
    if (!file) return;
    setFileError(null);
    const refusal = refuseAttachment(file);
    if (refusal === 'type') return setFileError(errorMessage('unsupported_attachment', language));
    if (refusal === 'size') return setFileError(t('chat.composer.too_large', { name: file.name, size: MAX_MB }));
    upload.mutate(
      { tradingId, file },
      {
        onSuccess: setAttachment,
        onError: (error) => {
          const code = isApiError(error) ? error.body?.code : undefined;
          const reason = code
            ? errorMessage(code, language)
            : isApiError(error) && error.status === 0
              ? t('chat.composer.network')
              : isApiError(error) && error.status === 413
                ? errorMessage('payload_too_large', language)
                : errorMessage('internal_error', language);
          setFileError(t('chat.composer.upload_failed', { name: file.name, reason }));
        },
      },
    );
  };

  return (
    <form
      noValidate
      data-testid="chat-composer"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="xs">
        <GrowingTextarea
          label={t('chat.composer.label')}
          description={t(touch ? 'chat.composer.hint_touch' : 'chat.composer.hint')}
          enterKeyHint={touch ? 'enter' : 'send'}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          minRows={2}
          maxRows={8}
          error={issue ? translateValidation(issue, language) : undefined}
          styles={READABLE_ERROR}
          data-testid="chat-input"
          data-enter={touch ? 'newline' : 'send'}
        />
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="xs" c={lengthIssue ? 'red.9' : 'dark.6'} data-testid="chat-counter">
            {t('chat.composer.counter', { count: formatNumber(body.length, language), max: formatNumber(LIMITS.chatMessage, language) })}
          </Text>
          <Group gap="xs">
            <FileButton onChange={choose} accept={CHAT_ATTACHMENT_TYPES.join(',')}>
              {(props) => (
                <Button {...props} variant="default" leftSection={<PaperclipIcon size={16} />} disabled={upload.isPending || attachment !== null} data-testid="chat-attach">
                  {t('chat.composer.attach')}
                </Button>
              )}
            </FileButton>
            <Button type="submit" leftSection={<SendIcon size={16} />} disabled={upload.isPending} data-testid="chat-send">
              {t('chat.composer.send')}
            </Button>
          </Group>
        </Group>
        <Text size="xs" c="dark.6">
          {t('chat.composer.attach_hint', { size: MAX_MB })}
        </Text>
        <div aria-live="polite">
          {upload.isPending && upload.variables && (
            <Group gap="xs">
              <Loader size="xs" aria-hidden />
              <Text size="sm">{t('chat.composer.uploading', { name: upload.variables.file.name })}</Text>
            </Group>
          )}
          {attachment && (
            <Group gap={4} data-testid="chat-attached">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {t('chat.composer.attached', { name: attachment.file_name, size: size(attachment.size) })}
              </Text>
              <CloseButton size="sm" aria-label={t('chat.composer.remove_attachment', { name: attachment.file_name })} onClick={() => setAttachment(null)} />
            </Group>
          )}
        </div>
        {fileError && (
          <Alert color="red" variant="light" role="alert" data-testid="chat-file-error" withCloseButton closeButtonLabel={t('app.dismiss')} onClose={() => setFileError(null)}>
            {fileError}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
