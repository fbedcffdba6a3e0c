import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type AnnouncementAudience, announcementAudienceSummarySchema, inboxApi } from '../../../../shared/schemas/notifications.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { announcementKeys } from './get-announcement-list.ts';

/** `POST notification-groups/audience`: how many users an audience reaches now and the languages they read. */
export const getAnnouncementAudience = async (audience: AnnouncementAudience) =>
  announcementAudienceSummarySchema.parse(await apiClient.post(inboxApi.announcementAudience, { audience }, { forbiddenRedirect: false }));

export const announcementAudienceQueryOptions = (audience: AnnouncementAudience) =>
  queryOptions({
    queryKey: [...announcementKeys.all, 'audience', audience] as const,
    queryFn: () => getAnnouncementAudience(audience),
    // Users join and change language: the count is asked again whenever the form shows it.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useAnnouncementAudience = (audience: AnnouncementAudience) => useQuery(announcementAudienceQueryOptions(audience));
