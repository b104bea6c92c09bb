import type { RouteOptions } from 'fastify';
import type { AppConfig } from './config/env';
import type { DatabaseHandle } from './db/client';
import type { JobQueue, Jobs } from './jobs/jobs';
import type { Clock } from './lib/clock';
import type { Providers } from './providers/providers';

/** What the app is built from: the server (server.ts) and the tests (test/test-app.ts) each assemble one. */
export interface AppDependencies {
  config: AppConfig;
  database: DatabaseHandle;
  providers: Providers;
  clock: Clock;
  /** Background jobs (decision 009): services enqueue; the worker is started and stopped by server.ts. */
  jobs: JobQueue;
  /** Where areas register their job handlers (before the worker starts); absent for a second app on a started runtime. */
  jobHandlers?: Pick<Jobs, 'handle'>;
  /** Pino logger options, or false in tests. */
  logger?: boolean | object;
  /** Sees every route as it is registered: the tests build their route table from it (test/probes/route-table.ts). */
  onRoute?: (route: RouteOptions) => void;
}
