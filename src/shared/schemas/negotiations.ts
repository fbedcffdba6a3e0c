import { z } from 'zod';
import { MACHINE_STATES } from '../text-versions.ts';
import {
  countrySchema,
  languageSchema,
  NEGOTIATION_STATUSES,
  ndaDisagreeReasonSchema,
  negotiationStepSchema,
  OFFER_STATUSES,
} from '../enums.ts';
import { LIMITS } from '../limits.ts';
import {
  COORDINATOR_STATES,
  NEGOTIATION_ACTIONS,
  NEGOTIATION_STAGES,
  NEGOTIATION_STEP_ACTIONS,
  PENDING_REQUESTS,
  WAITING_ON,
  type NegotiationStepAction,
} from '../negotiation-lifecycle.ts';
import { validationKey } from '../i18n/validation.ts';
import { isTimeZone } from '../time-zones.ts';
import { idParams, queryIntSchema, uniqueIds } from './common.ts';
import { offerTypeSchema, requiredTextSchema, textSchema } from './offer.ts';
import { hiddenCompanySchema, industryRefSchema, sizeBandSchema, titleVersionSchema } from './offer-views.ts';

/**
 * The negotiation API's contract, shared by the server's routes and the browser's
 * forms and pages. The lifecycle itself is src/shared/negotiation-lifecycle.ts; the choices are in
 * docs/decisions/015-negotiation-lifecycle.md.
 *
 * Routes (the server registers them under the `/api` prefix; the browser's api client takes the
 * same paths without the leading slash, e.g. `negotiations/${tradingId}`):
 *
 * | method | path                                            | roles                       | body / query                      | answer              |
 * |--------|-------------------------------------------------|-----------------------------|-----------------------------------|---------------------|
 * | POST   | /negotiations                                   | enterprise                  | negotiationApplyBodySchema        | NegotiationDetail   |
 * | GET    | /negotiations                                   | any                         | negotiationListQuerySchema        | NegotiationList     |
 * | GET    | /negotiations/export.csv                        | bank, kokopelli             | negotiationExportQuerySchema      | text/csv            |
 * | GET    | /negotiations/by-contract/:contract_id          | coordinator, kokopelli      | —                                 | NegotiationDetail   |
 * | GET    | /negotiations/:trading_id                       | any                         | —                                 | NegotiationDetail   |
 * | POST   | /negotiations/:trading_id/actions/<action>      | per the action's actor      | NEGOTIATION_ACTION_BODIES[action] | NegotiationDetail   |
 * | GET    | /coordinators                                   | kokopelli                   | —                                 | CoordinatorList     |
 * | GET    | /company/:id?trading_id=                        | any (existing session route)| companyQuerySchema                | Company             |
 *
 * - One POST path per step action (`NEGOTIATION_STEP_ACTIONS`), each with its own body schema
 *   from `NEGOTIATION_ACTION_BODIES`, so the OpenAPI document names every body; the server
 *   registers them in a loop over the map.
 * - `GET /negotiations` answers the viewer's own scope, decided by the server's policy (docs/product/visibility.md):
 *   a company's negotiations on both sides (`scope=applied` narrows to its applications, the
 *   application history; `scope=offered` to those on its offers), a bank's customers' (either
 *   side), a coordinator's offered and assigned deals, every negotiation for the operator.
 * - `GET /company/:id?trading_id=` (src/server/modules/session) answers a counterpart's profile to a
 *   party of that negotiation once the names are disclosed, to the coordinator assigned to it, to
 *   either company's bank and to the operator; otherwise 404, as for any organisation the viewer
 *   may not see.
 * - A refused action answers 404 `negotiation_not_found` (the viewer may not know it exists),
 *   403 `forbidden` (not this viewer's action), 409 `invalid_transition` (not at this stage) or
 *   409 `negotiation_version_conflict` (stale `version`); bad input 400 `validation_failed`.
 */

