import type { Translation } from '../en.ts';

export const offerPagesTh: Translation['offer_pages'] = {
  title: 'SCAFFOLD',
};
