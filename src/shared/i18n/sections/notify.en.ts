/**
 * The text of every notification kind (src/shared/schemas/notifications.ts): the key is
 * the kind with `_` for `.` (`offer.approve` → `offer_approve`). Rendered by `renderNotification`
 * (src/shared/notification-text.ts) with the notice's params: never a company's name.
 */
export const notifyEn = {
  groups: {
    offer: 'Offers',
    negotiation: 'Negotiations',
    announcement: 'Announcements',
  },
  /** Shown for a kind this version does not know yet. */
  unknown: 'There is an update.',
  kinds: {
    offer_register: 'The offer "{{offer_title}}" ({{offer_ref}}) was registered and is waiting for your review.',
    offer_approve: 'Your offer "{{offer_title}}" ({{offer_ref}}) was approved and published.',
    offer_remand: 'Your offer "{{offer_title}}" ({{offer_ref}}) was sent back for changes.',
    offer_deny: 'Your offer "{{offer_title}}" ({{offer_ref}}) was rejected.',
    negotiation_apply: 'A new application ({{trading_ref}}) for "{{offer_title}}" is waiting for your approval.',
    negotiation_bank_approve: 'The application {{trading_ref}} for "{{offer_title}}" was approved by the bank; the NDA decision is next.',
    negotiation_bank_deny: 'The application {{trading_ref}} for "{{offer_title}}" was denied by the bank.',
    negotiation_offer_company_nda_agree: 'The offer company agreed to the NDA for {{trading_ref}} ("{{offer_title}}"); your NDA decision is next.',
    negotiation_offer_company_nda_disagree: 'The offer company declined the NDA for {{trading_ref}} ("{{offer_title}}").',
    negotiation_applicant_nda_agree: 'Both companies agreed to the NDA for {{trading_ref}} ("{{offer_title}}"); the company names are now disclosed.',
    negotiation_applicant_nda_disagree: 'The applicant declined the NDA for {{trading_ref}} ("{{offer_title}}").',
    negotiation_offer_coordinator: 'You have been offered the deal {{trading_ref}} ("{{offer_title}}") to coordinate.',
    negotiation_coordinator_accept: 'A coordinator accepted the deal {{trading_ref}} ("{{offer_title}}").',
    negotiation_coordinator_decline: 'The coordinator declined the deal {{trading_ref}} ("{{offer_title}}"); please assign another.',
    negotiation_create_contract: 'The contract for {{trading_ref}} ("{{offer_title}}") is ready to sign.',
    negotiation_update_contract_url: 'The contract link for {{trading_ref}} ("{{offer_title}}") was updated.',
    negotiation_record_signing: 'The contract for {{trading_ref}} ("{{offer_title}}") has been signed.',
    negotiation_request_completion: 'Completion of {{trading_ref}} ("{{offer_title}}") was requested.',
    negotiation_approve_completion: 'The deal {{trading_ref}} ("{{offer_title}}") is completed.',
    negotiation_reject_completion: 'The completion request for {{trading_ref}} ("{{offer_title}}") was rejected.',
    negotiation_request_cancel: 'Cancellation of {{trading_ref}} ("{{offer_title}}") was requested.',
    negotiation_approve_cancel: 'The negotiation {{trading_ref}} ("{{offer_title}}") was cancelled.',
    negotiation_reject_cancel: 'The cancel request for {{trading_ref}} ("{{offer_title}}") was rejected; the negotiation continues.',
    chat_message: 'New chat message in {{trading_ref}} ("{{offer_title}}").',
    chat_message_many: '{{count}} new chat messages in {{trading_ref}} ("{{offer_title}}").',
    chat_message_from: '{{sender}} wrote in the chat of {{trading_ref}} ("{{offer_title}}"): "{{excerpt}}"',
    chat_message_from_many: '{{count}} new chat messages in {{trading_ref}} ("{{offer_title}}"), the latest from {{sender}}: "{{excerpt}}"',
    reminder_offer_review: 'Reminder: the review of the offer "{{offer_title}}" was due {{due_at}}.',
    reminder_bank_approval: 'Reminder: the bank decision on {{trading_ref}} ("{{offer_title}}") was due {{due_at}}.',
    reminder_nda_offer_company: 'Reminder: the offer company\'s NDA decision on {{trading_ref}} ("{{offer_title}}") was due {{due_at}}.',
    reminder_nda_applicant: 'Reminder: the applicant\'s NDA decision on {{trading_ref}} ("{{offer_title}}") was due {{due_at}}.',
    reminder_coordinator_assignment: 'Reminder: a coordinator for {{trading_ref}} ("{{offer_title}}") was to be assigned by {{due_at}}.',
    reminder_coordinator_offered: 'Reminder: the answer to the coordination offer {{trading_ref}} ("{{offer_title}}") was due {{due_at}}.',
    reminder_contract_creation: 'Reminder: the contract for {{trading_ref}} ("{{offer_title}}") was to be created by {{due_at}}.',
    reminder_contract_signing: 'Reminder: the signing of {{trading_ref}} ("{{offer_title}}") was due {{due_at}}.',
    reminder_completion_requested: 'Reminder: the completion request for {{trading_ref}} ("{{offer_title}}") was to be decided by {{due_at}}.',
    reminder_cancel_requested: 'Reminder: the cancel request for {{trading_ref}} ("{{offer_title}}") was to be decided by {{due_at}}.',
    notification_group_publish: 'Announcement: {{title}}',
  },
};