export const NEGOTIATION_ROUTES = {
  collection: '/negotiations',
  exportCsv: '/negotiations/export.csv',
  byContract: '/negotiations/by-contract/:contract_id',
  detail: '/negotiations/:trading_id',
  action: (action: NegotiationStepAction) => `/negotiations/:trading_id/actions/${action}` as const,
  translations: '/negotiations/:trading_id/translations',
  coordinators: '/coordinators',
} as const;

/** The same paths, concrete, for the browser's api client (relative to the API base URL). */
export const negotiationApi = {
  collection: () => 'negotiations',
  exportCsv: () => 'negotiations/export.csv',
  byContract: (contractId: string) => `negotiations/by-contract/${encodeURIComponent(contractId)}`,
  detail: (tradingId: string) => `negotiations/${encodeURIComponent(tradingId)}`,
  action: (tradingId: string, action: NegotiationStepAction) => `negotiations/${encodeURIComponent(tradingId)}/actions/${action}`,
  translations: (tradingId: string) => `negotiations/${encodeURIComponent(tradingId)}/translations`,
  coordinators: () => 'coordinators',
} as const;

export const tradingParamsSchema = idParams('trading_id');
export const contractParamsSchema = idParams('contract_id');

// ---- request bodies ------------------------------------------------------------------------

const version = z.number().int().min(1);
/** A box the user must tick: only `true` passes. */
const ticked = z.literal(true, { error: 'validation.checkbox_required' });
const reason = requiredTextSchema(LIMITS.negotiationReason);
const note = textSchema(LIMITS.negotiationReason);

/** The boxes of the application form (docs/product/limits.md: ticked before applying). */
export const APPLICATION_CHECKBOXES = ['confirm_authority', 'accept_terms', 'pre_nda_consent'] as const;

/**
 * Applying (step 1): no version, the negotiation does not exist yet. Representatives are users of
 * the applicant's own company (the server checks that: `validation.representative_not_in_company`
 * on `representative_user_ids`); the contract signatory is one of them.
 */
export const negotiationApplyBodySchema = z
  .object({
    offer_id: z.uuid(),
    application_details: requiredTextSchema(LIMITS.applicationDetails),
    representative_user_ids: z
      .array(z.uuid())
      .min(1, 'validation.representatives_min')
      .max(LIMITS.negotiationRepresentatives, { error: validationKey('representatives_max', { max: LIMITS.negotiationRepresentatives }) })
      .refine(uniqueIds, { error: 'validation.ids_duplicate' }),
    signatory_user_id: z.uuid({ error: validationKey('signatory_required') }),
    confirm_authority: ticked,
    accept_terms: ticked,
    pre_nda_consent: ticked,
  })
  .refine((v) => v.representative_user_ids.some((id) => id.toLowerCase() === v.signatory_user_id.toLowerCase()), {
    path: ['signatory_user_id'],
    message: 'validation.signatory_not_representative',
  })
  .meta({ id: 'NegotiationApply' });
export type NegotiationApplyBody = z.infer<typeof negotiationApplyBodySchema>;

/** What the applicant's bank confirms before approving an application (every item must be ticked). */
export const NEGOTIATION_REVIEW_CHECKLIST = [
  'applicant_verified',
  'representatives_verified',
  'application_details_appropriate',
  'no_confidential_information',
  'no_sanctions_or_antisocial_forces',
] as const;

export const negotiationBankApproveBodySchema = z
  .object({
    version,
    checklist: z.array(z.enum(NEGOTIATION_REVIEW_CHECKLIST)).max(NEGOTIATION_REVIEW_CHECKLIST.length),
    remarks: textSchema(LIMITS.bankRemarks).optional(),
  })
  .refine((v) => NEGOTIATION_REVIEW_CHECKLIST.every((item) => v.checklist.includes(item)), {
    path: ['checklist'],
    message: 'validation.checklist',
  })
  .meta({ id: 'NegotiationBankApprove' });

/** A decision that needs a reason: bank denial, rejecting a cancel or completion request, requesting a cancel. */
export const negotiationReasonBodySchema = z.object({ version, reason }).meta({ id: 'NegotiationReason' });

