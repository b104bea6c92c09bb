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
    list: '/NotificationTriggerLog/GetData',
    get: '/NotificationTriggerLog/Get/:id',
    markAsRead: '/NotificationTriggerLog/MarkAsRead',
    delete: '/NotificationTriggerLog/Delete',
  },
  basket: {
    getForUser: '/Basket/GetBasketForUser',
    updateForUser: '/Basket/UpdateBasketForUser',
    getByKey: '/Basket/GetBasketByKey',
    getExpiry: '/Basket/GetBasketExpiry',
    // Ours (not in the spec): atomic adds and one-step flows that never conflict with another tab.
    addLine: '/Basket/AddLine',
    addLines: '/Basket/AddLines',
    saveBasket: '/Basket/SaveBasket',
    saveLineForLater: '/Basket/SaveLineForLater',
    setCustomerOrderNo: '/Basket/SetCustomerOrderNo',
    changeLocation: '/Basket/ChangeLocation',
    deliveryQuote: '/Basket/DeliveryQuote',
    addDeliveryQuote: '/Basket/AddDeliveryQuoteToBasket',
  },
  saveForLater: {
    create: '/SaveForLater/CreateSaveForLater',
    createMultiple: '/SaveForLater/CreateMultipleSaveForLater',
    delete: '/SaveForLater/DeleteSaveForLater',
    bulkDelete: '/SaveForLater/BulkDeleteSaveForLater',
    list: '/SaveForLater/GetSaveForLaters',
    savedParts: '/SaveForLater/GetSavedParts',
    // Ours: one-step 'Move to basket' and saved parts order 'Add to Basket' (spec 2 §4).
    moveToBasket: '/SaveForLater/MoveToBasket',
    addSavedPartsToBasket: '/SaveForLater/AddSavedPartsToBasket',
  },
  postcode: {
    addressSuggestions: '/PostCode/GetPostcode',
    details: '/PostCode/GetPostCodeDetails',
    reverse: '/PostCode/GetReversePostCode',
  },
  /** spec 2 §7: search, categories and the product modals. */
  catalogue: {
    searchIndex: '/ProductSearch/SearchIndex',
    autocomplete: '/ProductSearch/GetAutoComplete',
    breadcrumb: '/ProductSearch/GetBreadCrumb',
    technicalSpecifications: '/Item/SearchTechnicalSpecifications',
    partFits: '/ProductSearch/PartFits',
    classifications: '/ItemClassification/GetData',
    relatedProducts: '/Basket/GetRelatedProducts',
    applianceDocument: '/ProductSearch/ApplianceDocument',
  },
  /** spec 2 §7: the customer's lists, sourcing requests and cash back. */
  lists: {
    searchLikedProducts: '/LikedProduct/SearchLikedProducts',
    likedProducts: '/LikedProduct/LikedProducts',
    toggleLikedProduct: '/LikedProduct/Toggle',
    searchRequestedProducts: '/RequestedProducts/SearchRequestedProducts',
    addRequestedProduct: '/RequestedProducts/AddProductToRequestedProducts',
    removeRequestedProduct: '/RequestedProducts/RemoveProductFromRequestedProducts',
    recentlyOrderedLines: '/Orders/RecentlyOrderedLines',
    sourcingRequest: '/SparesAvailability/ObsoleteProductEmail',
    cashBackRegistration: '/SparesAvailability/BuyingGroupEmail',
  },
  /** spec 3 §4.2: availability of the basket per branch (the live channel is /availabilityHub, contracts/live.ts). */
  availability: {
    // Ours: the live channel's answer all at once, for tools, benchmarks and clients without WebSockets.
    getAvailability: '/SparesAvailability/GetAvailability',
    select: '/SparesAvailability/Select',
    selectDelivery: '/SparesAvailability/SelectDelivery',
    refreshAddOns: '/SparesAvailability/RefreshAddOns',
    // Ours: every merchant's name, for the sort list's merchant filters (contracts/availability.ts MerchantsResponse).
    merchants: '/SparesAvailability/GetMerchants',
  },
  /** spec 3 §7 Spares finder: the spec names no paths; these follow its Controller/Action style. */
  spares: {
    manufacturers: '/SparesFinder/GetManufacturers',
    appliances: '/SparesFinder/GetAppliances',
    partTypes: '/SparesFinder/GetPartTypes',
    searchParts: '/SparesFinder/SearchParts',
    searchByGcNumber: '/SparesFinder/SearchByGcNumber',
    searchByKeyword: '/SparesFinder/SearchByKeyword',
    diagrams: '/SparesFinder/GetDiagrams',
    diagramParts: '/SparesFinder/GetDiagramParts',
    manual: '/SparesFinder/GetManual',
    subscribePartAvailability: '/SparesAvailability/SubscribePartAvailability',
  },
  /** Server-rendered list of sent e-mail; only when MAIL_PROVIDER=outbox. */
  devMail: '/dev/mail',
  health: { live: '/healthz', ready: '/readyz' },
  /** spec 3 §4.6 by-box delivery (spec 2 §7 names the locations path; the add path is ours). */
  byBox: {
    locations: '/ByBox/GetByBoxLocations',
    addLine: '/ByBox/AddByBoxLine',
  },
  /** spec 1 §7 Orders and invoices, spec 3 §7 downloads (issue #18). */
  orders: {
    previousOrders: '/Orders/PreviousOrders',
    // Ours: the order detail by basketKey as a GET (POST Orders/Order answers the same).
    getOrder: '/Orders/GetOrder',
    order: '/Orders/Order',
    checkRestriction: '/Orders/CheckRestriction',
    getBranch: '/Branch/GetBranch',
    downloadInvoice: '/Basket/downloadInvoice',
    creditNotes: '/PaymentInvoiceCreditNote/GetByBasketId',
    creditNotePdf: '/PaymentInvoiceCreditNote/GetPdfByIdentifier',
    batchDownloadInvoice: '/Basket/BatchDownloadInvoice',
    isExportedOrderValid: '/Basket/IsExportedOrderValid',
    downloadExportedOrder: '/Basket/DownloadExportedOrder',
    // Ours: the same period as a CSV of orders and lines for Xero and QuickBooks.
    downloadExportedOrderCsv: '/Basket/DownloadExportedOrderCsv',
  },
} as const;

/** Names of the cookies the BFF sets (DEMO_DATA runtime contract). */
export const cookieNames = {
  session: 'sf_session',
  csrf: 'XSRF-TOKEN',
} as const;
export const csrfHeaderName = 'x-xsrf-token';
