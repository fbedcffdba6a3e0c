/** An error a service raises on purpose; the errors plugin turns it into the API error shape. */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string[]> | undefined;

  constructor(status: number, code: string, message?: string, fields?: Record<string, string[]>) {
    super(message ?? code);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export const notFound = (message?: string) => new AppError(404, 'not_found', message);
export const forbidden = (message?: string) => new AppError(403, 'forbidden', message);
export const unauthenticated = () => new AppError(401, 'unauthenticated');
export const conflict = (code = 'version_conflict', message?: string) => new AppError(409, code, message);
export const badRequest = (code: string, fields?: Record<string, string[]>) =>
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