/** A decision with nothing more to say than the version seen. */
export const negotiationVersionBodySchema = z.object({ version }).meta({ id: 'NegotiationVersion' });

/** The boxes of the NDA's final confirmation (docs/product/limits.md: ticked before proceeding to NDA). */
export const NDA_AGREE_CHECKBOXES = ['accept_nda', 'accept_disclosure'] as const;

export const negotiationNdaAgreeBodySchema = z
  .object({ version, accept_nda: ticked, accept_disclosure: ticked })
  .meta({ id: 'NegotiationNdaAgree' });

/** Disagreeing to the NDA: a reason code; its text is required for `other` and optional otherwise. */
export const negotiationNdaDisagreeBodySchema = z
  .object({ version, reason_code: ndaDisagreeReasonSchema, reason_text: note.optional() })
  .refine((v) => v.reason_code !== 'other' || (v.reason_text ?? '') !== '', {
    path: ['reason_text'],
    message: 'validation.required',
  })
  .meta({ id: 'NegotiationNdaDisagree' });

export const negotiationOfferCoordinatorBodySchema = z
  .object({ version, coordinator_organisation_id: z.uuid({ error: 'validation.coordinator_required' }) })
  .meta({ id: 'NegotiationOfferCoordinator' });

/**
 * Recording the signing (step 7): the date the parties signed, as the coordinator read it off the
 * signed contract. The server also holds it to the calendar: not after today in Japan (the
 * platform's latest date), not before the day the contract was created
 * (docs/decisions/061-undo-paths.md).
 */
export const negotiationRecordSigningBodySchema = z
  .object({
    version,
    signed_on: z.iso.date({ error: (issue) => (issue.input === '' || issue.input === undefined ? 'validation.required' : validationKey('date')) }),
  })
  .meta({ id: 'NegotiationRecordSigning' });

export const negotiationDeclineBodySchema = z
  .object({ version, reason: note.optional() })
  .meta({ id: 'NegotiationCoordinatorDecline' });

/** Whether a text is an https address of a named host (no http, javascript:, data:, user:password@ or bare IP). */
export function isHttpsUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' && url.username === '' && url.password === '' && z.regexes.domain.test(url.hostname);
}

/** A DocuSign address: required, https only, at most 2000 characters. */
export const docusignUrlSchema = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(LIMITS.docusignUrl, { error: validationKey('max', { max: LIMITS.docusignUrl }) })
  .refine((value) => value === '' || isHttpsUrl(value), { error: 'validation.https_url', abort: true });

export const negotiationContractBodySchema = z
  .object({ version, docusign_url: docusignUrlSchema })
  .meta({ id: 'NegotiationContract' });

export const negotiationCompletionRequestBodySchema = z
  .object({ version, note: note.optional() })
  .meta({ id: 'NegotiationCompletionRequest' });

/** The body of each step action's POST, by action. */
export const NEGOTIATION_ACTION_BODIES = {
  bank_approve: negotiationBankApproveBodySchema,
  bank_deny: negotiationReasonBodySchema,
  offer_company_nda_agree: negotiationNdaAgreeBodySchema,
  offer_company_nda_disagree: negotiationNdaDisagreeBodySchema,
  applicant_nda_agree: negotiationNdaAgreeBodySchema,
  applicant_nda_disagree: negotiationNdaDisagreeBodySchema,
  offer_coordinator: negotiationOfferCoordinatorBodySchema,
  coordinator_accept: negotiationVersionBodySchema,
  coordinator_decline: negotiationDeclineBodySchema,
  create_contract: negotiationContractBodySchema,
  update_contract_url: negotiationContractBodySchema,
  record_signing: negotiationRecordSigningBodySchema,
  request_completion: negotiationCompletionRequestBodySchema,
  approve_completion: negotiationVersionBodySchema,
  reject_completion: negotiationReasonBodySchema,
  request_cancel: negotiationReasonBodySchema,
  approve_cancel: negotiationVersionBodySchema,
  reject_cancel: negotiationReasonBodySchema,
  withdraw_cancel_request: negotiationVersionBodySchema,
  withdraw_completion_request: negotiationVersionBodySchema,
  withdraw_coordinator_offer: negotiationVersionBodySchema,
  reassign_coordinator: negotiationOfferCoordinatorBodySchema,
} as const satisfies Record<NegotiationStepAction, z.ZodType<{ version: number }>>;
export type NegotiationActionBody<A extends NegotiationStepAction> = z.infer<(typeof NEGOTIATION_ACTION_BODIES)[A]>;

