import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Suggestion, suggestionApi, suggestionSchema, type Suggestions, suggestionsSchema } from '../../../../shared/schemas/suggestions.ts';
import { apiClient, isApiError } from '../../../lib/api-client.ts';

/**
 * Match suggestions (docs/decisions/066-match-suggestions.md). The answers carry no text in the
 * reader's language (each title comes with its versions), so one copy serves every language.
 */
export const suggestionKeys = {
  all: ['suggestions'] as const,
  offer: (offerId: string) => ['suggestions', 'offer', offerId] as const,
  overview: () => ['suggestions', 'overview'] as const,
};

/** `GET offers/{id}/suggestions`: one offer's suggestions, best first, for whoever manages it. */
export const offerSuggestionsQueryOptions = (offerId: string) =>
  queryOptions({ queryKey: suggestionKeys.offer(offerId), queryFn: () => apiClient.get(suggestionApi.offer(offerId), suggestionsSchema) });

/** `GET suggestions`: a company's best across its open offers; a bank's newest not yet introduced across its customers'. */
export const overviewSuggestionsQueryOptions = () =>
  queryOptions({ queryKey: suggestionKeys.overview(), queryFn: () => apiClient.get(suggestionApi.overview(), suggestionsSchema) });

export const useOfferSuggestions = (offerId: string) => useQuery(offerSuggestionsQueryOptions(offerId));
export const useOverviewSuggestions = () => useQuery(overviewSuggestionsQueryOptions());

export interface IntroduceInput {
  /** The bank's customer's offer (`for_offer`). */
  offerId: string;
  /** The counter-offer suggested for it. */
  suggestedId: string;
}

/**
 * `POST offers/{id}/suggestions/{suggested}/introduce` (the offer's bank): the suggestion as now
 * introduced. A 409 is a pair introduced already (another officer, another tab, the other side's
 * bank): the page shows it introduced as well. A 403 is the page's to explain, not a reason to leave it.
 */
export const introduceSuggestion = async ({ offerId, suggestedId }: IntroduceInput): Promise<'introduced' | Suggestion> => {
  try {
    return suggestionSchema.parse(await apiClient.post(suggestionApi.introduce(offerId, suggestedId), undefined, { forbiddenRedirect: false }));
  } catch (error) {
    if (isApiError(error) && error.status === 409) return 'introduced';
    throw error;
  }
};

export const introduceMutationOptions = () => mutationOptions({ mutationKey: ['suggestions', 'introduce'], mutationFn: introduceSuggestion });

const samePair = (item: Suggestion, { offerId, suggestedId }: IntroduceInput) => item.for_offer.offer_id === offerId && item.offer.offer_id === suggestedId;

/**
 * Introduces a pair. Every list that shows it marks it introduced in place (the bank's list keeps
 * it until the next visit, so that the officer sees what was done), without asking again.
 */
export function useIntroduceSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    ...introduceMutationOptions(),
    onSuccess: (answer, input) => {
      queryClient.setQueriesData<Suggestions>({ queryKey: suggestionKeys.all }, (list) =>
        list
          ? {
              ...list,
              items: list.items.map((item) =>
                samePair(item, input) ? (answer === 'introduced' ? { ...item, introduced: true, abilities: { introduce: false } } : answer) : item,
              ),
            }
          : list,
      );
    },
  });
}
