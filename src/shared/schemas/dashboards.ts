import { z } from 'zod';
import { COUNTRIES, NDA_DISAGREE_REASONS, NEGOTIATION_STEPS } from '../enum-values.ts';
import { industryRefSchema } from './offer-views.ts';

/**
 * The dashboards of the operator and of a bank (docs/product/dashboards.md, decision 060): the deal
 * funnel per month, cancellations by step and reason, time in each step, what is overdue now, and
 * the same figures broken down by country pair, industry, bank and branch. One answer for both
 * roles; what a bank's holds is its own customers' (the dashboard policy).
 */

/** The funnel's steps, in order: each is counted in the month it happened (Japan's calendar). */
export const DASHBOARD_FUNNEL = ['published', 'applied', 'bank_approved', 'ndas_agreed', 'contracted', 'completed'] as const;
export type DashboardFunnelStep = (typeof DASHBOARD_FUNNEL)[number];
/** What a row of figures counts: the funnel's steps and the cancellations. */
export const DASHBOARD_MEASURES = [...DASHBOARD_FUNNEL, 'canceled'] as const;
export type DashboardMeasure = (typeof DASHBOARD_MEASURES)[number];

/** The country of the offer's company, then the applicant's (an offer alone: its target country). */
export const COUNTRY_PAIRS = COUNTRIES.flatMap((a) => COUNTRIES.map((b) => `${a}-${b}` as const));
export type CountryPair = (typeof COUNTRY_PAIRS)[number];
export const countryPairSchema = z.enum(COUNTRY_PAIRS as [CountryPair, ...CountryPair[]]);

/**
 * Why a negotiation was cancelled: the applicant's bank denied it; a company disagreed to the NDA
 * (its reason code); or the operator approved a cancel request (by the side that asked).
 */
export const CANCEL_REASONS = [
  'bank_denied',
  ...NDA_DISAGREE_REASONS.map((code) => `nda_${code}` as const),
  'request_offer_company',
  'request_applicant',
  // A cancel request whose asker the log does not hold (data written outside the services).
  'request',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** A month, `YYYY-MM`, of this century (the platform's records begin in it). */
export const monthSchema = z.string().regex(/^20\d{2}-(0[1-9]|1[0-2])$/, 'validation.month');

/** The longest period one answer covers, in months. */
export const DASHBOARD_MAX_MONTHS = 36;

/**
 * The filters, as the page keeps them in its address. Without `from`/`to`, the last twelve months
 * up to this one. `bank` is the operator's (a bank's dashboard is its own); `branch` one of the
 * bank's branches.
 */
export const dashboardQuerySchema = z
  .object({
    from: monthSchema.optional(),
    to: monthSchema.optional(),
    country_pair: countryPairSchema.optional(),
    /** An industry's major code (`E`, `I`, …). */
    industry: z.string().regex(/^[A-Z]$/, 'validation.unknown_option').optional(),
    bank: z.uuid().optional(),
    branch: z.uuid().optional(),
  })
  .strict();
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

const count = z.number().int().min(0);
/** One count per measure. */
export const dashboardCountsSchema = z.object(
  Object.fromEntries(DASHBOARD_MEASURES.map((measure) => [measure, count])) as Record<DashboardMeasure, typeof count>,
);
export type DashboardCounts = z.infer<typeof dashboardCountsSchema>;

const namedOrganisationSchema = z.object({ id: z.uuid(), name: z.string(), name_en: z.string().nullable() });
const branchSchema = namedOrganisationSchema.extend({ bank_id: z.uuid() });
export type DashboardBranch = z.infer<typeof branchSchema>;

export const dashboardSchema = z
  .object({
    /** The months covered, first and last (`YYYY-MM`), as applied. */
    period: z.object({ from: monthSchema, to: monthSchema }),
    /** The filters as applied (null: not filtered). */
    filters: z.object({
      country_pair: countryPairSchema.nullable(),
      industry: z.string().nullable(),
      bank: z.uuid().nullable(),
      branch: z.uuid().nullable(),
    }),
    /** The funnel over the period: each step's count and its share of the step before (null for the first, or after a zero). */
    funnel: z.array(z.object({ step: z.enum(DASHBOARD_FUNNEL), count, conversion: z.number().min(0).nullable() })),
    /** Each month of the period, oldest first, with every measure's count (zero included). */
    months: z.array(z.object({ month: monthSchema, counts: dashboardCountsSchema })),
    /** Cancellations in the period by the step they ended at and their reason, most first. */
    cancellations: z.array(z.object({ step: z.enum(NEGOTIATION_STEPS), reason: z.enum(CANCEL_REASONS), count })),
    /**
     * How long negotiations took at each step they left in the period: how many left it, the
     * median and the 90th percentile in hours (read from a histogram whose buckets are 10 % wide).
     */
    step_times: z.array(z.object({ step: z.enum(NEGOTIATION_STEPS), count, median_hours: z.number().min(0), p90_hours: z.number().min(0) })),
    /** What is overdue now (not the period's): negotiations past their step's due time, by step, and offers past their review's due time. */
    overdue: z.object({ negotiations: z.array(z.object({ step: z.enum(NEGOTIATION_STEPS), count })), offer_reviews: count }),
    /** The period's counts by each dimension, largest first. A negotiation counts for the bank and branch of each of its two companies. */
    breakdowns: z.object({
      country_pair: z.array(z.object({ country_pair: countryPairSchema, counts: dashboardCountsSchema })),
      industry: z.array(z.object({ industry: industryRefSchema.nullable(), counts: dashboardCountsSchema })),
      bank: z.array(z.object({ bank: namedOrganisationSchema, counts: dashboardCountsSchema })),
      branch: z.array(z.object({ branch: branchSchema.nullable(), counts: dashboardCountsSchema })),
    }),
    /** What the filters can be set to for this viewer: the operator's every bank; a bank's own branches. */
    options: z.object({ banks: z.array(namedOrganisationSchema), branches: z.array(branchSchema), industries: z.array(industryRefSchema) }),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof dashboardSchema>;

export const DASHBOARD_ROUTES = { dashboard: '/dashboard' } as const;
/** The same paths for the browser's api client (relative to the API base URL). */
export const dashboardApi = { dashboard: () => 'dashboard' } as const;
