import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { DatabaseHandle } from '../db/client';
import type { EnqueuedJob, EnqueueOptions, JobDefinition, JobHandler, JobStatus } from './job-definition';
import { singletonJobId } from './singleton-id';

/** The enqueuing side: what services and providers receive. */
export interface JobQueue {
  enqueue<Schema extends z.ZodType>(job: JobDefinition<Schema>, payload: z.input<Schema>, options?: EnqueueOptions): Promise<EnqueuedJob>;
}

export interface Jobs extends JobQueue {
  /** Registers the handler of a job kind; before `start()`. This process then works that queue. */
  handle<Schema extends z.ZodType>(job: JobDefinition<Schema>, handler: JobHandler<Schema>): void;
  /** Installs or upgrades pg-boss's schema, then polls every handled queue. Enqueueing works from here on. */
  start(log?: FastifyBaseLogger): Promise<void>;
  /** Stops polling and waits for running handlers (their signal aborted) up to the shutdown timeout. */
  stop(): Promise<void>;
  /** A job's state, for tests and support (null when unknown or deleted after its retention). */
  inspect(job: JobDefinition, jobId: string): Promise<JobStatus | null>;
}

export interface JobsOptions {
  database: DatabaseHandle;
  /** How often an idle worker looks for due jobs (pg-boss polls; ≥ 0.5 s). */
  pollingIntervalSeconds?: number;
  /** How long `stop()` waits for running handlers before failing them (they are retried after the restart). */
  shutdownTimeoutMs?: number;
}

const day = 24 * 60 * 60;

/**
 * Durable jobs on pg-boss (decision 009), through the app's own database connection on both drivers (PGlite and
 * PostgreSQL): pg-boss keeps its tables in the `pgboss` schema, beside Drizzle's, and migrates them itself.
 */
export function createJobs(options: JobsOptions): Jobs {
  const { database } = options;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: 'pgboss',
    // No cron schedules yet; turning this on starts pg-boss's clock-skew monitor and cron worker.
    schedule: false,
    // Finished jobs stay in pgboss.job for a week (so a singleton key is remembered that long), then a month in
    // the archive table.
    archiveCompletedAfterSeconds: 7 * day,
    archiveFailedAfterSeconds: 30 * day,
    deleteAfterDays: 30,
  });
  const handlers = new Map<string, { job: JobDefinition; handler: JobHandler<z.ZodType> }>();
  const createdQueues = new Set<string>();
  const stopping = new AbortController();
  let log: FastifyBaseLogger | undefined;
  let state: 'new' | 'started' | 'stopped' = 'new';

  boss.on('error', (error) => log?.error({ err: error }, 'job queue error'));

  const ensureQueue = async (job: JobDefinition) => {
    if (createdQueues.has(job.name)) return;
    await boss.createQueue(job.name, { name: job.name });
    createdQueues.add(job.name);
  };

  const work = (job: JobDefinition, handler: JobHandler<z.ZodType>) =>
    boss.work(job.name, { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async ([entry]) => {
      if (!entry) return;
      const context = { jobId: entry.id, attempt: entry.retryCount + 1, signal: stopping.signal };
      try {
        await handler(job.payload.parse(entry.data), context);
      } catch (error) {
        log?.warn({ err: error, job: job.name, jobId: entry.id, attempt: context.attempt }, 'job attempt failed');
        throw error;
      }
    });

  return {
    handle(job, handler) {
      if (state !== 'new') throw new Error(`Register job handlers before start (${job.name})`);
      if (handlers.has(job.name)) throw new Error(`Job ${job.name} already has a handler`);
      handlers.set(job.name, { job, handler: handler as JobHandler<z.ZodType> });
    },

    async start(logger) {
      if (state !== 'new') throw new Error('Jobs already started');
      log = logger;
      await boss.start();
      state = 'started';
      for (const { job, handler } of handlers.values()) {
        await ensureQueue(job);
        await work(job, handler);
      }
    },

    async stop() {
      if (state !== 'started') return;
      state = 'stopped';
      stopping.abort(new Error('worker stopping'));
      await boss.stop({ graceful: true, wait: true, close: false, timeout: options.shutdownTimeoutMs ?? 10_000 });
    },

    async enqueue(job, payload, enqueueOptions = {}) {
      if (state !== 'started') throw new Error(`Jobs are not running: cannot enqueue ${job.name}`);
      const data = job.payload.parse(payload) as object;
      await ensureQueue(job);
      const presetId = enqueueOptions.singletonKey === undefined ? undefined : singletonJobId(job.name, enqueueOptions.singletonKey);
      const jobId = await boss.send(job.name, data, {
        id: presetId,
        startAfter: enqueueOptions.startAfter,
        retryLimit: enqueueOptions.retryLimit ?? job.retryLimit,
        retryDelay: job.retryDelaySeconds,
        retryBackoff: job.retryBackoff,
        expireInSeconds: job.expireInSeconds,
      });
      if (jobId) return { jobId, created: true };
      if (presetId) return { jobId: presetId, created: false };
      throw new Error(`pg-boss did not create a ${job.name} job`);
    },

    async inspect(job, jobId) {
      const found = await boss.getJobById(job.name, jobId, { includeArchive: true });
      if (!found) return null;
      const output = found.output as { message?: unknown } | null;
      const failed = found.state === 'failed' || found.state === 'retry';
      return { state: found.state, retryCount: found.retryCount, lastError: failed && typeof output?.message === 'string' ? output.message : null };
    },
  };
}
