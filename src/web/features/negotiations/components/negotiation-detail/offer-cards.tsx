import { Anchor, Badge, Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NegotiationDetail } from '../../../../../shared/schemas/negotiations.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { useLanguage } from '../../../../lib/use-language.ts';
import { TranslatableText } from './translatable-text.tsx';
import { OriginalTitle, ReadableTitle } from '../../../../components/readable-title.tsx';

/** The offer the negotiation is about, with a link to its page when this viewer may open it. */
export function OfferHeading({ negotiation, offerHref }: { negotiation: NegotiationDetail; offerHref: string | null }) {
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
          <ReadableTitle offer={offer} />
        </Text>
        <OriginalTitle offer={offer} />
        {offerHref && (
          <Anchor component={Link} to={offerHref} size="sm" data-testid="offer-link">
            {t('negotiation.detail.open_offer')}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}

/** A pending completion or cancel request (docs/product/negotiations.md), when the server sends one. */
export function RequestCard({ negotiation }: { negotiation: NegotiationDetail }) {
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
        <Box mt="xs">
          <TranslatableText tradingId={negotiation.trading_id} field="request" text={request.text} />
        </Box>
      )}
    </Card>
  );
}
