import { chatApi } from '../../../../shared/schemas/chat.ts';
import { apiClient, buildApiUrl } from '../../../lib/api-client.ts';

/**
 * `GET negotiations/{trading_id}/chat/attachments/{attachment_id}`: the file itself, as an
 * attachment. A plain link downloads it with the session cookie; the server checks membership.
 */
export const chatAttachmentHref = (tradingId: string, attachmentId: string) => buildApiUrl(apiClient.baseUrl, chatApi.attachment(tradingId, attachmentId));
