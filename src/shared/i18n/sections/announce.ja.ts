import type { Translation } from '../en.ts';

export const announceJa: Translation['announce'] = {
  title: 'announce',
};
