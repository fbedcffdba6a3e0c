import type { Translation } from '../en.ts';

export const offerRegisterTh: Translation['offer_register'] = {
  title: 'SCAFFOLD',
};
