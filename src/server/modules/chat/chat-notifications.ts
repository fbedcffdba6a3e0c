import type { NotificationParams } from '../../../shared/schemas/notifications.ts';
import { ownName } from '../../../shared/localized-name.ts';
import { LIMITS } from '../../../shared/limits.ts';
import { companyView, mayWriteChat, type NegotiationSubject } from '../negotiations/negotiations.policy.ts';
import { negotiationLink } from '../notifications/links.ts';
import type { NotificationPlan } from '../notifications/notification-rule.ts';
import type { NotificationRules } from '../notifications/notification-rules.ts';
import { RecipientRepository } from '../notifications/recipients.repository.ts';

/**
 * Who must know of a chat message (`chat.message`; docs/product/notifications.md, docs/decisions/021):
 * every chat writer of the room but the sender (the projector leaves the sender out): the
 * applicant's representatives, the offer company, the assigned coordinator; not the banks, not the
 * operator, who only read. Only active users, checked with the negotiation policy's `mayWriteChat`.
 * Group `negotiation`; link: the role's negotiation page.
 *
 * A chat message's notice is the room's (docs/decisions/035-chat-notifications-and-touch-composer.md):
 * one unread notice per reader and room, which the next message updates (the projector's
 * `perSubject`): the latest sender, the start of the text (or the file's name) and how many arrived.
 * The sender and the excerpt are in it only for a reader who may know the sender's company by name
 * (`companyView`: always so once the room exists, as it opens with the disclosure); the rest of
 * the text never names a company.
 */
export function registerChatNotifications(rules: NotificationRules): void {
  rules.register(['chat.message'], (tx, event) => chatPlan(new RecipientRepository(tx), event.subjectId, event.payload));
}

async function chatPlan(repo: RecipientRepository, negotiationId: string, payload: Record<string, unknown>): Promise<NotificationPlan | null> {
  const found = await repo.chatMessage(negotiationId, typeof payload.message_id === 'string' ? payload.message_id : null);
  if (!found) return null;
  const n = found.n;
  // A left join: the message's columns are null when the payload names none of the room's.
  const m = found.message as typeof found.message | null;
  const message = m?.senderOrganisationId ? { ...m, body: m.body ?? '', senderName: m.senderName ?? '' } : undefined;
  const representatives = new Set(found.representativeIds);
  // The active users of the applicant, the offer company and the coordinator, read with the message.
  const candidates = found.writers;
  const subject: NegotiationSubject = n;
  const senderCompany =
    message?.senderOrganisationId === n.applicantOrganisationId ? 'applicant' : message?.senderOrganisationId === n.offerOrganisationId ? 'offer_company' : null;
  const said: NotificationParams = message
    ? {
        sender: ownName({ name: message.senderName, display_name: message.senderDisplayName }),
        ...(message.senderNameEn?.trim() ? { sender_en: message.senderNameEn.trim() } : {}),
        excerpt: chatExcerpt(message.body, message.fileName),
      }
    : {};
  const recipients = candidates
    .filter((c) => mayWriteChat(c, subject, { isRepresentative: representatives.has(c.id) }))
    .map((c) => ({
      userId: c.id,
      link: negotiationLink(c.organisation.role, n),
      // The coordinator is known to both companies; a company's user only where its name is disclosed to this reader.
      ...(senderCompany === null || companyView(c, subject, senderCompany) === 'disclosed' ? { params: said } : {}),
    }));
  return {
    group: 'negotiation',
    kind: 'chat.message',
    params: { offer_title: found.offerTitle, offer_ref: found.offerRef, trading_ref: n.publicRef },
    recipients,
    perSubject: true,
  };
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * What a room's notice quotes of a message: its text on one line, cut at `LIMITS.chatNoticeExcerpt`
 * characters as a reader counts them (a Thai vowel mark stays with its consonant) with "…"; a
 * message of only a file: the file's name.
 */
export function chatExcerpt(body: string, fileName: string | null): string {
  const line = body.replace(/\s+/g, ' ').trim();
  if (line === '') return fileName ?? '';
  const parts = Array.from(graphemes.segment(line), (s) => s.segment);
  return parts.length <= LIMITS.chatNoticeExcerpt ? line : `${parts.slice(0, LIMITS.chatNoticeExcerpt).join('').trimEnd()}…`;
}
