import '@mantine/core/styles/List.layer.css';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { tradingParamsSchema } from '../../../../shared/schemas/negotiations.ts';
import { paths } from '../../../../shared/paths.ts';
import { CompletionCard } from '../../../components/completion-card.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { negotiationQueryOptions } from '../api/get-negotiation.ts';
import { ApplicationSteps } from '../components/application-steps.tsx';
import { readableTitle } from '../../../components/readable-title.tsx';
import { useLanguage } from '../../../lib/use-language.ts';

/**
 * `/company/offer-detail/business-partner/{offer_id}/apply/complete?trading_id=` (decision 016): the
 * application went to the applicant's bank. Says what happens next (bank review, then the NDA of
 * each company, then disclosure) and links the application history and transaction management.
 * The reference and the offer's title are the server's, so a reload still shows them.
 */
export function ApplicationCompletePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [search] = useSearchParams();
  const tradingId = tradingParamsSchema.shape.trading_id.safeParse(search.get('trading_id'));
  const negotiation = useQuery({ ...negotiationQueryOptions(tradingId.success ? tradingId.data : ''), enabled: tradingId.success });
  const next = t('negotiation_apply.complete.next', { returnObjects: true }) as string[];
  useDocumentTitle(t('negotiation_apply.complete.title'));
  return (
    <Stack gap="lg">
      <ApplicationSteps current="complete" />
      <CompletionCard title={t('negotiation_apply.complete.title')}>
        {negotiation.isPending && tradingId.success && <Loader size="sm" aria-label={t('app.loading')} />}
        {negotiation.data && (
          <>
            <Text size="lg" style={{ overflowWrap: 'anywhere' }} data-testid="complete-lead">
              {t('negotiation_apply.complete.lead', { title: readableTitle(negotiation.data.offer, language).title })}
            </Text>
            <Text fw={600} data-testid="complete-reference">
              {t('negotiation_apply.complete.reference', { ref: negotiation.data.public_ref })}
            </Text>
          </>
        )}
        {negotiation.isError && (
          <Alert color="red" role="alert">
            {t('negotiation_apply.detail.load_failed')}
          </Alert>
        )}
        <Stack gap="xs" maw={600} ta="start" w="100%">
          <Title order={2} size="h4">
            {t('negotiation_apply.complete.next_title')}
          </Title>
          <List type="ordered" spacing="xs">
            {next.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </Stack>
        <Group justify="center" gap="sm" mt="sm">
          <Button component={Link} to={paths.company.trading.getHref()} variant="default">
            {t('negotiation_apply.complete.to_trading')}
          </Button>
          <Button component={Link} to={paths.company.applicationHistory.getHref()}>
            {t('negotiation_apply.complete.to_history')}
          </Button>
        </Group>
      </CompletionCard>
    </Stack>
  );
}
