/**
 * The dashboards' text (docs/product/dashboards.md): the operator's and a bank's dashboard and the
 * summary on their homes, loaded with them, not with the whole text (src/web/lib/page-text.ts).
 * Negotiation steps, NDA reasons, countries, banks and branches are labelled by the whole text's
 * keys, as on every negotiation page.
 */
export const dashboardPageEn = {
  title: 'Dashboard',
  lead: {
    kokopelli: 'Every deal on the platform at a glance: how offers turn into completed deals, where negotiations end and why, how long each step takes, and what is overdue now.',
    bank: "Your customers' deals at a glance: how their offers and applications turn into completed deals, where negotiations end and why, how long each step takes, and what is overdue now.",
  },
  period: '{{from}} – {{to}}',
  filters: {
    title: 'Filters',
    from: 'From',
    to: 'To',
    period_hint: 'Without a period: the last 12 months up to this one (Japan time).',
    country_pair: 'Country pair',
    country_pair_hint: "The offer company's country, then the applicant's",
    industry: 'Industry',
    all_country_pairs: 'All country pairs',
    all_industries: 'All industries',
    all_banks: 'All financial institutions',
    all_branches: 'All branches',
    reset: 'Reset filters',
    updating: 'Updating the figures…',
  },
  country_pair: '{{from}} → {{to}}',
  errors: {
    invalid: 'These filters cannot be applied:',
    field: '{{field}}: {{message}}',
    invalid_hint: 'Choose other values, or reset the filters.',
    forbidden: 'These figures are not available to you. Reset the filters to see the figures you may see.',
    failed: 'The dashboard could not be loaded. Reload the page to try again.',
  },
  stats: {
    title: 'The period at a glance',
  },
  measure: {
    published: 'Offers published',
    applied: 'Applications',
    bank_approved: 'Financial institution approvals',
    ndas_agreed: 'NDAs agreed by both',
    contracted: 'Contracts created',
    completed: 'Completions',
    canceled: 'Cancellations',
  },
  cancel_reason: {
    bank_denied: 'Denied by the financial institution',
    nda: 'NDA disagreed: {{reason}}',
    request_offer_company: 'Cancellation requested by the offer company',
    request_applicant: 'Cancellation requested by the applicant company',
    request: 'Cancellation requested (who asked is not on record)',
  },
  chart: {
    show_table: 'Show as table',
    download_csv: 'Download CSV',
    empty: 'Nothing in this period.',
  },
  funnel: {
    title: 'Deal funnel',
    description: "Each step's count in the period and its conversion from the step before: a rate of the period's activity, not of one group of deals.",
    step: 'Step',
    count: 'Count',
    conversion: 'Conversion from the step before',
    conversion_csv: 'Conversion from the step before (%)',
  },
  months: {
    title: 'Month by month',
    description: 'Each measure in each month of the period, counted in the month it happened (Japan time).',
    month: 'Month',
  },
  cancellations: {
    title: 'Cancellations by step and reason',
    description: 'The negotiations cancelled in the period, by the step they ended at and the reason.',
    step: 'Step ended at',
    reason: 'Reason',
    count: 'Cancellations',
  },
  step_times: {
    title: 'Time in each step',
    description: 'For the negotiations that left a step in the period: the median and the 90th percentile of the time spent at it (exact to within 10%).',
    step: 'Step',
    count: 'Negotiations',
    median: 'Median',
    p90: '90th percentile',
    median_csv: 'Median (hours)',
    p90_csv: '90th percentile (hours)',
  },
  overdue: {
    title: 'Overdue now',
    description: "Negotiations past the due time of the step they wait at, and offers whose review is past due: today's figures, whatever the period.",
    item: 'Waiting at',
    count: 'Overdue',
    offer_reviews: 'Offer review',
  },
  breakdowns: {
    title: 'Breakdowns',
    description: "The period's counts by country pair, industry, financial institution and branch. A negotiation counts for the financial institution and the branch of each of its two companies, so rows can add up to more than the total.",
    country_pair: 'By country pair',
    industry: 'By industry',
    bank: 'By financial institution',
    branch: 'By branch',
    measure: 'Measure in the chart',
    top: 'The chart shows the {{count}} largest; the table lists them all.',
    no_industry: 'No industry',
    no_branch: 'No branch',
  },
  summary: {
    title: 'This month',
    applied: 'Applications',
    completed: 'Completions',
    overdue: 'Overdue negotiations now',
    open: 'Open the dashboard',
    failed: 'The figures could not be loaded.',
  },
};

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };
export type DashboardPageText = Widen<typeof dashboardPageEn>;
