/** Issue 12 — see src/shared/schemas/notifications.ts. */
export const inboxEn = {
  title: 'inbox',
};
