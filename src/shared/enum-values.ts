// The enumerations' values and types, without zod: the browser's entry imports these
// (decision 022). Their zod schemas, for the API and the forms, are in enums.ts, which re-exports all of this.
export const ROLES = ['kokopelli', 'bank', 'coordinator', 'enterprise'] as const;
export type Role = (typeof ROLES)[number];

/** The first path segment each role owns (docs/product/screens-and-routes.md#role-areas). */
export const ROLE_PATH: Record<Role, string> = {
  enterprise: 'company',
  bank: 'financial-institution',
  kokopelli: 'kokopelli',
  coordinator: 'coordinator',
};

export const roleHome = (role: Role | undefined | null): string =>
  role ? `/${ROLE_PATH[role]}/home` : '/';

export const USER_TYPES = ['general_user', 'administrator'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Locale codes the app recognises (docs/product/limits.md#constants) and the ones it supports (docs/product/languages.md). */
export const KNOWN_LOCALES = ['ja', 'en', 'tl', 'th', 'vi'] as const;
export const LANGUAGES = ['en', 'ja', 'th'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const COUNTRIES = ['JP', 'TH'] as const;
export type Country = (typeof COUNTRIES)[number];

/**
 * Offer statuses as shown (docs/product/offers.md#offer-statuses), in lifecycle order. `scheduled` and `outside_the_period` are
 * derived from a published offer's application period (src/shared/offer-lifecycle.ts), never stored.
 */
export const OFFER_STATUSES = [
  'draft',
  'waiting_for_approval',
  'scheduled',
  'published',
  'remand',
  'rejection',
  'outside_the_period',
] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/**
 * Negotiation statuses (docs/product/negotiations.md). A negotiation's status follows from its stage
 * (src/shared/negotiation-lifecycle.ts); `none` is never a negotiation's: it is what a row shows
 * when there is no negotiation behind it (docs/decisions/015).
 */
export const NEGOTIATION_STATUSES = [
  'none',
  'preparing',
  'under_negotiation',
  'completed',
  'canceled',
] as const;
export type NegotiationStatus = (typeof NEGOTIATION_STATUSES)[number];

/** The nine progress steps of a negotiation (docs/product/negotiations.md), in order. */
export const NEGOTIATION_STEPS = [
  'application',
  'bank_approval',
  'nda_offer_company',
  'nda_applicant',
  'coordinator_assignment',
  'contract_creation',
  'contract_signing',
  'completion_request',
  'completion',
] as const;
export type NegotiationStep = (typeof NEGOTIATION_STEPS)[number];

/** Why a company disagrees to the NDA (docs/product/negotiations.md), stored as a code; `other` carries free text. */
export const NDA_DISAGREE_REASONS = [
  'competing_company',
  'previous_transaction_problems',
  'financial_concerns',
  'company_size_mismatch',
  'other',
] as const;
export type NdaDisagreeReason = (typeof NDA_DISAGREE_REASONS)[number];
