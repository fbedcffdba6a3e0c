/** Interface text of the offer register pages. */
export const offerRegisterEn = {
  title: 'SCAFFOLD',
};
