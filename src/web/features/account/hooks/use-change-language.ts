import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Language } from '../../../../shared/enum-values.ts';
import { applyLanguage } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { sessionProbeQueryOptions } from '../api/get-company.ts';
import { userQueryOptions } from '../../../lib/current-user.ts';
import { useUpdateUserLanguage } from '../api/update-user-language.ts';

/**
 * Switches the interface language at once, remembers it in the cookie, and, when someone is
 * signed in, saves it on their account so every device starts in it.
 */
export function useChangeLanguage() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  const { mutate, isPending, isError, isSuccess, reset } = useUpdateUserLanguage();

  // On a public page the user may be signed in without their record loaded yet.
  const signedInUser = useCallback(async () => {
    if (!queryClient.getQueryData(sessionProbeQueryOptions().queryKey)) return undefined;
    try {
      return await queryClient.fetchQuery(userQueryOptions());
    } catch {
      return undefined;
    }
  }, [queryClient]);

  const change = useCallback(
    async (next: Language) => {
      reset();
      await applyLanguage(next);
      const user = queryClient.getQueryData(userQueryOptions().queryKey) ?? (await signedInUser());
      if (user && user.language !== next) mutate({ user_id: user.user_id, language: next });
    },
    [mutate, queryClient, reset, signedInUser],
  );

  return { language, change, saving: isPending, saveFailed: isError, saved: isSuccess, dismiss: reset };
}
