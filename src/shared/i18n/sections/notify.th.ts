import type { Translation } from '../en.ts';

export const notifyTh: Translation['notify'] = {
  title: 'notify',
};
