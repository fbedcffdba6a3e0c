import type { Translation } from '../en.ts';

export const notifyJa: Translation['notify'] = {
  title: 'notify',
};
