import type { Translation } from '../en.ts';

export const offerReviewTh: Translation['offer_review'] = {
  title: 'SCAFFOLD',
};
