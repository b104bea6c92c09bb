import { createHash } from 'node:crypto';

/** Our namespace for name-based job ids (a random v4 UUID, fixed forever: changing it forgets every key). */
const namespace = Buffer.from('5c0b7a52d4e34f8e9a7e2f1d6b3c8a90', 'hex');

/**
 * The job id for a singleton key: an RFC 4122 version-5 UUID of (job name, key). pg-boss inserts a job whose id
 * already exists as nothing (`ON CONFLICT DO NOTHING`), so the same key always lands on the same job.
 */
export function singletonJobId(jobName: string, key: string): string {
  const hash = createHash('sha1').update(namespace).update(`${jobName}\n${key}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
