/** Interface text of the offer review pages. */
export const offerReviewEn = {
  title: 'SCAFFOLD',
};
