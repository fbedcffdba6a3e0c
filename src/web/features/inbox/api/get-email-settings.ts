import { queryOptions, useQuery } from '@tanstack/react-query';
import { emailSettingsSchema, inboxApi } from '../../../../shared/schemas/notifications.ts';
import { apiClient } from '../../../lib/api-client.ts';

export const emailSettingsKey = ['inbox', 'email-settings'] as const;

/** `GET user/email-settings`: per notification group, off, immediately or a daily digest. */
export const getEmailSettings = () => apiClient.get(inboxApi.emailSettings, emailSettingsSchema);

export const emailSettingsQueryOptions = () => queryOptions({ queryKey: emailSettingsKey, queryFn: getEmailSettings });

export const useEmailSettings = () => useQuery(emailSettingsQueryOptions());
