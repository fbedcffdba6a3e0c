import '@mantine/core/styles/Timeline.layer.css';
import { Alert, Badge, Card, Group, Image, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error-text.ts';
import { OFFER_ACTIONS, type OfferAction, type ReviewLabel } from '../../../../shared/offer-lifecycle.ts';
import type { ManagedOffer, PartnerOffer } from '../../../../shared/schemas/offer-views.ts';
import { FieldList, type FieldItem } from '../../../components/field-list.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { localizedName, localizedOptionalName } from '../../../lib/localized-name.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { formatPeriod, formatPriceRange, industryName } from '../lib/format-offer.ts';
import { OfferStatusBadge, ReviewLabelBadge } from './offer-status-badge.tsx';
import { ApproximatePrice } from '../../../components/approximate-price.tsx';

/**
 * What every full view of an offer shows, whoever looks (no company identity); the offer number
 * and the branch only for those who manage it (docs/decisions/012).
 */
type OfferContent = Pick<
  PartnerOffer,
  | 'public_ref'
  | 'type'
  | 'status'
  | 'is_public'
  | 'title'
  | 'description'
  | 'features'
  | 'requests'
  | 'price_min'
  | 'price_max'
  | 'currency'
  | 'period_start'
  | 'period_end'
  | 'target_country'
  | 'industry_major'
  | 'industry_middle'
  | 'bank_name'
  | 'bank_name_en'
  | 'bank_country'
  | 'images'
  | 'created_at'
  | 'updated_at'
> &
  Partial<Pick<ManagedOffer, 'branch_name' | 'branch_name_en'>>;

const multiline = (text: string) => (text ? <Text style={{ whiteSpace: 'pre-wrap' }}>{text}</Text> : null);

/** The offer's title line: type, status, review label, visibility and public reference. */
export function OfferHeading({ offer, reviewLabel, actions }: { offer: OfferContent; reviewLabel?: ReviewLabel | null; actions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
      <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs">
          <Badge variant="filled" color={offer.type === 'sell' ? 'indigo' : 'grape'}>
            {t(`offer.type.${offer.type}`)}
          </Badge>
          <OfferStatusBadge status={offer.status} />
          {reviewLabel && <ReviewLabelBadge label={reviewLabel} />}
          <Badge variant="outline" color="gray">
            {offer.is_public ? t('offer.visibility.public') : t('offer.visibility.private')}
          </Badge>
          <Text size="sm" c="dimmed" data-testid="offer-reference">
            {t('offer.fields.public_ref')}: {offer.public_ref}
          </Text>
        </Group>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {offer.title || t('offer.status.draft')}
        </Title>
      </Stack>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}

/** The offer's images; a file that cannot be loaded shows the missing-image message of docs/product/api.md#error-catalogue. */
export function OfferImages({ offer }: { offer: Pick<OfferContent, 'images' | 'title'> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [missing, setMissing] = useState(false);
  if (offer.images.length === 0) return null;
  return (
    <Card component="section" aria-label={t('offer.images.gallery')}>
      {missing && (
        <Alert color="orange" mb="sm" role="alert" data-testid="image-missing">
          {errorMessage('image_missing', language)}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        {offer.images.map((image, index) => (
          <a key={image.image_id} href={image.url} target="_blank" rel="noopener noreferrer">
            <Image
              src={image.url}
              alt={t('offer.images.image_alt', { index: index + 1, title: offer.title })}
              radius="sm"
              h={200}
              fit="cover"
              loading="lazy"
              decoding="async"
              onError={() => setMissing(true)}
            />
          </a>
        ))}
      </SimpleGrid>
    </Card>
  );
}

/** Every field of an offer as a description list (docs/product/data.md). `extra` adds fields a viewer may see. */
export function OfferFields({ offer, extra = [] }: { offer: OfferContent; extra?: FieldItem[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const industry = [industryName(offer.industry_major, language), industryName(offer.industry_middle, language)].filter(Boolean).join(' / ');
  return (
    <Card component="section" aria-label={t('offer.details_title')}>
      <FieldList
        items={[
          { key: 'description', label: t('offer.fields.description'), value: multiline(offer.description) },
          { key: 'features', label: t('offer.fields.features'), value: multiline(offer.features) },
          { key: 'requests', label: t('offer.fields.requests'), value: multiline(offer.requests) },
          {
            key: 'price',
            label: t('offer.fields.price_range'),
            value: (
              <>
                {formatPriceRange(offer, language, t)}
                {/* The price in the reader's currency too, approximately (docs/product/languages.md#prices). */}
                <ApproximatePrice offer={offer} block />
              </>
            ),
          },
          { key: 'period', label: t('offer.fields.period'), value: formatPeriod(offer, language, t) },
          { key: 'target_country', label: t('offer.fields.target_country'), value: offer.target_country ? t(`country.${offer.target_country}`) : null },
          { key: 'industry', label: t('offer.fields.industry'), value: industry || null },
          {
            key: 'bank',
            label: t('offer.fields.bank_name'),
            value: localizedName({ name: offer.bank_name, name_en: offer.bank_name_en }, language),
          },
          ...(offer.branch_name !== undefined
            ? [
                {
                  key: 'branch',
                  label: t('offer.fields.branch_name'),
                  value: localizedOptionalName(offer.branch_name, offer.branch_name_en, language),
                },
              ]
            : []),
          ...extra,
          { key: 'created_at', label: t('offer.fields.created_at'), value: formatDate(offer.created_at, language) },
          { key: 'updated_at', label: t('offer.fields.updated_at'), value: formatDate(offer.updated_at, language) },
        ]}
      />
    </Card>
  );
}

type HistoryAction = OfferAction | 'update';

/** Event names are `offer.<action>`; anything else that changed the offer reads as an update. */
const historyAction = (action: string): HistoryAction => {
  const name = action.replace(/^offer\./, '');
  return (OFFER_ACTIONS as readonly string[]).includes(name) ? (name as HistoryAction) : 'update';
};

/** The offer's status history, newest last (the event log of docs/product/architecture.md#event-log). */
export function OfferHistory({ history }: { history: ManagedOffer['history'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Card component="section" aria-labelledby="offer-history-title">
      <Title id="offer-history-title" order={2} size="h4" mb="sm">
        {t('offer.history.title')}
      </Title>
      {history.length === 0 ? (
        <Text c="dimmed">{t('offer.history.empty')}</Text>
      ) : (
        <Timeline active={history.length - 1} bulletSize={14} lineWidth={2}>
          {history.map((entry, index) => (
            <Timeline.Item
              key={`${entry.at}-${index}`}
              title={
                <Group gap="xs">
                  <Text fw={600}>{t(`offer.history.action.${historyAction(entry.action)}`)}</Text>
                  {entry.to && <OfferStatusBadge status={entry.to as OfferContent['status']} />}
                </Group>
              }
            >
              <Text size="sm" c="dimmed">
                {formatDateTime(entry.at, language)}
                {entry.actor_name && ` · ${t('offer.history.by', { name: entry.actor_name })}`}
              </Text>
              {entry.reason && (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {entry.reason}
                </Text>
              )}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Card>
  );
}
