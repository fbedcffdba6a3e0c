import { Alert, Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/api-error-text.ts';
import type { OfferRegisterInput } from '../../../../../shared/schemas/offer.ts';
import { FieldList } from '../../../../components/field-list.tsx';
import { useLanguage } from '../../../../lib/use-language.ts';
import { useIndustries } from '../../api/get-industries.ts';
import { formatPeriod, formatPriceRange, industryName } from '../../lib/format-offer.ts';
import type { FormImage } from '../../lib/offer-form-values.ts';
import classes from './offer-form.module.css';

const multiline = (text: string) => (text ? <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</Text> : null);

/** Every value of the offer about to be registered, read-only (the confirmation step). */
export function OfferConfirmView({ offer, images }: { offer: OfferRegisterInput; images: FormImage[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const industries = useIndustries();
  const [missing, setMissing] = useState(false);
  const major = industries.data?.find((candidate) => candidate.code === offer.industry_major);
  const middle = major?.children.find((candidate) => candidate.code === offer.industry_middle);
  const industry = [industryName(major, language) ?? offer.industry_major, industryName(middle, language) ?? offer.industry_middle].join(' / ');

  return (
    <Stack gap="lg">
      <Card component="section" aria-labelledby="confirm-content" padding="lg">
        <Group gap="xs" mb="xs">
          <Badge variant="filled" color={offer.type === 'sell' ? 'indigo' : 'grape'}>
            {t(`offer.type.${offer.type}`)}
          </Badge>
          <Badge variant="outline" color="gray">
            {offer.is_public ? t('offer.visibility.public') : t('offer.visibility.private')}
          </Badge>
        </Group>
        <Title id="confirm-content" order={2} size="h3" mb="md" style={{ overflowWrap: 'anywhere' }}>
          {offer.title}
        </Title>
        <FieldList
          items={[
            { key: 'type', label: t('offer.type.label'), value: t(`offer.type.${offer.type}`) },
            { key: 'title', label: t('offer.fields.title'), value: offer.title },
            { key: 'description', label: t('offer.fields.description'), value: multiline(offer.description) },
            { key: 'features', label: t('offer.fields.features'), value: multiline(offer.features) },
            { key: 'requests', label: t('offer.fields.requests'), value: multiline(offer.requests) },
            // The original's language, and each version the author wrote (decision 050).
            { key: 'language', label: t('offer.versions.form_language'), value: offer.language ? t(`offer.versions.language.${offer.language}`) : null },
            ...(offer.translations ?? []).map((version) => ({
              key: `version-${version.language}`,
              label: t('offer.versions.form_version', { language: t(`offer.versions.language.${version.language}`) }),
              value: (
                <Stack gap={2} lang={version.language}>
                  <Text fw={600}>{version.title}</Text>
                  {multiline(version.description)}
                  {multiline(version.features)}
                  {multiline(version.requests)}
                </Stack>
              ),
            })),
            { key: 'price', label: t('offer.fields.price_range'), value: formatPriceRange(offer, language, t) },
            { key: 'period', label: t('offer.fields.period'), value: formatPeriod(offer, language, t) },
            { key: 'target_country', label: t('offer.fields.target_country'), value: t(`country.${offer.target_country}`) },
            { key: 'industry', label: t('offer.fields.industry'), value: industry },
            {
              key: 'visibility',
              label: t('offer.visibility.label'),
              value: (
                <Stack gap={2}>
                  <Text>{offer.is_public ? t('offer.visibility.public') : t('offer.visibility.private')}</Text>
                  <Text size="sm" c="dimmed">
                    {offer.is_public ? t('offer.visibility.public_help') : t('offer.visibility.private_help')}
                  </Text>
                </Stack>
              ),
            },
          ]}
        />
      </Card>
      <Card component="section" aria-labelledby="confirm-images" padding="lg">
        <Title id="confirm-images" order={2} size="h4" mb="md">
          {t('offer.fields.images')}
        </Title>
        {missing && (
          <Alert color="orange" variant="light" mb="sm" data-testid="image-missing">
            {errorMessage('image_missing', language)}
          </Alert>
        )}
        <ul className={classes.thumbnails}>
          {images.map((image, index) => (
            <li key={image.image_id} className={classes.thumbnail}>
              <Image src={image.thumbnail_url} alt={t('offer.images.image_alt', { index: index + 1, title: offer.title })} h={120} fit="cover" loading="lazy" decoding="async" onError={() => setMissing(true)} />
            </li>
          ))}
        </ul>
      </Card>
    </Stack>
  );
}
