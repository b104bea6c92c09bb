import closeWithGrace from 'close-with-grace';
import { loadConfig } from './config/env';
import { openDatabase } from './db/client';
import { buildApp } from './app';
import { createProviders } from './providers/create-providers';
import { clockStartingAt, systemClock } from './lib/clock';
import { ensureDemoWorld } from './db/seed/ensure-demo-world';
import { createJobs } from './jobs/jobs';

// Progress lines for `npm start` (issue #11 item 12): a first start spends most of its time here, so say what it does.
const step = (message: string) => console.log(`[start] ${message}`);
const started = Date.now();
const config = loadConfig(process.env);
const database = await openServingDatabase();

const clock = config.clockStart ? clockStartingAt(config.clockStart) : systemClock;
if (config.clockStart) step(`clock: starts at ${config.clockStart.toISOString()} (CLOCK_START), not the system's time`);
const jobs = createJobs({ database });
const app = await buildApp({ config, database, providers: createProviders(config, database.db, clock, jobs), clock, jobs, jobHandlers: jobs });
await jobs.start(app.log);

closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
  if (err) app.log.error({ err }, 'closing after error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
  await jobs.stop();
  await database.close();
});

await app.listen({ port: config.port, host: config.host });
step(`server ready in ${((Date.now() - started) / 1000).toFixed(1)} s: http://localhost:${config.port} (sign in at /bff/login)`);

/**
 * Migrations and the first seeding run without the serving limits (a big migration or COPY may take minutes); on
 * PostgreSQL the app then serves from a pool that answers 503 within seconds when the database is unreachable
 * (decision 013). PGlite lives in this process: one handle, no limits to set.
 */
async function openServingDatabase() {
  step(`database: opening ${config.databaseUrl ? 'PostgreSQL' : `the embedded PGlite database in ${config.dataDir}/`}…`);
  const setup = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  step(`database: applying migrations to the ${setup.kind} database…`);
  await setup.migrate();
  await ensureDemoWorld(setup, config.seedScale, (message) => step(message));
  if (setup.kind === 'pglite') return setup;
  await setup.close();
  return openDatabase({ databaseUrl: config.databaseUrl, limits: config.databaseLimits, poolSize: config.databasePoolSize });
}
