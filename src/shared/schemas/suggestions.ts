import { z } from 'zod';
import { offerListItemSchema } from './offer-views.ts';

/**
 * Match suggestions (docs/decisions/066-match-suggestions.md): for an offer open to partners, the
 * counter-offers that fit it, best first, each with the reasons of its score. A counter-offer is
 * shown as a partner sees it in search: never its company's name.
 *
 * | method | path                                                 | roles                        | answer          |
 * |--------|------------------------------------------------------|------------------------------|-----------------|
 * | GET    | /offers/:offer_id/suggestions                        | the offer's company, bank, operator | Suggestions |
 * | GET    | /suggestions                                         | company, bank, operator      | Suggestions     |
 * | POST   | /offers/:offer_id/suggestions/:suggested_id/introduce | the offer's bank            | Suggestion      |
 *
 * `GET /suggestions`: a company's best across its open offers (its home page); a bank's newest
 * not yet introduced across its customers' offers; the operator's newest across all.
 */
export const SUGGESTION_ROUTES = {
  offer: '/offers/:offer_id/suggestions',
  overview: '/suggestions',
  introduce: '/offers/:offer_id/suggestions/:suggested_id/introduce',
} as const;

/** The same paths for the browser's api client. */
export const suggestionApi = {
  offer: (offerId: string) => `offers/${encodeURIComponent(offerId)}/suggestions`,
  overview: () => 'suggestions',
  introduce: (offerId: string, suggestedId: string) => `offers/${encodeURIComponent(offerId)}/suggestions/${encodeURIComponent(suggestedId)}/introduce`,
} as const;

export const suggestionReasonsSchema = z.object({
  /** `same`: the same industry (middle class); `related`: the same major class. */
  industry: z.enum(['same', 'related']).nullable(),
  /** Both state a price and the ranges overlap (across currencies). */
  price_overlap: z.boolean(),
  /**
   * The glossary groups both mention, each with its terms by language: the page shows the term in
   * its reader's language, then in the counter-offer's when that differs ("減速機 / reducer").
   */
  terms: z.array(z.object({ ja: z.string().optional(), en: z.string().optional(), th: z.string().optional() })),
});
export type SuggestionReasons = z.infer<typeof suggestionReasonsSchema>;

export const suggestionSchema = z
  .object({
    /** The offer it is suggested for (the reader's company's, or the bank's customer's). */
    for_offer: z.object({ offer_id: z.string(), public_ref: z.string(), title: z.string() }),
    /** The counter-offer, as a partner's search shows it. */
    offer: offerListItemSchema,
    score: z.number().int(),
    reasons: suggestionReasonsSchema,
    /** A bank introduced the two already (either way). */
    introduced: z.boolean(),
    abilities: z.object({ introduce: z.boolean() }),
  })
  .meta({ id: 'Suggestion' });
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestionsSchema = z
  .object({
    items: z.array(suggestionSchema),
    /** Whether the viewer may introduce pairs here at all (a bank's own customers' offers). */
    abilities: z.object({ introduce: z.boolean() }),
  })
  .meta({ id: 'Suggestions' });
export type Suggestions = z.infer<typeof suggestionsSchema>;
