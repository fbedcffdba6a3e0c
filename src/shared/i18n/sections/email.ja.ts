import type { EmailText } from '../en.ts';

export const emailJa: EmailText = {
  subject: '[bizmatch] {{title}}',
  digest_subject: '[bizmatch] {{date}} のお知らせ',
  digest_intro: '直近1日の bizmatch からのお知らせです（{{count}} 件）:',
  open: 'bizmatch で開く: {{url}}',
  greeting: '{{name}} 様',
  footer: 'このメールは bizmatch のメール設定に基づいてお送りしています。設定の変更や配信の停止は {{url}} から行えます。',
};