// ---- answers -------------------------------------------------------------------------------

export const negotiationStageSchema = z.enum(NEGOTIATION_STAGES);
export const negotiationStepActionSchema = z.enum(NEGOTIATION_STEP_ACTIONS);
/** Statuses a negotiation can have (`none` is for rows without one). */
export const negotiationStatusOutSchema = z.enum(NEGOTIATION_STATUSES).exclude(['none']);
export const waitingOnSchema = z.enum(WAITING_ON);
export const NEGOTIATION_SIDES = ['offer_company', 'applicant'] as const;
export const negotiationSideSchema = z.enum(NEGOTIATION_SIDES);
export type NegotiationSide = z.infer<typeof negotiationSideSchema>;

const bankOf = {
  /** The company's financial institution: not identifying (partners already see an offer's bank; decision 012). */
  bank_name: z.string().nullable(),
  bank_name_en: z.string().nullable(),
  bank_country: countrySchema.nullable(),
};

/**
 * One company of a negotiation as this viewer may see it. `disclosed: false` is all a party may
 * know of the other before both NDAs are agreed (docs/product/visibility.md#hidden-names): the partner offer view's shape,
 * no id, no name. Its own side is always disclosed to a party; banks and the operator see both;
 * a coordinator once assigned. `disclosed: true` means the viewer may also open
 * `GET /company/:company_id?trading_id=`.
 */
export const negotiationCompanySchema = z
  .discriminatedUnion('disclosed', [
    // The hidden card names the bank only when enough companies share it with the rest (decision 032).
    hiddenCompanySchema.extend({
      disclosed: z.literal(false),
      bank_name: bankOf.bank_name.optional(),
      bank_name_en: bankOf.bank_name_en.optional(),
      bank_country: bankOf.bank_country.optional(),
    }),
    hiddenCompanySchema.extend({
      disclosed: z.literal(true),
      industry: industryRefSchema.nullable(),
      size_band: sizeBandSchema,
      ...bankOf,
      company_id: z.uuid(),
      name: z.string(),
      name_en: z.string().nullable(),
    }),
  ])
  .meta({ id: 'NegotiationCompany' });
export type NegotiationCompany = z.infer<typeof negotiationCompanySchema>;

export const negotiationOfferRefSchema = z.object({
  offer_id: z.uuid(),
  public_ref: z.string(),
  /** The title as its author wrote it, in `language`; `title_versions` are its other languages' (decision 050). */
  title: z.string(),
  language: languageSchema,
  title_versions: z.array(titleVersionSchema),
  type: offerTypeSchema,
  status: z.enum(OFFER_STATUSES),
});

