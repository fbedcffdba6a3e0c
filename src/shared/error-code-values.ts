// Without zod: the browser's entry imports this list (decision 022); error-codes.ts re-exports it with its schema.
/**
 * Every machine-readable code an API error answers with (docs/product/api.md). The server raises only
 * these (AppError takes the type), the browser branches on them, and each has its message in
 * en, ja and th in src/shared/i18n/error-messages.ts.
 */
export const ERROR_CODES = [
  'validation_failed',
  'bad_request',
  'unauthenticated',
  'forbidden',
  'csrf_invalid',
  'not_found',
  'version_conflict',
  'payload_too_large',
  'unsupported_media_type',
  'invalid_transition',
  'negotiation_not_found',
  'notification_not_found',
  'negotiation_version_conflict',
  'already_applied',
  'own_offer',
  'identifying_text',
  'offer_not_open',
  'coordinator_not_found',
  'signatory_not_authorised',
  'unsupported_image',
  'image_too_many_pixels',
  'too_many_unattached_images',
  'invalid_upload',
  'image_missing',
  'no_bank',
  'chat_closed',
  'unsupported_attachment',
  'too_many_unsent_attachments',
  'rate_limited',
  'too_many_sockets',
  'internal_error',
  'service_unavailable',
  'storage_unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
