import { commonJa } from './sections/common.ja.ts';
import { notifyJa } from './sections/notify.ja.ts';
import { inboxJa } from './sections/inbox.ja.ts';
import { announceJa } from './sections/announce.ja.ts';
import { dashboardJa } from './sections/dashboard.ja.ts';
import { apiErrorJa } from './sections/api-error.ja.ts';
import type { Translation } from './en.ts';
import { chatJa } from './sections/chat.ja.ts';
import { negotiationJa } from './sections/negotiation.ja.ts';
import { negotiationApplyJa } from './sections/negotiation-apply.ja.ts';
import { offerPagesJa } from './sections/offer-pages.ja.ts';
import { offerRegisterJa } from './sections/offer-register.ja.ts';
import { offerReviewJa } from './sections/offer-review.ja.ts';
import { offerJa } from './sections/offer.ja.ts';

export const ja: Translation = {
  ...commonJa,
  offer: offerJa,
  offer_register: offerRegisterJa,
  offer_pages: offerPagesJa,
  offer_review: offerReviewJa,
  negotiation: negotiationJa,
  negotiation_apply: negotiationApplyJa,
  chat: chatJa,
  notify: notifyJa,
  inbox: inboxJa,
  announce: announceJa,
  dashboard: dashboardJa,
  api_error: apiErrorJa,
};
