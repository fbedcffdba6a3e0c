import type { Translation } from '../en.ts';

export const offerReviewJa: Translation['offer_review'] = {
  title: 'SCAFFOLD',
};
