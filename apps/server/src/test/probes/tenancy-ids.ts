import type { ProbeRoute } from './route-table';
import type { RequestField } from './request-shape';

/**
 * Which request fields are ids, and whose. The tenancy probe asks every id field of every route to be classified
 * here; a new route whose ids are all named below needs nothing more, one with a new kind of id fails the probe
 * until it is added (and so is thought about).
 */

/** Ids of rows an organisation owns: another organisation's must answer exactly like a missing one. */
export const ownedKinds = [
  'basketKey', 'organisationId', 'deliveryQuoteId', 'savedItemId', 'savedOrderReference', 'requestedProductId',
  // issue #15: a saved address. issue #17: a merchant account, another user of the organisation.
  'addressId', 'savedCardToken', 'merchantAccountId', 'orgUserId',
  // issue #18: a placed order's key and id, a notification, an export file.
  'orderKey', 'orderBasketId', 'notificationId', 'exportFileId', 'gatewayPayment',
] as const;
export type OwnedKind = (typeof ownedKinds)[number];

export type IdClass = { owned: OwnedKind } | { shared: string };

const catalogue = { shared: 'catalogue: the same products, classifications and appliances for every customer' };
const merchants = { shared: 'merchant directory: branches and couriers are the same for every customer' };

/** By field name, wherever it appears. */
const byName: Record<string, IdClass> = {
  basketKey: { owned: 'basketKey' },
  organisationId: { owned: 'organisationId' },
  quoteId: { owned: 'deliveryQuoteId' },
  fileId: { owned: 'exportFileId' },
  orderReference: { owned: 'savedOrderReference' },
  // The sandbox gateway's hosted page and its calls (issue #44): a payment is its customer's, the organisation's.
  paymentReference: { owned: 'gatewayPayment' },
  itemId: catalogue,
  productId: catalogue,
  manufacturerId: catalogue,
  applianceId: catalogue,
  startNodeId: catalogue,
  classificationId: catalogue,
  selectedNodeId: catalogue,
  lastAttributeId: catalogue,
  attributeId: catalogue,
  iBasisManId: catalogue,
  iBasisApplianceId: catalogue,
  basketLineTypeId: { shared: 'line types are a fixed list (spec 3 §3); only product lines are read from input' },
  branch: merchants,
  branchId: merchants,
  fulfilmentOptionId: { shared: 'fulfilment options are a fixed list (spec 3 §4.1 ids 0-5)' },
  deliveryProviderTypeId: merchants,
  byBoxLocationId: { shared: 'by-box lockers are the same for every customer (spec 3 §3 By-box location)' },
  byBoxReference: { shared: "free text the caller writes on its own by-box line; it looks nothing up" },
  paymentMethodTypeId: { shared: 'payment method types are a fixed list (spec 3 §9: 1 card, 2 account)' },
  supplierID: merchants,
  partTypeId: catalogue,
  diagramId: catalogue,
  selectedBranchId: merchants,
  SupplierID: merchants,
  branchID: merchants,
  typeID: { shared: 'merchant account types are a fixed list (merchant-accounts.service.ts)' },
  defaultPaymentMethodTypeId: { shared: 'payment method types are a fixed list (spec 3 §9: 1 card, 2 account)' },
  tradeIds: { shared: 'trades are a fixed list (domain/account/trades.ts)' },
};

