/** Issue 12: built by the browser work of step 6 (src/shared/schemas/notifications.ts is its contract). */
export function AnnouncementDetailPage() {
  return null;
}
