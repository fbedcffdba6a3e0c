import { z } from 'zod';

export const ROLES = ['kokopelli', 'bank', 'coordinator', 'enterprise'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** The first path segment each role owns (SPEC §6). */
export const ROLE_PATH: Record<Role, string> = {
  enterprise: 'company',
  bank: 'financial-institution',
  kokopelli: 'kokopelli',
  coordinator: 'coordinator',
};

export const roleHome = (role: Role | undefined | null): string =>
  role ? `/${ROLE_PATH[role]}/home` : '/';

export const USER_TYPES = ['general_user', 'administrator'] as const;
export const userTypeSchema = z.enum(USER_TYPES);
export type UserType = z.infer<typeof userTypeSchema>;

/** Locale codes the app recognises (SPEC §9) and the ones it supports (SPEC §1). */
export const KNOWN_LOCALES = ['ja', 'en', 'tl', 'th', 'vi'] as const;
export const LANGUAGES = ['en', 'ja', 'th'] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;
export const DEFAULT_LANGUAGE: Language = 'en';

export const COUNTRIES = ['JP', 'TH'] as const;
export const countrySchema = z.enum(COUNTRIES);
export type Country = z.infer<typeof countrySchema>;

/**
 * Offer statuses as shown (SPEC §4), in lifecycle order. `scheduled` and `outside_the_period` are
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
export const offerStatusSchema = z.enum(OFFER_STATUSES);
export type OfferStatus = z.infer<typeof offerStatusSchema>;

/**
 * Negotiation statuses (SPEC §4). A negotiation's status follows from its stage
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
export const negotiationStatusSchema = z.enum(NEGOTIATION_STATUSES);
export type NegotiationStatus = z.infer<typeof negotiationStatusSchema>;

/** The nine progress steps of a negotiation (SPEC §4, PRODUCT §3), in order. */
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
export const negotiationStepSchema = z.enum(NEGOTIATION_STEPS);
export type NegotiationStep = z.infer<typeof negotiationStepSchema>;

/** Why a company disagrees to the NDA (SPEC §4), stored as a code; `other` carries free text. */
export const NDA_DISAGREE_REASONS = [
  'competing_company',
  'previous_transaction_problems',
  'financial_concerns',
  'company_size_mismatch',
  'other',
] as const;
export const ndaDisagreeReasonSchema = z.enum(NDA_DISAGREE_REASONS);
export type NdaDisagreeReason = z.infer<typeof ndaDisagreeReasonSchema>;
