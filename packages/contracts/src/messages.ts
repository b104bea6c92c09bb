import { VAT_RATE } from '@sparesfinder/domain/money';
import { notSuppliedMoneyText } from '@sparesfinder/domain/orders/order-outcome';
import { commonMessages, shellMessages } from './shell-messages';

/**
 * Every user-facing text of the spec, once, character for character (typos included where the spec has them).
 * Section references: spec N §M.
 */
export const messages = {
  common: commonMessages,
  shell: shellMessages,
  contact: {
    firstNameRequired: 'First name is required', // spec 1 §5
    lastNameRequired: 'Last name is required',
    emailRequired: 'Email is required',
    messageRequired: 'Message is required',
    thankYou: 'Thanks for contacting us! We will be in touch with you shortly.', // spec 1 §2
    // Ours: a user may send us a handful of messages (contact, sourcing, cash back) in ten minutes.
    tooManyMessages: 'You have sent us several messages in the last few minutes. Please try again shortly.',
  },
  account: {
    successfullyUpdated: 'Successfully updated!', // spec 1 §4
    completeMandatoryFields: 'Please complete all mandatory fields', // spec 1 §5
    saveFailed: 'Something went wrong!', // spec 1 §8
    userCreated: 'User created successfully.',
    preferenceFetchFailed: 'An error occured while fetching Preferences',
    preferenceSaveFailed: 'An error occurred while saving Preference.',
    // spec 1 §8: the same failure "also appears spelled" this way: ours when the server answers success false.
    preferenceSaveRefused: 'An error occured while saving Preference',
    preferenceSaved: 'Preference successfully updated.',
    cardDeleteFailed: 'Error occured while deleting saved card.',
    removeSavedCard: 'Remove saved card?',
    exportSucceeded: 'Thank you. You will shortly receive a link via email to download your documents.',
  },
  merchantAccounts: {
    completeRequiredFields: 'Please complete all required fields', // spec 1 §5
    accountNumberNotRecognised: 'Account number not recognised',
    saveAccountFirst:
      'Before adding a new merchant account, please complete the mandatory fields above and save your changes.',
    deleteExistingAccount: 'To add a new merchant account, please delete an existing account.',
    validateAutomatically: 'Click to Automatically Validate Account',
    validateManually: 'Click to Validate Account (takes 2-3 days)',
  },
  orders: {
    addItemsToBasket: 'Add items to basket?', // spec 1 §2 reorder confirmation
  },
  search: {
    noResults:
      'Your search has found no results. Please re-try using a spares/products search as appropriate, or contact us for assistance during office hours', // spec 2 §2
    pageTitle: 'SparesFinder', // spec 2 §2
    allCategories: 'All Categories',
    itemObsolete: 'Item Obsolete', // spec 2 §3
    addToOrder: 'Add to order', // spec 2 §4
    viewManual: 'View Manual', // spec 2 §2
    partAlsoFits: 'This part also fits...', // spec 2 §2 modals
    technicalSpecification: 'Technical Specification',
    cashBackAvailable: 'Cash Back Available',
    sourceThisPart: 'Want us to source this part for you?',
    approximateCounts: 'Counts are approximate', // TARGETS.md: sampled facet counts must say so
    // Ours: a term that found nothing, searched with its words corrected, or for any of them (SearchedInstead).
    searchedInstead: (typed: string, term: string) => `No results for “${typed}”. Showing results for “${term}”.`,
    searchedAnyWord: (typed: string, term: string) => `No results for “${typed}”. Showing results with any of the words “${term}”.`,
  },
  basket: {
    empty: 'Your basket is empty!', // spec 2 §2
    savedSuccessfully: 'Basket saved successfully.', // spec 2 §8
    saveFailed: 'Error occured while saving basket.',
    saveForLaterFailed: 'There was a problem',
    // Ours (not in the spec): server refusals the basket pages show as they are.
    invalidQty: 'Quantity must be a whole number from 0 to 9999.',
    orderReferenceRequired: 'Order reference is required.',
    referenceTooLong: 'A reference can be at most 20 characters.', // spec 3 §5: reference 20
    conflict: 'Your basket was changed in another window. It has been reloaded.',
    partNotFound: 'This part could not be found. Please search for it again.',
    partObsolete: 'This item is obsolete and cannot be added to the basket.',
    tooManyLines: 'Your basket is full. Please remove some items first.',
  },
  lists: {
    favouritesEmpty: 'Select the star icon on a product to add it to this list', // spec 2 §2
    recentlyOrderedEmpty: 'No orders have been placed',
    sourcingThankYou: 'Thank you.',
    cashBackThankYou: 'Thank you', // spec 2 §4 cash-back modal (no full stop)
    requestedProductsUpdates: 'please see your emails for updates', // spec 2 §2
    obsoletePartRequestType: 'Obsolete Part Availability Request', // spec 2 §7 scenario text
  },
  location: {
    cantAccessLocation: "Can't access location. Please check your browser or device settings.", // spec 2 §8
    locationNotDetermined: 'Your location could not be determined',
    invalidPostcode: 'Please enter a valid postcode',
  },
  delivery: {
    invalidMobile: 'Please enter a valid mobile number.', // spec 2 §5
    unableToProcess: 'Unable to process your request, please try again later.',
    noQuotes: 'No Same-Day Delivery options are available for your chosen delivery address.',
    // Ours: spec 2 §5 names the checks but not their texts.
    addressRequired: 'Please enter a delivery address line, postcode and town.',
    nameRequired: 'Please enter the name of the person receiving the delivery.',
    chooseQuote: 'Please choose a delivery option.',
    quoteExpired: 'This delivery quote has expired. Please get a new quote.',
    /** Under the quotes: plus VAT as the basket and the checkout show them (spec 3 §1, §9); at cost (spec 2 §9). */
    pricesPlusVat: 'Prices are plus VAT, as in your basket and at checkout. Delivery costs are passed on at cost.',
  },
  spares: {
    selectAppliance: 'Select an appliance above and click search', // spec 3 §2.2
    enterSearchText: 'Please enter search text', // spec 3 §5
    multipleAppliances: 'We found more than 1 appliance, please select one...',
    allManufacturers: 'All Manufacturers', // spec 3 §5 keyword mode default
    viewManual: 'View Manual', // spec 3 §2.2
    viewDiagrams: 'View Diagrams', // spec 3 §2.2
    zeroProducts: '(0 products)', // spec 3 §2.2 empty keyword result
    keywordNoResultsAdvice: 'Please check the part code or try different words, or contact us and we will help you find the part:',
    gcNotFound: 'No appliance was found with this GC number. Please check the number on the appliance data badge and try again.',
    gcDigitsOnly: 'A GC number has digits only',
    noParts: 'No parts were found for this appliance.',
    partAvailabilityTitle: 'Part availability request',
    partAvailabilityIntro: 'This part is obsolete. We will look for remaining stock and let you know if it becomes available again.',
    /** The same request for a part that is only out of stock at the branch (issue #44): it is not obsolete. */
    partBackInStockIntro: "We'll let you know when this part is back in stock at this branch.",
    partAvailabilityThankYou: 'Thank you. We will let you know when this part becomes available.',
    partAvailabilityEmailType: 'Obsolete Part Availability Request', // spec 2 §7 scenario text
    partAvailableAgainTitle: 'Part available again',
  },
  availability: {
    noItemsAvailableExclaim: 'No items are available!', // spec 3 §8
    noItemsAvailable: 'No items available',
    byBoxFailed: 'Unable to process your request, please try again later', // spec 3 §4.6 (no full stop)
  },
  checkout: {
    completeMandatoryFields: 'Please complete all mandatory fields', // spec 3 §5
    acceptTerms: 'Please accept the terms and conditions',
    selectDeliveryAddress: 'Please select or add delivery address',
    selectBillingAddress: 'Please select or add billing address',
    selectPaymentMethod: 'Please select payment method',
    postcodeMismatch:
      'Your delivery postcode does not match the postcode used during the fulfillment selection. Please Go Back, to update the postcode and try again.',
    restrictedMerchant: 'Placing orders are restricted on this merchant.',
    testUser: 'Your Account is a test user and ordering is not allowed.',
    /** Ours: spec 1 §3 disable{product}Checkout turns checkout off for the user (the page disables See Buying Options). */
    checkoutDisabled: shellMessages.checkoutDisabled,
    cardOrderNoResponse: 'Server error. Please try re logging in and re ordering',
    accountOrderNoResponse: 'Server error. Please clear your basket and try again',
    paymentLinkMissing: 'Failed to load payment link',
    addressDeleteFailed: 'Error occured while deleting address',
    /** Ours: the new address form's field messages (spec 3 §5 "Address fields" names the rules, not the texts). */
    addressFieldRequired: (label: string) => `${label} is required`,
    addressFieldTooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
    addressInvalidPostcode: 'Please enter a valid UK postcode',
  },
  payment: {
    failed: 'Payment has failed', // spec 3 §2.6
    /** Ours: the ways on from a payment that failed or whose page is gone; the basket and checkout still hold the order. */
    tryAnotherCard: 'Try another card',
    backToCheckout: 'Back to checkout',
    backToBasket: 'Back to your basket',
  },
  confirmation: {
    placed: 'Your order has been successfully placed', // spec 3 §2.7
  },
  /**
   * The words beside an order's money, the same figure in the same words on every page that shows it (basket,
   * checkout, confirmation, order history and its details, the invoice, the confirmation e-mail). Only 'plus VAT' is
   * the spec's (spec 3 §9 "basket prices shown 'plus VAT'"); the rest are ours built on it. Order history's column
   * keeps the spec's own header 'Total' (spec 1 §2), with `withVat` beside the figure.
   */
  totals: {
    plusVat: 'plus VAT',
    /** The lines' sum before VAT (totalCost). */
    totalPlusVat: 'Total plus VAT',
    /** What the total with VAT adds, at the rate the totals are computed with (domain money VAT_RATE, spec 3 §9). */
    vat: `VAT (${Math.round(VAT_RATE * 100)}%)`,
    /** What the order costs (totalCostWithVat). */
    totalWithVat: 'Total with VAT',
    withVat: 'with VAT',
    /** A basket line's unit price and line total (spec 3 §9 'plus VAT'). */
    pricePlusVat: 'Price plus VAT',
  },
  notifications: {
    empty: 'No notifications', // spec 3 §2.8
  },
  exportedOrder: {
    invalid: 'File misses or deactivated.', // spec 3 §2.9
  },
  auth: {
    invalidCredentials: 'The email or password is incorrect.',
    accountDisabled: 'This account has been disabled. Please contact your company administrator.',
    tooManyAttempts: 'Too many sign-in attempts. Please wait a little and try again.',
    roleNotAllowed: 'Only company administrators can use SparesFinder.', // spec 1 §6: other roles go to logout
    signedOut: 'You have been signed out.',
    notSignedIn: 'Please sign in to continue.',
    invalidCsrfToken: 'Invalid CSRF token',
    formExpired: 'This sign-in form has expired. Please try again.',
    emailRequired: 'Email is required',
    passwordRequired: 'Password is required',
  },
  postcode: {
    notFound: 'We could not find that postcode',
    invalidCoordinates: 'Please provide a valid latitude and longitude',
  },
  /** Ours (checkout issue #15): what the server says when it refuses or places an order; the spec gives no text. */
  orderPlacement: {
    placed: 'Your order has been placed.',
    alreadyPlaced: 'This order has already been placed.',
    expired: 'The time to pay for this basket has run out. Please choose your buying option again.',
    emptyBasket: 'There is nothing in your basket to order.',
    totalChanged: 'The basket total has changed since the page was loaded. Please review your order and try again.',
    paymentMethodNotAllowed: 'This payment method is not available for this order.',
    cardForDelivery: 'The delivery on this order is paid by card. Please use Make Payment.',
    overCreditLimit: 'This order is more than the credit available on your merchant account. Please pay by card or contact the merchant.',
    soldOut: 'Sorry, one of your items has just sold out at this branch. Please go back and choose your buying option again.',
    paymentNotReceived: 'We have not received your card payment. Please try again.',
    noCardPayment: 'There is no card payment for this basket. Please start the payment again.',
    savedCardNotFound: 'That saved card could not be found. Please choose another card.',
    byBoxNotChosen: 'Please go back and choose a by-box location and reference for this order.',
    /** A trade credit customer (spec 3 §6) whose account the provider has not opened yet: nothing else may pay. */
    tradeCreditNotSetUp: 'Your trade credit account is not set up yet, so this order cannot be placed. Please contact us to open it.',
    overTradeCreditLimit: 'This order is more than the credit available on your trade credit account. Please contact your credit provider.',
    /** The basket no longer matches the buying option accepted on it (a line or add-on changed): choose again. */
    acceptanceChanged: 'Your basket has changed since you chose how to get it. Please choose your buying option again.',
    /** A card payment already went through for this basket: its order is placed instead of taking a second one. */
    paymentAlreadyTaken: 'Your card payment for this basket has already been taken, so we placed your order with it.',
    /** A second card payment for an order already placed (a retry after a lost answer): given back in full. */
    secondPaymentRefunded: 'A second card payment for this order has been refunded in full.',
    paymentStarted: 'Payment started',
    /** The reconciliation job's notice when a paid payment could not become an order (issue #44). */
    cardRefundedTitle: 'Card payment refunded',
    /** After the reason a paid card order was refused (e.g. soldOut): the money went back, nothing was ordered. */
    cardRefunded: 'No order was placed and your card payment has been refunded in full.',
    confirmationSubject: 'Your SparesFinder order',
  },
  discount: {
    applied: 'Discount applied',
  },
  // Ours (issue 17): the account page's texts the spec does not give.
  accountAdmin: {
    merchantAccountCreated: 'Merchant account added.',
    /** Added, but the merchant that validates at once did not recognise it: it shows as Unsuccessful (spec 1 §4 status 2). */
    merchantAccountCreatedUnrecognised:
      'Merchant account added, but the merchant did not recognise the account number, so it shows as Unsuccessful. Check the number with the merchant, then remove the account and add it again.',
    merchantAccountUpdated: 'Merchant account updated.',
    merchantAccountRemoved: 'Merchant account removed.',
    paymentMethodUpdated: 'Default payment method updated.',
    merchantAccountExists: 'You already have an account with this merchant.',
    merchantNotOffered: 'Accounts with this merchant cannot be added here.',
    branchNotOfMerchant: 'Please choose one of this merchant\'s branches.',
    unknownPaymentMethod: 'Please choose a payment method from the list.',
    accountValidated: 'Account validated.',
    validationRequested: 'The merchant will check this account within 2-3 days.',
    removeMerchantAccount: 'Remove this merchant account?',
    agreementRequired: 'Please tick the agreement and sign to join the buying group.',
    buyingGroupJoined: 'Welcome to the buying group.',
    buyingGroupAlreadyJoined: 'Your company has already joined the buying group.',
    cannotChangeOwnStatus: 'You cannot disable your own user.',
    userDisabled: 'User disabled.',
    userEnabled: 'User enabled.',
    emailInUse: 'A user with this email address already exists.',
    invitationInvalid: 'This link has expired or has already been used. Please ask your administrator for a new invitation.',
    passwordsDiffer: 'The passwords do not match.',
    passwordSet: 'Your password has been set. Please sign in.',
    tooManyAccountChecks: 'Too many account checks for your company in the last hour. Please wait a while and try again, or contact us.',
  },
} as const;

