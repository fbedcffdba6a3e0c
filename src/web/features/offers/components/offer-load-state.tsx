import { Alert, Button, Group, Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';

/** An offer the viewer may not know exists answers 404 (a malformed id 400): both read as "not found". */
export const isOfferNotFound = (error: unknown): boolean => isApiError(error) && (error.status === 404 || error.status === 400);

/** The page title while an offer loads or after it failed to. */
export const offerPageTitleKey = (error: unknown) => (isOfferNotFound(error) ? 'offer_pages.partner.not_found_title' : 'offer.details_title');

export function OfferLoading() {
  const { t } = useTranslation();
  return (
    <Group justify="center" p="xl">
      <Loader aria-label={t('app.loading')} />
    </Group>
  );
}

/** An offer page that could not load its offer: not found, or failed, with one way back. */
export function OfferLoadFailure({ error, backHref, backLabel }: { error: unknown; backHref: string; backLabel: string }) {
  const { t } = useTranslation();
  const notFound = isOfferNotFound(error);
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>{t(offerPageTitleKey(error))}</Title>
      <Alert color={notFound ? 'gray' : 'red'} role="alert" data-testid="offer-not-found">
        {notFound ? t('offer.errors.not_found') : t('offer_pages.load_failed')}
      </Alert>
      <Button component={Link} to={backHref} variant="default">
        {backLabel}
      </Button>
    </Stack>
  );
}
