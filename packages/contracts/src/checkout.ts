import { z } from 'zod';
import { checkoutMaxLengths } from '@sparesfinder/domain/checkout/checkout-fields';
import { normalisePostcode } from '@sparesfinder/domain/postcode';
import { messages } from './messages';
import { BasketLine } from './basket';

/**
 * Checkout (spec 3 §2.5, §3, §4.7, §5, §7 "Checkout"). The spec leaves the paths out; ours follow its
 * Controller/Action style (decision 014). Order placement lives under /Basket because a placed basket is the order
 * (decision 002) and every basket-changing route is raced (test/probes/concurrency.probe.test.ts).
 */
export const checkoutPaths = {
  /** GET ?billing=true|false: the organisation's saved billing or delivery addresses. */
  savedAddresses: '/Address/GetSavedAddresses',
  /** POST: saves a new address (the new billing address form) for the organisation. */
  addAddress: '/Address/AddAddress',
  /** DELETE ?id=: one of the organisation's saved addresses. */
  deleteAddress: '/Address/DeleteAddress',
  organisationInfo: '/Checkout/GetOrganisationInfo',
  supplierSettings: '/Checkout/GetSupplierSettings',
  isTestUser: '/Checkout/IsTestUser',
  /** GET ?basketKey=: what the server will enforce for this basket (payment methods, blocks, merchant settings). */
  checkoutRules: '/Checkout/GetCheckoutRules',
  /** GET ?basketKey=: the courier lines still on the basket (spec 3 §7, zero-quantity removal). */
  remainingCourierLines: '/Checkout/GetRemainingCourierLines',
  validateDiscount: '/Checkout/ValidateDiscountCode',
  placeAccountOrder: '/Basket/PlaceAccountOrder',
  placeCardOrder: '/Basket/PlaceCardOrder',
  completeOrder: '/Basket/CompleteOrder',
  /** GET ?basketKey=&tokenId=: the hosted card page for this basket's pending card payment. */
  paymentLink: '/Payment/GetPaymentLink',
} as const;

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).nullish();
const m = checkoutMaxLengths;

/** spec 3 §3 Address; §5 maximum lengths (a longer value is a 400 naming the field). */
export const CheckoutAddress = z.object({
  id: z.number().int().positive().max(2_147_483_647).nullish(),
  firstName: text(m.firstName),
  surname: text(m.surname),
  companyName: optionalText(m.companyName),
  address1: text(m.address1),
  address2: optionalText(m.address2),
  city: text(m.city),
  county: optionalText(m.county),
  postCode: text(m.postCode),
});
export type CheckoutAddress = z.infer<typeof CheckoutAddress>;

export const SavedAddress = CheckoutAddress.extend({ id: z.number().int(), isBilling: z.boolean() });
export type SavedAddress = z.infer<typeof SavedAddress>;
export const SavedAddressesQuery = z.object({ billing: z.enum(['true', 'false']).default('false').transform((value) => value === 'true') });
export const SavedAddressesResponse = z.array(SavedAddress);
export type SavedAddressesResponse = z.infer<typeof SavedAddressesResponse>;
/** The new address form's labels (spec 3 §2.5), in its order; the field messages name them. */
export const addressFieldLabels = {
  firstName: 'First name',
  surname: 'Surname',
  companyName: 'Company',
  address1: 'Address line 1',
  address2: 'Address line 2',
  city: 'Town',
  county: 'County',
  postCode: 'Postcode',
} as const;
type AddressFieldName = keyof typeof addressFieldLabels;

const requiredField = (field: AddressFieldName) => {
  const required = messages.checkout.addressFieldRequired(addressFieldLabels[field]);
  return z.string({ error: required }).trim().min(1, required).max(m[field], messages.checkout.addressFieldTooLong(addressFieldLabels[field], m[field]));
};
const optionalField = (field: AddressFieldName) =>
  z.string().trim().max(m[field], messages.checkout.addressFieldTooLong(addressFieldLabels[field], m[field])).nullish();

/**
 * A new address as the form gives it and AddAddress saves it: the one rule for both, so the page shows the server's
 * messages (issue #44). spec 3 §5 "Address fields": first name, surname, line 1, town and postcode required, the
 * maximum lengths; ours: the postcode is a UK one (domain postcode.ts), kept in its standard form ('LS11 5AB').
 */
export const NewAddress = z.object({
  firstName: requiredField('firstName'),
  surname: requiredField('surname'),
  companyName: optionalField('companyName'),
  address1: requiredField('address1'),
  address2: optionalField('address2'),
  city: requiredField('city'),
  county: optionalField('county'),
  postCode: requiredField('postCode').transform((postCode, context) => {
    const normalised = normalisePostcode(postCode);
    if (normalised === null) context.addIssue({ code: 'custom', message: messages.checkout.addressInvalidPostcode });
    return normalised ?? postCode;
  }),
});
export type NewAddress = z.output<typeof NewAddress>;
export const AddAddressRequest = NewAddress.extend({ isBilling: z.boolean() });
export type AddAddressRequest = z.input<typeof AddAddressRequest>;
export const DeleteAddressQuery = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const DeleteAddressResponse = z.object({ success: z.boolean() });

/** spec 3 §3 Organisation info. */
export const OrganisationInfo = z.object({
  orgName: z.string(),
  contactName: z.string().nullable(),
  telephone: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  townCity: z.string().nullable(),
  postCode: z.string().nullable(),
  tradeHelpBTCreditAccount: z.boolean(),
  byBoxEnabled: z.boolean(),
});
export type OrganisationInfo = z.infer<typeof OrganisationInfo>;

