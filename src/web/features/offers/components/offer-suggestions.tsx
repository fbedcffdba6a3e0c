import { Alert, Anchor, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '../../../../shared/enum-values.ts';
import { paths } from '../../../../shared/paths.ts';
import type { Suggestion, SuggestionReasons, Suggestions } from '../../../../shared/schemas/suggestions.ts';
import { ApproximatePrice } from '../../../components/approximate-price.tsx';
import { OriginalTitle, readableTitle } from '../../../components/readable-title.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-error-text.ts';
import { loadPageText, usePageText } from '../../../lib/page-text.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useIntroduceSuggestion, useOfferSuggestions, useOverviewSuggestions } from '../api/suggestions.ts';
import { formatPriceRange, industryName } from '../lib/format-offer.ts';

/**
 * Match suggestions (docs/decisions/066-match-suggestions.md): the counter-offers that fit an offer,
 * each as a partner sees it (never a company's name), with why it fits. A company opens each on its
 * partner page; a bank, which cannot open other companies' offers, introduces the pair instead.
 * Its text is the `suggestions` page section: the pages load this module with `loadOfferSuggestions`
 * or `loadHomeSuggestions` (after the page, its text first); the bank's page behind its `PageTextGate`.
 */

/** Who reads the list: a company (links to the partner pages) or a bank (introductions, no links). */
export type SuggestionAudience = 'company' | 'bank';
type TitleOrder = 2 | 3;

/** A glossary group's term as the reader reads it, then as the counter-offer's language writes it when that differs ("減速機 / reducer"). */
export function termParts(term: SuggestionReasons['terms'][number], reader: Language, other: Language): { text: string; language: Language }[] {
  const parts: { text: string; language: Language }[] = [];
  for (const language of [reader, other]) {
    const text = term[language];
    if (text && !parts.some((part) => part.text === text)) parts.push({ text, language });
  }
  if (parts.length > 0) return parts;
  // Neither language has a term in the group: any it has.
  const any = (['ja', 'en', 'th'] as const).find((language) => term[language]);
  return any ? [{ text: term[any]!, language: any }] : [];
}

/** Where a placeholder's value goes in a translated sentence, to put an element there. */
const SLOT = '\u0000';

function Reasons({ reasons, offerLanguage, labelId }: { reasons: SuggestionReasons; offerLanguage: Language; labelId: string }) {
  const { t: ts } = useTranslation('suggestions');
  const reader = useLanguage();
  const chips: { key: string; content: ReactNode }[] = [];
  if (reasons.industry) chips.push({ key: 'industry', content: ts(`reason.industry_${reasons.industry}`) });
  if (reasons.price_overlap) chips.push({ key: 'price', content: ts('reason.price_overlap') });
  const [before = '', after = ''] = ts('reason.terms', { term: SLOT }).split(SLOT);
  reasons.terms.forEach((term, index) => {
    const parts = termParts(term, reader, offerLanguage);
    if (parts.length === 0) return;
    chips.push({
      key: `term-${index}`,
      content: (
        <>
          {before}
          {parts.map((part, i) => (
            <Fragment key={part.language}>
              {i > 0 && ' / '}
              <span lang={part.language}>{part.text}</span>
            </Fragment>
          ))}
          {after}
        </>
      ),
    });
  });
  if (chips.length === 0) return null;
  return (
    <Group gap={6} align="center" wrap="wrap">
      <Text size="sm" fw={600}>
        <span id={labelId}>{ts('reasons_label')}</span>:
      </Text>
      <Group component="ul" gap={6} wrap="wrap" m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby={labelId} data-testid="suggestion-reasons">
        {chips.map((chip) => (
          <Badge
            key={chip.key}
            component="li"
            variant="light"
            color="teal"
            c="dark.8"
            tt="none"
            fw={600}
            size="lg"
            radius="sm"
            maw="100%"
            styles={{ root: { height: 'auto', paddingBlock: 2 }, label: { whiteSpace: 'normal', overflow: 'visible', overflowWrap: 'anywhere', textAlign: 'start' } }}
          >
            {chip.content}
          </Badge>
        ))}
      </Group>
    </Group>
  );
}

/**
 * The bank's Introduce button, named with both offers (one counter-offer may fit two of the
 * customer's), then what became of it: introduced (also when another did it first, 409), or the API's error.
 */
function IntroduceAction({ item, title }: { item: Suggestion; title: string }) {
  const { t: ts } = useTranslation('suggestions');
  const language = useLanguage();
  const introduce = useIntroduceSuggestion();
  const error = introduce.error;
  return (
    <Stack gap={6} align="flex-start">
      <div role="status" aria-live="polite">
        {item.introduced && (
          <Group gap="xs">
            <Badge color="teal.9" variant="filled" data-testid="suggestion-introduced">
              {ts('introduced')}
            </Badge>
            {introduce.isSuccess && (
              <Text size="sm" c="teal.9">
                {ts('introduce_done')}
              </Text>
            )}
          </Group>
        )}
      </div>
      {!item.introduced && item.abilities.introduce && (
        <Button
          size="sm"
          loading={introduce.isPending}
          disabled={introduce.isPending}
          onClick={() => introduce.mutate({ offerId: item.for_offer.offer_id, suggestedId: item.offer.offer_id })}
          aria-label={ts('introduce_label', { title, for_title: item.for_offer.title })}
          data-testid="suggestion-introduce"
        >
          {ts('introduce')}
        </Button>
      )}
      {error && (
        <Alert color="red" role="alert" py="xs" data-testid="suggestion-introduce-error">
          {isApiError(error) && error.body ? errorMessage(error.body.code, language) : ts('introduce_failed')}
        </Alert>
      )}
    </Stack>
  );
}

function SuggestionCard({ item, audience, showForOffer, titleOrder }: { item: Suggestion; audience: SuggestionAudience; showForOffer: boolean; titleOrder: TitleOrder }) {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('suggestions');
  const language = useLanguage();
  const reasonsId = useId();
  const offer = item.offer;
  const { title, language: titleLanguage } = readableTitle(offer, language);
  const industry = [industryName(offer.industry_major, language), industryName(offer.industry_middle, language)].filter(Boolean).join(' / ');
  const details = [industry, offer.target_country && `${t('offer.fields.target_country')}: ${t(`country.${offer.target_country}`)}`].filter(Boolean).join(' · ');
  return (
    <Card component="li" withBorder padding="md" data-testid="suggestion" data-offer-id={offer.offer_id}>
      <Stack gap={6}>
        {/* Which of the reader's (or the customer's) offers it fits: first, as the lists are read offer by offer. */}
        {showForOffer && (
          <Text size="sm" data-testid="suggestion-for-offer" pb={8} mb={2} style={{ overflowWrap: 'anywhere', borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
            {audience === 'bank' ? ts('for_customer_offer') : ts('for_offer')}:{' '}
            <Anchor
              component={Link}
              to={audience === 'bank' ? paths.bank.offerDetail.getHref(item.for_offer.offer_id) : paths.company.offerInHouseDetail.getHref(item.for_offer.offer_id)}
              size="sm"
            >
              {item.for_offer.title}
            </Anchor>{' '}
            ({item.for_offer.public_ref})
          </Text>
        )}
        <Group gap="xs">
          <Badge variant="filled" color={offer.type === 'sell' ? 'indigo' : 'grape'}>
            {t(`offer.type.${offer.type}`)}
          </Badge>
          <Text size="xs" c="dimmed" data-testid="suggestion-reference">
            {`${t('offer.fields.public_ref')}: ${offer.public_ref}`}
          </Text>
          {audience === 'company' && item.introduced && (
            <Badge color="teal" variant="light" c="dark.8" data-testid="suggestion-introduced">
              {ts('introduced_company')}
            </Badge>
          )}
        </Group>
        <Title order={titleOrder} size="h5" lang={titleLanguage} style={{ overflowWrap: 'anywhere' }} data-testid="suggestion-title">
          {audience === 'company' ? (
            <Anchor component={Link} to={paths.company.offerPartnerDetail.getHref(offer.offer_id)} inherit fw={700}>
              {title}
            </Anchor>
          ) : (
            title
          )}
        </Title>
        <OriginalTitle offer={offer} />
        {details && (
          <Text size="sm" c="dimmed">
            {details}
          </Text>
        )}
        <Text size="sm">
          {t('offer.fields.price_range')}: {formatPriceRange(offer, language, t)}
          <ApproximatePrice offer={offer} />
        </Text>
        <Reasons reasons={item.reasons} offerLanguage={offer.language} labelId={reasonsId} />
        {audience === 'bank' && <IntroduceAction item={item} title={title} />}
      </Stack>
    </Card>
  );
}

/** The suggestions as a list of cards, or the empty state; `titleOrder`: the level of each card's heading. */
export function SuggestionList({
  items,
  audience,
  showForOffer = false,
  titleOrder,
}: {
  items: readonly Suggestion[];
  audience: SuggestionAudience;
  showForOffer?: boolean;
  titleOrder: TitleOrder;
}) {
  const { t: ts } = useTranslation('suggestions');
  if (items.length === 0) {
    return (
      <Text c="dimmed" data-testid="suggestions-empty">
        {audience === 'bank' ? ts('empty_bank') : ts('empty')}
      </Text>
    );
  }
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={ts('list_label')}>
      {items.map((item) => (
        <SuggestionCard key={`${item.for_offer.offer_id}:${item.offer.offer_id}`} item={item} audience={audience} showForOffer={showForOffer} titleOrder={titleOrder} />
      ))}
    </Stack>
  );
}

/** The answer of a suggestions query: loading, failed, or the list. */
export function SuggestionResults({
  query,
  audience,
  showForOffer,
  titleOrder,
}: {
  query: Pick<UseQueryResult<Suggestions>, 'data' | 'isPending' | 'isError'>;
  audience: SuggestionAudience;
  showForOffer?: boolean;
  titleOrder: TitleOrder;
}) {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('suggestions');
  if (query.isPending) return <Loader size="sm" aria-label={t('app.loading')} />;
  if (query.isError || !query.data) {
    return (
      <Alert color="red" data-testid="suggestions-failed">
        {ts('failed')}
      </Alert>
    );
  }
  return <SuggestionList items={query.data.items} audience={audience} showForOffer={showForOffer} titleOrder={titleOrder} />;
}

/** A loader in the section's place until its text is there in the language shown (lib/page-text.ts). */
function TextGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  if (!usePageText('suggestions')) {
    return (
      <Card mih={120}>
        <Loader size="sm" aria-label={t('app.loading')} />
      </Card>
    );
  }
  return children;
}

function SuggestionsSection({ title, audience, query, showForOffer = false }: { title: string; audience: SuggestionAudience; query: Parameters<typeof SuggestionResults>[0]['query']; showForOffer?: boolean }) {
  const { t: ts } = useTranslation('suggestions');
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} data-testid="suggestions-section">
      <Stack gap="sm">
        <div>
          <Title id={headingId} order={2} size="h4">
            {title}
          </Title>
          <Text size="sm" c="dimmed" mt={4} maw={760}>
            {audience === 'bank' ? ts('explain_bank') : ts('explain')}
          </Text>
        </div>
        <SuggestionResults query={query} audience={audience} showForOffer={showForOffer} titleOrder={3} />
      </Stack>
    </Card>
  );
}

