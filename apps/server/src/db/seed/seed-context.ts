import { scaleSizes, type ScaleSizes, type SeedScale } from './scales';

/** Everything a seeding step needs to know besides the rows of earlier steps. */
export interface SeedContext {
  scale: SeedScale;
  sizes: ScaleSizes;
  seed: number;
  /**
   * Reference time. History dates are offsets from it, so orders always fall in the last six months of the day the
   * world was seeded, while every other value stays the same for the same seed.
   */
  now: Date;
  /** argon2 hash of the demo password, computed once (argon2 is slow on purpose). */
  passwordHash: string;
}

export function createSeedContext(scale: SeedScale, seed: number, now: Date, passwordHash: string): SeedContext {
  return { scale, sizes: scaleSizes[scale], seed, now, passwordHash };
}
