import '@mantine/core/styles/List.layer.css';
import { Alert, Anchor, Button, Card, Group, List, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-error-text.ts';
import { counterpartOf, type NegotiationDetail, tradingParamsSchema } from '../../../../shared/schemas/negotiations.ts';
import { paths } from '../../../../shared/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { localizedName } from '../../../lib/localized-name.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { waitingOnText } from '../lib/format-negotiation.ts';
import { negotiationQueryOptions } from '../api/get-negotiation.ts';
import { useNegotiationAction } from '../api/run-negotiation-action.ts';
import { NdaCounterpartCard } from '../components/nda-counterpart-card.tsx';
import { type NdaAgreeBody, NdaAgreeConfirm, type NdaDisagreeBody, NdaDisagreeForm, type ServerFields } from '../components/nda-decision-forms.tsx';
import { classifyActionError } from '../lib/negotiation-action-errors.ts';
import { OriginalTitle, ReadableTitle } from '../../../components/readable-title.tsx';

/** The viewer's NDA actions, from the server's abilities: the offer company's at step 3, the applicant's at step 4. */
function ndaActionsOf(negotiation: NegotiationDetail) {
  const { abilities } = negotiation;
  if (abilities.offer_company_nda_agree || abilities.offer_company_nda_disagree)
    return { side: 'offer_company', agree: 'offer_company_nda_agree', disagree: 'offer_company_nda_disagree' } as const;
  if (abilities.applicant_nda_agree || abilities.applicant_nda_disagree)
    return { side: 'applicant', agree: 'applicant_nda_agree', disagree: 'applicant_nda_disagree' } as const;
  return null;
}

type Screen = 'request' | 'agree' | 'disagree';

/**
 * `/company/nda-agree?trading_id=` (docs/product/screens-and-routes.md, steps 3 and 4 of docs/product/negotiations.md): the NDA request — what the
 * NDA says, the other company as far as it may be known (country, industry, size band) and the
 * application details — then "Agree" with its final confirmation, or "Disagree" with a reason and
 * its confirmation. Which decision the viewer makes is the server's (`abilities`); when it is not
 * the company's turn, the page says whom the negotiation waits on.
 */
export function NdaAgreePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [search] = useSearchParams();
  const parsed = tradingParamsSchema.shape.trading_id.safeParse(search.get('trading_id'));
  const tradingId = parsed.success ? parsed.data : '';
  const negotiation = useQuery({ ...negotiationQueryOptions(tradingId), enabled: parsed.success });
  useDocumentTitle(t('negotiation_apply.nda.title'));
  if (isApiError(negotiation.error) && [401, 403].includes(negotiation.error.status)) throw negotiation.error;

  const notFound = !parsed.success || (isApiError(negotiation.error) && [400, 404].includes(negotiation.error.status));
  if (notFound || (negotiation.isError && !negotiation.data)) {
    return (
      <Stack gap="lg" align="flex-start">
        <Title order={1}>{t('negotiation_apply.nda.title')}</Title>
        <Alert color={notFound ? 'yellow' : 'red'} role="alert" data-testid="nda-unavailable">
          {!parsed.success ? t('negotiation_apply.nda.missing_id') : notFound ? errorMessage('negotiation_not_found', language) : t('negotiation_apply.detail.load_failed')}
        </Alert>
        <Button component={Link} to={paths.company.trading.getHref()} variant="default">
          {t('negotiation_apply.nda.to_trading')}
        </Button>
      </Stack>
    );
  }
  if (!negotiation.data) {
    return (
      <Group justify="center" p="xl">
        <Loader aria-label={t('app.loading')} />
      </Group>
    );
  }
  return <NdaDecision key={negotiation.data.trading_id} negotiation={negotiation.data} onReload={() => void negotiation.refetch()} />;
}

