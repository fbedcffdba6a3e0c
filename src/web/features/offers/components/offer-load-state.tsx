import { Alert, Box, Button, Group, Loader, Stack, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { useNotFoundPage } from '../../../lib/not-found-page.tsx';

/**
 * An offer the viewer may not know exists answers 404, a malformed id 400: both read as "not
 * found", on every offer page, so a typed-in address never looks like a failure.
 */
export const isOfferNotFound = (error: unknown): boolean => isApiError(error) && (error.status === 404 || error.status === 400);

/** The page title while an offer loads or after it failed to. */
export const offerPageTitleKey = (error: unknown) => (isOfferNotFound(error) ? 'error.not_found_title' : 'offer.details_title');

export function OfferLoading() {
  const { t } = useTranslation();
  return (
    <Group justify="center" p="xl">
      <Loader aria-label={t('app.loading')} />
    </Group>
  );
}

interface Back {
  href: string;
  label: string;
}

/**
 * An offer page that could not load its offer. Not found (another bank's offer, a deleted one, a
 * malformed id): the not-found page of docs/product/api.md#error-catalogue in place, saying the offer is not available, with
 * the page's way back. 401 and 403 go to the route's error boundary (the apology pages). Anything
 * else: the page's title, a failure message, a retry and the way back.
 */
export function OfferLoadFailure({
  error,
  back,
  title,
  notFound,
  onRetry,
}: {
  error: unknown;
  back: Back;
  title?: string;
  /** What is not available, for a page of something other than an offer (a negotiation page shows an offer's heading too). */
  notFound?: string;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const NotFoundPage = useNotFoundPage();
  if (isOfferNotFound(error)) {
    return (
      <Box data-testid="offer-not-found">
        <NotFoundPage path={pathname} message={null} reason={notFound ?? t('offer.errors.not_found')} back={back} embedded />
      </Box>
    );
  }
  if (isApiError(error) && (error.status === 401 || error.status === 403)) throw error;
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>{title ?? t('offer.details_title')}</Title>
      <Alert color="red" role="alert" data-testid="offer-load-failed">
        {t('offer_pages.load_failed')}
      </Alert>
      <Group gap="sm">
        {onRetry && (
          <Button variant="default" onClick={onRetry}>
            {t('offer_review.detail.retry')}
          </Button>
        )}
        <Button component={Link} to={back.href} variant="default">
          {back.label}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The one loading / not-found / failed state of every offer detail page: renders `children` with
 * the offer once it is there (and `ready`, for a page that waits for a fresh copy).
 */
export function OfferLoadState<T>({
  query,
  back,
  title,
  notFound,
  ready = true,
  children,
}: {
  query: UseQueryResult<T>;
  back: Back;
  /** The page's heading while the offer itself cannot be shown. */
  title?: string;
  notFound?: string;
  ready?: boolean;
  children: (data: T) => ReactNode;
}) {
  // Only the first appearance is deferred (rendered in slices, decision 059): once there, the page
  // renders the current answer, so a page that waits for a fresh copy (`ready`) never opens on an
  // older one, and another id's page never shows the previous one's data.
  const deferred = useDeferredValue(query.data);
  const data = deferred === undefined ? undefined : query.data;
  // A failed background refetch keeps showing the offer already there, unless the offer is gone.
  if (query.isError && (query.data === undefined || isOfferNotFound(query.error)))
    return <OfferLoadFailure error={query.error} back={back} title={title} notFound={notFound} onRetry={() => void query.refetch()} />;
  if (data === undefined || !ready) return <OfferLoading />;
  return <>{children(data)}</>;
}