/** spec 3 §7 supplier settings collection: the organisation's merchant accounts. */
export const SupplierSetting = z.object({
  supplierID: z.number().int(),
  defaultPaymentMethodType: z.object({ id: z.number().int() }),
  sparesFinder: z.boolean(),
});
export const SupplierSettingsResponse = z.array(SupplierSetting);
export type SupplierSettingsResponse = z.infer<typeof SupplierSettingsResponse>;

export const IsTestUserResponse = z.object({ isTestUser: z.boolean() });

export const BasketKeyOnly = z.object({ basketKey: z.string().uuid() });

/** Ours: the rules of spec 3 §4.7 and §5 as the server applies them to this basket, so the page shows the same. */
export const CheckoutRules = z.object({
  paymentMethods: z.object({
    defaultMethod: z.number().int(),
    allowed: z.array(z.number().int()),
    cardSinceCourier: z.boolean(),
    /** The account an account payment charges: 'merchant', 'trade-credit' (spec 3 §6), or null (card only). */
    accountKind: z.enum(['merchant', 'trade-credit']).nullable(),
  }),
  /** Null when ordering is allowed; else the spec's message (test user, restricted merchant). */
  blockedMessage: z.string().nullable(),
  isByBox: z.boolean(),
  courierSelected: z.boolean(),
  preferredCollectionBranchShown: z.boolean(),
  samePostcodeVerification: z.boolean(),
  termsOfSaleLink: z.string().nullable(),
  /** The charged account's credit still available (pounds), or null without one. */
  availableCredit: z.number().nullable(),
  accountNumber: z.string().nullable(),
  /** Ours: who runs the trade credit account ('TradeHelp BT'), or null for a merchant account. */
  accountProviderName: z.string().nullable(),
});
export type CheckoutRules = z.infer<typeof CheckoutRules>;

export const RemainingCourierLinesResponse = z.array(BasketLine);

/** spec 3 §7 validate discount code: discountCode, basketKey, supplier as supplierID. */
export const ValidateDiscountRequest = z.object({
  discountCode: z.string().trim().min(1).max(30),
  basketKey: z.string().uuid(),
  supplierID: z.number().int().max(2_147_483_647).nullish(),
});
export type ValidateDiscountRequest = z.input<typeof ValidateDiscountRequest>;
/**
 * spec 3 §3 Discount check response; discountAmount is pounds with VAT, exactly what the order's total with VAT drops
 * by. Ours: discountNetAmount, the pounds ex VAT the discount line carries (domain discountAmounts), so the page never
 * derives one from the other by a rounding of its own.
 */
export const ValidateDiscountResponse = z.object({
  valid: z.boolean(),
  invalidReason: z.string().nullable(),
  discountAmount: z.number(),
  discountNetAmount: z.number(),
  friendlyName: z.string().nullable(),
});
export type ValidateDiscountResponse = z.infer<typeof ValidateDiscountResponse>;

/**
 * spec 3 §3 Order submission payload, plus `basketKey` (which basket) and `termsAccepted` (spec 3 §5: the server
 * checks what the page checks). `costWithVat` is what the page showed: checked against the server's total, never
 * used as the price. The top-level address fields are the contact's; the delivery address is `deliveryAddress`.
 */
export const OrderSubmission = z.object({
  basketKey: z.string().uuid(),
  termsAccepted: z.boolean(),
  orderReference: optionalText(m.orderReference),
  /** The saved card's token when paying with a saved card. */
  paymentMethodId: z.string().trim().max(64).nullish(),
  costWithVat: z.number().min(0).max(10_000_000),
  telephoneNumber: optionalText(m.telephoneNumber),
  mobileNumber: optionalText(m.mobileNumber),
  contactName: optionalText(m.contactName),
  address1: optionalText(m.address1),
  address2: optionalText(m.address2),
  postCode: optionalText(m.postCode),
  town: optionalText(m.city),
  paymentMethodTypeId: z.union([z.literal(1), z.literal(2)]),
  email: z.string().trim().max(m.email).nullish(),
  billingAddress: CheckoutAddress.nullish(),
  deliveryAddress: CheckoutAddress.nullish(),
  cardSinceCourier: z.boolean().default(false),
  discountCode: z.string().trim().max(30).nullish(),
  preferredCollectionBranch: optionalText(m.preferredCollectionBranch),
  /** Card only: pay with a new card (the hosted card page) rather than a saved one. */
  newPaymentMethod: z.boolean().default(false),
  /** Card only: keep the new card as a saved card (a gateway token). */
  saveCard: z.boolean().default(false),
});
export type OrderSubmission = z.input<typeof OrderSubmission>;
/** PlaceAccountOrder takes payment type 2, PlaceCardOrder type 1 (spec 3 §9); anything else is a 400. */
export const AccountOrderSubmission = OrderSubmission.extend({ paymentMethodTypeId: z.literal(2) });
export const CardOrderSubmission = OrderSubmission.extend({ paymentMethodTypeId: z.literal(1) });

/** spec 3 §7: order placement and completion return success and message; ours add the order's basket and number. */
export const OrderPlacementResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  basketKey: z.string().uuid(),
  orderId: z.number().int().nullable(),
});
export type OrderPlacementResponse = z.infer<typeof OrderPlacementResponse>;

export const CompleteOrderRequest = BasketKeyOnly;
export const PaymentLinkQuery = z.object({ basketKey: z.string().uuid(), tokenId: z.string().trim().max(64).optional() });
export const PaymentLinkResponse = z.object({ linkUrl: z.string() });
export type PaymentLinkResponse = z.infer<typeof PaymentLinkResponse>;
