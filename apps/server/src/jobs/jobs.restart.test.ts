import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/client';
import { eventually } from '../test/eventually';
import { createRestartableTestDatabase } from '../test/test-database';
import { defineJob, type JobHandler } from './job-definition';
import { createJobs, type Jobs } from './jobs';

/**
 * Jobs survive a restart: the worker stops, the database connection closes (PGlite's files on disk, or a
 * PostgreSQL database), and a new process-like runtime on the same database runs what was left.
 */
const exportInvoices = defineJob({ name: 'test.export-invoices', payload: z.object({ organisationId: z.number() }), retryDelaySeconds: 0, retryBackoff: false });

let restartable: Awaited<ReturnType<typeof createRestartableTestDatabase>>;
let database: DatabaseHandle;
let jobs: Jobs;
beforeAll(async () => {
  restartable = await createRestartableTestDatabase();
});
afterAll(async () => {
  await jobs?.stop();
  await database?.close();
  await restartable.dispose();
});

const restart = async (handler?: JobHandler<typeof exportInvoices.payload>) => {
  await jobs?.stop();
  await database?.close();
  database = await restartable.open();
  jobs = createJobs({ database, pollingIntervalSeconds: 0.5, shutdownTimeoutMs: 1_000 });
  if (handler) jobs.handle(exportInvoices, handler);
  await jobs.start();
};

it('runs a job enqueued before a restart after it, and retries one cut short by the shutdown', async () => {
  // Before: nothing works this queue, so the job waits.
  await restart();
  const waiting = await jobs.enqueue(exportInvoices, { organisationId: 1 });

  // After the restart a worker runs it. A second job is still running when the worker stops: its signal aborts,
  // the attempt fails, and it is waiting for a retry.
  const ran: { organisationId: number; attempt: number }[] = [];
  await restart(async (payload, context) => {
    ran.push({ ...payload, attempt: context.attempt });
    if (payload.organisationId === 2) {
      await new Promise((resolve) => context.signal.addEventListener('abort', resolve));
      throw new Error('interrupted by shutdown');
    }
  });
  await eventually(async () => expect((await jobs.inspect(exportInvoices, waiting.jobId))?.state).toBe('completed'));
  const cutShort = await jobs.enqueue(exportInvoices, { organisationId: 2 });
  await eventually(() => expect(ran.some((run) => run.organisationId === 2)).toBe(true));

  // The next start completes it.
  await restart(async (payload, context) => {
    ran.push({ ...payload, attempt: context.attempt });
  });
  await eventually(async () => expect((await jobs.inspect(exportInvoices, cutShort.jobId))?.state).toBe('completed'));
  expect(ran).toEqual([
    { organisationId: 1, attempt: 1 },
    { organisationId: 2, attempt: 1 },
    { organisationId: 2, attempt: 2 },
  ]);
}, 60_000);
