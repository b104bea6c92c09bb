import closeWithGrace from 'close-with-grace';
import { loadConfig } from './config/env';
import { openDatabase } from './db/client';
import { buildApp } from './app';
import { createProviders } from './providers/create-providers';
import { systemClock } from './lib/clock';
import { ensureDemoWorld } from './db/seed/ensure-demo-world';
import { createJobs } from './jobs/jobs';

const config = loadConfig(process.env);
const database = await openServingDatabase();

const jobs = createJobs({ database });
const app = await buildApp({ config, database, providers: createProviders(config, database.db, systemClock, jobs), clock: systemClock, jobs });
await jobs.start(app.log);

closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
  if (err) app.log.error({ err }, 'closing after error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
  await jobs.stop();
  await database.close();
});

await app.listen({ port: config.port, host: config.host });

/**
 * Migrations and the first seeding run without the serving limits (a big migration or COPY may take minutes); on
 * PostgreSQL the app then serves from a pool that answers 503 within seconds when the database is unreachable
 * (decision 011). PGlite lives in this process: one handle, no limits to set.
 */
async function openServingDatabase() {
  const setup = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await setup.migrate();
  await ensureDemoWorld(setup, config.seedScale);
  if (setup.kind === 'pglite') return setup;
  await setup.close();
  return openDatabase({ databaseUrl: config.databaseUrl, limits: config.databaseLimits });
}
