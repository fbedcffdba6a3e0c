import { Anchor, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error-text.ts';
import type { ChatAttachment, ChatMessage, ChatReceipt } from '../../../../shared/schemas/chat.ts';
import { DocumentIcon } from '../../../components/icons.tsx';
import { formatDate, formatNumber, listFormat } from '../../../lib/format.ts';
import { INTL_LOCALE } from '../../../lib/language.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { chatAttachmentHref } from '../api/get-chat-attachment.ts';
import type { OutgoingMessage } from '../hooks/use-chat-connection.ts';
import { type MessageTranslation, TranslationLine } from '../../../components/translation-line.tsx';
import { fileSize } from '../lib/chat-timeline.ts';
import classes from './chat.module.css';

/** "1.2 MB", "340 KB", in the reader's digits. */
export function useFileSize() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (bytes: number) => {
    const { unit, value } = fileSize(bytes);
    return t(`chat.size.${unit}`, { value: formatNumber(value, language) });
  };
}

function AttachmentLink({ tradingId, attachment }: { tradingId: string; attachment: ChatAttachment }) {
  const { t } = useTranslation();
  const size = useFileSize();
  return (
    <Anchor
      href={chatAttachmentHref(tradingId, attachment.id)}
      download={attachment.file_name}
      size="sm"
      display="inline-flex"
      style={{ alignItems: 'center', gap: 4, overflowWrap: 'anywhere' }}
      data-testid="chat-attachment"
    >
      <DocumentIcon size={16} />
      {t('chat.attachment.download', { name: attachment.file_name, size: size(attachment.size) })}
    </Anchor>
  );
}

function Body({ text, attachment, tradingId, lang }: { text: string; attachment: ChatAttachment | null; tradingId: string; lang?: string | undefined }) {
  return (
    <div className={classes.bubble} lang={lang}>
      {text !== '' && <Text size="sm" component="div" data-testid="chat-message-body">{text}</Text>}
      {attachment && <AttachmentLink tradingId={tradingId} attachment={attachment} />}
    </div>
  );
}

/** A stored message: who (the reader's own are "You" and sit on the other side), when, what, and who of the others has read up to it. */
export function ChatMessageItem({
  message,
  own,
  readBy,
  tradingId,
  foreign = false,
  translation,
  onTranslate,
}: {
  message: ChatMessage;
  own: boolean;
  readBy: ChatReceipt[];
  tradingId: string;
  /** Written in another language than the reader's: it may be translated. */
  foreign?: boolean;
  translation?: MessageTranslation | undefined;
  onTranslate?: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [original, setOriginal] = useState(false);
  const names = listFormat(INTL_LOCALE[language], { type: 'conjunction' }).format(readBy.map((receipt) => receipt.name));
  const translated = translation?.state === 'done' && !original ? translation.text : null;
  return (
    <li className={`${classes.message} ${own ? classes.own : ''}`} data-testid="chat-message" data-seq={message.seq} data-own={own}>
      <div className={classes.meta}>
        <Text span size="xs" fw={700} c="dark.7" data-testid="chat-message-sender">
          {own ? t('chat.you') : t('chat.sender_of', { name: message.sender.name, organisation: message.sender.organisation_name })}
        </Text>{' '}
        · <time dateTime={message.created_at}>{formatDate(message.created_at, language, { timeStyle: 'short' })}</time>
      </div>
      <Body text={translated ?? message.body} attachment={message.attachment} tradingId={tradingId} lang={translated ? language : undefined} />
      {foreign && !own && message.body.trim() !== '' && onTranslate && (
        <div className={classes.meta}>
          <TranslationLine translation={translation} original={original} onTranslate={onTranslate} onToggle={() => setOriginal((o) => !o)} />
        </div>
      )}
      {readBy.length > 0 && (
        <div className={classes.meta} data-testid="chat-read-by">
          {t('chat.read_by', { names })}
        </div>
      )}
    </li>
  );
}

/** A message of this browser the server has not stored yet: sending, waiting for the network, or refused. */
export function OutgoingMessageItem({ message, live, tradingId, onDismiss }: { message: OutgoingMessage; live: boolean; tradingId: string; onDismiss: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const status = message.failure ? 'failed' : live ? 'sending' : 'waiting';
  return (
    <li className={`${classes.message} ${classes.own} ${message.failure ? classes.failed : ''}`} data-testid="chat-outgoing" data-status={status}>
      <div className={classes.meta}>
        <Text span size="xs" fw={700} c="dark.7">
          {t('chat.you')}
        </Text>
      </div>
      <Body text={message.body} attachment={message.attachment} tradingId={tradingId} />
      {message.failure ? (
        <Group gap="xs" justify="flex-end" className={classes.meta}>
          <Text size="xs" c="red.9" role="alert">
            {t('chat.pending.failed', { reason: errorMessage(message.failure, language) })}
          </Text>
          <Button size="compact-xs" variant="subtle" color="red.9" onClick={onDismiss}>
            {t('chat.pending.dismiss')}
          </Button>
        </Group>
      ) : (
        <div className={classes.meta}>{t(`chat.pending.${status}`)}</div>
      )}
    </li>
  );
}
