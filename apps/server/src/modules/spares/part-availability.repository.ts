import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { partAvailabilityRequests, products } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';

export type NewPartAvailabilityRequest = Omit<typeof partAvailabilityRequests.$inferInsert, 'id' | 'organisationId' | 'userId' | 'notifiedAt'>;

export interface WaitingRequest {
  id: number;
  organisationId: number;
  userId: number;
  productId: number;
  manufacturerPartNumber: string;
  description: string;
  selectedBranchId: number | null;
}

/** Part availability requests (spec 3 §7), one per organisation and part; every write is the actor's own. */
export function createPartAvailabilityRepository(db: Database) {
  return {
    inTransaction: <T>(work: (tx: Executor) => Promise<T>) => db.transaction(work),

    async findProductByPartNumber(mpn: string): Promise<{ id: number } | undefined> {
      const [row] = await db.select({ id: products.id }).from(products).where(eq(products.mpn, mpn)).limit(1);
      return row;
    },

    /** The organisation's request for the part, if any (scoped by organisation). */
    async findForOrganisation(actor: Actor, productId: number) {
      const [row] = await db
        .select({ id: partAvailabilityRequests.id, notifiedAt: partAvailabilityRequests.notifiedAt })
        .from(partAvailabilityRequests)
        .where(and(eq(partAvailabilityRequests.organisationId, actor.organisationId), eq(partAvailabilityRequests.productId, productId)));
      return row;
    },

    /**
     * Stores the request, or re-arms the organisation's earlier one that was already answered. Answers the row's id
     * and whether this call created or re-armed it (only then is the team mailed): concurrent calls meet on the
     * unique key, so one of them wins and the others find the row waiting.
     */
    async saveRequest(actor: Actor, request: NewPartAvailabilityRequest, now: Date): Promise<{ id: number; isNew: boolean }> {
      const values = { ...request, organisationId: actor.organisationId, userId: actor.userId, createdAt: now };
      const [row] = await rowsOf<{ id: number; isNew: boolean }>(
        db,
        sql`INSERT INTO part_availability_requests (organisation_id, user_id, product_id, manufacturer_part_number, description, image_url, selected_branch_id,
              i_basis_man_id, i_basis_appliance, i_basis_appliance_id, i_basis_gcn, i_basis_appliance_gc, created_at)
            VALUES (${values.organisationId}, ${values.userId}, ${values.productId}, ${values.manufacturerPartNumber}, ${values.description}, ${values.imageUrl ?? null},
              ${values.selectedBranchId ?? null}, ${values.iBasisManId ?? null}, ${values.iBasisAppliance ?? null}, ${values.iBasisApplianceId ?? null},
              ${values.iBasisGcn ?? null}, ${values.iBasisApplianceGc ?? null}, ${now})
            ON CONFLICT (organisation_id, product_id) DO UPDATE SET notified_at = NULL, user_id = EXCLUDED.user_id, selected_branch_id = EXCLUDED.selected_branch_id, created_at = EXCLUDED.created_at
              WHERE part_availability_requests.notified_at IS NOT NULL
            RETURNING id, true AS "isNew"`,
      );
      if (row) return { id: row.id, isNew: true };
      const existing = await this.findForOrganisation(actor, request.productId);
      return { id: existing!.id, isNew: false };
    },

    /** A request still waiting, locked for the watcher's transaction (a second worker waits, then finds it answered). */
    async lockWaiting(requestId: number, tx: Executor): Promise<WaitingRequest | undefined> {
      const [row] = await tx
        .select({
          id: partAvailabilityRequests.id,
          organisationId: partAvailabilityRequests.organisationId,
          userId: partAvailabilityRequests.userId,
          productId: partAvailabilityRequests.productId,
          manufacturerPartNumber: partAvailabilityRequests.manufacturerPartNumber,
          description: partAvailabilityRequests.description,
          selectedBranchId: partAvailabilityRequests.selectedBranchId,
        })
        .from(partAvailabilityRequests)
        .where(and(eq(partAvailabilityRequests.id, requestId), isNull(partAvailabilityRequests.notifiedAt)))
        .for('update');
      return row;
    },

    /** Stock on hand for the part: at the chosen branch, or at any branch (branch_stock's primary key). */
    async hasStock(productId: number, branchId: number | null, tx: Executor): Promise<boolean> {
      const atBranch = branchId === null ? sql`` : sql`AND branch_id = ${branchId}`;
      return (await rowsOf(tx, sql`SELECT 1 FROM branch_stock WHERE product_id = ${productId} ${atBranch} AND qty > 0 LIMIT 1`)).length > 0;
    },

    async markNotified(requestId: number, now: Date, tx: Executor): Promise<void> {
      await tx.update(partAvailabilityRequests).set({ notifiedAt: now }).where(eq(partAvailabilityRequests.id, requestId));
    },
  };
}
export type PartAvailabilityRepository = ReturnType<typeof createPartAvailabilityRepository>;