/**
 * Order history texts of our own wording where the spec names the behaviour but not the words (spec 1 §2 return
 * help, §9 office hours and status delay; issue #18).
 */
export const ordersText = {
  returnOfficeHours: 'To return an item, please call us during office hours: Monday to Friday 8.30am to 5pm.',
  returnPhoneLabel: 'Call us on',
  returnHowTo: 'Have your order number ready. The merchant arranges the collection or tells you which branch to take it back to.',
  returnContactUs: 'To return an item, please contact us using the Get in Touch form on the home page and we will arrange it with the merchant.',
  // A rejected order (issue #18): no collection or delivery; the money in the same words as the notification.
  notSuppliedTitle: 'This order was not accepted',
  notSuppliedText: 'The merchant could not accept this order, so it will not be supplied.',
  notSuppliedCardMoney: notSuppliedMoneyText.card,
  notSuppliedAccountMoney: notSuppliedMoneyText.account,
  invoiceNotIssued: 'There is no invoice for this order: the merchant did not accept it, so nothing was supplied.',
  returnNotOffered: 'There is nothing to return from this order: the merchant did not accept it, so nothing was supplied.',
  paidThroughShop: 'Paid by card through SparesFinder',
  paidOnAccount: 'On account with the merchant',
  noOrders: 'You have not placed any orders yet.',
  noOrdersMatch: 'No orders match your search.',
  reorderBody: 'Every product on this order will be added to your basket at today’s price. A part already in your basket takes the quantity from this order.',
} as const;
