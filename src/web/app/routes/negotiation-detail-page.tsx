import { Alert, Loader, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../lib/api-error-text.ts';
import type { NegotiationStepAction } from '../../../shared/negotiation-lifecycle.ts';
import type { NegotiationDetail } from '../../../shared/schemas/negotiations.ts';
import { useCompany } from '../../features/account/api/get-company.ts';
import { useCompanyById } from '../../features/account/api/get-company-by-id.ts';
import { CompanyProfile } from '../../features/account/components/company-profile.tsx';
import type { ChatSide } from '../../features/chat/components/chat-panel.tsx';
import { negotiationKeys, type NegotiationAddress, useNegotiation, useNegotiationLive } from '../../features/negotiations/api/get-negotiation.ts';
import type { DisclosedCompany } from '../../features/negotiations/components/negotiation-company-card.tsx';
import { NegotiationDetailView } from '../../features/negotiations/components/negotiation-detail.tsx';
import { TranslatableText } from '../../features/negotiations/components/negotiation-detail/translatable-text.tsx';
import { OfferLoadState } from '../../features/offers/components/offer-load-state.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { paths } from '../../../shared/paths.ts';
import { localizedName } from '../../lib/localized-name.ts';
import { readableTitle } from '../../components/readable-title.tsx';

// The chat (its socket client, composer and attachments, about 10 kB) is a chunk of its own, out of
// the page's first load. It is asked for as soon as this page's code runs, beside the negotiation's
// data rather than after it, so that its panel is there to draw itself at its size while the
// messages load (nothing below it moves).
const loadChatPanel = () => import('../../features/chat/components/chat-panel.tsx');
const ChatPanel = lazy(async () => ({ default: (await loadChatPanel()).ChatPanel }));
loadChatPanel().catch(() => undefined);

/**
 * The negotiation detail pages of every role (docs/product/negotiations.md, docs/product/screens-and-routes.md). They combine features: the
 * negotiation (features/negotiations), a disclosed counterpart's profile (features/account), the
 * chat (features/chat) and the offer pages' load state (features/offers), so they live here.
 */

/** A disclosed company's profile, as `GET company/{id}?trading_id=` answers it to this viewer. */
function CounterpartProfile({ company, negotiation }: { company: DisclosedCompany; negotiation: NegotiationDetail }) {
  const tradingId = negotiation.trading_id;
  // Its business description can be translated for the reader, as the negotiation's other texts (decision 050).
  const side = negotiation.offer_company.disclosed && negotiation.offer_company.company_id === company.company_id ? 'offer_company' : 'applicant';
  const language = useLanguage();
  const { t } = useTranslation();
  const profile = useCompanyById({ companyId: company.company_id, tradingId });
  if (profile.isPending) return <Loader size="sm" aria-label={t('app.loading')} />;
  if (profile.isError)
    return (
      <Alert color="red" role="alert">
        {t('negotiation.detail.profile_failed')}
      </Alert>
    );
  return (
    <Stack gap="sm" data-testid="counterpart-profile" pt="sm">
      <Title order={4} size="h6">
        {t('negotiation.detail.profile_title', { name: localizedName(profile.data, language) })}
      </Title>
      <CompanyProfile
        company={profile.data}
        renderDescription={(text) => <TranslatableText tradingId={tradingId} field={`${side}_business`} text={text} />}
      />
    </Stack>
  );
}

interface PageSetup {
  address: NegotiationAddress;
  back: { href: string; label: string };
  offerHref: (negotiation: NegotiationDetail) => string | null;
  ndaHref: (negotiation: NegotiationDetail) => string | null;
  /** Where to go when the viewer no longer sees the negotiation after its own action (a coordinator's decline). */
  afterLeaving?: string;
  /** The viewer's voice in the chat, if any (a bank or the operator only reads): read receipts show the other sides'. */
  chatSide: (negotiation: NegotiationDetail) => ChatSide | null;
}

function NegotiationDetailPage({ address, back, offerHref, ndaHref, afterLeaving, chatSide }: PageSetup) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const negotiation = useNegotiation(address);
  // Another party's action (or this user's in another tab) refreshes the page at once.
  useNegotiationLive(negotiation.data);
  const [done, setDone] = useState<NegotiationStepAction | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const pageTitle = t('negotiation.pages.detail.title');
  const notFound = isApiError(negotiation.error) && (negotiation.error.status === 404 || negotiation.error.status === 400);
  useDocumentTitle(notFound ? t('error.not_found_title') : negotiation.data ? `${readableTitle(negotiation.data.offer, language).title} – ${pageTitle}` : pageTitle);

  // The outcome replaces the action: take the reader to the notice.
  useEffect(() => {
    if (done) noticeRef.current?.focus();
  }, [done]);

  const onDone = (action: NegotiationStepAction, next: NegotiationDetail) => {
    if (action === 'coordinator_decline' && afterLeaving) {
      // A coordinator who declined no longer sees the deal (decision 015).
      queryClient.removeQueries({ queryKey: 'contractId' in address ? negotiationKeys.byContract(address.contractId) : negotiationKeys.detail(next.trading_id) });
      void navigate(afterLeaving);
      return;
    }
    setDone(action);
  };

  return (
    <OfferLoadState query={negotiation} back={back} title={pageTitle} notFound={errorMessage('negotiation_not_found', language)}>
      {(current) => (
        <NegotiationDetailView
          negotiation={current}
          title={pageTitle}
          back={back}
          offerHref={offerHref(current)}
          ndaHref={ndaHref(current)}
          renderProfile={(company) => <CounterpartProfile company={company} negotiation={current} />}
          // The room's own state (may_write) decides whether there is an input, never the role.
          chat={
            current.chat_room && (
              // Until its code is there, the chat's place is kept at about the height of its message box.
              <Suspense
                fallback={
                  <Stack mih="calc(min(32rem, 60vh) + 4rem)" justify="center" align="center">
                    <Loader size="sm" aria-label={t('app.loading')} />
                  </Stack>
                }
              >
                <ChatPanel tradingId={current.trading_id} mySide={chatSide(current)} onClosed={() => void negotiation.refetch()} />
              </Suspense>
            )
          }
          notice={
            <div role="status" aria-live="polite">
              {done && (
                <Alert
                  ref={noticeRef}
                  tabIndex={-1}
                  color="teal"
                  variant="light"
                  data-testid="action-success"
                  withCloseButton
                  closeButtonLabel={t('app.dismiss')}
                  onClose={() => setDone(null)}
                >
                  {t(`negotiation.panel.done.${done as Exclude<NegotiationStepAction, `${string}_nda_${string}`>}`)}
                </Alert>
              )}
            </div>
          }
          onDone={onDone}
          onReload={() => negotiation.refetch()}
        />
      )}
    </OfferLoadState>
  );
}

