/** Issue 12 — see src/shared/schemas/notifications.ts. */
export const notifyEn = {
  title: 'notify',
};
