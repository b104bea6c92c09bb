import { count } from 'drizzle-orm';
import type { DatabaseHandle } from '../client';
import { organisations } from '../schema/index';
import { seedDemoWorld } from './seed-demo-world';

/**
 * Called at boot: a fresh database (no organisations yet) gets the demo world, so `npm start` on a fresh clone shows a
 * populated shop. An existing world is never touched. 'none' skips seeding (e.g. production or PostgreSQL you manage).
 */
export async function ensureDemoWorld(handle: DatabaseHandle, scale: 'demo' | 'mini' | 'none', log: (message: string) => void = console.log): Promise<void> {
  if (scale === 'none') return;
  const [existing] = await handle.db.select({ n: count() }).from(organisations);
  if ((existing?.n ?? 0) > 0) {
    log(`demo world: database already holds ${existing?.n} organisation(s); not seeding`);
    return;
  }
  log(`demo world: seeding the ${scale} world into an empty ${handle.kind} database…`);
  const report = await seedDemoWorld(handle.db, { scale });
  const total = Object.values(report.rows).reduce((a, b) => a + b, 0);
  log(`demo world: ${scale} seeded in ${(report.durationMs / 1000).toFixed(1)} s (${total.toLocaleString('en-GB')} rows; products ${report.rows.products ?? 0}, branch stock ${report.rows.branch_stock ?? 0})`);
}
