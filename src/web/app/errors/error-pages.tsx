import { FeedbackFormButton } from '../../components/feedback-form-button.tsx';
import { Button, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { LIMITS } from '../../../shared/limits.ts';
import { readBankCode } from '../../lib/browser-storage.ts';
import { loginUrl } from '../../lib/external-urls.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useRuntimeConfig } from '../../lib/runtime-config.ts';
import type { FailedProcess } from './route-errors.ts';
import { StatusPage } from './status-page.tsx';
import { useTopHref } from './use-top-action.ts';

interface PageProps {
  embedded?: boolean;
}

function FeedbackButton() {
  const { t } = useTranslation();
  return <FeedbackFormButton>{t('error.feedback')}</FeedbackFormButton>;
}

function StatusLabel({ status }: { status: number }) {
  const { t } = useTranslation();
  return (
    <Text fw={700} c="indigo.8" size="sm" tt="uppercase" style={{ letterSpacing: '0.06em' }}>
      {t('error.status', { status })}
    </Text>
  );
}

/**
 * docs/product/screens-and-routes.md#error-screens: the logo, a title, two paragraphs, a Top button to the role's home, and "Page not found: {path}".
 * A page showing one object in place (an offer) says what is missing (`reason`) instead of the path, and adds its way back.
 */
export function NotFoundPage({
  path,
  message,
  embedded = false,
  reason,
  back,
}: PageProps & { path: string; message: string | null; reason?: string; back?: { href: string; label: string } }) {
  const { t } = useTranslation();
  const topHref = useTopHref();
  useDocumentTitle(t('error.not_found_title'));
  return (
    <StatusPage status={404} embedded={embedded}>
      <Logo width={LIMITS.logoWidthPx} alt={t('error.logo_alt')} />
      <StatusLabel status={404} />
      <Title order={1}>{t('error.not_found_title')}</Title>
      <Text maw={520}>{t('error.not_found_p1')}</Text>
      <Text maw={520}>{t('error.not_found_p2')}</Text>
      {reason ? (
        <Text maw={520} fw={600} data-testid="not-found-reason">
          {reason}
        </Text>
      ) : (
        <Text ff="monospace" size="sm" c="dimmed" data-testid="not-found-path" style={{ overflowWrap: 'anywhere' }}>
          {message ?? t('error.page_not_found', { path })}
        </Text>
      )}
      <Group justify="center" gap="sm">
        {back && (
          <Button component={Link} to={back.href} size="md" variant="default">
            {back.label}
          </Button>
        )}
        <Button component="a" href={topHref} size="md">
          {t('error.top')}
        </Button>
      </Group>
    </StatusPage>
  );
}

/** docs/product/screens-and-routes.md#error-screens, docs/product/api.md#error-catalogue: the 401 and 403 apology pages, with the feedback form in a new tab. */
export function ApologyPage({
  status,
  unknownRole = false,
  bankCode = null,
  embedded = false,
}: PageProps & { status: 401 | 403; unknownRole?: boolean; bankCode?: string | null }) {
  const { t } = useTranslation();
  const config = useRuntimeConfig();
  const topHref = useTopHref(unknownRole);
  const title = status === 401 ? t('error.title_401') : t('error.title_403');
  useDocumentTitle(title);
  return (
    <StatusPage status={status} embedded={embedded}>
      <Logo width={200} alt={t('error.logo_alt')} />
      <StatusLabel status={status} />
      <Title order={1}>{title}</Title>
      <Text maw={520}>{t('error.apology')}</Text>
      <Text maw={520}>{status === 401 ? t('error_content_401') : t('error_content_403')}</Text>
      <Group justify="center" gap="sm">
        <FeedbackButton />
        {status === 401 ? (
          <Button component="a" href={loginUrl(config, bankCode ?? readBankCode())} variant="default">
            {t('error.sign_in_again')}
          </Button>
        ) : (
          <Button component="a" href={topHref} variant="default">
            {t('error.top')}
          </Button>
        )}
      </Group>
    </StatusPage>
  );
}

/** docs/product/api.md#error-catalogue: any other failure: "{process} failed", what to do, and the feedback form. */
export function GenericErrorPage({ status, process, embedded = false }: PageProps & { status: number; process: FailedProcess }) {
  const { t } = useTranslation();
  const title = t('error.process_failed', { process: t(`error.process.${process}`) });
  useDocumentTitle(title);
  return (
    <StatusPage status={status} embedded={embedded}>
      <Logo width={200} alt={t('error.logo_alt')} />
      <StatusLabel status={status} />
      <Title order={1}>{title}</Title>
      <Text maw={520}>{t('error_content2')}</Text>
      <Group justify="center" gap="sm">
        <FeedbackButton />
        <Button variant="default" onClick={() => window.location.reload()}>
          {t('error.retry')}
        </Button>
      </Group>
    </StatusPage>
  );
}
