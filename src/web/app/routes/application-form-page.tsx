import { Alert, Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../lib/api-error-text.ts';
import type { PartnerOffer } from '../../../shared/schemas/offer-views.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { ApplicationForm } from '../../features/negotiations/components/application-form.tsx';
import { usePartnerOffer } from '../../features/offers/api/get-partner-offer.ts';
import { OfferLoadState } from '../../features/offers/components/offer-load-state.tsx';
import { openApplicationOf } from '../../features/offers/components/offer-apply-card.tsx';
import { paths } from '../../../shared/paths.ts';
import { readableTitle } from '../../components/readable-title.tsx';

/**
 * `/company/offer-detail/business-partner/{offer_id}/apply` (step 1 of docs/product/negotiations.md, decision 016): the
 * application form for another company's offer and its final confirmation. It combines the offer
 * (features/offers: the partner view, whose `abilities.apply` the server decides) with the form
 * (features/negotiations), so it lives here.
 */
export function ApplicationFormPage() {
  const { t } = useTranslation();
  const { offerId = '' } = useParams();
  const offer = usePartnerOffer(offerId);
  useDocumentTitle(t('negotiation_apply.form.title'));
  return (
    <OfferLoadState
      query={offer}
      title={t('negotiation_apply.form.title')}
      back={{ href: paths.company.offerSearch.getHref(), label: t('offer_pages.partner.back_to_search') }}
    >
      {(data) => <Apply offer={data} />}
    </OfferLoadState>
  );
}

function Apply({ offer }: { offer: PartnerOffer }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const back = (
    <Anchor component={Link} to={paths.company.offerPartnerDetail.getHref(offer.offer_id)} size="sm">
      ← {t('negotiation_apply.form.back_to_offer')}
    </Anchor>
  );
  if (offer.abilities.apply) {
    return (
      <Stack gap="md">
        {back}
        <ApplicationForm
          offerId={offer.offer_id}
          offerTitle={readableTitle({ ...offer, title_versions: offer.translations }, language).title}
          onApplied={(negotiation) =>
            void navigate(paths.company.offerApplyComplete.getHref(offer.offer_id, negotiation.trading_id), { replace: true })
          }
        />
      </Stack>
    );
  }
  // Applied already (the open application is linked), or the offer no longer takes applications.
  const open = openApplicationOf(offer);
  return (
    <Stack gap="md" align="flex-start">
      {back}
      <Title order={1}>{t('negotiation_apply.form.title')}</Title>
      <Alert color={open ? 'blue' : 'yellow'} role="status" data-testid="apply-unavailable">
        {open ? errorMessage('already_applied', language) : errorMessage('offer_not_open', language)}
      </Alert>
      {open && (
        <Group>
          <Button component={Link} to={paths.company.applicationHistoryDetail.getHref(open.trading_id)}>
            {t('negotiation_apply.offer.see_application')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