function NdaDecision({ negotiation, onReload }: { negotiation: NegotiationDetail; onReload: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const action = useNegotiationAction();
  const [screen, setScreen] = useState<Screen>('request');
  const [result, setResult] = useState<{ decision: 'agree' | 'disagree'; negotiation: NegotiationDetail } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [serverFields, setServerFields] = useState<ServerFields | null>(null);
  // One decision per click, however fast the clicks come.
  const busyRef = useRef(false);
  const actions = ndaActionsOf(negotiation);
  const counterpart = counterpartOf(negotiation);
  const back = (
    <Anchor component={Link} to={paths.company.tradingDetail.getHref(negotiation.trading_id)} size="sm">
      ← {t('negotiation_apply.nda.back')}
    </Anchor>
  );

  const decide = async (decision: 'agree' | 'disagree', body: NdaAgreeBody | NdaDisagreeBody) => {
    if (!actions || busyRef.current) return;
    busyRef.current = true;
    setFailure(null);
    setServerFields(null);
    try {
      const answer =
        decision === 'agree'
          ? await action.mutateAsync({ tradingId: negotiation.trading_id, action: actions.agree, body: body as NdaAgreeBody })
          : await action.mutateAsync({ tradingId: negotiation.trading_id, action: actions.disagree, body: body as NdaDisagreeBody });
      setResult({ decision, negotiation: answer });
    } catch (error) {
      busyRef.current = false;
      const kind = classifyActionError(error);
      if (kind.kind === 'fields' && Object.keys(kind.fields).length > 0) setServerFields(kind.fields);
      else
        setFailure(
          kind.kind === 'conflict'
            ? errorMessage('negotiation_version_conflict', language)
            : kind.kind === 'wrong_step'
              ? errorMessage('invalid_transition', language)
              : kind.kind === 'forbidden'
                ? errorMessage('forbidden', language)
                : kind.kind === 'not_found'
                  ? errorMessage('negotiation_not_found', language)
                  : t('negotiation_apply.nda.failed'),
        );
    }
  };

  const failureAlert = failure && (
    <Alert color="red" role="alert" data-testid="nda-failed">
      <Stack gap="sm" align="flex-start">
        <Text>{failure}</Text>
        <Button
          variant="default"
          size="xs"
          onClick={() => {
            setFailure(null);
            setScreen('request');
            onReload();
          }}
        >
          {t('negotiation_apply.nda.reload')}
        </Button>
      </Stack>
    </Alert>
  );

  if (result) return <NdaResult result={result} back={back} />;

  if (actions && screen === 'agree')
    return (
      <Stack gap="md">
        {back}
        <NdaAgreeConfirm
          version={negotiation.version}
          busy={action.isPending}
          serverFields={serverFields}
          onBack={() => setScreen('request')}
          onSubmit={(body) => void decide('agree', body)}
        />
        {failureAlert}
      </Stack>
    );

  if (actions && screen === 'disagree')
    return (
      <Stack gap="md">
        {back}
        <NdaDisagreeForm
          version={negotiation.version}
          busy={action.isPending}
          serverFields={serverFields}
          onBack={() => setScreen('request')}
          onSubmit={(body) => void decide('disagree', body)}
        />
        {failureAlert}
      </Stack>
    );

  const terms = t('negotiation.nda.terms', { returnObjects: true }) as string[];
  const finished = negotiation.status === 'completed' || negotiation.status === 'canceled';
  return (
    <Stack gap="lg">
      {back}
      <div>
        <Title order={1}>{t('negotiation_apply.nda.title')}</Title>
        <Text mt="xs">{t('negotiation.nda.lead')}</Text>
      </div>
      {actions ? (
        <Alert color="blue" variant="light" data-testid="nda-your-turn">
          {actions.side === 'offer_company' ? t('negotiation_apply.nda.your_turn_offer_company') : t('negotiation_apply.nda.your_turn_applicant')}
        </Alert>
      ) : (
        <Alert color="gray" variant="light" role="status" data-testid="nda-not-your-turn">
          <Stack gap="sm" align="flex-start">
            <Text>
              {finished
                ? t('negotiation_apply.nda.finished', { status: t(`negotiation.status.${negotiation.status}`) })
                : t('negotiation_apply.nda.not_your_turn', {
                    who: waitingOnText(negotiation, language, t),
                  })}
            </Text>
            <Button component={Link} to={paths.company.tradingDetail.getHref(negotiation.trading_id)} variant="default" size="xs">
              {t('negotiation_apply.nda.back')}
            </Button>
          </Stack>
        </Alert>
      )}
      {failureAlert}
      <Card padding="lg">
        <Text size="sm" fw={600} c="gray.7">
          {t('negotiation_apply.nda.offer')}
        </Text>
        <Text fw={700} style={{ overflowWrap: 'anywhere' }} data-testid="nda-offer-title">
          <ReadableTitle offer={negotiation.offer} />
        </Text>
        <OriginalTitle offer={negotiation.offer} />
      </Card>
      <Group align="stretch" gap="lg" wrap="wrap">
        {counterpart && (
          <div style={{ flex: '1 1 260px', minWidth: 0 }}>
            <NdaCounterpartCard company={counterpart} />
          </div>
        )}
        <Card component="section" aria-labelledby="nda-application-title" padding="lg" style={{ flex: '2 1 320px', minWidth: 0 }}>
          <Title id="nda-application-title" order={2} size="h4" mb="sm">
            {t('negotiation_apply.nda.application_details')}
          </Title>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="nda-application-details">
            {negotiation.application_details}
          </Text>
        </Card>
      </Group>
      <Card component="section" aria-labelledby="nda-terms-title" padding="lg">
        <Title id="nda-terms-title" order={2} size="h4" mb="sm">
          {t('negotiation.nda.terms_title')}
        </Title>
        <List spacing="xs">
          {terms.map((term) => (
            <List.Item key={term}>{term}</List.Item>
          ))}
        </List>
      </Card>
      {actions && (
        <Group justify="flex-end" gap="sm">
          <Button variant="default" color="red" onClick={() => setScreen('disagree')} data-testid="nda-disagree">
            {t('negotiation_apply.nda.disagree')}
          </Button>
          <Button onClick={() => setScreen('agree')} data-testid="nda-agree">
            {t('negotiation_apply.nda.agree')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function NdaResult({ result, back }: { result: { decision: 'agree' | 'disagree'; negotiation: NegotiationDetail }; back: ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const counterpart = counterpartOf(result.negotiation);
  const agreed = result.decision === 'agree';
  return (
    <Stack gap="lg">
      {back}
      <Card padding="xl" data-testid="nda-result">
        <Stack gap="md" align="center" ta="center">
          <ThemeIcon size={56} radius="xl" color={agreed ? 'teal' : 'gray'} variant="light" aria-hidden="true">
            <svg width={30} height={30} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" strokeLinejoin="round">
              {agreed ? <path d="m5 12.5 4.5 4.5L19 7.5" /> : <path d="M6 6l12 12M18 6 6 18" />}
            </svg>
          </ThemeIcon>
          <Title order={1}>{agreed ? t('negotiation_apply.nda.result_agreed_title') : t('negotiation_apply.nda.result_canceled_title')}</Title>
          <Text>
            {!agreed
              ? t('negotiation_apply.nda.result_canceled')
              : result.negotiation.disclosed
                ? t('negotiation_apply.nda.result_disclosed')
                : t('negotiation_apply.nda.result_waiting')}
          </Text>
          {agreed && counterpart?.disclosed && (
            <Text fw={700} data-testid="nda-counterpart-name">
              {t('negotiation_apply.nda.result_counterpart', {
                name: localizedName({ name: counterpart.name, name_en: counterpart.name_en }, language),
              })}
            </Text>
          )}
          <Group justify="center" gap="sm">
            <Button component={Link} to={paths.company.trading.getHref()} variant="default">
              {t('negotiation_apply.nda.to_trading')}
            </Button>
            <Button component={Link} to={paths.company.tradingDetail.getHref(result.negotiation.trading_id)}>
              {t('negotiation_apply.nda.back')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
