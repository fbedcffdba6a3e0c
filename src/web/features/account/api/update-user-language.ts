import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { User, UserLanguageBody } from '../../../../shared/schemas/session.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { userLanguageBodySchema } from '../../../lib/public-schemas.ts';
import { userQueryOptions } from '../../../lib/current-user.ts';

/** `PUT user/language`: saves the user's interface language (answers 204). */
export const updateUserLanguage = async (body: UserLanguageBody): Promise<void> => {
  await apiClient.put('user/language', userLanguageBodySchema.parse(body));
};

export const updateUserLanguageMutationOptions = () =>
  mutationOptions({
    mutationKey: ['user', 'language'],
    mutationFn: updateUserLanguage,
  });

export function useUpdateUserLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateUserLanguageMutationOptions(),
    onSuccess: (_answer, { user_id, language }) => {
      queryClient.setQueryData(userQueryOptions().queryKey, (user: User | undefined) =>
        user && user.user_id === user_id ? { ...user, language } : user,
      );
    },
  });
}
