import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { inboxApi, outboxListSchema } from '../../../../shared/schemas/notifications.ts';
import { apiClient } from '../../../lib/api-client.ts';

export interface OutboxListParams {
  page: number;
  per_page: number;
}

/** `GET email-outbox`: every e-mail queued, sent, failed or kept (no SMTP_URL), newest first. */
export const getEmailOutbox = (params: OutboxListParams) => apiClient.get(inboxApi.outbox, outboxListSchema, { query: { ...params } });

export const emailOutboxQueryOptions = (params: OutboxListParams) =>
  queryOptions({
    queryKey: ['email-outbox', params] as const,
    queryFn: () => getEmailOutbox(params),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useEmailOutbox = (params: OutboxListParams) => useQuery(emailOutboxQueryOptions(params));
