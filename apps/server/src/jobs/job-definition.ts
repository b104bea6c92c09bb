import type { z } from 'zod';

/**
 * A kind of background job: a queue name and its payload's zod schema, plus how failures are retried. Declared once
 * beside the feature that owns it; the enqueuing side and the handling side both use this object, so the payload
 * type is checked at compile time on both and validated at run time on both (decision 009).
 */
export interface JobDefinition<Schema extends z.ZodType = z.ZodType> {
  /** The queue's name: letters, digits and `.-_/` (e.g. `mail.deliver`). Never rename one with jobs waiting. */
  readonly name: string;
  readonly payload: Schema;
  /** Retries after the first failure (0 = a failure is final). */
  readonly retryLimit: number;
  /** Wait before a retry; with `retryBackoff` it doubles each time, with jitter. */
  readonly retryDelaySeconds: number;
  readonly retryBackoff: boolean;
  /** An attempt still running after this long is failed (then retried): a crashed worker's job is not lost. */
  readonly expireInSeconds: number;
}

export function defineJob<Schema extends z.ZodType>(definition: {
  name: string;
  payload: Schema;
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
}): JobDefinition<Schema> {
  if (!/^[\w.\-/]+$/.test(definition.name)) throw new Error(`Invalid job name: ${definition.name}`);
  return { retryLimit: 3, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 15 * 60, ...definition };
}

/** What a handler gets besides its payload. */
export interface JobContext {
  jobId: string;
  /** 1 for the first attempt, 2 for the first retry, … */
  attempt: number;
  /** Aborted when the worker stops: finish quickly or throw, and the job is retried after the restart. */
  signal: AbortSignal;
}

/** Runs one job. Throwing fails the attempt (retried while retries are left); returning completes the job. */
export type JobHandler<Schema extends z.ZodType> = (payload: z.output<Schema>, context: JobContext) => Promise<void>;

export interface EnqueueOptions {
  /**
   * Idempotency: a second enqueue with the same key (for the same job) does nothing while the first is remembered,
   * i.e. while it waits, runs, and for 7 days after it finished. Use it for "once per thing" work
   * (`order-123-confirmation`), so a retried request cannot queue the work twice.
   */
  singletonKey?: string;
  /** Not before this time (the database's clock decides when it is due). */
  startAfter?: Date;
  /** Overrides the definition's retry limit for this job. */
  retryLimit?: number;
}

export interface EnqueuedJob {
  jobId: string;
  /** false when a job with the same singleton key already existed (its id is returned). */
  created: boolean;
}

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export interface JobStatus {
  state: JobState;
  /** Retries started so far: attempts made − 1 (a job waiting for its first retry still says 0). */
  retryCount: number;
  /** The last failure's message, if the job failed or is waiting for a retry. */
  lastError: string | null;
}
