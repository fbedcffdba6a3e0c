/** Interface text of the offer pages pages. */
export const offerPagesEn = {
  title: 'SCAFFOLD',
};
