import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { OfferWriteBody } from '../../../../shared/schemas/offer.ts';
import type { ManagedOffer } from '../../../../shared/schemas/offer-views.ts';
import { useCreateOffer } from '../api/create-offer.ts';
import { useUpdateOffer } from '../api/update-offer.ts';
import { groupValues, type FormFieldGroup, type UnsavedChanges } from '../lib/offer-form-changes.ts';
import { classifyWriteError, type OfferWriteFailure } from '../lib/offer-form-errors.ts';
import { loadLatestKeepingChanges } from '../lib/offer-form-latest.ts';
import { type StoredOfferForm, writeOfferForm } from '../lib/offer-form-storage.ts';
import { fromManagedOffer, type OfferFormIntent, type OfferFormValues, toOfferInput } from '../lib/offer-form-values.ts';

/** What a save or registration came to: the saved offer, fields the server refused, or nothing (refused otherwise, shown as `failure`; or a write already under way). */
export type OfferSaveResult = { saved: ManagedOffer } | { fields: Partial<Record<keyof OfferFormValues, string>> } | null;

/**
 * Writing an offer, once for the form and the confirmation step: create or update (carrying the
 * version the tab started from, so a stale one meets the optimistic lock), one write per click,
 * the tab's stored copy kept in step with the server's facts (id, version, status), and after a
 * 409 "Load the latest version" with the tab's own changes kept beside it to reapply.
 *
 * `currentValues` reads the values being edited (the form's live values); without it the stored
 * copy's values are used (the confirmation step shows, and sends, what was stored).
 */
export function useOfferSave(initial: StoredOfferForm, currentValues?: () => OfferFormValues) {
  const queryClient = useQueryClient();
  const createOffer = useCreateOffer();
  const updateOffer = useUpdateOffer();
  // Server-side facts about the offer (id, version) change with each save; they never re-render the page.
  const stateRef = useRef<StoredOfferForm>({ ...initial, serverErrors: undefined });
  const valuesRef = useRef(currentValues);
  valuesRef.current = currentValues;
  // One write per click, however fast the clicks come.
  const busyRef = useRef(false);
  const [failure, setFailure] = useState<OfferWriteFailure | null>(null);
  const [unsaved, setUnsaved] = useState<UnsavedChanges | null>(initial.unsaved ?? null);
  const [latestLoads, setLatestLoads] = useState(0);

  const values = useCallback(() => valuesRef.current?.() ?? stateRef.current.values, []);

  /** Keep the tab's copy (the confirmation step and a reload read it). */
  const persist = useCallback(() => writeOfferForm({ ...stateRef.current, values: values() }), [values]);

  const save = async (intent: OfferFormIntent, formValues: OfferFormValues = values()): Promise<OfferSaveResult> => {
    if (busyRef.current) return null;
    busyRef.current = true;
    setFailure(null);
    const { offerId, version } = stateRef.current;
    const body: OfferWriteBody =
      intent === 'register' ? { intent, offer: toOfferInput(formValues, 'register') } : { intent, offer: toOfferInput(formValues, 'save_draft') };
    try {
      const saved =
        offerId && version !== null
          ? await updateOffer.mutateAsync({ offerId, body: { ...body, version } })
          : await createOffer.mutateAsync(body);
      stateRef.current = { ...stateRef.current, offerId: saved.offer_id, version: saved.version, status: saved.status, base: fromManagedOffer(saved) };
      writeOfferForm({ ...stateRef.current, values: formValues });
      // A registered offer has left the form: the page moves on, and no second click registers again.
      if (intent === 'save_draft') busyRef.current = false;
      return { saved };
    } catch (error) {
      busyRef.current = false;
      const result = classifyWriteError(error);
      if (result.kind === 'fields') return { fields: result.fields };
      setFailure(result);
      return null;
    }
  };

  /**
   * After a conflict: the server's version becomes the tab's copy (so the next write is not refused
   * again), with the tab's own edits beside it. Answers the new copy, or null when it could not load.
   */
  const reloadLatest = async (): Promise<StoredOfferForm | null> => {
    const offerId = stateRef.current.offerId;
    if (!offerId) return null;
    let latest: StoredOfferForm;
    try {
      latest = await loadLatestKeepingChanges(queryClient, { ...stateRef.current, offerId, values: values() });
    } catch (error) {
      setFailure(classifyWriteError(error));
      return null;
    }
    stateRef.current = latest;
    writeOfferForm(latest);
    setUnsaved(latest.unsaved ?? null);
    setLatestLoads((count) => count + 1);
    setFailure(null);
    return latest;
  };

  /** The tab's edits still to reapply or discard, kept across reloads. */
  const keepUnsaved = (next: UnsavedChanges | null) => {
    stateRef.current = { ...stateRef.current, unsaved: next ?? undefined };
    setUnsaved(next);
    persist();
  };

  /** The values of the given groups from the tab's edits, and those groups taken off the panel. */
  const takeUnsaved = (groups: FormFieldGroup[]): Partial<OfferFormValues> => {
    if (!unsaved) return {};
    const patch = groups.reduce<Partial<OfferFormValues>>((all, group) => ({ ...all, ...groupValues(group, unsaved.values) }), {});
    const remaining = unsaved.groups.filter((group) => !groups.includes(group));
    keepUnsaved(remaining.length > 0 ? { ...unsaved, groups: remaining } : null);
    return patch;
  };

  return {
    /** The tab's copy as it stands (id, version and status after the last save). */
    stored: () => stateRef.current,
    persist,
    save,
    saving: createOffer.isPending || updateOffer.isPending,
    failure,
    setFailure,
    reloadLatest,
    unsaved,
    latestLoads,
    keepUnsaved,
    takeUnsaved,
  };
}
