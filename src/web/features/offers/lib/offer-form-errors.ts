import { isApiError } from '../../../lib/api-client.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { offerFieldOfPath, type OfferFormValues } from './offer-form-values.ts';

/**
 * What a failed save or registration means for the page:
 * - `conflict`: the optimistic lock of docs/product/api.md#error-catalogue (someone saved a newer version); nothing was overwritten.
 * - `session`: the session has ended (401). The browser is on its way to sign-in (docs/product/screens-and-routes.md#session-behaviour) unless
 *   the API base URL is a local one; the form stays in the tab and comes back after signing in.
 * - `fields`: the server refused some fields; show each under its field.
 * - `message`: the server said why (not allowed, wrong step, no bank); show its message.
 * - `failed`: anything else; show the page's own "unable to …" text.
 */
export type OfferWriteFailure =
  | { kind: 'conflict' }
  | { kind: 'session'; redirecting: boolean }
  | { kind: 'fields'; fields: Partial<Record<keyof OfferFormValues, string>> }
  | { kind: 'message'; message: string }
  | { kind: 'failed' };

export function classifyWriteError(error: unknown): OfferWriteFailure {
  if (!isApiError(error)) return { kind: 'failed' };
  const body = error.body;
  if (error.status === 401) return { kind: 'session', redirecting: error.redirectedToLogin };
  if (error.status === 409 && body?.code === 'version_conflict') return { kind: 'conflict' };
  // 400: the schema; 422 identifying_text: what in a text names the company (docs/decisions/031).
  const fields = serverFieldErrors(error, { fieldOf: offerFieldOfPath });
  if (fields && Object.keys(fields).length > 0) return { kind: 'fields', fields };
  if (body?.message && [400, 403, 404, 409, 422].includes(error.status)) return { kind: 'message', message: body.message };
  return { kind: 'failed' };
}
