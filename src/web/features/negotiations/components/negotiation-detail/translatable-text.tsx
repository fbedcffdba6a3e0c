import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { type NegotiationText, negotiationApi, negotiationTranslationsSchema } from '../../../../../shared/schemas/negotiations.ts';
import { detectLanguage } from '../../../../../shared/text-versions.ts';
import { apiClient } from '../../../../lib/api-client.ts';
import { useLanguage } from '../../../../lib/use-language.ts';
import { type MessageTranslation, TranslationLine } from '../../../../components/translation-line.tsx';
import { preWrap } from './info-card.tsx';

/**
 * A negotiation's free text (the application, a reason, a note) with, when it is in another
 * language than the reader's, a "Translate" button: the server translates only what this reader's
 * answer shows (decision 050); the translation says by whom, with the original one click away.
 */
export function TranslatableText({ tradingId, field, text }: { tradingId: string; field: NegotiationText; text: string }) {
  const language = useLanguage();
  const [translation, setTranslation] = useState<MessageTranslation | undefined>();
  const [original, setOriginal] = useState(false);
  const foreign = text.trim() !== '' && detectLanguage(text) !== language;
  const translate = () => {
    setTranslation({ state: 'pending' });
    apiClient
      .post(negotiationApi.translations(tradingId), { fields: [field], to: language })
      .then((answer) => {
        const item = negotiationTranslationsSchema.parse(answer).items[0];
        setTranslation(item ?? { language, state: 'failed', text: null, provider: null, made_at: null });
      })
      .catch(() => setTranslation({ language, state: 'failed', text: null, provider: null, made_at: null }));
  };
  const shown = translation?.state === 'done' && !original ? translation.text : null;
  return (
    <Stack gap={2}>
      <Text style={preWrap} lang={shown ? language : undefined} data-testid={`text-${field}`}>
        {shown ?? text}
      </Text>
      {foreign && (
        <Text size="xs" c="dimmed" component="div">
          <TranslationLine translation={translation} original={original} onTranslate={translate} onToggle={() => setOriginal((o) => !o)} />
        </Text>
      )}
    </Stack>
  );
}
