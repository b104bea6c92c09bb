/**
 * The texts the page shell needs before any page's chunk (spec 1 §1-2, §8): kept apart from messages.ts so the first
 * JavaScript a visit loads does not carry every area's texts (TARGETS.md initial JavaScript; messages.ts holds them
 * under `messages.common` and `messages.shell` too, for everything else).
 */
export const commonMessages = {
  somethingWentWrong: 'Something went wrong.', // spec 1 §8 default error text
  supportHours: 'Monday to Friday, 8.30am to 5.00pm', // spec 1 §1
  // Ours: input no form can produce (apps/server/src/plugins/request-input.ts).
  nulCharacter: 'Must not contain the NUL character (U+0000)',
  // Ours: the 503 while the database cannot be reached (decision 013); the page shows it with a retry.
  serviceUnavailable: 'SparesFinder is temporarily unavailable. Please try again in a moment.',
  multipartWithoutBoundary: 'A multipart/form-data body needs a boundary (Content-Type: multipart/form-data; boundary=...)',
} as const;

export const shellMessages = {
  completeAccountTitle: 'Complete your Account to start shopping', // spec 1 §2
  completeAccountBody: 'Please go to your Account settings and enter your address.',
  itemsAddedToBasket: 'Item(s) added to basket', // spec 3 §2.10
  // Ours: spec 1 §3 disable{product}Checkout; the header's See Buying Options is disabled with it as its reason.
  checkoutDisabled: 'Checkout is turned off for your account.',
} as const;