/** A negotiation in a list: every field a list column, filter or CSV row needs. */
const negotiationSummaryShape = {
  trading_id: z.uuid(),
  /** A random short reference (like an offer's), what people quote on the phone and in the CSV. */
  public_ref: z.string(),
  /** Set once the deal is first offered to a coordinator (the coordinator's pages are addressed by it); null before. */
  contract_id: z.uuid().nullable(),
  offer: negotiationOfferRefSchema,
  /** The viewer's side: null for banks, coordinators and the operator. */
  my_side: negotiationSideSchema.nullable(),
  offer_company: negotiationCompanySchema,
  applicant_company: negotiationCompanySchema,
  stage: negotiationStageSchema,
  step: negotiationStepSchema,
  status: negotiationStatusOutSchema,
  pending_request: z.enum(PENDING_REQUESTS).nullable(),
  coordinator_state: z.enum(COORDINATOR_STATES).nullable(),
  waiting_on: waitingOnSchema.nullable(),
  /** Whether the viewer's organisation is the one waited on (for "Waiting on you"; for `parties`, either company is). */
  waiting_on_viewer: z.boolean(),
  /** Whether the names have been disclosed between the parties (both NDAs agreed); stays true after a cancel. */
  disclosed: z.boolean(),
  applied_at: z.string(),
  updated_at: z.string(),
  /** When the step it waits at is due (business days); null when nothing is due (final stages, `completion_request`). */
  due_at: z.string().nullable(),
  /** Whether that due time has passed. */
  overdue: z.boolean(),
  version: z.number().int(),
};

export const negotiationSummarySchema = z.object(negotiationSummaryShape).meta({ id: 'NegotiationSummary' });
export type NegotiationSummary = z.infer<typeof negotiationSummarySchema>;

/** The other company, for a party; null for viewers who are not a party. */
export function counterpartOf(negotiation: Pick<NegotiationSummary, 'my_side' | 'offer_company' | 'applicant_company'>): NegotiationCompany | null {
  if (negotiation.my_side === 'offer_company') return negotiation.applicant_company;
  if (negotiation.my_side === 'applicant') return negotiation.offer_company;
  return null;
}

export const negotiationPersonSchema = z.object({
  user_id: z.uuid(),
  name: z.string(),
  display_name: z.string().nullable(),
  /** The person's name in English, shown beside a name in another script (shared/localized-name.ts). */
  username_en: z.string().nullable(),
  is_signatory: z.boolean(),
});
export type NegotiationPerson = z.infer<typeof negotiationPersonSchema>;

export const negotiationCoordinatorSchema = z.object({
  organisation_id: z.uuid(),
  name: z.string(),
  name_en: z.string().nullable(),
  state: z.enum(['offered', 'assigned']),
});

/** One offer of the deal to a coordinator and its answer, for the operator choosing the next one. */
export const coordinatorOfferSchema = z.object({
  organisation_id: z.uuid(),
  name: z.string(),
  name_en: z.string().nullable(),
  offered_at: z.string(),
  answer: z.enum(['pending', 'accepted', 'declined', 'withdrawn']),
  answered_at: z.string().nullable(),
  decline_reason: z.string().nullable(),
});

export const ndaDecisionSchema = z.object({
  decision: z.enum(['agree', 'disagree']),
  reason_code: ndaDisagreeReasonSchema.nullable(),
  reason_text: z.string().nullable(),
  decided_at: z.string(),
});

export const bankDecisionSchema = z.object({
  decision: z.enum(['approve', 'deny']),
  /** Approval remarks or the denial reason. */
  text: z.string().nullable(),
  decided_at: z.string(),
});

export const negotiationRequestSchema = z.object({
  kind: z.enum(PENDING_REQUESTS),
  requested_by: z.enum(['offer_company', 'applicant', 'coordinator']),
  /** The cancel reason or the completion note. */
  text: z.string().nullable(),
  requested_at: z.string(),
});

export const negotiationContractSchema = z.object({
  docusign_url: z.string(),
  created_at: z.string(),
  /** When the coordinator recorded the signing. */
  signed_at: z.string().nullable(),
  /** The date the parties signed, as the coordinator recorded it (null before; a signing recorded before the date was asked: the day it was recorded). */
  signed_on: z.iso.date().nullable(),
});

/** The negotiation's chat room (opened at disclosure, closed for good when the deal ends); its messages are another matter. */
export const negotiationChatRoomSchema = z.object({
  opened_at: z.string(),
  closed_at: z.string().nullable(),
});

/** Who did something, as a side or a role: never a name, so history never discloses one. */
export const HISTORY_ACTORS = ['offer_company', 'applicant', 'applicant_bank', 'coordinator', 'operator'] as const;

