import '@mantine/core/styles/List.layer.css';
import { Alert, List, Text } from '@mantine/core';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { findIdentifyingTerms } from '../../shared/identifying-terms.ts';
import { useOwnIdentifyingTerms } from '../lib/own-identifying-terms.ts';

/**
 * Warns, as the user types, that a text the other company reads before both NDAs are agreed
 * identifies the user's own company: the same check (src/shared/identifying-terms.ts) by which the
 * server refuses it (docs/decisions/031-identifying-text.md). Nothing is shown while the text
 * names nothing; the polite live region tells a screen reader when the warning appears.
 */
export function IdentifyingTextWarning({ texts, testId = 'identifying-text-warning' }: { texts: readonly (string | null | undefined)[]; testId?: string }) {
  const { t } = useTranslation();
  const terms = useOwnIdentifyingTerms();
  const deferred = useDeferredValue(texts);
  const found = useMemo(() => findIdentifyingTerms(terms, Object.fromEntries(deferred.map((text, i) => [i, text]))), [terms, deferred]);
  return (
    <div aria-live="polite">
      {found.length > 0 && (
        <Alert color="orange" variant="light" title={t('offer_review.identifying.writer_title')} data-testid={testId}>
          <Text size="sm">{t('offer_review.identifying.writer_body')}</Text>
          <List size="sm" mt="xs">
            {found.map(({ term, kind }) => (
              <List.Item key={term} data-testid="identifying-text-term">
                {t('offer_review.identifying.writer_term', { term, kind: t(`offer_review.identifying.kind.${kind}`) })}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </div>
  );
}
