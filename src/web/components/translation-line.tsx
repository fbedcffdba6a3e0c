import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../shared/enum-values.ts';
import type { MachineState } from '../../shared/text-versions.ts';
import { formatDateTime } from '../lib/format.ts';
import { useLanguage } from '../lib/use-language.ts';

/** The providers whose names the interface text holds ('demo': the translations stored with the demo world); another is shown as it is stored. */
const PROVIDERS = ['libretranslate', 'amazon', 'demo'] as const;
const named = (provider: string | null): provider is (typeof PROVIDERS)[number] => (PROVIDERS as readonly (string | null)[]).includes(provider);

/** A text's machine translation as a page holds it: asked, or answered (decision 050). */
export type MessageTranslation =
  | { state: 'pending' }
  | { state: MachineState; language: Language; text: string | null; provider: string | null; made_at: string | null };

/**
 * A text in another language than the reader's (a chat message, a negotiation's application or
 * reason), machine-translated (decision 050): the
 * translation with who made it and a switch back to the original; a "Translate" button before it is
 * asked; the reason when it cannot be had (the original stays).
 */
export function TranslationLine({
  translation,
  original,
  onTranslate,
  onToggle,
}: {
  translation: MessageTranslation | undefined;
  original: boolean;
  onTranslate: () => void;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const reader = useLanguage();
  if (!translation)
    return (
      <Button size="compact-xs" variant="subtle" onClick={onTranslate} data-testid="chat-translate">
        {t('chat.translation.translate')}
      </Button>
    );
  if (translation.state === 'pending') return <span data-testid="chat-translation-pending">{t('chat.translation.pending')}</span>;
  if (translation.state === 'done')
    return (
      <Group gap={6} component="span" data-testid="chat-translation-label">
        <span>
          {t('chat.translation.machine', {
            language: t(`chat.translation.language.${translation.language}`),
            provider: named(translation.provider) ? t(`chat.translation.provider.${translation.provider}`) : (translation.provider ?? ''),
            date: translation.made_at ? formatDateTime(translation.made_at, reader) : '',
          })}
        </span>
        <Button size="compact-xs" variant="subtle" onClick={onToggle} aria-pressed={original} data-testid="chat-show-original">
          {original ? t('chat.translation.show_translation') : t('chat.translation.show_original')}
        </Button>
      </Group>
    );
  if (translation.state === 'not_needed') return null;
  return <span data-testid={`chat-translation-${translation.state}`}>{t(`chat.translation.${translation.state}`)}</span>;
}

