import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderExports } from '../../../db/schema/index';
import type { SignedInApp } from '../../signed-in-app';
import { race, statusCounts, type RaceScenario } from '../race';
import type { BasketWorld } from './basket-world';

/** Bulk invoice export (issue #18): 50 identical requests (double clicks, retries, two tabs) make one export. */
export function orderExportRaces(t: Pick<SignedInApp, 'db'>, world: BasketWorld): RaceScenario[] {
  return [
    race({
      route: 'POST /Basket/BatchDownloadInvoice',
      name: 'one export requested 50 times under one taskId: one export, every request thanked',
      prepare: async () => ({ taskId: randomUUID() }),
      request: (_i, { taskId }) => ({ session: world.session, method: 'POST', url: '/Basket/BatchDownloadInvoice', payload: { from: '01/01/2026', to: '31/12/2026', taskId } }),
      async verify(responses, { taskId }) {
        expect(statusCounts(responses)).toEqual({ 200: 50 });
        const rows = await t.db.select({ fileId: orderExports.fileId }).from(orderExports).where(eq(orderExports.taskId, taskId));
        expect(rows).toHaveLength(1);
      },
    }),
  ];
}