/** Where a name means different things on different routes ('id', 'ID'). */
const byRoute: Record<string, Record<string, IdClass>> = {
  'DELETE /SaveForLater/DeleteSaveForLater': { ID: { owned: 'savedItemId' } },
  'POST /SaveForLater/MoveToBasket': { id: { owned: 'savedItemId' } },
  'POST /RequestedProducts/RemoveProductFromRequestedProducts': { id: { owned: 'requestedProductId' } },
  'GET /Basket/GetRelatedProducts': { id: catalogue },
  'DELETE /Address/DeleteAddress': { id: { owned: 'addressId' } },
  'DELETE /SavedCard/DeleteSavedCard': { tokenId: { owned: 'savedCardToken' } },
  'GET /Payment/GetPaymentLink': { tokenId: { owned: 'savedCardToken' } },
  'POST /Basket/PlaceCardOrder': {
    orderReference: { shared: "free text: the customer's own order number the order is given, it reads nothing" },
    paymentMethodId: { owned: 'savedCardToken' },
    id: { shared: "a saved address's id is only echoed: the order keeps the address's text and never reads the row" },
  },
  'POST /Basket/PlaceAccountOrder': {
    orderReference: { shared: "free text: the customer's own order number the order is given, it reads nothing" },
    paymentMethodId: { shared: 'a card token, ignored by the account order (only the card order reads it)' },
    id: { shared: "a saved address's id is only echoed: the order keeps the address's text and never reads the row" },
  },
  'POST /OrganisationSupplier/Update': { id: { owned: 'merchantAccountId' } },
  'POST /OrganisationSupplier/UpdatePaymentMethodType': { id: { owned: 'merchantAccountId' } },
  'GET /OrganisationSupplier/Delete': { id: { owned: 'merchantAccountId' } },
  'POST /Account/LockUser': { id: { owned: 'orgUserId' } },
  'POST /Account/UnLockUser': { id: { owned: 'orgUserId' } },
  // issue #18: these read placed orders only (an open basket's key answers 404 like a missing one).
  'GET /Orders/GetOrder': { basketKey: { owned: 'orderKey' } },
  'POST /Orders/Order': { basketKey: { owned: 'orderKey' } },
  'GET /Orders/CheckRestriction': { basketKey: { owned: 'orderKey' } },
  'GET /Basket/downloadInvoice': { basketKey: { owned: 'orderKey' } },
  'GET /PaymentInvoiceCreditNote/GetByBasketId': { basketId: { owned: 'orderBasketId' } },
  'GET /NotificationTriggerLog/Get/:id': { id: { owned: 'notificationId' } },
  'DELETE /NotificationTriggerLog/Delete': { id: { owned: 'notificationId' } },
  'POST /NotificationTriggerLog/MarkAsRead': { notificationIds: { owned: 'notificationId' } },
  'POST /Basket/BatchDownloadInvoice': { taskId: { owned: 'exportFileId' } },
  // A merchant's signed call, no organisation's session: another merchant's order is a 404 like a missing one
  // (order-status-webhook.test.ts); event ids are each merchant's own namespace.
  'POST /Merchant/OrderStatusWebhook': {
    eventId: { shared: "the merchant's own event id, unique per merchant (a replay is answered, never another's)" },
    orderNumber: { shared: "the signed merchant's own orders only: another merchant's order answers 404 as a missing one" },
  },
};

/** Numbers that are amounts or positions, not ids. */
const notIds = new Set(['qty', 'keepQty', 'skip', 'take', 'pageSize', 'version', 'deliveryMinutes', 'lat', 'lon', 'latitude', 'longitude', 'pageNumber']);

/** An id by its name, or any number not known to be an amount (a new `branchNo` is asked about, not missed). */
// Amounts named like numbers (checkout issue #15).
for (const name of ['costWithVat']) notIds.add(name);

export const isIdField = (field: RequestField): boolean =>
  /(id|key|reference)$/i.test(field.name) || ((field.type === 'integer' || field.type === 'number') && !notIds.has(field.name));

export const classify = (route: ProbeRoute, field: RequestField): IdClass | undefined =>
  byRoute[route.key]?.[field.name] ?? (Object.hasOwn(byName, field.name) ? byName[field.name] : undefined);

/**
 * Routes where a foreign id is answered from the caller's own data rather than with 404, and why. Everywhere else
 * a foreign id and a missing one both answer 404 (docs/SECURITY.md). Keyed 'METHOD /path field'.
 */
export const callerScoped: Record<string, string> = {
  'GET /SaveForLater/GetSavedParts orderReference': "a filter over the caller's own saved orders: 200 with no orders",
  'POST /Basket/SaveBasket orderReference': "names the caller's new saved order; it reads no one else's",
  'POST /SaveForLater/CreateSaveForLater orderReference': "names the caller's new saved item's order",
  'POST /SaveForLater/CreateMultipleSaveForLater orderReference': "names the caller's new saved items' order",
  'GET /Payment/GetPaymentLink basketKey': 'a basket with no pending card payment answers 404 as a missing one does (card-payment.test.ts makes a real one)',
  'GET /Payment/GetPaymentLink tokenId': 'a saved card is made only by a paid card order; foreign and missing tokens both answer 404 (card-payment.test.ts)',
  'DELETE /SavedCard/DeleteSavedCard tokenId': 'a saved card is made only by a paid card order (card-payment.test.ts deletes its own)',
  'POST /Basket/PlaceCardOrder paymentMethodId': "another organisation's card answers as a missing one (card-payment.test.ts pays with its own)",
  'POST /Basket/UpdateBasketForUser quoteId': "only 0 is read (it drops the caller's courier line); any other value is ignored",
  'POST /Basket/BatchDownloadInvoice taskId': "the caller's own name for a new export; it reads no one else's (another organisation's taskId starts a new export of the caller's own orders)",
  'POST /NotificationTriggerLog/MarkAsRead notificationIds': "marks the caller's own among them read; anyone else's are left as they were: 200 either way",
};
