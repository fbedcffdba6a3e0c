/**
 * The e-mails bizmatch sends (src/server/modules/email): the frame around a
 * notification's text (notify.kinds) and the daily digest. Plain text, in the recipient's language.
 */
export const emailEn = {
  subject: '[bizmatch] {{title}}',
  digest_subject: '[bizmatch] Your notifications of {{date}}',
  digest_intro: 'Here are your bizmatch notifications of the last day ({{count}}):',
  open: 'Open in bizmatch: {{url}}',
  greeting: 'Hello {{name}},',
  footer: 'You receive this e-mail because of your e-mail settings in bizmatch. To change or stop these e-mails, open {{url}}',
};
