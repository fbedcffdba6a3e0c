import type { Language, Role } from '../../../shared/enums.ts';
import { localizedName, personName } from '../../../shared/localized-name.ts';
import {
  chatAttachmentTypeSchema,
  type CHAT_SENDER_SIDES,
  type ChatAttachment,
  type ChatMessage,
  type ChatReceipt,
} from '../../../shared/schemas/chat.ts';
import type { ChatAttachmentRow, ChatMessageRow, ChatReadRow } from './chat.repository.ts';

type Side = (typeof CHAT_SENDER_SIDES)[number];

/** The negotiation's two companies: whose side a member is on. */
export interface ChatParties {
  applicantOrganisationId: string;
  offerOrganisationId: string;
}

/** A member's side: one of the two companies or the coordinator; null for a reader (a bank, the operator). */
export function sideOf(parties: ChatParties, organisation: { id: string; role: Role }): Side | null {
  if (organisation.id === parties.applicantOrganisationId) return 'applicant';
  if (organisation.id === parties.offerOrganisationId) return 'offer_company';
  return organisation.role === 'coordinator' ? 'coordinator' : null;
}

const organisationName = (o: { name: string; nameEn: string | null }, language: Language) => localizedName({ name: o.name, name_en: o.nameEn }, language);

export function presentAttachment(row: Pick<ChatAttachmentRow, 'id' | 'fileName' | 'contentType' | 'size'>): ChatAttachment {
  return { id: row.id, file_name: row.fileName, content_type: chatAttachmentTypeSchema.parse(row.contentType), size: row.size };
}

/**
 * A message as a reader sees it. Names are always shown: a room exists only once both companies
 * are disclosed to each other (decision 019), and banks, the operator and the assigned coordinator
 * know both anyway. Names are as the reader can read them (shared/localized-name.ts).
 */
export function presentMessage(row: ChatMessageRow, parties: ChatParties, language: Language): ChatMessage {
  return {
    seq: row.seq,
    client_id: row.clientId,
    sender: {
      user_id: row.senderUserId,
      name: personName({ name: row.senderName, display_name: row.senderDisplayName, username_en: row.senderNameEn }, language),
      organisation_name: organisationName({ name: row.organisationName, nameEn: row.organisationNameEn }, language),
      side: sideOf(parties, { id: row.senderOrganisationId, role: row.organisationRole }) ?? 'coordinator',
    },
    body: row.body,
    attachment:
      row.attachmentId && row.attachmentFileName && row.attachmentContentType && row.attachmentSize !== null
        ? presentAttachment({ id: row.attachmentId, fileName: row.attachmentFileName, contentType: row.attachmentContentType, size: row.attachmentSize })
        : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** A member's read receipt; null for a reader who is no side's (their reading is nobody's business). */
export function presentReceipt(row: ChatReadRow, parties: ChatParties, language: Language): ChatReceipt | null {
  const side = sideOf(parties, { id: row.organisationId, role: row.organisationRole });
  if (!side) return null;
  return {
    user_id: row.userId,
    name: personName({ name: row.userName, display_name: row.userDisplayName, username_en: row.userNameEn }, language),
    organisation_name: organisationName({ name: row.organisationName, nameEn: row.organisationNameEn }, language),
    side,
    last_read_seq: row.lastReadSeq,
  };
}
