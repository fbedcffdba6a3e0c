import { z } from 'zod';
import { countrySchema, languageSchema, roleSchema, userTypeSchema } from '../enums.ts';
import { IDENTIFYING_TERM_KINDS } from '../identifying-terms.ts';
import { idParams } from './common.ts';

export const csrfSchema = z.object({ csrf_token: z.string() }).meta({ id: 'Csrf' });

/**
 * An organisation as docs/product/data.md ("Organisation (company)") describes it. Profile fields are nullable: not every organisation
 * has all of them. The customer-verification fields (the representative's date of birth, the
 * beneficial owner) and the branch are absent for a viewer who may see the business profile only
 * (a counterpart after disclosure, the other company's bank, the assigned coordinator; decision 032).
 */
export const companySchema = z
  .object({
    company_id: z.uuid(),
    bank_code: z.string(),
    role: roleSchema,
    name: z.string(),
    name_en: z.string().nullable(),
    name_kana: z.string().nullable().describe('Phonetic name'),
    corporate_number: z.string().nullable(),
    country: countrySchema.describe('Country of incorporation'),
    postal_code: z.string().nullable(),
    address: z.string().nullable(),
    address_en: z.string().nullable(),
    representative_name: z.string().nullable(),
    representative_name_en: z.string().nullable(),
    representative_birth_date: z.string().nullable().optional(),
    beneficial_owner_name: z.string().nullable().optional(),
    beneficial_owner_name_en: z.string().nullable().optional(),
    established_on: z.string().nullable(),
    employee_count: z.number().int().nullable(),
    website: z.string().nullable(),
    phone: z.string().nullable(),
    business_description: z.string().nullable(),
    business_description_en: z.string().nullable(),
    official_language: z.string().nullable(),
    bank_name: z.string().nullable().describe('For an enterprise: the bank it is a customer of'),
    bank_name_en: z.string().nullable().describe('For an enterprise: its bank\'s English name'),
    bank_country: countrySchema.nullable().describe('For an enterprise: its bank\'s country (the language of its native name)'),
    branch_name: z.string().nullable().optional().describe('For an enterprise: the branch that serves it (for itself, its bank and the operator)'),
    branch_name_en: z.string().nullable().optional().describe('For an enterprise: its branch\'s English name'),
  })
  .meta({ id: 'Company' });
export type Company = z.infer<typeof companySchema>;

export const userSchema = z
  .object({
    user_id: z.uuid(),
    company_id: z.uuid(),
    name: z.string(),
    display_name: z.string().nullable(),
    language: languageSchema.nullable(),
    username_native: z.string().nullable(),
    username_en: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    user_type: userTypeSchema.describe('The spec\'s "account type": general_user or administrator'),
    is_contract_signatory: z.boolean(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

export const usersSchema = z.object({ items: z.array(userSchema), total: z.number().int() }).meta({ id: 'Users' });

export const companyParamsSchema = idParams('id');
export const companyQuerySchema = z.object({ trading_id: z.uuid().optional() });

export const userLanguageBodySchema = z
  .object({ user_id: z.uuid(), language: languageSchema })
  .meta({ id: 'UserLanguage' });
export type UserLanguageBody = z.infer<typeof userLanguageBodySchema>;

/** The user's chat translation setting: other languages' messages translated as they arrive (decision 050). */
export const chatTranslationSettingSchema = z.object({ auto: z.boolean() }).meta({ id: 'ChatTranslationSetting' });
export type ChatTranslationSetting = z.infer<typeof chatTranslationSettingSchema>;

/**
 * What identifies the signed-in user's own company (src/shared/identifying-terms.ts), so that its
 * forms warn as the user types what the server would refuse (docs/decisions/031-identifying-text.md).
 * Only ever the viewer's own company's terms.
 */
export const ownIdentifyingTermsSchema = z
  .object({ items: z.array(z.object({ kind: z.enum(IDENTIFYING_TERM_KINDS), term: z.string() })) })
  .meta({ id: 'OwnIdentifyingTerms' });
export type OwnIdentifyingTerms = z.infer<typeof ownIdentifyingTermsSchema>;