function OfferSuggestionsSection({ offerId, audience }: { offerId: string; audience: SuggestionAudience }) {
  const { t: ts } = useTranslation('suggestions');
  const query = useOfferSuggestions(offerId);
  return <SuggestionsSection title={audience === 'bank' ? ts('bank_offer_title') : ts('offer_title')} audience={audience} query={query} />;
}

/** One offer's suggestions: on the company's own offer page, and with Introduce buttons on its bank's. */
export function OfferSuggestions(props: { offerId: string; audience: SuggestionAudience }) {
  return (
    <TextGate>
      <OfferSuggestionsSection {...props} />
    </TextGate>
  );
}

function HomeSuggestionsSection() {
  const { t: ts } = useTranslation('suggestions');
  const query = useOverviewSuggestions();
  return <SuggestionsSection title={ts('home_title')} audience="company" query={query} showForOffer />;
}

/** The company's home: its best suggestions across its open offers, each saying which offer it fits. */
export function HomeSuggestions() {
  return (
    <TextGate>
      <HomeSuggestionsSection />
    </TextGate>
  );
}

/** The one offer's section, once its text (the suggestions page section) is loaded in the reader's language. */
export async function loadOfferSuggestions(): Promise<typeof OfferSuggestions> {
  await loadPageText('suggestions');
  return OfferSuggestions;
}

/** The home's section, once its text is loaded in the reader's language. */
export async function loadHomeSuggestions(): Promise<typeof HomeSuggestions> {
  await loadPageText('suggestions');
  return HomeSuggestions;
}