const none = () => null;

/** `/company/trading-detail/{trading_id}` (company layout): the company's side of a negotiation. */
export function CompanyTradingDetailPage() {
  const { t } = useTranslation();
  const { tradingId = '' } = useParams();
  return (
    <NegotiationDetailPage
      address={{ tradingId }}
      back={{ href: paths.company.trading.getHref(), label: t('negotiation.pages.detail.back_company') }}
      offerHref={(negotiation) =>
        negotiation.my_side === 'offer_company'
          ? paths.company.offerInHouseDetail.getHref(negotiation.offer.offer_id)
          : paths.company.offerPartnerDetail.getHref(negotiation.offer.offer_id)
      }
      ndaHref={(negotiation) => paths.company.ndaAgree.getHref(negotiation.trading_id)}
      chatSide={(negotiation) => negotiation.my_side}
    />
  );
}

/** `/financial-institution/negotiation-detail/{trading_id}` (bank layout): a customer's negotiation. */
export function BankNegotiationDetailPage() {
  const { t } = useTranslation();
  const { tradingId = '' } = useParams();
  const bank = useCompany();
  return (
    <NegotiationDetailPage
      address={{ tradingId }}
      back={{ href: paths.bank.negotiationManage.getHref(), label: t('negotiation.pages.detail.back_manage') }}
      // The bank's offer page shows its own customers' offers: link it when the offer company banks here.
      offerHref={(negotiation) => (negotiation.offer_company.bank_name === bank.name ? paths.bank.offerDetail.getHref(negotiation.offer.offer_id) : null)}
      ndaHref={none}
      chatSide={none}
    />
  );
}

/** `/kokopelli/negotiation-detail/{trading_id}` (operator layout): any negotiation. */
export function OperatorNegotiationDetailPage() {
  const { t } = useTranslation();
  const { tradingId = '' } = useParams();
  return (
    <NegotiationDetailPage
      address={{ tradingId }}
      back={{ href: paths.kokopelli.negotiationManage.getHref(), label: t('negotiation.pages.detail.back_manage') }}
      offerHref={(negotiation) => paths.kokopelli.offerDetail.getHref(negotiation.offer.offer_id)}
      ndaHref={none}
      chatSide={none}
    />
  );
}

/** `/coordinator/trading-detail/{contract_id}` (coordinator layout, decision 034): a deal offered to or coordinated by this coordinator. */
export function CoordinatorTradingDetailPage() {
  const { t } = useTranslation();
  const { contractId = '' } = useParams();
  return (
    <NegotiationDetailPage
      address={{ contractId }}
      back={{ href: paths.coordinator.trading.getHref(), label: t('negotiation.pages.detail.back_coordinator') }}
      offerHref={none}
      ndaHref={none}
      afterLeaving={paths.coordinator.trading.getHref()}
      chatSide={() => 'coordinator'}
    />
  );
}
