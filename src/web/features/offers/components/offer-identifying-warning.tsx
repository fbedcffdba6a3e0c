import '@mantine/core/styles/List.layer.css';
import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ManagedOffer } from '../../../../shared/schemas/offer-views.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/**
 * Warns the reviewing bank that the offer's own text names its company (the server finds the
 * terms: docs/decisions/012). Partners must not learn who the company is before the NDA; nothing
 * is shown when the text names no company.
 */
export function OfferIdentifyingWarning({ terms }: { terms: ManagedOffer['identifying_terms'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (terms.length === 0) return null;
  const fieldList = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' });
  return (
    <Alert color="orange" variant="light" title={t('offer_review.identifying.title')} data-testid="identifying-warning">
      <Text size="sm">{t('offer_review.identifying.body')}</Text>
      <List size="sm" mt="xs">
        {terms.map(({ term, fields }) => (
          <List.Item key={term} data-testid="identifying-term">
            {t('offer_review.identifying.term', {
              term,
              fields: fieldList.format(fields.map((field) => t(`offer.fields.${field}`))),
            })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
