import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branches, byBoxLocations, suppliers } from '../../db/schema/index';

/** By-box reference data: the lockers (shared by every organisation) and whether a branch's merchant delivers by-box. */
export function createByBoxRepository(db: Database) {
  return {
    listLocations: () => db.select({ id: byBoxLocations.id, exchange: byBoxLocations.exchange, postalCode: byBoxLocations.postalCode }).from(byBoxLocations).orderBy(asc(byBoxLocations.exchange)),

    async findLocation(id: number) {
      const [row] = await db.select({ id: byBoxLocations.id, exchange: byBoxLocations.exchange, postalCode: byBoxLocations.postalCode }).from(byBoxLocations).where(eq(byBoxLocations.id, id)).limit(1);
      return row;
    },

    async branchDeliversByBox(branchId: number): Promise<boolean> {
      const [row] = await db.select({ byBox: suppliers.byBoxDelivery }).from(branches).innerJoin(suppliers, eq(suppliers.id, branches.supplierId)).where(eq(branches.id, branchId)).limit(1);
      return row?.byBox ?? false;
    },
  };
}
export type ByBoxRepository = ReturnType<typeof createByBoxRepository>;
