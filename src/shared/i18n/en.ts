import { commonEn } from './sections/common.en.ts';
import type { emailEn } from './sections/email.en.ts';
import { notifyEn } from './sections/notify.en.ts';
import { inboxEn } from './sections/inbox.en.ts';
import { announceEn } from './sections/announce.en.ts';
import { dashboardEn } from './sections/dashboard.en.ts';
import { apiErrorEn } from './sections/api-error.en.ts';
import { chatEn } from './sections/chat.en.ts';
import { negotiationEn } from './sections/negotiation.en.ts';
import { negotiationApplyEn } from './sections/negotiation-apply.en.ts';
import { offerPagesEn } from './sections/offer-pages.en.ts';
import { offerRegisterEn } from './sections/offer-register.en.ts';
import { offerReviewEn } from './sections/offer-review.en.ts';
import { offerEn } from './sections/offer.en.ts';

/**
 * English interface text. This file defines the shape every other language must match;
 * `Translation` below is that shape with plain strings.
 */
export const en = {
  ...commonEn,
  offer: offerEn,
  offer_register: offerRegisterEn,
  offer_pages: offerPagesEn,
  offer_review: offerReviewEn,
  negotiation: negotiationEn,
  negotiation_apply: negotiationApplyEn,
  chat: chatEn,
  notify: notifyEn,
  inbox: inboxEn,
  announce: announceEn,
  dashboard: dashboardEn,
  api_error: apiErrorEn,
};

type Widen<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? Widen<U>[]
    : { [K in keyof T]: Widen<T[K]> };

/** The shape every language's text must have. */
export type Translation = Widen<typeof en>;

/**
 * The e-mails' frame (sections/email.*.ts): server-only text, so not part of `Translation`, which
 * browsers load; the server reads it from `src/server/modules/email/email-text.ts`.
 */
export type EmailText = Widen<typeof emailEn>;

/** The part of every language that the public pages need (sections/common.*.ts; decision 022). */
export type TranslationCommon = Omit<Translation, 'offer' | 'offer_register' | 'offer_pages' | 'offer_review' | 'negotiation' | 'negotiation_apply' | 'chat' | 'notify' | 'inbox' | 'announce' | 'dashboard' | 'api_error'>;
