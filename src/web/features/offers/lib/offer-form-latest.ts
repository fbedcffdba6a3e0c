import type { QueryClient } from '@tanstack/react-query';
import { managedOfferQueryOptions } from '../api/get-managed-offer.ts';
import { unsavedAgainst } from './offer-form-changes.ts';
import type { StoredOfferForm } from './offer-form-storage.ts';
import { fromManagedOffer } from './offer-form-values.ts';

/**
 * "Load the latest version" after a conflict: the offer as the server has it now (never the tab's
 * cached or stored copy, whose version would only meet the conflict again), carrying the tab's own
 * values where they differ so that nothing typed is dropped without a word.
 */
export async function loadLatestKeepingChanges(queryClient: QueryClient, tab: StoredOfferForm & { offerId: string }): Promise<StoredOfferForm> {
  const fresh = await queryClient.fetchQuery({ ...managedOfferQueryOptions(tab.offerId), staleTime: 0 });
  const values = fromManagedOffer(fresh);
  const unsaved = unsavedAgainst({ mine: tab.values, base: tab.base, latest: values, previous: tab.unsaved });
  return {
    mode: 'edit',
    values,
    base: values,
    offerId: fresh.offer_id,
    version: fresh.version,
    status: fresh.status,
    ...(unsaved ? { unsaved } : {}),
  };
}
