import '@mantine/core/styles/Grid.layer.css';
import '@mantine/core/styles/List.layer.css';
import { Anchor, Card, Grid, SimpleGrid, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NegotiationStepAction } from '../../../../shared/negotiation-lifecycle.ts';
import type { NegotiationDetail } from '../../../../shared/schemas/negotiations.ts';
import { FieldList } from '../../../components/field-list.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { stepLine, waitingOnText } from '../lib/format-negotiation.ts';
import { NegotiationActionPanel } from './negotiation-action-panel.tsx';
import { type DisclosedCompany, NegotiationCompanyCard } from './negotiation-company-card.tsx';
import { NegotiationProgress } from './negotiation-progress.tsx';
import { ApplicationCard } from './negotiation-detail/application-card.tsx';
import { ChatRoomCard } from './negotiation-detail/chat-room-card.tsx';
import { ContractCard } from './negotiation-detail/contract-card.tsx';
import { CoordinatorCard } from './negotiation-detail/coordinator-card.tsx';
import { DecisionsCard } from './negotiation-detail/decisions-card.tsx';
import { HistoryCard } from './negotiation-detail/history-card.tsx';
import { OfferHeading, RequestCard } from './negotiation-detail/offer-cards.tsx';

export interface NegotiationDetailViewProps {
  negotiation: NegotiationDetail;
  title: string;
  back: { href: string; label: string };
  /** The offer's page this viewer may open, or null. */
  offerHref: string | null;
  /** The NDA page, for a company whose NDA decision it is. */
  ndaHref: string | null;
  /** A disclosed counterpart's profile, shown on request. */
  renderProfile?: (company: DisclosedCompany) => ReactNode;
  /** The outcome of the last action (a status region). */
  notice?: ReactNode;
  /** The negotiation's chat, shown in the chat room card when there is a room this viewer may read. */
  chat?: ReactNode;
  onDone: (action: NegotiationStepAction, negotiation: NegotiationDetail) => void;
  onReload: () => Promise<unknown>;
}

/**
 * One negotiation in full, for every role (company, bank, operator, coordinator): the offer, the
 * progress view, what the viewer may do now, the application, both companies as the viewer may
 * know them, the coordinator, the contract, the decisions and the history. The server's answer
 * decides what is there; the page shows what it sent.
 */
export function NegotiationDetailView({ negotiation, title, back, offerHref, ndaHref, renderProfile, notice, chat, onDone, onReload }: NegotiationDetailViewProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Stack gap="lg" data-testid="negotiation-detail" data-stage={negotiation.stage} data-version={negotiation.version}>
      <Anchor component={Link} to={back.href} size="sm">
        ← {back.label}
      </Anchor>
      <PageHeader
        title={title}
        lead={
          <>
            {t('negotiation.fields.public_ref')}: {negotiation.public_ref} · <span data-testid="negotiation-step-line">{stepLine(negotiation, t)}</span>
          </>
        }
      />
      {notice}
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <OfferHeading negotiation={negotiation} offerHref={offerHref} />
            <RequestCard negotiation={negotiation} />
            <NegotiationActionPanel negotiation={negotiation} ndaHref={ndaHref} onDone={onDone} onReload={onReload} />
            <ChatRoomCard negotiation={negotiation} chat={chat} />
            <section aria-labelledby="negotiation-companies-title">
              <Title id="negotiation-companies-title" order={2} size="h4" mb="sm">
                {t('negotiation.detail.companies_title')}
              </Title>
              <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="lg">
                <NegotiationCompanyCard side="offer_company" company={negotiation.offer_company} own={negotiation.my_side === 'offer_company'} renderProfile={renderProfile} />
                <NegotiationCompanyCard side="applicant" company={negotiation.applicant_company} own={negotiation.my_side === 'applicant'} renderProfile={renderProfile} />
              </SimpleGrid>
            </section>
            <ApplicationCard negotiation={negotiation} />
            <DecisionsCard negotiation={negotiation} />
            <CoordinatorCard negotiation={negotiation} />
            <ContractCard negotiation={negotiation} />
            <HistoryCard negotiation={negotiation} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <NegotiationProgress negotiation={negotiation} />
            <Card>
              <FieldList
                items={[
                  { key: 'waiting_on', label: t('negotiation.waiting_on.label'), value: <span data-testid="waiting-on">{waitingOnText(negotiation, language, t)}</span> },
                  { key: 'updated_at', label: t('negotiation.fields.updated_at'), value: formatDateTime(negotiation.updated_at, language) },
                  ...(negotiation.completed_at ? [{ key: 'completed_at', label: t('negotiation.detail.completed_at'), value: formatDateTime(negotiation.completed_at, language) }] : []),
                  ...(negotiation.canceled_at ? [{ key: 'canceled_at', label: t('negotiation.detail.canceled_at'), value: formatDateTime(negotiation.canceled_at, language) }] : []),
                ]}
              />
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
