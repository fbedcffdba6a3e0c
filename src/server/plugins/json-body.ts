import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.ts';

/**
 * The largest JSON body any route takes. The biggest real one, an offer with every text at its
 * limit in escaped Thai, or 500 user ids, stays well below; a larger body answers 413 unread.
 */
export const JSON_BODY_LIMIT = 256 * 1024;

/** Deeper than any body of the API (offers nest 3 levels); deeper is refused before JSON.parse. */
export const JSON_MAX_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether JSON text opens more than `max` arrays or objects inside each other: one pass over the
 * characters, no parsing, no recursion. Brackets inside strings do not count. Text that is not
 * JSON may pass; JSON.parse refuses it next.
 */
export function jsonNestingExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}

/**
 * Replaces Fastify's JSON parser with one that refuses a body over JSON_BODY_LIMIT (413) or
 * nested deeper than JSON_MAX_DEPTH (400) before parsing it, so no later walk over the body
 * (the NUL check, zod) meets thousands of levels. Parsing itself stays Fastify's own
 * (secure-json-parse, refusing __proto__ and constructor.prototype).
 */
export function addJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonNestingExceeds(text, JSON_MAX_DEPTH)) {
      request.log.info({ maxDepth: JSON_MAX_DEPTH }, 'JSON body nested too deeply');
      done(new AppError(400, 'bad_request', 'JSON body nested too deeply'), undefined);
      return;
    }
    void parse(request, text, done);
  });
}
