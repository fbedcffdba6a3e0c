import { z } from 'zod';
import { COUNTRIES, LANGUAGES, NDA_DISAGREE_REASONS, NEGOTIATION_STATUSES, NEGOTIATION_STEPS, OFFER_STATUSES, ROLES, USER_TYPES } from './enum-values.ts';

export * from './enum-values.ts';

export const roleSchema = z.enum(ROLES);
export const userTypeSchema = z.enum(USER_TYPES);
export const languageSchema = z.enum(LANGUAGES);
export const countrySchema = z.enum(COUNTRIES);
export const offerStatusSchema = z.enum(OFFER_STATUSES);
export const negotiationStatusSchema = z.enum(NEGOTIATION_STATUSES);
export const negotiationStepSchema = z.enum(NEGOTIATION_STEPS);
export const ndaDisagreeReasonSchema = z.enum(NDA_DISAGREE_REASONS);
