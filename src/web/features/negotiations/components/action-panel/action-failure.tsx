import { Alert, Button, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../../shared/enums.ts';
import { errorMessage } from '../../../../lib/api-error-text.ts';
import { useLanguage } from '../../../../lib/use-language.ts';
import type { PanelFailure } from '../../hooks/use-negotiation-action.ts';

/** A failure's message in the reader's language: the error code's own text where there is one. */
export function failureMessage(failure: PanelFailure, language: Language, t: TFunction): string {
  return failure.kind === 'conflict'
      ? errorMessage('negotiation_version_conflict', language)
      : failure.kind === 'wrong_step'
        ? errorMessage('invalid_transition', language)
        : failure.kind === 'forbidden'
          ? errorMessage('forbidden', language)
          : failure.kind === 'not_found'
            ? errorMessage('negotiation_not_found', language)
            : failure.kind === 'code'
              ? errorMessage(failure.code, language)
              : t('negotiation.panel.failed');
}

/** A refusal of the action itself, above the panel's actions, with a reload where the page is stale. */
export function FailureAlert({ failure, onReload }: { failure: PanelFailure; onReload: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const message = failureMessage(failure, language, t);
  const canReload = failure.kind === 'conflict' || failure.kind === 'wrong_step' || failure.kind === 'forbidden';
  return (
    <Alert color="red" role="alert" data-testid="action-error" data-kind={failure.kind}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        {canReload && (
          <Button size="xs" variant="default" onClick={onReload}>
            {t('negotiation.panel.reload')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
