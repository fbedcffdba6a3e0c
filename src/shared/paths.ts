import { ROLE_PATH, type Role, roleHome } from './enum-values.ts';

/** An id or code as one path segment or query value. */
const id = (value: string) => encodeURIComponent(value);

/**
 * Every address of a page, in one place (bulletproof-react `paths`): the browser's router and links,
 * and every link the server writes (notifications, to-do, news, e-mails; decision 040).
 * `path` is the router pattern, `getHref` builds a concrete address, every id in it encoded.
 */
export const paths = {
  landing: { path: '/', getHref: () => '/' },
  terms: { path: '/terms', getHref: () => '/terms' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  /** Served by the server: ends the session. Always a full page navigation. */
  logout: { path: '/logout', getHref: () => '/logout' },
  /** Served by the server: starts and ends the per-bank sign-in. Full page navigations only. */
  bankLogin: { path: '/:bankCode/login', getHref: (bankCode: string) => `/${id(bankCode)}/login` },
  bankCallback: { path: '/:bankCode/callback' },
  /** docs/product/screens-and-routes.md: no layout; a middleware answers it with a 404. */
  companyHelp: { path: '/company/help', getHref: () => '/company/help' },
  area: {
    /** The first path segment a role owns: company, financial-institution, kokopelli, coordinator. */
    segment: (role: Role) => ROLE_PATH[role],
    root: (role: Role) => `/${ROLE_PATH[role]}`,
    home: (role: Role) => roleHome(role),
    settings: (role: Role) => `/${ROLE_PATH[role]}/settings`,
    /** Every role's news, to-do and notification list (docs/product/screens-and-routes.md). Patterns relative to the area. */
    news: { path: 'news', getHref: (role: Role) => `/${ROLE_PATH[role]}/news` },
    todo: { path: 'todo', getHref: (role: Role) => `/${ROLE_PATH[role]}/todo` },
    notifications: { path: 'notifications', getHref: (role: Role) => `/${ROLE_PATH[role]}/notifications` },
  },
  /** Offers (docs/product/screens-and-routes.md). Patterns are relative to the role area; `getHref` gives the full address. */
  company: {
    offerSearch: { path: 'offers/list', getHref: () => '/company/offers/list' },
    offerManage: { path: 'offers/manage', getHref: () => '/company/offers/manage' },
    offerFavorites: { path: 'offers/favorite', getHref: () => '/company/offers/favorite' },
    offerInHouse: { path: 'offers/in-house', getHref: () => '/company/offers/in-house' },
    /** The user's saved searches of partner offers, with their alerts (docs/decisions/064-saved-search-alerts.md). */
    savedSearches: { path: 'saved-searches', getHref: () => '/company/saved-searches' },
    /** What the company applied for (docs/product/negotiations.md), and one application's details. */
    applicationHistory: { path: 'offers/application-history', getHref: () => '/company/offers/application-history' },
    applicationHistoryDetail: {
      path: 'offers/application-history/:tradingId',
      getHref: (tradingId: string) => `/company/offers/application-history/${id(tradingId)}`,
    },
    offerRegisterSelect: { path: 'offer-register/select', getHref: () => '/company/offer-register/select' },
    offerRegisterForm: { path: 'offer-register/input-form', getHref: () => '/company/offer-register/input-form' },
    offerRegisterConfirm: { path: 'offer-register/confirm', getHref: () => '/company/offer-register/confirm' },
    offerRegisterComplete: { path: 'offer-register/complete', getHref: () => '/company/offer-register/complete' },
    offerEdit: { path: 'offer-register/edit/:offerId', getHref: (offerId: string) => `/company/offer-register/edit/${id(offerId)}` },
    /** Applying to a partner's offer: the form with its confirmation step, then the completion screen (decision 016). */
    offerApply: {
      path: 'offer-detail/business-partner/:offerId/apply',
      getHref: (offerId: string) => `/company/offer-detail/business-partner/${id(offerId)}/apply`,
    },
    offerApplyComplete: {
      path: 'offer-detail/business-partner/:offerId/apply/complete',
      getHref: (offerId: string, tradingId: string) =>
        `/company/offer-detail/business-partner/${id(offerId)}/apply/complete?trading_id=${id(tradingId)}`,
    },
    /** The NDA request, its final confirmation and the disagreement screen (docs/product/screens-and-routes.md: `/company/nda-agree?trading_id=`). */
    ndaAgree: { path: 'nda-agree', getHref: (tradingId: string) => `/company/nda-agree?trading_id=${id(tradingId)}` },
    offerInHouseDetail: {
      path: 'offer-detail/in-house/:offerId',
      getHref: (offerId: string) => `/company/offer-detail/in-house/${id(offerId)}`,
    },
    offerPartnerDetail: {
      path: 'offer-detail/business-partner/:offerId',
      getHref: (offerId: string) => `/company/offer-detail/business-partner/${id(offerId)}`,
    },
    /** Negotiations (docs/product/negotiations.md): transaction management, both sides. */
    trading: { path: 'trading', getHref: () => '/company/trading' },
    tradingDetail: { path: 'trading-detail/:tradingId', getHref: (tradingId: string) => `/company/trading-detail/${id(tradingId)}` },
  },
  bank: {
    /** The bank's dashboard of its customers' deals (docs/product/dashboards.md). */
    dashboard: { path: 'dashboard', getHref: () => '/financial-institution/dashboard' },
    offerManage: { path: 'offer-manage', getHref: () => '/financial-institution/offer-manage' },
    offerDetail: { path: 'offer-detail/:offerId', getHref: (offerId: string) => `/financial-institution/offer-detail/${id(offerId)}` },
    /** Match suggestions for the bank's customers' offers, to introduce (docs/decisions/066-match-suggestions.md). */
    suggestions: { path: 'suggestions', getHref: () => '/financial-institution/suggestions' },
    negotiationManage: { path: 'negotiation-manage', getHref: () => '/financial-institution/negotiation-manage' },
    negotiationDetail: {
      path: 'negotiation-detail/:tradingId',
      getHref: (tradingId: string) => `/financial-institution/negotiation-detail/${id(tradingId)}`,
    },
  },
  kokopelli: {
    /** The operator's dashboard of every deal on the platform (docs/product/dashboards.md). */
    dashboard: { path: 'dashboard', getHref: () => '/kokopelli/dashboard' },
    offerManage: { path: 'offer-manage', getHref: () => '/kokopelli/offer-manage' },
    offerDetail: { path: 'offer-detail/:offerId', getHref: (offerId: string) => `/kokopelli/offer-detail/${id(offerId)}` },
    negotiationManage: { path: 'negotiation-manage', getHref: () => '/kokopelli/negotiation-manage' },
    negotiationDetail: { path: 'negotiation-detail/:tradingId', getHref: (tradingId: string) => `/kokopelli/negotiation-detail/${id(tradingId)}` },
    /** The operator's announcements (docs/product/screens-and-routes.md: notification-manage, notification-detail without header). */
    notificationManage: { path: 'notification-manage', getHref: () => '/kokopelli/notification-manage' },
    notificationDetail: {
      path: 'notification-detail/:notificationGroupId',
      getHref: (notificationGroupId: string) => `/kokopelli/notification-detail/${id(notificationGroupId)}`,
    },
    /** The e-mails the platform sent or keeps (the embedded outbox). */
    emailOutbox: { path: 'email-outbox', getHref: () => '/kokopelli/email-outbox' },
    /** The operator's table of exchange rates (docs/product/languages.md#prices). */
    exchangeRates: { path: 'exchange-rates', getHref: () => '/kokopelli/exchange-rates' },
    /** The operator's business glossary, used by offer search across languages (docs/decisions/051-glossary.md). */
    glossary: { path: 'glossary', getHref: () => '/kokopelli/glossary' },
  },
  /** The coordinator's deals (docs/product/screens-and-routes.md), addressed by their contract id (decision 015). */
  coordinator: {
    trading: { path: 'trading', getHref: () => '/coordinator/trading' },
    tradingDetail: { path: 'trading-detail/:contractId', getHref: (contractId: string) => `/coordinator/trading-detail/${id(contractId)}` },
  },
} as const;
