import { Badge, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OfferStatus } from '../../../../shared/enums.ts';
import type { ReviewLabel } from '../../../../shared/offer-lifecycle.ts';

const STATUS_COLOR: Record<OfferStatus, MantineColor> = {
  draft: 'gray',
  waiting_for_approval: 'yellow',
  scheduled: 'blue',
  published: 'teal',
  remand: 'orange',
  rejection: 'red',
  outside_the_period: 'gray',
};

/**
 * An offer's status in the reader's language (docs/product/offers.md#offer-statuses). Colours carry no meaning on their own; the
 * text is dark on every tint, since Mantine's light/outline text shades fall below 4.5:1 (axe).
 */
export function OfferStatusBadge({ status }: { status: OfferStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" c="dark.8" data-testid="offer-status" data-status={status}>
      {t(`offer.status.${status}`)}
    </Badge>
  );
}

/** The bank's review label (docs/product/offers.md#offer-statuses): waiting offers are unapproved, published ones approved. */
export function ReviewLabelBadge({ label }: { label: ReviewLabel }) {
  const { t } = useTranslation();
  return (
    <Badge color={label === 'unapproved' ? 'yellow' : 'teal'} variant="outline" c="dark.8" data-testid="review-label">
      {t(`offer.review_label.${label}`)}
    </Badge>
  );
}
