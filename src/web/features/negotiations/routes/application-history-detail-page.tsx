import { Alert, Anchor, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { type NegotiationDetail, tradingParamsSchema } from '../../../../shared/schemas/negotiations.ts';
import { paths } from '../../../../shared/paths.ts';
import { StackedFields } from '../../../components/stacked-fields.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { negotiationQueryOptions } from '../api/get-negotiation.ts';
import { useCounterpartName, useStepLabel } from '../components/application-labels.tsx';
import { NegotiationStatusBadge } from '../components/negotiation-badges.tsx';
import { personName } from '../../../lib/localized-name.ts';
import { ReadableTitle } from '../../../components/readable-title.tsx';

/**
 * `/company/offers/application-history/{trading_id}` (docs/product/negotiations.md): one application the company
 * made — the application details, the representatives and the signatory, where the negotiation
 * stands — with a way on to its transaction-management detail (and to the NDA when it is the
 * company's turn). Another company's negotiation, or one on the company's own offer, is "not found".
 */
export function ApplicationHistoryDetailPage() {
  const { t } = useTranslation();
  const { tradingId = '' } = useParams();
  const valid = tradingParamsSchema.shape.trading_id.safeParse(tradingId).success;
  const negotiation = useQuery({ ...negotiationQueryOptions(tradingId), enabled: valid });
  useDocumentTitle(t('negotiation_apply.detail.title'));
  const back = (
    <Anchor component={Link} to={paths.company.applicationHistory.getHref()} size="sm">
      ← {t('negotiation_apply.detail.back')}
    </Anchor>
  );
  const notFound = !valid || (isApiError(negotiation.error) && [400, 404].includes(negotiation.error.status)) || negotiation.data?.my_side === 'offer_company';
  if (isApiError(negotiation.error) && [401, 403].includes(negotiation.error.status)) throw negotiation.error;

  let body;
  if (notFound) {
    body = (
      <Alert color="yellow" role="status" data-testid="application-not-found">
        {t('negotiation_apply.detail.not_found')}
      </Alert>
    );
  } else if (negotiation.data) {
    body = <Detail negotiation={negotiation.data} />;
  } else if (negotiation.isError) {
    body = (
      <Alert color="red" role="alert">
        <Stack gap="sm" align="flex-start">
          <Text>{t('negotiation_apply.detail.load_failed')}</Text>
          <Button variant="default" size="xs" onClick={() => void negotiation.refetch()}>
            {t('negotiation_apply.history.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    body = (
      <Group justify="center" p="xl">
        <Loader aria-label={t('app.loading')} />
      </Group>
    );
  }

  return (
    <Stack gap="lg">
      {back}
      <Title order={1}>{t('negotiation_apply.detail.title')}</Title>
      {body}
    </Stack>
  );
}

function Detail({ negotiation }: { negotiation: NegotiationDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const stepLabel = useStepLabel();
  const counterpart = useCounterpartName();
  const ndaTurn = negotiation.abilities.applicant_nda_agree || negotiation.abilities.applicant_nda_disagree;
  const items = [
    { key: 'offer', label: t('negotiation_apply.detail.offer'), value: <ReadableTitle offer={negotiation.offer} /> },
    { key: 'ref', label: t('negotiation.fields.public_ref'), value: negotiation.public_ref },
    { key: 'status', label: t('negotiation_apply.detail.status'), value: <NegotiationStatusBadge status={negotiation.status} /> },
    { key: 'step', label: t('negotiation_apply.detail.step'), value: stepLabel(negotiation) },
    { key: 'applied_at', label: t('negotiation_apply.detail.applied_at'), value: formatDate(negotiation.applied_at, language) },
    { key: 'counterpart', label: t('negotiation_apply.detail.counterpart'), value: counterpart(negotiation.offer_company) },
  ];
  return (
    <Stack gap="lg">
      <Card padding="lg">
        <StackedFields items={items} testIdPrefix="application" />
      </Card>
      <Card component="section" padding="lg" aria-labelledby="application-details-title">
        <Title id="application-details-title" order={2} size="h4" mb="sm">
          {t('negotiation.application.details')}
        </Title>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="application-details">
          {negotiation.application_details}
        </Text>
      </Card>
      {negotiation.representatives && (
        <Card component="section" padding="lg" aria-labelledby="application-people-title">
          <Title id="application-people-title" order={2} size="h4" mb="sm">
            {t('negotiation.application.representatives')}
          </Title>
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} data-testid="application-representatives">
            {negotiation.representatives.map((person) => (
              <Group component="li" key={person.user_id} gap="xs">
                <Text>{personName(person, language)}</Text>
                {person.is_signatory && (
                  <Badge variant="light" tt="none" c="dark.8">
                    {t('negotiation_apply.detail.signatory_mark')}
                  </Badge>
                )}
              </Group>
            ))}
          </Stack>
        </Card>
      )}
      <Group gap="sm">
        {ndaTurn && (
          <Button component={Link} to={paths.company.ndaAgree.getHref(negotiation.trading_id)}>
            {t('negotiation_apply.detail.to_nda')}
          </Button>
        )}
        <Button component={Link} to={paths.company.tradingDetail.getHref(negotiation.trading_id)} variant={ndaTurn ? 'default' : 'filled'}>
          {t('negotiation_apply.detail.to_trading_detail')}
        </Button>
      </Group>
    </Stack>
  );
}
