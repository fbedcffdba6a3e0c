// Limits shared by the browser (form rules) and the server (enforcement). docs/product/limits.md.
export const LIMITS = {
  offerTitle: 120,
  offerDescription: 2000,
  offerFeatures: 2000,
  offerRequests: 2000,
  applicationDetails: 300,
  bankRemarks: 300,
  /** Reasons and notes of negotiation decisions (deny, NDA "other", cancel, rejections, decline). */
  negotiationReason: 300,
  /** How many of its users a company may name as representatives of one application. */
  negotiationRepresentatives: 10,
  docusignUrl: 2000,
  imageBytes: 10 * 1024 * 1024,
  /** A chat message's text. */
  chatMessage: 5000,
  /** A file sent in the chat: PDF, image or office document. */
  chatAttachmentBytes: 10 * 1024 * 1024,
  /** How much of a chat message a room's notification quotes, in characters as a reader counts them (graphemes). */
  chatNoticeExcerpt: 80,
  /** Messages per page of chat history (scrolling up loads the next). */
  chatPage: 50,
  /** Files a user may have uploaded to a room and not yet sent (like unattached offer images). */
  chatUnsentAttachments: 10,
  /** An announcement's title and body, per language. */
  announcementTitle: 150,
  announcementBody: 5000,
  periodMonths: 6,
  /** How far ahead an offer's period may start (a plausible date, not 9999-12-31). */
  periodStartMonthsAhead: 24,
  localeCookieDays: 365,
  chunkReloadGuardMs: 10_000,
  logoWidthPx: 300,
  /** Offer search counts matches up to this many; more show as "1,000+" (docs/decisions/008). */
  searchTotalCap: 1000,
  /** How deep a search can be paged: the database skips every row before a page (decision 008). */
  searchMaxDepth: 2000,
} as const;

export const LOCALE_COOKIE = 'i18n_redirected';

/**
 * After signing out the browser lands on `/?state=signed_out`: the OpenID end-session `state`,
 * which every provider hands back on its post-logout redirect (no address to register), or the
 * server's own redirect when there is no provider session to end. The landing page says so.
 */
export const SIGNED_OUT_STATE = 'signed_out';
export const SIGNED_OUT_PATH = `/?state=${SIGNED_OUT_STATE}`;
