import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ManagedOffer } from '../../../../shared/schemas/offer-views.ts';
import { storedOfferStatus } from '../../../../shared/offer-lifecycle.ts';
import { FieldList, type FieldItem } from '../../../components/field-list.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { OfferStatusBadge } from './offer-status-badge.tsx';

const multiline = (text: string | null) => (text ? <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</Text> : null);

/**
 * Where the review of an offer stands, read-only: the status in words and what the bank said
 * (remand or denial reason, remarks); an approved offer whose period has not started says when it
 * goes public. Shown to the operator, and to the bank once it has decided.
 */
export function OfferReviewOutcome({ offer, note }: { offer: ManagedOffer; note?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const items: FieldItem[] = [];
  if (offer.status === 'remand' || offer.remand_reason) {
    items.push({ key: 'remand_reason', label: t('offer.fields.remand_reason'), value: multiline(offer.remand_reason) });
  }
  if (offer.status === 'rejection' || offer.denial_reason) {
    items.push({ key: 'denial_reason', label: t('offer.fields.denial_reason'), value: multiline(offer.denial_reason) });
  }
  if (storedOfferStatus(offer.status) === 'published' || offer.bank_remarks) {
    items.push({ key: 'bank_remarks', label: t('offer.fields.bank_remarks'), value: multiline(offer.bank_remarks) });
  }
  return (
    <Card component="section" aria-labelledby="offer-review-outcome-title" data-testid="review-outcome">
      <Stack gap="sm">
        <Title id="offer-review-outcome-title" order={2} size="h4">
          {t('offer_review.outcome.title')}
        </Title>
        <div>
          <OfferStatusBadge status={offer.status} />
          <Text mt="xs" data-testid="review-outcome-text">
            {t(`offer_review.outcome.${offer.status}`, { date: offer.period_start ? formatDate(offer.period_start, language) : '' })}
          </Text>
        </div>
        {items.length > 0 && <FieldList items={items} />}
        {note && (
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
