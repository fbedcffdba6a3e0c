import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FINAL_NEGOTIATION_STAGES, NEGOTIATION_STEP_ORDER, stepLabelOf } from '../../../../shared/negotiation-lifecycle.ts';
import type { PartnerOffer } from '../../../../shared/schemas/offer-views.ts';
import { paths } from '../../../../shared/paths.ts';

type MyApplication = NonNullable<PartnerOffer['my_application']>;

/** The company's negotiation on the offer while it is still going (neither completed nor cancelled), else null. */
export const openApplicationOf = (offer: Pick<PartnerOffer, 'my_application'>): MyApplication | null =>
  offer.my_application && !(FINAL_NEGOTIATION_STAGES as readonly string[]).includes(offer.my_application.status) ? offer.my_application : null;

/** The company's negotiation on this offer: its reference, status and step, and a link to it. */
function MyNegotiation({ application }: { application: MyApplication }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} data-testid="my-negotiation" data-status={application.status}>
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {t('negotiation_apply.offer.your_negotiation', { ref: application.public_ref })}
        </Text>
        <Badge variant="light" color={application.status === 'canceled' ? 'gray' : application.status === 'completed' ? 'teal' : 'indigo'} c="dark.8">
          {t(`negotiation.status.${application.status}`)}
        </Badge>
      </Group>
      {application.status !== 'completed' && (
        <Text size="sm" c="dark.6">
          {t('negotiation.step.number', { number: NEGOTIATION_STEP_ORDER[application.step] })}: {t(`negotiation.step.${stepLabelOf(application.step, application)}`)}
        </Text>
      )}
      <Anchor component={Link} to={paths.company.tradingDetail.getHref(application.trading_id)} size="sm" data-testid="my-negotiation-link">
        {t('negotiation_apply.offer.open_negotiation')}
      </Anchor>
    </Stack>
  );
}

/**
 * Applying from the partner view (step 1 of docs/product/negotiations.md): the company's negotiation on the offer, if it
 * has or had one, with its state and a link; "Apply for negotiation" when the server says the company
 * may (`abilities.apply`: never while its negotiation is still going). Nothing when neither holds.
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
  const open = openApplicationOf(offer);
  const titleId = `offer-apply-title-${placement}`;
  return (
    <Card component="section" aria-labelledby={titleId} data-testid="offer-apply">
      <Stack gap="sm" align="flex-start">
        <Title id={titleId} order={2} size="h4">
          {open ? t('negotiation_apply.offer.already_applied') : t('negotiation_apply.offer.title')}
        </Title>
        {open ? (
          <Text size="sm">{t('negotiation_apply.offer.already_applied_lead')}</Text>
        ) : (
          offer.abilities.apply && <Text size="sm">{t('negotiation_apply.offer.lead')}</Text>
        )}
        {offer.my_application && <MyNegotiation application={offer.my_application} />}
        {offer.abilities.apply && (
          <Button component={Link} to={paths.company.offerApply.getHref(offer.offer_id)} data-testid="apply-button">
            {t('negotiation_apply.offer.apply')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
