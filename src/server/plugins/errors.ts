import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { $ZodRawIssue } from 'zod/v4/core';
import type { ApiError } from '../../shared/schemas/common.ts';
import type { Language } from '../../shared/enums.ts';
import type { ErrorCode } from '../../shared/error-codes.ts';
import { AppError, DEFAULT_ISSUE_MESSAGE, RequestValidationError } from '../lib/errors.ts';
import { requestLanguage } from '../lib/language.ts';
import { translateValidation } from '../../shared/i18n/validation.ts';
import { errorMessage } from '../../shared/i18n/error-messages.ts';
import { whoOf } from '../lib/log.ts';

const zodLocales: Record<Language, ReturnType<typeof z.locales.en>> = {
  en: z.locales.en(),
  ja: z.locales.ja(),
  th: z.locales.th(),
};

function localiseIssue(issue: $ZodRawIssue, language: Language, fallback: string): string {
  const out = zodLocales[language].localeError(issue);
  if (typeof out === 'string') return out;
  return out?.message ?? fallback;
}

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'version_conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'service_unavailable',
};

/**
 * What the router refuses before any route, hook or error handler runs — a URL whose
 * percent-encoding is broken (400), a path parameter over maxParamLength (414) — answers the one
 * error shape too, not Fastify's own body. Fastify's `frameworkErrors` option (src/server/app.ts).
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  const code: ErrorCode = status >= 500 ? 'internal_error' : (STATUS_CODES[status] ?? 'bad_request');
  request.log.info({ code: error.code, status }, error.message);
  const body: ApiError = { status, code, message: errorMessage(code, requestLanguage(request)), request_id: request.id };
  // This reply has no route, so no serializer: the body goes out as text.
  reply.status(status).header('content-type', 'application/json; charset=utf-8').header('X-Request-Id', request.id).send(JSON.stringify(body));
}

/**
 * An `onRequest` hook for an upload route: a body whose announced length is over `bytes` answers
 * 413 `payload_too_large` before any of it is read (the offer images' and the chat's uploads).
 */
export const refuseBodyOver =
  (bytes: number) =>
  async (request: FastifyRequest): Promise<void> => {
    if (Number(request.headers['content-length'] ?? 0) > bytes) throw new AppError(413, 'payload_too_large');
  };

/**
 * One error shape for every failure (docs/product/api.md). Client mistakes keep their 4xx status and a
 * clear message; anything unexpected is a 500 that reveals nothing of the internals.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = requestLanguage(request);
    const send = (status: number, code: ErrorCode, fields?: Record<string, string[]>, detail?: string) => {
      const body: ApiError = {
        status,
        code,
        message: errorMessage(code, language),
        request_id: request.id,
        ...(fields ? { fields } : {}),
        // A client's mistake may be explained to its developer; a server fault reveals nothing.
        ...(detail && status < 500 ? { detail } : {}),
      };
      return reply.status(status).type('application/json').send(body);
    };

    if (error instanceof RequestValidationError) {
      // Keyed by paths the request chose (a NUL found under "constructor"): a Map, not a plain
      // object whose inherited "constructor" or "toString" would be taken for a list (a 500).
      const fields = new Map<string, string[]>();
      for (const issue of error.issues) {
        const key = issue.path.map(String).join('.') || '_';
        // A message the schema sets is kept; zod's defaults are localised.
        const message =
          issue.message === DEFAULT_ISSUE_MESSAGE
            ? localiseIssue(issue as unknown as $ZodRawIssue, language, 'invalid')
            : translateValidation(issue.message, language);
        fields.set(key, [...(fields.get(key) ?? []), message]);
      }
      return send(400, 'validation_failed', Object.fromEntries(fields));
    }
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error, ...whoOf(request) }, 'service error');
      const fields = error.fields
        ? Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, v.map((m) => translateValidation(m, language))]))
        : undefined;
      return send(error.status, error.code, fields, error.detail);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, status, ...whoOf(request) }, error.message);
      return send(status, STATUS_CODES[status] ?? 'bad_request');
    }
    request.log.error({ err: error, ...whoOf(request) }, 'unhandled error');
    return send(status === 503 ? 503 : 500, status === 503 ? 'service_unavailable' : 'internal_error');
  });
});
