import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type EmailSettings, emailSettingsSchema, inboxApi } from '../../../../shared/schemas/notifications.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { emailSettingsKey } from './get-email-settings.ts';

/** `PUT user/email-settings`: answers the settings as stored. */
export const updateEmailSettings = async (settings: EmailSettings): Promise<EmailSettings> =>
  emailSettingsSchema.parse(await apiClient.put(inboxApi.emailSettings, settings));

export const updateEmailSettingsMutationOptions = () =>
  mutationOptions({ mutationKey: ['inbox', 'email-settings', 'update'], mutationFn: updateEmailSettings });

export function useUpdateEmailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateEmailSettingsMutationOptions(),
    onSuccess: (settings) => queryClient.setQueryData(emailSettingsKey, settings),
  });
}
