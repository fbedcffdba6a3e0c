import type { ErrorCode } from '../../error-code-values.ts';

/**
 * The message of every API error code in English (error-messages.ts joins the three languages for
 * the server; the browser reads the current language's from its loaded text, `api_error`).
 */
export const apiErrorEn: Record<ErrorCode, string> = {
  validation_failed: 'Some of the values sent are not valid. Check the highlighted fields.',
  bad_request: 'The request could not be understood.',
  unauthenticated: 'Access is not authenticated. Please log in again with the correct credentials.',
  forbidden: 'You do not have permission for this. Please log in with an authorised user.',
  csrf_invalid: 'The security token of this request is missing or invalid. Reload the page and try again.',
  not_found: 'What you asked for does not exist or is not visible to you.',
  version_conflict: 'This offer has already been updated by another user. Please check it again.',
  payload_too_large: 'The upload is too large.',
  unsupported_media_type: 'This content type is not accepted.',
  invalid_transition: 'This cannot be done at the current step. Reload the page to see the latest state.',
  negotiation_not_found: 'This negotiation does not exist or is not available to you.',
  notification_not_found: 'This notification does not exist or is not yours.',
  negotiation_version_conflict: 'This negotiation has already been updated by another user. Please check it again.',
  already_applied: 'Your company has already applied to this offer, and that negotiation is still open.',
  own_offer: 'A company cannot apply to its own offer.',
  identifying_text: 'The text names your company, which the other side may not know before both NDAs are agreed. Remove the terms shown and send it again.',
  offer_not_open: 'This offer is not open for applications: it is not published or its application period is over.',
  signatory_not_authorised: 'The signatory must be a registered contract signatory.',
  coordinator_not_found: 'The chosen coordinator does not exist. Choose one from the coordinator list.',
  unsupported_image: 'The file is not a JPEG, PNG or WebP image, or it is damaged.',
  image_too_many_pixels: 'The image is too large: at most 24 megapixels, for example 6000 × 4000 pixels. Reduce its size and upload it again.',
  too_many_unattached_images: 'You have 30 uploaded images that are not used in any offer. Save an offer with them, or wait: unused images are removed after a day.',
  invalid_upload: 'Send exactly one image file, as the multipart form field "file".',
  image_missing: 'The image may not be registered. Check the offer detail and contact the financial institution.',
  chat_closed: 'This chat is closed: the negotiation has ended, and no more messages can be sent.',
  unsupported_attachment: 'This file cannot be sent. Send a PDF, an image (JPEG, PNG, GIF, WebP) or an office document (Word, Excel, PowerPoint).',
  too_many_unsent_attachments: 'You have too many files waiting to be sent. Send or discard them first.',
  no_bank: 'Unable to register the offer: your company is not attached to a financial institution.',
  rate_limited: 'Too many requests. Please wait a moment and try again.',
  too_many_sockets: 'Too many windows are open with live updates. Close some bizmatch tabs and try again.',
  internal_error: 'An error occurred. Please try again later or check your network connection. If it persists, contact us through the inquiry form.',
  service_unavailable: 'The service is not ready. Please try again shortly.',
  storage_unavailable: 'The file could not be stored: the server’s storage is full or unavailable. Nothing was saved. Please try again later.',
};
