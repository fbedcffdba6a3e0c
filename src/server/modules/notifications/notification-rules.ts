import type { NotificationRule } from './projector.ts';

/** Who must know of each offer, negotiation and chat event (PRODUCT §5). Filled in by issue 12's server work. */
export const notificationRules: NotificationRule = async () => null;
