import type { Translation } from '../en.ts';

export const inboxJa: Translation['inbox'] = {
  title: 'inbox',
};