export const negotiationHistoryItemSchema = z.object({
  action: z.enum(NEGOTIATION_ACTIONS),
  at: z.string(),
  actor: z.enum(HISTORY_ACTORS),
  from_stage: negotiationStageSchema.nullable(),
  to_stage: negotiationStageSchema,
  /** The NDA disagreement's reason code, when the item is one. */
  reason_code: ndaDisagreeReasonSchema.nullable(),
  /** The reason, note or remarks given with the action, when this viewer may read it. */
  text: z.string().nullable(),
});

/**
 * What the viewer may do now, decided by the server's negotiation policy from the table, the
 * viewer and the negotiation. The browser shows actions from these alone.
 */
export const negotiationAbilitiesSchema = z
  .object(Object.fromEntries(NEGOTIATION_STEP_ACTIONS.map((action) => [action, z.boolean()])) as Record<NegotiationStepAction, z.ZodBoolean>)
  .meta({ id: 'NegotiationAbilities' });
export type NegotiationAbilities = z.infer<typeof negotiationAbilitiesSchema>;

/**
 * A negotiation in full. Fields a viewer may not read are null (or empty): the applicant's
 * representatives reach the offer company only after disclosure; the coordinator offers only the
 * operator; the bank's remarks the applicant, its bank and the operator.
 */
export const negotiationDetailSchema = z
  .object({
    ...negotiationSummaryShape,
    /**
     * The application's text; null for the offer company until the applicant's bank has approved
     * the application, and for good after a denial (decision 032).
     */
    application_details: z.string().nullable(),
    /** The applicant's representatives (the signatory marked); null when this viewer may not see them. */
    representatives: z.array(negotiationPersonSchema).nullable(),
    coordinator: negotiationCoordinatorSchema.nullable(),
    coordinator_offers: z.array(coordinatorOfferSchema),
    bank_decision: bankDecisionSchema.nullable(),
    nda: z.object({ offer_company: ndaDecisionSchema.nullable(), applicant: ndaDecisionSchema.nullable() }),
    /** The open cancel or completion request. */
    request: negotiationRequestSchema.nullable(),
    contract: negotiationContractSchema.nullable(),
    completed_at: z.string().nullable(),
    canceled_at: z.string().nullable(),
    /** The chat room; null before disclosure (there is none) or when this viewer may not read the chat (docs/product/visibility.md). */
    chat_room: negotiationChatRoomSchema.nullable(),
    history: z.array(negotiationHistoryItemSchema),
    abilities: negotiationAbilitiesSchema,
  })
  .meta({ id: 'NegotiationDetail' });
export type NegotiationDetail = z.infer<typeof negotiationDetailSchema>;

// ---- lists ---------------------------------------------------------------------------------

export const NEGOTIATION_SORTS = ['updated_desc', 'updated_asc', 'applied_desc', 'applied_asc'] as const;
export type NegotiationSort = (typeof NEGOTIATION_SORTS)[number];
export const NEGOTIATION_SCOPES = ['all', 'applied', 'offered'] as const;

/** The filters of every negotiation list and of the CSV export. */
const negotiationFilterShape = {
  /** For companies: both sides (`all`), its applications (`applied`), or negotiations on its offers (`offered`). Other roles: `all`. */
  scope: z.enum(NEGOTIATION_SCOPES).default('all'),
  status: negotiationStatusOutSchema.optional(),
  step: negotiationStepSchema.optional(),
  /** Whom the negotiation waits on; `me`: the viewer's own organisation (its bank, for a bank officer). */
  waiting_on: z.enum([...WAITING_ON, 'me']).optional(),
  /** Either company's bank (operator lists). */
  bank_code: z.string().max(64).optional(),
  /** Either company's country. */
  country: countrySchema.optional(),
  offer_id: z.uuid().optional(),
  /**
   * A company's name (in any of its languages, or its reading), a negotiation's or offer's
   * reference, or an offer's title; a company's name only where the viewer may know it.
   */
  q: z.string().trim().max(100, { error: validationKey('max', { max: 100 }) }).optional(),
};

