import type { Translation } from '../en.ts';

export const offerRegisterJa: Translation['offer_register'] = {
  title: 'SCAFFOLD',
};
