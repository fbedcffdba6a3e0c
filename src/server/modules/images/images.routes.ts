import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParams } from '../../../shared/schemas/common.ts';
import { offerImageSchema } from '../../../shared/schemas/offer-views.ts';
import { LIMITS } from '../../../shared/limits.ts';
import { MULTIPART_ENVELOPE as ENVELOPE, readUploadedFile } from '../../lib/uploaded-file.ts';
import { refuseBodyOver } from '../../plugins/errors.ts';
import { requireViewer } from '../session/session.plugin.ts';
import type { ImageStore } from './image-store.ts';
import { ImageQueue } from './image-queue.ts';
import { ImageService } from './images.service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  413: apiErrorSchema,
  415: apiErrorSchema,
  429: apiErrorSchema,
  503: apiErrorSchema,
};
export const imageRoutes: FastifyPluginAsyncZod<{ store: ImageStore; queue?: ImageQueue }> = async (app, options) => {
  const service = new ImageService(app.db, options.store, options.queue ?? new ImageQueue(), app.now);
  await app.register(multipart, {
    // One file part and nothing else: a second part trips a limit, read as a malformed form.
    limits: { fileSize: LIMITS.imageBytes, files: 1, fields: 0, parts: 1 },
    throwFileSizeLimit: true,
  });

  app.post(
    '/offer-images',
    {
      config: { roles: ['enterprise'] },
      bodyLimit: LIMITS.imageBytes + ENVELOPE,
      onRequest: refuseBodyOver(LIMITS.imageBytes + ENVELOPE),
      schema: {
        tags: ['offers'],
        summary:
          'Upload one offer image (multipart field "file"; JPEG, PNG or WebP; at most 10 MB and 24 megapixels). ' +
          'Images no offer holds are removed after a day; a user may have at most 30 of them (429).',
        consumes: ['multipart/form-data'],
        response: { 200: offerImageSchema, ...errors },
      },
    },
    async (request, reply) => {
      // Refused before the body is read: the offer-manager rule holds for images as for offers.
      const viewer = requireViewer(request);
      await service.mayUpload(viewer);
      const { bytes } = await readUploadedFile(request);
      const image = await service.upload(viewer, bytes);
      // docs/product/api.md: success is 200 or 204 only, creations included.
      return reply.status(200).send(image);
    },
  );

  for (const variant of ['full', 'thumbnail'] as const) {
    app.get(
      variant === 'full' ? '/offer-images/:id' : '/offer-images/:id/thumbnail',
      {
        // Who may see an image is the offer's rule, decided in the service for each image.
        config: { roles: 'any' },
        schema: {
          tags: ['offers'],
          summary: variant === 'full' ? 'An offer image (WebP)' : 'An offer image thumbnail (WebP)',
          description: 'Revalidated on every use (ETag, 304 on If-None-Match), after the permission check.',
          params: idParams('id'),
          response: { 200: z.any().describe('image/webp bytes'), 304: z.null().describe('Not modified'), ...errors },
        },
      },
      async (request, reply) => {
        const read = await service.read(requireViewer(request), request.params.id, variant, request.headers['if-none-match']);
        // Private and revalidated: once an offer turns private or is deleted, no browser keeps showing its images.
        reply.header('Cache-Control', 'private, no-cache').header('ETag', read.etag);
        if (read.notModified) return reply.status(304).send(null);
        return reply.type(read.contentType).send(read.bytes);
      },
    );
  }
};
