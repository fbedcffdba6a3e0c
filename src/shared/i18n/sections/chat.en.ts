/**
 * The negotiation chat (docs/product/architecture.md#chat): the messages, the connection's state, the input and
 * its attachments. Keys follow src/shared/schemas/chat.ts and src/shared/chat-connection.ts.
 */
export const chatEn = {
  title: 'Chat',
  messages_label: 'Chat messages',
  load_earlier: 'Load earlier messages',
  loading: 'Loading messages…',
  history_start: 'This is the start of the conversation.',
  history_failed: 'The messages could not be loaded.',
  retry: 'Try again',
  empty: 'No messages yet.',
  new_messages: 'New messages',
  read_by: 'Read by {{names}}',
  you: 'You',
  sender_of: '{{name}}, {{organisation}}',
  sent_at: 'Sent at {{time}}',
  announce: 'New message from {{name}}: {{text}}',
  announce_attachment: 'New file from {{name}}: {{file}}',
  state: {
    connecting: 'Connecting…',
    live: 'Connected',
    offline: 'Offline: reconnecting when the network is back',
    ended: 'Disconnected. Reload the page to reconnect.',
  },
  waiting: 'Messages waiting to be sent: {{count}}',
  pending: {
    sending: 'Sending…',
    waiting: 'Waiting to be sent',
    failed: 'Not sent: {{reason}}',
    dismiss: 'Remove this unsent message',
  },
  closed_banner: 'This chat was closed on {{date}}, when the negotiation ended. The messages stay readable; no new message can be sent.',
  read_only: 'You can read this chat. Only the two companies and the coordinator write in it.',
  composer: {
    label: 'Message',
    hint: 'Enter sends the message; Shift+Enter starts a new line.',
    hint_touch: 'Enter starts a new line; tap Send to send the message.',
    counter: '{{count}} / {{max}} characters',
    send: 'Send',
    attach: 'Attach a file',
    attach_hint: 'PDF, images or office documents, up to {{size}} MB.',
    uploading: 'Uploading {{name}}…',
    attached: 'Attached: {{name}} ({{size}})',
    remove_attachment: 'Remove the attached file {{name}}',
    too_large: '{{name}} is larger than {{size}} MB and cannot be sent.',
    upload_failed: '{{name}} could not be uploaded: {{reason}}',
    network: 'the network is unavailable. Check your connection and try again.',
  },
  attachment: {
    download: 'Download {{name}} ({{size}})',
  },
  size: {
    kb: '{{value}} KB',
    mb: '{{value}} MB',
  },
};
