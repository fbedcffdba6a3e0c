import type { Translation } from '../en.ts';

export const offerPagesJa: Translation['offer_pages'] = {
  title: 'SCAFFOLD',
};
