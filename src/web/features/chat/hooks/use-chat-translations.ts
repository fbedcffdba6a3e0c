import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Language } from '../../../../shared/enum-values.ts';
import { chatApi, chatTranslationsSchema } from '../../../../shared/schemas/chat.ts';
import { chatTranslationSettingSchema } from '../../../../shared/schemas/session.ts';
import { apiClient } from '../../../lib/api-client.ts';
import type { MessageTranslation } from '../../../components/translation-line.tsx';

const SETTING_KEY = ['user', 'chat-translation'] as const;
/** What the server answers in one call (chatTranslateBodySchema). */
const BATCH = 50;

export type { MessageTranslation };

/**
 * The chat's machine translation for this reader (decision 050): their own choice of translating
 * other languages' messages as they arrive (kept on the server, so it follows them), and the
 * translations asked so far, by message number. Requests made together go as one call (up to 50
 * messages); a failed call leaves the messages untranslated with their note, never the chat broken.
 */
export function useChatTranslations(tradingId: string, language: Language) {
  const queryClient = useQueryClient();
  const setting = useQuery({ queryKey: SETTING_KEY, queryFn: () => apiClient.get('user/chat-translation', chatTranslationSettingSchema), staleTime: 60_000 });
  // The box follows the click at once (this component's own state, drawn in the same event, not the
  // query cache's, whose news arrives a moment later); the server's answer replaces it, and a failure
  // leaves the value the server had.
  const [choice, setChoice] = useState<boolean | null>(null);
  const save = useMutation({
    mutationFn: (auto: boolean) => apiClient.put('user/chat-translation', { auto }).then((answer) => chatTranslationSettingSchema.parse(answer)),
    // A read still on its way would put the old value back over the answer.
    onMutate: () => queryClient.cancelQueries({ queryKey: SETTING_KEY }),
    onSuccess: (answer) => queryClient.setQueryData(SETTING_KEY, answer),
  });
  const [results, setResults] = useState<ReadonlyMap<number, MessageTranslation>>(new Map());
  const wanted = useRef(new Set<number>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // Another interface language: what was translated was for the one before.
  useEffect(() => {
    setResults(new Map());
    wanted.current.clear();
  }, [language, tradingId]);

  const flush = useCallback(() => {
    timer.current = null;
    const seqs = [...wanted.current].slice(0, BATCH);
    for (const seq of seqs) wanted.current.delete(seq);
    if (seqs.length === 0) return;
    apiClient
      .post(chatApi.translations(tradingId), { seqs, to: language })
      .then((answer) => {
        const { items } = chatTranslationsSchema.parse(answer);
        setResults((before) => new Map([...before, ...items.map((item) => [item.seq, item] as const)]));
      })
      .catch(() => {
        const failed = seqs.map((seq) => [seq, { seq, language, state: 'failed', text: null, provider: null, made_at: null }] as const);
        setResults((before) => new Map([...before, ...failed]));
      })
      .finally(() => {
        if (wanted.current.size > 0) timer.current = setTimeout(flush, 0);
      });
  }, [tradingId, language]);

  /** Asks for these messages' translations (once each), together with any asked in the same moment. */
  const request = useCallback(
    (seqs: number[]) => {
      const fresh = seqs.filter((seq) => !results.has(seq) && !wanted.current.has(seq));
      if (fresh.length === 0) return;
      for (const seq of fresh) wanted.current.add(seq);
      setResults((before) => new Map([...before, ...fresh.map((seq) => [seq, { state: 'pending' }] as const)]));
      timer.current ??= setTimeout(flush, 50);
    },
    [results, flush],
  );

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const setAuto = (auto: boolean) => {
    setChoice(auto);
    save.mutate(auto, { onSettled: () => setChoice(null) });
  };
  return { auto: choice ?? setting.data?.auto ?? false, setAuto, saving: save.isPending, results, request };
}
