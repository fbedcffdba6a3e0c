import type { ErrorCode } from '../../shared/error-codes.ts';

/**
 * An error a service raises on purpose; the errors plugin turns it into the API error shape.
 * `detail`, for developers, reaches the client as `detail` on a 4xx (the browser logs it); on a
 * 5xx it goes to the server log only.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly detail: string | undefined;
  readonly fields: Record<string, string[]> | undefined;

  constructor(status: number, code: ErrorCode, detail?: string, fields?: Record<string, string[]>) {
    super(detail ?? code);
    this.status = status;
    this.code = code;
    this.detail = detail;
    this.fields = fields;
  }
}

export const notFound = (detail?: string) => new AppError(404, 'not_found', detail);
export const forbidden = (detail?: string) => new AppError(403, 'forbidden', detail);
/** A policy's refusal as the API answers it: `hidden` is 404 (the viewer may not learn it exists), `forbidden` 403. */
export const refusal = (reason: 'hidden' | 'forbidden', detail?: string) => (reason === 'hidden' ? notFound(detail) : forbidden(detail));
export const unauthenticated = () => new AppError(401, 'unauthenticated');
export const conflict = (code: ErrorCode = 'version_conflict', detail?: string) => new AppError(409, code, detail);
export const badRequest = (code: ErrorCode, fields?: Record<string, string[]>) =>
  new AppError(400, code, undefined, fields);

/** Marks a zod issue whose message was not set by the schema, so the errors plugin localises it. */
export const DEFAULT_ISSUE_MESSAGE = '\u0000default';

/** A request part (body, query, params) that failed its zod schema. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  readonly issues: readonly ZodIssueLike[];

  constructor(issues: readonly ZodIssueLike[]) {
    super('validation failed');
    this.issues = issues;
  }
}

export interface ZodIssueLike {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
}
