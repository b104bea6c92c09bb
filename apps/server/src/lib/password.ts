import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id: the package exports a const enum, which isolatedModules cannot read. */
const argon2id = 2;

// OWASP 2024 minimum for argon2id: 19 MiB memory, 2 iterations, 1 lane.
const options = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // malformed hash: treat as a failed sign-in, never a 500
  }
}
