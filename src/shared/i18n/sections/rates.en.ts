/** The exchange-rates page's text (docs/product/languages.md#prices): loaded with that page, not with the whole text (src/web/lib/i18n.ts, page sections). */
export const ratesEn = {
  title: 'Exchange rates',
  lead: "Every price shows in its offer's currency and, beside it, approximately in the reader's own (JPY for companies in Japan, THB in Thailand), converted through the US dollar with the rates in force here. A rate is how many units of a currency one US dollar buys, from its date on.",
  current_title: 'In force today',
  none: 'No rate is set yet: prices show in their own currency only.',
  history_title: 'All rates',
  history_caption: 'Every rate entered, newest date first',
  currency: 'Currency',
  per_usd: 'Units per US dollar',
  effective_on: 'In force from',
  entered_at: 'Entered',
  actions: 'Actions',
  state_in_force: 'In force',
  state_later: 'Later',
  state_replaced: 'Replaced',
  form_title: 'Set a rate',
  form_lead: 'A rate for a currency and date that already has one replaces it; a later date takes effect on that day.',
  save: 'Save rate',
  saved: 'Rate saved.',
  remove: 'Remove',
  remove_label: 'Remove the {{currency}} rate from {{date}}',
  removed: 'Rate removed.',
  failed: 'The exchange rates could not be loaded.',
  save_failed: 'The rate could not be saved. Please try again.',
  remove_failed: 'The rate could not be removed. Please try again.',
  per_usd_example: 'e.g. 154.25',
};

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };
export type RatesText = Widen<typeof ratesEn>;
