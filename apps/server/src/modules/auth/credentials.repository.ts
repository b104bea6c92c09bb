import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/index';

export interface UserCredentials {
  id: number;
  organisationId: number;
  passwordHash: string;
  isActive: boolean;
}

/**
 * Sign-in is the one lookup that cannot be scoped by organisation: the organisation is what it finds out.
 * E-mails are stored lower-cased (db/schema/account.ts).
 */
export function createCredentialsRepository(db: Executor) {
  return {
    async findCredentialsByEmail(email: string): Promise<UserCredentials | undefined> {
      const [row] = await db
        .select({ id: users.id, organisationId: users.organisationId, passwordHash: users.passwordHash, isActive: users.isActive })
        .from(users)
        .where(eq(users.email, email.trim().toLowerCase()))
        .limit(1);
      return row;
    },
  };
}
export type CredentialsRepository = ReturnType<typeof createCredentialsRepository>;
