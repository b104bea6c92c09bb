import closeWithGrace from 'close-with-grace';
import { loadConfig } from './config/env';
import { openDatabase } from './db/client';
import { buildApp } from './app';
import { createProviders } from './providers/create-providers';
import { systemClock } from './lib/clock';
import { ensureDemoWorld } from './db/seed/ensure-demo-world';
import { createJobs } from './jobs/jobs';

const config = loadConfig(process.env);
const database = await openDatabase(config);
await database.migrate();
await ensureDemoWorld(database, config.seedScale);

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
