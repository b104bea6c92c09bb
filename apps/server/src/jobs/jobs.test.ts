import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../test/test-database';
import { eventually } from '../test/eventually';
import { defineJob, type JobContext } from './job-definition';
import { createJobs, type Jobs } from './jobs';

/** The job runtime on the test database (PGlite in memory, or PostgreSQL with TEST_DATABASE_URL), polling fast. */
const greet = defineJob({ name: 'test.greet', payload: z.object({ name: z.string().min(1) }) });
const alwaysFails = defineJob({ name: 'test.always-fails', payload: z.object({ n: z.number() }), retryLimit: 2, retryDelaySeconds: 0, retryBackoff: false });
const countOnce = defineJob({ name: 'test.count-once', payload: z.object({ orderId: z.number() }) });
const later = defineJob({ name: 'test.later', payload: z.object({}) });

const runs: Record<string, { payload: unknown; context: JobContext }[]> = { greet: [], fails: [], count: [], later: [] };

let database: DatabaseHandle;
let jobs: Jobs;
beforeAll(async () => {
  database = await openTestDatabase();
  jobs = createJobs({ database, pollingIntervalSeconds: 0.5 });
  jobs.handle(greet, async (payload, context) => {
    runs.greet!.push({ payload, context });
  });
  jobs.handle(alwaysFails, async (payload, context) => {
    runs.fails!.push({ payload, context });
    throw new Error(`attempt ${context.attempt} failed`);
  });
  jobs.handle(countOnce, async (payload, context) => {
    runs.count!.push({ payload, context });
  });
  jobs.handle(later, async (payload, context) => {
    runs.later!.push({ payload, context });
  });
  await jobs.start();
});
afterAll(async () => {
  await jobs.stop();
  await database.close();
});

describe('jobs', () => {
  it('runs an enqueued job once, with its validated payload, then marks it completed', async () => {
    const { jobId, created } = await jobs.enqueue(greet, { name: 'Alex' });
    expect(created).toBe(true);
    await eventually(async () => expect((await jobs.inspect(greet, jobId))?.state).toBe('completed'));
    expect(runs.greet).toEqual([{ payload: { name: 'Alex' }, context: { jobId, attempt: 1, signal: expect.any(AbortSignal) } }]);
  });

  it('refuses a payload its schema rejects, before anything is stored', async () => {
    await expect(jobs.enqueue(greet, { name: '' })).rejects.toThrow(z.ZodError);
  });

  it('retries a failing job up to its limit, then marks it failed with the last error', async () => {
    const { jobId } = await jobs.enqueue(alwaysFails, { n: 1 });
    await eventually(async () => expect((await jobs.inspect(alwaysFails, jobId))?.state).toBe('failed'), 15_000);
    expect(runs.fails!.map((run) => run.context.attempt)).toEqual([1, 2, 3]);
    expect(await jobs.inspect(alwaysFails, jobId)).toEqual({ state: 'failed', retryCount: 2, lastError: 'attempt 3 failed' });
  });

  it('runs a job once however often its singleton key is enqueued', async () => {
    const first = await jobs.enqueue(countOnce, { orderId: 7 }, { singletonKey: 'order-7' });
    const again = await jobs.enqueue(countOnce, { orderId: 7 }, { singletonKey: 'order-7' });
    expect(again).toEqual({ jobId: first.jobId, created: false });
    await eventually(async () => expect((await jobs.inspect(countOnce, first.jobId))?.state).toBe('completed'));
    // Also once it has completed (the key is remembered for 7 days), and another key is another job.
    expect(await jobs.enqueue(countOnce, { orderId: 7 }, { singletonKey: 'order-7' })).toEqual({ jobId: first.jobId, created: false });
    const other = await jobs.enqueue(countOnce, { orderId: 8 }, { singletonKey: 'order-8' });
    expect(other.created).toBe(true);
    await eventually(async () => expect((await jobs.inspect(countOnce, other.jobId))?.state).toBe('completed'));
    expect(runs.count!.map((run) => run.payload)).toEqual([{ orderId: 7 }, { orderId: 8 }]);
  });

  it('does not run a job before its startAfter time', async () => {
    const { jobId } = await jobs.enqueue(later, {}, { startAfter: new Date(Date.now() + 60_000) });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await jobs.inspect(later, jobId)).toMatchObject({ state: 'created' });
    expect(runs.later).toEqual([]);
  });
});
