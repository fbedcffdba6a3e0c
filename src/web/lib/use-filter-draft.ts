import { type Dispatch, type SetStateAction, useEffect, useRef, useState } from 'react';

/** A draft's conditions, empty ones left out, in a fixed order: what the address holds of it. */
const key = (draft: object) =>
  JSON.stringify(
    Object.entries(draft)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .sort(([a], [b]) => a.localeCompare(b)),
  );

/**
 * A filter form's draft of the conditions in the address. The address is the truth: back/forward,
 * a reset or a saved filter shows its conditions in the form. The address the form's own Apply led
 * to is not shown again, though: it arrives a render or two after the click, and by then the user
 * may have typed on; putting the applied conditions back would undo those keystrokes.
 * `applied(draft)` tells the hook what the form just sent.
 */
export function useFilterDraft<Draft extends object>(fromAddress: Draft): [Draft, Dispatch<SetStateAction<Draft>>, (sent: Draft) => void] {
  const [draft, setDraft] = useState<Draft>(fromAddress);
  const sent = useRef<string | null>(null);
  const addressKey = key(fromAddress);
  const latest = useRef(fromAddress);
  latest.current = fromAddress;
  useEffect(() => {
    const own = sent.current === addressKey;
    sent.current = null;
    if (!own) setDraft(latest.current);
  }, [addressKey]);
  return [draft, setDraft, (draftSent: Draft) => (sent.current = key(draftSent))];
}
