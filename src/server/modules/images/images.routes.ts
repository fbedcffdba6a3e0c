import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/schemas/common.ts';
import { offerImageSchema } from '../../../shared/schemas/offer-views.ts';
import { LIMITS } from '../../../shared/limits.ts';
import { AppError } from '../../lib/errors.ts';
import type { Viewer } from '../session/session.service.ts';
import type { ImageStore } from './image-store.ts';
import { ImageService } from './images.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema };
/** Room for the multipart envelope around a file of the maximum size. */
const ENVELOPE = 64 * 1024;

export const imageRoutes: FastifyPluginAsyncZod<{ store: ImageStore }> = async (app, options) => {
  const service = new ImageService(app.db, options.store);
  const viewerOf = (request: { viewer: Viewer | null }) => request.viewer as Viewer;
  await app.register(multipart, {
    limits: { fileSize: LIMITS.imageBytes, files: 1, fields: 0, parts: 1 },
    throwFileSizeLimit: true,
  });

  app.post(
    '/offer-images',
    {
      config: { roles: ['enterprise'] },
      bodyLimit: LIMITS.imageBytes + ENVELOPE,
      // Refuse an announced oversize body before reading any of it.
      onRequest: async (request) => {
        const length = Number(request.headers['content-length'] ?? 0);
        if (length > LIMITS.imageBytes + ENVELOPE) throw new AppError(413, 'payload_too_large');
      },
      schema: {
        tags: ['offers'],
        summary: 'Upload one offer image (multipart field "file"; JPEG, PNG or WebP; at most 10 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: offerImageSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError(415, 'unsupported_media_type');
      const file = await request.file();
      if (!file) throw new AppError(400, 'validation_failed', undefined, { file: ['validation.required'] });
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'payload_too_large');
        throw err;
      }
      const image = await service.upload(viewerOf(request), bytes);
      // PRODUCT §7: success is 200 or 204 only, creations included.
      return reply.status(200).send(image);
    },
  );

  for (const variant of ['full', 'thumbnail'] as const) {
    app.get(
      variant === 'full' ? '/offer-images/:id' : '/offer-images/:id/thumbnail',
      {
        schema: {
          tags: ['offers'],
          summary: variant === 'full' ? 'An offer image (WebP)' : 'An offer image thumbnail (WebP)',
          params: z.object({ id: z.uuid() }),
          response: { 200: z.any().describe('image/webp bytes'), ...errors },
        },
      },
      async (request, reply) => {
        const { bytes, contentType } = await service.read(viewerOf(request), request.params.id, variant);
        return reply
          .type(contentType)
          .header('Cache-Control', 'private, max-age=86400, immutable')
          .send(bytes);
      },
    );
  }
};
