import '@mantine/core/styles/Grid.layer.css';
import '@mantine/core/styles/List.layer.css';
import { Anchor, Badge, Card, Grid, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NegotiationStepAction } from '../../../../shared/negotiation-lifecycle.ts';
import type { NegotiationDetail } from '../../../../shared/schemas/negotiations.ts';
import { ExternalLink } from '../../../components/external-link.tsx';
import { FieldList } from '../../../components/field-list.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { stepLine, waitingOnText } from '../lib/format-negotiation.ts';
import { NegotiationActionPanel } from './negotiation-action-panel.tsx';
import { type DisclosedCompany, NegotiationCompanyCard } from './negotiation-company-card.tsx';
import { NegotiationProgress } from './negotiation-progress.tsx';

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

const preWrap = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

function InfoCard({ id, title, children, testId }: { id: string; title: string; children: ReactNode; testId?: string }) {
  return (
    <Card component="section" aria-labelledby={id} data-testid={testId}>
      <Title id={id} order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function OfferHeading({ negotiation, offerHref }: { negotiation: NegotiationDetail; offerHref: string | null }) {
  const { t } = useTranslation();
  const { offer } = negotiation;
  return (
    <Card component="section" aria-labelledby="negotiation-offer-title" data-testid="negotiation-offer">
      <Stack gap={6}>
        <Text size="xs" fw={600} c="gray.7" id="negotiation-offer-title">
          {t('negotiation.detail.offer_title')}
        </Text>
        <Group gap="xs">
          <Badge variant="filled" color={offer.type === 'sell' ? 'indigo' : 'grape'}>
            {t(`offer.type.${offer.type}`)}
          </Badge>
          <Text size="xs" c="dimmed">
            {t('offer.fields.public_ref')}: {offer.public_ref}
          </Text>
        </Group>
        <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
          {offer.title}
        </Text>
        {offerHref && (
          <Anchor component={Link} to={offerHref} size="sm" data-testid="offer-link">
            {t('negotiation.detail.open_offer')}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}

function ApplicationCard({ negotiation }: { negotiation: NegotiationDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <InfoCard id="negotiation-application-title" title={t('negotiation.detail.application_title')} testId="negotiation-application">
      <FieldList
        items={[
          { key: 'applied_at', label: t('negotiation.fields.applied_at'), value: formatDateTime(negotiation.applied_at, language) },
          {
            key: 'details',
            label: t('negotiation.fields.application_details'),
            // The server withholds the text from the offer company until the applicant's bank approves it (decision 032).
            value:
              negotiation.application_details === null ? (
                <Text c="dimmed" size="sm" data-testid="application-details-withheld">
                  {t(negotiation.bank_decision?.decision === 'deny' ? 'negotiation.fields.application_denied' : 'negotiation.fields.application_pending')}
                </Text>
              ) : (
                <Text style={preWrap}>{negotiation.application_details}</Text>
              ),
          },
          {
            key: 'representatives',
            label: t('negotiation.fields.representatives'),
            value:
              negotiation.representatives === null ? (
                <Text c="dimmed" size="sm">
                  {t('negotiation.fields.hidden')}
                </Text>
              ) : (
                <List size="sm" data-testid="representatives">
                  {negotiation.representatives.map((person) => (
                    <List.Item key={person.user_id}>
                      {person.display_name ?? person.name}
                      {person.is_signatory && (
                        <Badge ml="xs" size="sm" variant="outline" color="indigo" c="dark.8">
                          {t('negotiation.detail.signatory_badge')}
                        </Badge>
                      )}
                    </List.Item>
                  ))}
                </List>
              ),
          },
        ]}
      />
    </InfoCard>
  );
}

function DecisionsCard({ negotiation }: { negotiation: NegotiationDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const nda = (side: 'offer_company' | 'applicant') => {
    const decision = negotiation.nda[side];
    if (!decision) return <Text c="dimmed">{t('negotiation.detail.nda_undecided')}</Text>;
    return (
      <Stack gap={2}>
        <Text fw={600}>
          {t(`negotiation.detail.nda_decision.${decision.decision}`)} · {formatDate(decision.decided_at, language, { dateStyle: 'medium' })}
        </Text>
        {decision.reason_code && (
          <Text size="sm">
            {t('negotiation.disagree_reason.label')}: {t(`negotiation.disagree_reason.${decision.reason_code}`)}
          </Text>
        )}
        {decision.reason_text && (
          <Text size="sm" style={preWrap}>
            {decision.reason_text}
          </Text>
        )}
      </Stack>
    );
  };
  const bank = negotiation.bank_decision;
  return (
    <InfoCard id="negotiation-decisions-title" title={t('negotiation.detail.nda_title')} testId="negotiation-decisions">
      <FieldList
        items={[
          {
            key: 'bank',
            label: t('negotiation.detail.bank_decision_title'),
            value: bank ? (
              <Stack gap={2}>
                <Text fw={600}>
                  {t(`negotiation.detail.bank_decision.${bank.decision}`)} · {formatDate(bank.decided_at, language, { dateStyle: 'medium' })}
                </Text>
                {bank.text && (
                  <Text size="sm" style={preWrap}>
                    {bank.text}
                  </Text>
                )}
              </Stack>
            ) : (
              <Text c="dimmed">{t('negotiation.detail.nda_undecided')}</Text>
            ),
          },
          { key: 'nda_offer_company', label: t('negotiation.side.offer_company'), value: nda('offer_company') },
          { key: 'nda_applicant', label: t('negotiation.side.applicant'), value: nda('applicant') },
        ]}
      />
    </InfoCard>
  );
}

function CoordinatorCard({ negotiation }: { negotiation: NegotiationDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  // A coordinator's answer carries no country: English readers get its English name, others the registered one.
  const name = (org: { name: string; name_en: string | null }) => (language === 'en' ? org.name_en?.trim() || org.name : org.name);
  return (
    <InfoCard id="negotiation-coordinator-title" title={t('negotiation.detail.coordinator_title')} testId="negotiation-coordinator">
      <Stack gap="sm">
        {negotiation.coordinator ? (
          <Group gap="xs">
            <Text fw={600} data-testid="coordinator-name">
              {name(negotiation.coordinator)}
            </Text>
            <Badge variant="light" color={negotiation.coordinator.state === 'assigned' ? 'teal' : 'yellow'} c="dark.8">
              {t(`negotiation.coordinator_state.${negotiation.coordinator.state}`)}
            </Badge>
          </Group>
        ) : (
          <Text c="dimmed">{t('negotiation.detail.coordinator_none')}</Text>
        )}
        {negotiation.coordinator_offers.length > 0 && (
          <div>
            <Text size="sm" fw={600} mb={4}>
              {t('negotiation.detail.coordinator_offers_title')}
            </Text>
            <List size="sm" data-testid="coordinator-offers">
              {negotiation.coordinator_offers.map((offer) => (
                <List.Item key={`${offer.organisation_id}-${offer.offered_at}`}>
                  {name(offer)} · {t(`negotiation.detail.coordinator_answer.${offer.answer}`)} · {t('negotiation.detail.offered_at')}:{' '}
                  {formatDate(offer.offered_at, language, { dateStyle: 'medium' })}
                  {offer.decline_reason && (
                    <Text size="sm" c="dark.6" style={preWrap}>
                      {offer.decline_reason}
                    </Text>
                  )}
                </List.Item>
              ))}
            </List>
          </div>
        )}
      </Stack>
    </InfoCard>
  );
}

function ContractCard({ negotiation }: { negotiation: NegotiationDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const contract = negotiation.contract;
  return (
    <InfoCard id="negotiation-contract-title" title={t('negotiation.detail.contract_title')} testId="negotiation-contract">
      {contract ? (
        <FieldList
          items={[
            {
              key: 'docusign',
              label: t('negotiation.fields.docusign_url'),
              value: (
                <ExternalLink href={contract.docusign_url} data-testid="docusign-link" style={{ overflowWrap: 'anywhere' }}>
                  {t('negotiation.detail.open_docusign')}
                </ExternalLink>
              ),
            },
            {
              key: 'signed_at',
              label: t('negotiation.fields.signed_at'),
              value: contract.signed_at ? formatDateTime(contract.signed_at, language) : <Text c="dimmed">{t('negotiation.detail.not_signed')}</Text>,
            },
          ]}
        />
      ) : (
        <Text c="dimmed">{t('negotiation.detail.contract_none')}</Text>
      )}
    </InfoCard>
  );
}

/**
 * The chat room, for those who may read the chat (the server sends it only to them): its state, and
 * the chat itself when the page gives one (features/chat, combined in app/routes).
 */
function ChatRoomCard({ negotiation, chat }: { negotiation: NegotiationDetail; chat?: ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const room = negotiation.chat_room;
  if (!room) return null;
  const date = (at: string) => formatDate(at, language, { dateStyle: 'medium' });
  return (
    <InfoCard id="negotiation-chat-title" title={t('negotiation.detail.chat_title')} testId="negotiation-chat-room">
      <Stack gap="xs">
        {/* With the chat shown, its own banner tells when it closed. */}
        {!(chat && room.closed_at) && (
          <Text size={chat ? 'sm' : undefined} c={chat ? 'dark.6' : undefined} data-testid="chat-room-state" data-state={room.closed_at ? 'closed' : 'open'}>
            {room.closed_at ? t('negotiation.detail.chat_closed_on', { date: date(room.closed_at) }) : t('negotiation.detail.chat_open_since', { date: date(room.opened_at) })}
          </Text>
        )}
        {chat ??
          (negotiation.my_side && !room.closed_at && (
            <Text size="sm" c="dark.6">
              {t('negotiation.detail.chat_parties_note')}
            </Text>
          ))}
      </Stack>
    </InfoCard>
  );
}

function HistoryCard({ negotiation }: { negotiation: NegotiationDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <InfoCard id="negotiation-history-title" title={t('negotiation.history.title')} testId="negotiation-history">
      {negotiation.history.length === 0 ? (
        <Text c="dimmed">{t('negotiation.history.empty')}</Text>
      ) : (
        <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {negotiation.history.map((item, index) => (
            <li key={`${item.at}-${index}`} data-action={item.action}>
              <Text fw={600} size="sm">
                {t(`negotiation.history.action.${item.action}`)}
              </Text>
              <Text size="xs" c="dark.6">
                {formatDateTime(item.at, language)} ·{' '}
                {/* While names are hidden every side is its role; the viewer's own side is simply "your company". */}
                {item.actor === negotiation.my_side ? t('negotiation.history.by_you') : t('negotiation.history.by', { actor: t(`negotiation.side.${item.actor}`) })}
              </Text>
              {item.reason_code && <Text size="sm">{t(`negotiation.disagree_reason.${item.reason_code}`)}</Text>}
              {item.text && (
                <Text size="sm" style={preWrap}>
                  {item.text}
                </Text>
              )}
            </li>
          ))}
        </Stack>
      )}
    </InfoCard>
  );
}

function RequestCard({ negotiation }: { negotiation: NegotiationDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const request = negotiation.request;
  if (!request) return null;
  return (
    <Card component="section" aria-labelledby="negotiation-request-title" data-testid="negotiation-request" withBorder>
      <Title id="negotiation-request-title" order={2} size="h5">
        {t(`negotiation.detail.request_title.${request.kind}`)}
      </Title>
      <Text size="sm" mt={4}>
        {t('negotiation.detail.requested_by', { who: t(`negotiation.side.${request.requested_by}`), date: formatDateTime(request.requested_at, language) })}
      </Text>
      {request.text && (
        <Text size="sm" mt="xs" style={preWrap}>
          {request.text}
        </Text>
      )}
    </Card>
  );
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
