import { and, eq } from 'drizzle-orm';
import { basketStatuses } from '@sparesfinder/domain/basket/basket-status';
import { basketLineRow, basketRow } from '../../db/factories/basket-factories';
import type { Database } from '../../db/client';
import { basketLines, baskets, notifications, orderExports, users } from '../../db/schema/index';
import type { SignedInApp } from '../signed-in-app';
import type { SignedIn } from '../test-app';

/**
 * The caller's own orders, notifications and exports for the tenancy probe (issue #18). A customer cannot make these
 * through the API alone (the checkout places orders, events raise notifications), so they are written as rows.
 */
async function callerOf(t: Pick<SignedInApp, 'get' | 'db'>, caller: SignedIn) {
  const organisationId = (await t.get(caller, '/Account/GetOrganisation')).json().id as number;
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.organisationId, organisationId)).limit(1);
  return { organisationId, userId: user!.id };
}

export async function ownPlacedOrder(t: Pick<SignedInApp, 'get' | 'db'>, caller: SignedIn) {
  const owner = await callerOf(t, caller);
  const now = new Date();
  const [order] = await t.db
    .insert(baskets)
    .values(basketRow({ ...owner, status: basketStatuses.placed, orderId: 900_000 + Math.floor(Math.random() * 99_999), orderDate: now, selectedBranchId: 1, paymentMethodTypeId: 1 }))
    .returning({ id: baskets.id, basketKey: baskets.basketKey });
  await t.db.insert(basketLines).values(basketLineRow({ basketId: order!.id, manufacturerCode: 'OWN-ORDER-1', description: 'Own order line', qty: 1, costPence: 1000 }));
  return order!;
}

export async function ownNotification(t: Pick<SignedInApp, 'get' | 'db'>, caller: SignedIn) {
  const owner = await callerOf(t, caller);
  const [row] = await t.db.insert(notifications).values({ ...owner, title: 'Own notice', text: 'Own', fullDescription: 'Own notice' }).returning({ id: notifications.id });
  return row!.id;
}

/** An export of the caller's organisation, ready to download. */
export async function ownExportFile(t: Pick<SignedInApp, 'get' | 'db'>, caller: SignedIn) {
  return exportFileOf(t.db, await callerOf(t, caller));
}

async function exportFileOf(db: Database, owner: { organisationId: number; userId: number }) {
  const now = new Date();
  const [row] = await db
    .insert(orderExports)
    .values({ ...owner, taskId: `probe-${now.getTime()}-${Math.random()}`, fromDate: now, toDate: now, state: 'ready', zipBase64: '', orderCount: 0, createdAt: now, expiresAt: new Date(now.getTime() + 86_400_000) })
    .returning({ fileId: orderExports.fileId });
  return row!.fileId;
}

/** Acme's ids of the issue #18 kinds (the probe's "foreign" values). */
export async function foreignOrderIds(db: Database, organisationId: number) {
  const placed = await db.select({ id: baskets.id, key: baskets.basketKey }).from(baskets).where(and(eq(baskets.organisationId, organisationId), eq(baskets.status, basketStatuses.placed))).limit(1);
  const notices = await db.select({ id: notifications.id }).from(notifications).where(eq(notifications.organisationId, organisationId)).limit(1);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.organisationId, organisationId)).limit(1);
  // The seed has no exports: Acme gets one to be probed with.
  const exportFileId = await exportFileOf(db, { organisationId, userId: user!.id });
  return {
    orderKey: placed.map((row) => row.key),
    orderBasketId: placed.map((row) => row.id),
    notificationId: notices.map((row) => row.id),
    exportFileId: [exportFileId],
  };
}
