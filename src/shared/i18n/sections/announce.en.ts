/** Issue 12 — see src/shared/schemas/notifications.ts. */
export const announceEn = {
  title: 'announce',
};
