import type { Translation } from '../en.ts';

export const inboxTh: Translation['inbox'] = {
  title: 'inbox',
};
