import { commonTh } from './sections/common.th.ts';
import { notifyTh } from './sections/notify.th.ts';
import { inboxTh } from './sections/inbox.th.ts';
import { announceTh } from './sections/announce.th.ts';
import { dashboardTh } from './sections/dashboard.th.ts';
import { apiErrorTh } from './sections/api-error.th.ts';
import type { Translation } from './en.ts';
import { chatTh } from './sections/chat.th.ts';
import { negotiationTh } from './sections/negotiation.th.ts';
import { negotiationApplyTh } from './sections/negotiation-apply.th.ts';
import { offerPagesTh } from './sections/offer-pages.th.ts';
import { offerRegisterTh } from './sections/offer-register.th.ts';
import { offerReviewTh } from './sections/offer-review.th.ts';
import { offerTh } from './sections/offer.th.ts';

export const th: Translation = {
  ...commonTh,
  offer: offerTh,
  offer_register: offerRegisterTh,
  offer_pages: offerPagesTh,
  offer_review: offerReviewTh,
  negotiation: negotiationTh,
  negotiation_apply: negotiationApplyTh,
  chat: chatTh,
  notify: notifyTh,
  inbox: inboxTh,
  announce: announceTh,
  dashboard: dashboardTh,
  api_error: apiErrorTh,
};
