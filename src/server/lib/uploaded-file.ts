import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/** Room for the multipart envelope around a file of the maximum size. */
export const MULTIPART_ENVELOPE = 64 * 1024;

/**
 * The one file of an upload: exactly one part, a file in the field "file", with the name the
 * client gave it. Anything else — no boundary, a truncated or garbled body, a text field, a second
 * file — is the client's mistake (400), never a 500; only a file over the size limit is 413.
 * The route registers @fastify/multipart with `files: 1, fields: 0, parts: 1` and its size limit.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<{ bytes: Buffer; fileName: string }> {
  if (!request.isMultipart()) throw new AppError(415, 'unsupported_media_type');
  const invalid = () => new AppError(400, 'invalid_upload');
  let file: { bytes: Buffer; fileName: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== 'file' || file) throw invalid();
      file = { bytes: await part.toBuffer(), fileName: part.filename };
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'payload_too_large');
    // The parser's own errors (no boundary, unexpected end, parts/files/fields limits) all mean a malformed form.
    request.log.info({ err }, 'malformed upload');
    throw invalid();
  }
  if (!file) throw invalid();
  return file;
}
