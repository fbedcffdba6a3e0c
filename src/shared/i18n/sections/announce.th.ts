import type { Translation } from '../en.ts';

export const announceTh: Translation['announce'] = {
  title: 'announce',
};
