/**
 * Seeded randomness. The demo world must be identical for the same seed (tests and benchmarks rely on its rows), so
 * nothing in the generator may call Math.random. Two tools:
 * - Random: a mulberry32 stream for sequential choices (accounts, history, branches).
 * - hash32/unit: a stateless hash of (seed, salt, index...) for per-row decisions in the big tables, so a row's values
 *   do not depend on how the rows are chunked or streamed (the full scale streams; the demo scale does not).
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    // mulberry32 (public domain): tiny, fast and good enough for test data.
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Price-like integer in [min, max] rounded to a step (e.g. 5p), so prices look hand-set. */
  pence(min: number, max: number, step = 5): number {
    return Math.max(step, Math.round(this.int(min, max) / step) * step);
  }

  /** A fresh independent stream, e.g. one per area, so adding rows to one area never reshuffles another. */
  fork(salt: string): Random {
    return new Random(hash32(this.int(0, 0x7fffffff), saltNumber(salt)));
  }
}

/** Stateless 32-bit hash of integers (murmur3 finaliser over a simple combine). */
export function hash32(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    h = Math.imul(h ^ (part | 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

/** Stateless uniform in [0, 1) for the given parts. */
export function unit(...parts: number[]): number {
  return hash32(...parts) / 4294967296;
}

/** Stable number for a string salt (FNV-1a). */
export function saltNumber(salt: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < salt.length; i++) h = Math.imul(h ^ salt.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** A deterministic RFC 4122 version-4-shaped UUID from the stream (basket keys must be stable across seeds). */
export function uuidFrom(random: Random): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random.next() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}
