import type { z } from 'zod';
import type { JobDefinition, JobHandler } from '../../jobs/job-definition';
import type { JobQueue, Jobs } from '../../jobs/jobs';

/**
 * Registers a module's job handler on the app's job runtime (server.ts and the tests hand buildApp the runtime
 * itself and start it afterwards). A second app built on an already-started runtime (some tests build two) leaves
 * the first app's handler working the queue: the runtime refuses handlers after start, and one is enough.
 */
export function handleJobOnce<Schema extends z.ZodType>(jobs: JobQueue, job: JobDefinition<Schema>, handler: JobHandler<Schema>): void {
  const runtime = jobs as Partial<Pick<Jobs, 'handle'>>;
  if (typeof runtime.handle !== 'function') return;
  try {
    runtime.handle(job, handler);
  } catch (error) {
    if (!(error instanceof Error) || !/before start|already has a handler/.test(error.message)) throw error;
  }
}
