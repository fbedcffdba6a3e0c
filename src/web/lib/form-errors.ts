import { isApiError } from './api-client.ts';

/**
 * The one way a form shows the server's refusal of its values (docs/decisions/042-one-form-pattern.md):
 * a 400 `validation_failed` or a 422 `identifying_text` answer carries `fields`, a path (`offer.title`,
 * `texts.title_ja`, `representatives.0`) and its messages, already in the reader's language. Each
 * form field gets the first message of the first path that names it; a path the form does not
 * show is left to the form's own alert.
 */

/** A field's name from the server's path: by default its first segment (`representatives.0` → `representatives`). */
export type FieldOfPath<F extends string> = (path: string) => F | null;

export interface ServerErrorOptions<F extends string> {
  /** The form's field for a path, or null when the form has none. */
  fieldOf?: FieldOfPath<F>;
  /** The statuses whose `fields` the form shows at its fields (400 and 422 unless a form says otherwise). */
  statuses?: readonly number[];
}

const firstSegment = (path: string) => path.split('.')[0] ?? path;

/** The first message for each form field of an answer's `fields`, in the order the server sent them. */
export function fieldMessages<F extends string = string>(
  fields: Record<string, string[]> | undefined,
  fieldOf: FieldOfPath<F> = (path) => firstSegment(path) as F,
): Partial<Record<F, string>> {
  const result: Partial<Record<F, string>> = {};
  for (const [path, messages] of Object.entries(fields ?? {})) {
    const name = fieldOf(path);
    if (name && messages[0] && !result[name]) result[name] = messages[0];
  }
  return result;
}

/**
 * The server's messages by form field, in the order the server sent them, or null when the error is
 * not a refusal of fields (another status, no `fields`). An answer whose paths name no field of the
 * form is an empty record.
 */
export function serverFieldErrors<F extends string = string>(error: unknown, { fieldOf, statuses = [400, 422] }: ServerErrorOptions<F> = {}): Partial<Record<F, string>> | null {
  if (!isApiError(error) || !statuses.includes(error.status) || !error.body?.fields) return null;
  return fieldMessages(error.body.fields, fieldOf);
}

/** What the helper needs of a form: react-hook-form's `setError` (UseFormSetError) has this shape. */
export interface ServerErrorTarget<F extends string> {
  setError: (name: F, error: { type: string; message: string }) => void;
}

/**
 * Puts the server's messages on the form's fields (`form.setError(name, { type: 'server', message })`)
 * and answers the fields it set, in the server's order (the first is the one to bring into view);
 * none when the error was not a refusal of the form's fields.
 */
export function setServerErrors<F extends string>(form: ServerErrorTarget<F>, error: unknown, options: ServerErrorOptions<F> = {}): F[] {
  const fields = serverFieldErrors(error, options);
  if (!fields) return [];
  const entries = Object.entries(fields) as [F, string][];
  for (const [name, message] of entries) form.setError(name, { type: 'server', message });
  return entries.map(([name]) => name);
}
