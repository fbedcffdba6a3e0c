import { useMutation } from '@tanstack/react-query';
import type { SuggestBody } from '../../../../shared/schemas/translation.ts';
import { suggestResultSchema } from '../../../../shared/schemas/translation.ts';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * `POST translation/suggest`: a machine translation of the texts being written (decision 049), to
 * fill a version the author then checks. The answer says when translation is off, forbidden by the
 * company's bank, or failed; nothing is saved but the translation itself.
 */
export const suggestTranslation = async (body: SuggestBody) => suggestResultSchema.parse(await apiClient.post('translation/suggest', body));

export const useSuggestTranslation = () => useMutation({ mutationKey: ['translation', 'suggest'], mutationFn: suggestTranslation });
