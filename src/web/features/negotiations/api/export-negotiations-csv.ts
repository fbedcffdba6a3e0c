import { negotiationApi } from '../../../../shared/schemas/negotiations.ts';
import { apiClient, buildApiUrl } from '../../../lib/api-client.ts';
import type { NegotiationListParams } from '../lib/negotiation-list-params.ts';

/**
 * The address of `GET negotiations/export.csv` with a list's filters and sort (not its page): a
 * plain link, so the browser downloads the file with the session cookie, as a bank or the
 * operator would save any document. `tz`: the browser's time zone, in which the file writes its
 * dates (docs/decisions/036-csv-and-public-references.md).
 */
export function negotiationCsvHref(params: NegotiationListParams): string {
  const { page: _page, per_page: _perPage, ...filters } = params;
  return buildApiUrl(apiClient.baseUrl, negotiationApi.exportCsv(), { ...filters, tz: Intl.DateTimeFormat().resolvedOptions().timeZone });
}
