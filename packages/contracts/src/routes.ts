/**
 * API paths exactly as the spec names them (site root, matched case-insensitively by the server).
 * Pages are listed in apps/web's router.
 */
export const apiRoutes = {
  auth: {
    login: '/bff/login',
    logout: '/account/logout',
  },
  account: {
    authenticate: '/Account/Authenticate',
    userDetails: '/Account/UserDetails',
    getOrganisation: '/Account/GetOrganisation',
    isAccountCompleted: '/Account/IsAccountCompleted',
  },
  userGroup: {
    getByOrganisation: '/UserGroup/GetByOrganisation',
    getMenuItems: '/GetMenuItems',
    getBannerText: '/GetBannerText',
    getUserGroup: '/GetUserGroup',
  },
  platform: {
    features: '/Features/GetFeatures',
    configuration: '/Configuration/GetConfigurationVariables',
  },
  notifications: {
    unread: '/NotificationTriggerLog/UnreadNotifications',
    contactUs: '/NotificationTriggerLog/ContactUsEmail',
  },
  basket: {
    getForUser: '/Basket/GetBasketForUser',
  },
  postcode: {
    addressSuggestions: '/PostCode/GetPostcode',
    details: '/PostCode/GetPostCodeDetails',
    reverse: '/PostCode/GetReversePostCode',
  },
  /** Server-rendered list of sent e-mail; only when MAIL_PROVIDER=outbox. */
  devMail: '/dev/mail',
  health: { live: '/healthz', ready: '/readyz' },
} as const;

/** Names of the cookies the BFF sets (DEMO_DATA runtime contract). */
export const cookieNames = {
  session: 'sf_session',
  csrf: 'XSRF-TOKEN',
} as const;
export const csrfHeaderName = 'x-xsrf-token';
