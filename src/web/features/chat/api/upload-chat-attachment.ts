import { mutationOptions, useMutation } from '@tanstack/react-query';
import { type ChatAttachment, chatApi, chatAttachmentSchema } from '../../../../shared/schemas/chat.ts';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * `POST negotiations/{trading_id}/chat/attachments` (multipart field "file"): the file is stored
 * unsent; the message that carries it names its id. A refusal (a reader who may not write, a
 * closed room) is told beside the input, not by sending the user home.
 */
export async function uploadChatAttachment({ tradingId, file }: { tradingId: string; file: File }): Promise<ChatAttachment> {
  const form = new FormData();
  form.append('file', file);
  return chatAttachmentSchema.parse(await apiClient.post(chatApi.attachments(tradingId), form, { forbiddenRedirect: false }));
}

export const uploadChatAttachmentMutationOptions = () => mutationOptions({ mutationKey: ['chat', 'attachment'], mutationFn: uploadChatAttachment });

export const useUploadChatAttachment = () => useMutation(uploadChatAttachmentMutationOptions());
