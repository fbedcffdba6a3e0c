import { Badge, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PendingRequest } from '../../../../shared/negotiation-lifecycle.ts';
import type { NegotiationSummary } from '../../../../shared/schemas/negotiations.ts';

const STATUS_COLOR: Record<NegotiationSummary['status'], MantineColor> = {
  preparing: 'yellow',
  under_negotiation: 'blue',
  completed: 'teal',
  canceled: 'gray',
};

/** A negotiation's status (docs/product/negotiations.md). The text is dark on every tint: Mantine's light text shades fall below 4.5:1 (axe). */
export function NegotiationStatusBadge({ status }: { status: NegotiationSummary['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" c="dark.8" data-testid="negotiation-status" data-status={status}>
      {t(`negotiation.status.${status}`)}
    </Badge>
  );
}

/** A cancel or completion request waiting for the administration office. */
export function PendingRequestBadge({ request }: { request: PendingRequest }) {
  const { t } = useTranslation();
  return (
    <Badge color={request === 'cancel' ? 'red' : 'teal'} variant="outline" c="dark.8" data-testid="pending-request" data-request={request}>
      {t(`negotiation.pending_request.${request}`)}
    </Badge>
  );
}
