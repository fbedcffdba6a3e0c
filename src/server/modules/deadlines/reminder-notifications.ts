import type { Role } from '../../../shared/enums.ts';
import { DEADLINE_STEPS, type DeadlineStep } from '../../../shared/deadlines.ts';
import { negotiationLink, offerLink } from '../notifications/links.ts';
import type { NotificationRule } from '../notifications/notification-rule.ts';
import type { NotificationRules } from '../notifications/notification-rules.ts';
import type { Recipient } from '../notifications/recipient.ts';
import { DeadlineRepository } from './deadlines.repository.ts';

/**
 * A deadline reminder (`offer.reminder`, `negotiation.reminder`, recorded by reminders.job.ts):
 * told to the users who must act now, each with their role's page (decision 021).
 *
 * - offer review: the offer's bank;
 * - bank approval: the applicant company's bank;
 * - the offer company's NDA decision: the offer company's users;
 * - the applicant's NDA decision: the applicant's representatives on the negotiation;
 * - coordinator assignment, a completion or cancel request: the administration office;
 * - the coordinator's answer, the contract's creation and its signing: the coordinator organisation.
 *
 * Kind `reminder.<step>`; params: the offer's title and reference, the negotiation's reference,
 * the step and the due time (never a company's name). Registered in the notification rules by
 * `buildApp` (docs/decisions/038-events-publish-modules-subscribe.md).
 */
export function registerReminderNotifications(rules: NotificationRules): void {
  rules.register(['offer.reminder', 'negotiation.reminder'], reminderNotifications);
}

const reminderNotifications: NotificationRule = async (tx, event) => {
  const payload = event.payload as { step?: unknown; due_at?: unknown };
  const step = DEADLINE_STEPS.find((s) => s === payload.step);
  const dueAt = typeof payload.due_at === 'string' ? payload.due_at : undefined;
  if (!step || !dueAt) return null;
  const repo = new DeadlineRepository(tx);
  const kind = `reminder.${step}`;

  if (event.subjectType === 'offer') {
    const offer = await repo.offer(event.subjectId);
    if (!offer || offer.deletedAt || step !== 'offer_review') return null;
    const link = offerLink('bank', offer.id);
    return {
      group: 'offer',
      kind,
      params: { offer_title: offer.title, offer_ref: offer.publicRef, step, due_at: dueAt },
      recipients: (await repo.usersOf(offer.bankId)).map((userId) => ({ userId, link })),
    };
  }

  if (event.subjectType !== 'negotiation') return null;
  const n = await repo.negotiation(event.subjectId);
  if (!n) return null;
  const to = (role: Role, userIds: string[]): Recipient[] => {
    const link = negotiationLink(role, n);
    return userIds.map((userId) => ({ userId, link }));
  };
  const recipients = await negotiationRecipients(repo, step, n, to);
  return {
    group: 'negotiation',
    kind,
    params: { offer_title: n.offerTitle, offer_ref: n.offerRef, trading_ref: n.publicRef, step, due_at: dueAt },
    recipients,
  };
};

async function negotiationRecipients(
  repo: DeadlineRepository,
  step: DeadlineStep,
  n: NonNullable<Awaited<ReturnType<DeadlineRepository['negotiation']>>>,
  to: (role: Role, userIds: string[]) => Recipient[],
): Promise<Recipient[]> {
  switch (step) {
    case 'bank_approval':
      return to('bank', await repo.usersOf(n.applicantBankId));
    case 'nda_offer_company':
      return to('enterprise', await repo.usersOf(n.offerOrganisationId));
    case 'nda_applicant':
      return to('enterprise', await repo.representatives(n.id));
    case 'coordinator_assignment':
    case 'completion_requested':
    case 'cancel_requested':
      return to('kokopelli', await repo.operatorUsers());
    case 'coordinator_offered':
    case 'contract_creation':
    case 'contract_signing':
      return n.coordinatorOrganisationId ? to('coordinator', await repo.usersOf(n.coordinatorOrganisationId)) : [];
    case 'offer_review':
      return [];
  }
}
