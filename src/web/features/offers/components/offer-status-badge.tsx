import { Badge, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OfferStatus } from '../../../../shared/enums.ts';

const STATUS_COLOR: Record<OfferStatus, MantineColor> = {
  draft: 'gray',
  waiting_for_approval: 'yellow',
  published: 'teal',
  remand: 'orange',
  rejection: 'red',
  outside_the_period: 'gray',
};

/** An offer's status in the reader's language (SPEC §4). Colours carry no meaning on their own. */
export function OfferStatusBadge({ status }: { status: OfferStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" data-testid="offer-status" data-status={status}>
      {t(`offer.status.${status}`)}
    </Badge>
  );
}

/** The bank's review label (SPEC §4): waiting offers are unapproved, published ones approved. */
export function ReviewLabelBadge({ label }: { label: 'unapproved' | 'approved' }) {
  const { t } = useTranslation();
  return (
    <Badge color={label === 'unapproved' ? 'yellow' : 'teal'} variant="outline" data-testid="review-label">
      {t(`offer.review_label.${label}`)}
    </Badge>
  );
}