export const negotiationListQuerySchema = z.object({
  ...negotiationFilterShape,
  sort: z.enum(NEGOTIATION_SORTS).default('updated_desc'),
  page: queryIntSchema(1, 10_000).default(1),
  per_page: queryIntSchema(1, 100).default(20),
});
export type NegotiationListQuery = z.infer<typeof negotiationListQuerySchema>;

/**
 * The export takes the list's filters and sort, and writes every matching row. `tz`: the
 * downloader's time zone (the browser's), in which its dates are written; without it, the zone of
 * the downloader's organisation's country (docs/decisions/036-csv-and-public-references.md).
 */
export const negotiationExportQuerySchema = z.object({
  ...negotiationFilterShape,
  sort: z.enum(NEGOTIATION_SORTS).default('updated_desc'),
  // A zone nobody types (the browser sends its own): zod's own message in the reader's language.
  tz: z.string().max(64).refine(isTimeZone).optional(),
});
export type NegotiationExportQuery = z.infer<typeof negotiationExportQuerySchema>;

export const negotiationListSchema = z
  .object({
    items: z.array(negotiationSummarySchema),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  })
  .meta({ id: 'NegotiationList' });
export type NegotiationList = z.infer<typeof negotiationListSchema>;

/**
 * The CSV export's columns, in order; headers are `negotiation.csv.<column>` in the viewer's
 * language. Companies' names are always in it: only banks and the operator may export.
 */
export const NEGOTIATION_CSV_COLUMNS = [
  'public_ref',
  'offer_public_ref',
  'offer_title',
  'offer_type',
  'offer_company_name',
  'offer_company_country',
  'offer_company_bank',
  'applicant_company_name',
  'applicant_company_country',
  'applicant_company_bank',
  'step',
  'status',
  'waiting_on',
  'coordinator_name',
  'applied_at',
  'updated_at',
] as const;

export const coordinatorListItemSchema = z.object({
  organisation_id: z.uuid(),
  name: z.string(),
  name_en: z.string().nullable(),
  country: countrySchema,
  /** Deals it is assigned to that are not completed or cancelled, to spread the work. */
  open_deals: z.number().int().nonnegative(),
});
export type CoordinatorListItem = z.infer<typeof coordinatorListItemSchema>;

export const coordinatorListSchema = z
  .object({ items: z.array(coordinatorListItemSchema), total: z.number().int() })
  .meta({ id: 'CoordinatorList' });
export type CoordinatorList = z.infer<typeof coordinatorListSchema>;

// ---- texts read across the language border ------------------------------------------------

/**
 * The negotiation's free texts a reader may have machine-translated (decision 050): the
 * application, the bank's remarks or reason, each company's NDA reason, the open request's reason
 * or note, and each company's business description as its profile shows it once disclosed. Only
 * what the viewer's own answers show is translated: the policy that hides a text hides its translation.
 */
export const NEGOTIATION_TEXTS = [
  'application_details',
  'bank_decision',
  'nda_offer_company',
  'nda_applicant',
  'request',
  'offer_company_business',
  'applicant_business',
] as const;
export type NegotiationText = (typeof NEGOTIATION_TEXTS)[number];

export const negotiationTranslateBodySchema = z
  .object({ fields: z.array(z.enum(NEGOTIATION_TEXTS)).min(1).max(NEGOTIATION_TEXTS.length), to: languageSchema })
  .meta({ id: 'NegotiationTranslate' });
export type NegotiationTranslateBody = z.infer<typeof negotiationTranslateBodySchema>;

export const negotiationTranslationsSchema = z
  .object({
    items: z.array(
      z.object({
        field: z.enum(NEGOTIATION_TEXTS),
        language: languageSchema,
        state: z.enum(MACHINE_STATES),
        text: z.string().nullable(),
        provider: z.string().nullable(),
        made_at: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'NegotiationTranslations' });
export type NegotiationTranslations = z.infer<typeof negotiationTranslationsSchema>;
