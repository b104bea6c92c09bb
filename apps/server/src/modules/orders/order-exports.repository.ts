import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderExports } from '../../db/schema/index';

export interface NewOrderExport {
  organisationId: number;
  userId: number;
  taskId: string;
  fromDate: Date;
  toDate: Date;
  createdAt: Date;
  expiresAt: Date;
}

/** Bulk invoice exports, each scoped by organisation (spec 3 §2.9: offered to its organisation only). */
export function createOrderExportsRepository(db: Executor) {
  return {
    /** One export per (organisation, taskId): a retried or double-clicked request finds the first one. */
    async createOnce(row: NewOrderExport): Promise<{ fileId: string; created: boolean }> {
      const [inserted] = await db.insert(orderExports).values(row).onConflictDoNothing().returning({ fileId: orderExports.fileId });
      if (inserted) return { fileId: inserted.fileId, created: true };
      const [existing] = await db
        .select({ fileId: orderExports.fileId })
        .from(orderExports)
        .where(and(eq(orderExports.organisationId, row.organisationId), eq(orderExports.taskId, row.taskId)));
      return { fileId: existing!.fileId, created: false };
    },
    async findByFileId(organisationId: number, fileId: string) {
      const [row] = await db.select().from(orderExports).where(and(eq(orderExports.organisationId, organisationId), eq(orderExports.fileId, fileId)));
      return row;
    },
    /** For the job, which is handed only the file id. */
    async findForJob(fileId: string) {
      const [row] = await db.select().from(orderExports).where(eq(orderExports.fileId, fileId));
      return row;
    },
    async markReady(fileId: string, zipBase64: string, orderCount: number) {
      await db.update(orderExports).set({ state: 'ready', zipBase64, orderCount }).where(eq(orderExports.fileId, fileId));
    },
  };
}
export type OrderExportsRepository = ReturnType<typeof createOrderExportsRepository>;
