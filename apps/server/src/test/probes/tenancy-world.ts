import { randomUUID } from 'node:crypto';
import { asc, eq, getTableColumns, inArray, is } from 'drizzle-orm';
import { PgTable, type AnyPgColumn } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema/index';
import type { Database } from '../../db/client';
import type { SignedIn } from '../test-app';
import type { SignedInApp } from '../signed-in-app';
import { customerReferenceOf } from '../../providers/payment/payment-provider';
import { deliveryAddress } from './probe-examples';
import type { OwnedKind } from './tenancy-ids';
import { foreignOrderIds, ownExportFile, ownNotification, ownPlacedOrder } from './tenancy-orders';

/**
 * The two organisations of the tenancy probe: Acme (the victim, whose ids come from the database) and Fresh
 * Plumbing (the caller, whose own ids are made through the API as a control that the probe's requests work).
 */

const { addresses, savedCards, baskets, basketLines, deliveryQuotes, organisations, organisationSuppliers, requestedProducts, saveForLater, users } = schema;

export async function organisationOf(db: Database, email: string): Promise<number> {
  const [user] = await db.select({ organisationId: users.organisationId }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user.organisationId;
}

/** Every row Acme owns: each table with an organisation_id column (a new one is included by itself), its basket lines, its own row. */
export async function snapshotOf(db: Database, organisationId: number): Promise<Record<string, unknown[]>> {
  const snapshot: Record<string, unknown[]> = {};
  for (const [name, table] of Object.entries(schema)) {
    if (!is(table, PgTable)) continue;
    const columns = getTableColumns(table) as Record<string, unknown>;
    if (!('organisationId' in columns)) continue;
    const owner = columns.organisationId as AnyPgColumn;
    snapshot[name] = await db.select().from(table).where(eq(owner, organisationId));
  }
  const basketIds = (snapshot.baskets as { id: number }[]).map((basket) => basket.id);
  snapshot.basketLines = await db.select().from(basketLines).where(inArray(basketLines.basketId, basketIds)).orderBy(asc(basketLines.id));
  snapshot.organisations = await db.select().from(organisations).where(eq(organisations.id, organisationId));
  for (const rows of Object.values(snapshot)) rows.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  return snapshot;
}

/** Text only Acme's data holds: none of it may appear in an answer to Fresh Plumbing. */
export function leakMarkers(snapshot: Record<string, unknown[]>): string[] {
  const pick = (table: string, column: string) => (snapshot[table] ?? []).map((row) => (row as Record<string, unknown>)[column]);
  const savedOrders = (snapshot.saveForLater as { orderReference: string | null; title: string | null }[]).filter((item) => item.orderReference);
  const markers = [
    ...pick('baskets', 'basketKey'),
    ...pick('users', 'email'),
    ...pick('organisations', 'orgName'),
    ...pick('requestedProducts', 'description'),
    ...savedOrders.flatMap((item) => [item.orderReference, item.title]),
  ];
  return [...new Set(markers.filter((value): value is string => typeof value === 'string' && value.length >= 6))];
}

/**
 * Acme's real ids of each kind, read from the database (the probe's "foreign" values): one or two of each kind
 * (the open basket and a placed order, a single saved item and one in an order …), or with `all` every one.
 */
export async function foreignIds(db: Database, organisationId: number, all = false): Promise<Record<OwnedKind, unknown[]>> {
  const org = (column: AnyPgColumn) => eq(column, organisationId);
  const basketRows = await db.select({ key: baskets.basketKey, status: baskets.status }).from(baskets).where(org(baskets.organisationId)).orderBy(asc(baskets.id));
  const saved = await db.select({ id: saveForLater.id, orderReference: saveForLater.orderReference }).from(saveForLater).where(org(saveForLater.organisationId)).orderBy(asc(saveForLater.id));
  const quotes = await db.select({ id: deliveryQuotes.id }).from(deliveryQuotes).where(org(deliveryQuotes.organisationId));
  const requested = await db.select({ id: requestedProducts.id }).from(requestedProducts).where(org(requestedProducts.organisationId));
  const firstOf = <T>(rows: T[], test: (row: T) => boolean) => rows.filter(test).slice(0, all ? undefined : 1);
  const some = <T>(rows: T[], count: number) => rows.slice(0, all ? undefined : count);
  return {
    // The open basket and a placed order.
    basketKey: [...firstOf(basketRows, (b) => b.status === 'open'), ...firstOf(basketRows, (b) => b.status !== 'open')].map((b) => b.key),
    organisationId: [organisationId],
    deliveryQuoteId: some(quotes, 1).map((quote) => quote.id),
    // A single saved item and one inside a saved parts order.
    savedItemId: [...firstOf(saved, (s) => !s.orderReference), ...firstOf(saved, (s) => !!s.orderReference)].map((s) => s.id),
    savedOrderReference: some([...new Set(saved.map((s) => s.orderReference).filter(Boolean))], 2),
    requestedProductId: some(requested, 1).map((row) => row.id),
    savedCardToken: some(await db.select({ token: savedCards.tokenId }).from(savedCards).where(org(savedCards.organisationId)), 1).map((row) => row.token),
    addressId: some(await db.select({ id: addresses.id }).from(addresses).where(org(addresses.organisationId)).orderBy(asc(addresses.id)), 1).map((row) => row.id),
    merchantAccountId: some(await db.select({ id: organisationSuppliers.id }).from(organisationSuppliers).where(org(organisationSuppliers.organisationId)), 1).map((row) => row.id),
    // A user other than the caller's own admin (an admin may not lock themselves): Acme's second user.
    orgUserId: some(await db.select({ id: users.id }).from(users).where(org(users.organisationId)).orderBy(asc(users.id)), 2).slice(1).map((row) => row.id),
    ...(await foreignOrderIds(db, organisationId)),
    gatewayPayment: [await acmeGatewayPayment(db, organisationId)],
  };
}

/** A payment Acme started at the sandbox gateway, still payable (its hosted page answers Acme alone). */
async function acmeGatewayPayment(db: Database, organisationId: number): Promise<string> {
  const reference = `sbx_tenancy_probe_${organisationId}_payment`;
  const now = new Date();
  await db
    .insert(schema.sandboxGatewayPayments)
    .values({ reference, merchantReference: 'tenancy-probe', customerReference: customerReferenceOf({ organisationId }), description: 'Acme card payment', amountPence: 5238, status: 'pending', offerToSave: false, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  return reference;
}

/** A value of each kind that names nothing at all. */
export const missingIds: Record<OwnedKind, unknown> = {
  basketKey: randomUUID(),
  organisationId: 2_147_483_647,
  deliveryQuoteId: 2_147_483_647,
  savedItemId: 2_147_483_647,
  savedOrderReference: 'NO-SUCH-ORDER',
  requestedProductId: 2_147_483_647,
  addressId: 2_147_483_647,
  merchantAccountId: 2_147_483_647,
  orgUserId: 2_147_483_647,
  orderKey: randomUUID(),
  orderBasketId: 2_147_483_647,
  notificationId: 2_147_483_647,
  exportFileId: randomUUID(),
  savedCardToken: 'tok_no_such_card',
  gatewayPayment: 'sbx_no_such_payment_0000',
};

/** One of the caller's own ids, made fresh for each probe (a delete or move may use it up). */
export async function ownId(t: Pick<SignedInApp, 'get' | 'post' | 'db'>, caller: SignedIn, kind: OwnedKind, partCode: string): Promise<unknown> {
  const json = async (response: Promise<{ statusCode: number; body: string; json(): Record<string, unknown> }>) => {
    const answer = await response;
    if (answer.statusCode !== 200) throw new Error(`making an own ${kind} failed: ${answer.statusCode} ${answer.body}`);
    return answer.json();
  };
  const saveItem = (orderReference?: string) => json(t.post(caller, '/SaveForLater/CreateSaveForLater', { manufacturerCode: partCode, qty: 1, orderReference }));
  switch (kind) {
    case 'basketKey':
      return (await json(t.get(caller, '/Basket/GetBasketForUser'))).basketKey;
    case 'organisationId':
      return (await json(t.get(caller, '/Account/GetOrganisation'))).id;
    case 'deliveryQuoteId':
      return ((await json(t.post(caller, '/Basket/DeliveryQuote', deliveryAddress))).collection as { quoteId: number }[])[0]?.quoteId;
    case 'savedItemId':
      return (await saveItem()).id;
    case 'savedOrderReference':
      return (await saveItem(`OWN-${Math.floor(Math.random() * 1e6)}`)).orderReference;
    case 'requestedProductId':
      return (await json(t.post(caller, '/RequestedProducts/AddProductToRequestedProducts', { manufacturerPartNumber: 'OWN-1', description: 'Own request' }))).id;
    case 'savedCardToken':
      return undefined; // documented in callerScoped: only a paid card order makes one
    case 'addressId':
      return (await json(t.post(caller, '/Address/AddAddress', { isBilling: false, firstName: 'Own', surname: 'Address', address1: '1 Own Street', city: 'Leeds', postCode: 'LS11 5AB' }))).id;
    case 'merchantAccountId':
      return ownMerchantAccountId(t, caller, json);
    case 'orgUserId': {
      const email = `own-${randomUUID().slice(0, 8)}@probe.test`;
      await json(t.post(caller, '/Account/InviteUser', { firstName: 'Own', surname: 'User', email, telephone: '0113 496 0000' }));
      const list = (await t.get(caller, '/Account/ListUsers')).json() as unknown as { id: number; userName: string }[];
      return list.find((user) => user.userName === email)?.id;
    }
    case 'orderKey':
      return (await ownPlacedOrder(t, caller)).basketKey;
    case 'orderBasketId':
      return (await ownPlacedOrder(t, caller)).id;
    case 'notificationId':
      return ownNotification(t, caller);
    case 'exportFileId':
      return ownExportFile(t, caller);
    case 'gatewayPayment': {
      // A payment of the caller's own organisation, as the gateway keeps it (its own table, reached by the caller).
      const organisationId = (await json(t.get(caller, '/Account/GetOrganisation'))).id as number;
      const reference = `sbx_own_${randomUUID().replace(/-/g, '').slice(0, 24)}`;
      const now = new Date();
      await t.db.insert(schema.sandboxGatewayPayments).values({ reference, merchantReference: 'tenancy-probe-own', customerReference: customerReferenceOf({ organisationId }), description: 'Own card payment', amountPence: 1200, status: 'pending', offerToSave: false, createdAt: now, updatedAt: now });
      return reference;
    }
  }
}

/** The caller's merchant account: an existing one, else its account is completed and one is applied for. */
async function ownMerchantAccountId(
  t: Pick<SignedInApp, 'get' | 'post'>,
  caller: SignedIn,
  json: (response: Promise<{ statusCode: number; body: string; json(): Record<string, unknown> }>) => Promise<Record<string, unknown>>,
): Promise<unknown> {
  const existing = (await t.get(caller, '/OrganisationSupplier/GetData')).json() as unknown as { id: number }[];
  if (existing[0]) return existing[0].id;
  await json(t.post(caller, '/Account/UpdateAccountInfo', { companyName: 'Probe Co', postcode: 'LS6 2AL', address1: '1 Probe Road', townCity: 'Leeds', firstName: 'Pro', surname: 'Be', email: 'probe@probe.test', telephone: '0113 496 0000' }));
  const branches = (await json(t.get(caller, '/OrganisationSupplier/ListBranches?SupplierID=1'))).collection as { id: number }[];
  const created = await json(t.post(caller, '/OrganisationSupplier/Create', { supplierID: 1, branchID: branches[0]?.id, accountNumber: 'OWN1' }));
  return (created.account as { id: number }).id;
}
