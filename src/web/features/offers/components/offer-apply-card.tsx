import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PartnerOffer } from '../../../../shared/schemas/offer-views.ts';
import { paths } from '../../../app/paths.ts';

/**
 * Applying from the partner view (PRODUCT §3 step 1): "Apply for negotiation" when the server says
 * the company may (`abilities.apply`), or "Already applied" with a link to its open application.
 * Nothing when neither holds.
 */
export function OfferApplyCard({
  offer,
  placement,
}: {
  offer: Pick<PartnerOffer, 'offer_id' | 'abilities' | 'my_application'>;
  /** The page shows it under the heading on narrow screens and in the side column on wide ones. */
  placement: 'top' | 'side';
}) {
  const { t } = useTranslation();
  if (!offer.abilities.apply && !offer.my_application) return null;
  const titleId = `offer-apply-title-${placement}`;
  return (
    <Card component="section" aria-labelledby={titleId} data-testid="offer-apply">
      <Stack gap="sm" align="flex-start">
        <Title id={titleId} order={2} size="h4">
          {offer.my_application ? t('negotiation_apply.offer.already_applied') : t('negotiation_apply.offer.title')}
        </Title>
        <Text size="sm">{offer.my_application ? t('negotiation_apply.offer.already_applied_lead') : t('negotiation_apply.offer.lead')}</Text>
        {offer.my_application ? (
          <Button component={Link} to={paths.company.applicationHistoryDetail.getHref(offer.my_application.trading_id)} variant="light">
            {t('negotiation_apply.offer.see_application')}
          </Button>
        ) : (
          <Button component={Link} to={paths.company.offerApply.getHref(offer.offer_id)} data-testid="apply-button">
            {t('negotiation_apply.offer.apply')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
