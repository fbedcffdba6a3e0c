import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/api-error-text.ts';
import { readBankCode } from '../../../../lib/browser-storage.ts';
import { loginUrl } from '../../../../lib/external-urls.ts';
import { useRuntimeConfig } from '../../../../lib/runtime-config.ts';
import { useLanguage } from '../../../../lib/use-language.ts';
import type { OfferWriteFailure } from '../../lib/offer-form-errors.ts';

/** A failed save or registration: the optimistic-lock message with a reload, the server's reason, or the page's own text. */
export function WriteFailureAlert({ failure, fallback, onReload }: { failure: OfferWriteFailure; fallback: string; onReload?: (() => void) | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (failure.kind === 'session') return <SessionEndedAlert redirecting={failure.redirecting} />;
  if (failure.kind === 'conflict') {
    return (
      <Alert color="orange" role="alert" data-testid="optimistic-lock">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{errorMessage('version_conflict', language)}</Text>
          {onReload && (
            <Button size="xs" variant="default" onClick={onReload}>
              {t('offer_register.form.reload_latest')}
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }
  const text = failure.kind === 'message' ? `${fallback} ${failure.message}` : fallback;
  return (
    <Alert color="red" role="alert" data-testid="write-failed">
      {text}
    </Alert>
  );
}

/**
 * The session ended while the form was open (docs/product/screens-and-routes.md#session-behaviour). The browser is normally on its way to
 * sign-in already; with a local API base URL it is not, so the way there is offered. Either way the
 * form stays in the tab and comes back filled in after signing in.
 */
function SessionEndedAlert({ redirecting }: { redirecting: boolean }) {
  const { t } = useTranslation();
  const config = useRuntimeConfig();
  if (redirecting) {
    return (
      <Alert color="blue" variant="light" role="status" data-testid="session-ended">
        {t('app.redirecting_to_login')}
      </Alert>
    );
  }
  const { pathname, search } = window.location;
  return (
    <Alert color="orange" role="alert" data-testid="session-ended">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('offer_register.form.session_ended')}</Text>
        <Button component="a" href={loginUrl(config, readBankCode(), `${pathname}${search}`)} size="xs" variant="default">
          {t('offer_register.form.sign_in_again')}
        </Button>
      </Stack>
    </Alert>
  );
}
