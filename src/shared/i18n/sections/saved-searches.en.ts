/** The saved searches' text (docs/decisions/064-saved-search-alerts.md): loaded with the saved searches page and the search page's bar, not with the whole text (src/web/lib/page-text.ts). */
export const savedSearchesEn = {
  label: 'Saved searches',
  none: 'No saved searches yet',
  choose: 'Choose a saved search',
  save: 'Save this search',
  name: 'Name of the search',
  confirm: 'Save',
  cancel: 'Cancel',
  remove: 'Remove this saved search',
  saved: 'Saved as “{{name}}”. New offers that match will be announced as you chose.',
  removed: '“{{name}}” was removed.',
  failed: 'Your saved searches could not be changed. Please try again.',
  manage: 'Manage saved searches and alerts',
  alert_label: 'Tell me of new matching offers',
  alerts: { immediate: 'At once', daily: 'Once a day', none: 'Never' },
  title: 'Saved searches',
  lead: 'Searches you keep, and how you hear of new offers that match them. Each new offer is announced to you once; company names stay hidden until both companies agree to the NDA. E-mails follow your e-mail settings for offers.',
  empty: 'You have no saved searches yet. Search the offers, then save the search with “Save this search”.',
  to_search: 'Search offers',
  open: 'Open the search',
  alert_for: 'Alerts for “{{name}}”',
  alert_changed: 'Alerts for “{{name}}” changed to: {{alert}}.',
  announced: 'Offers announced: {{count}}',
  last: 'latest {{date}}',
  waiting: 'Waiting for today’s notice: {{count}}',
  conditions: 'Conditions',
  no_conditions: 'Every offer',
  keyword: 'Keyword: {{value}}',
  price: 'Price: {{value}}',
};

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };
export type SavedSearchesText = Widen<typeof savedSearchesEn>;
