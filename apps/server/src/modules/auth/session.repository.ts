import { and, eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sessions, users } from '../../db/schema/index';

export interface NewSession {
  tokenHash: string;
  userId: number;
  organisationId: number;
  csrfToken: string;
  utm: Record<string, string>;
  createdAt: Date;
  expiresAt: Date;
}

export interface StoredSession {
  tokenHash: string;
  userId: number;
  organisationId: number;
  csrfToken: string;
  utm: Record<string, string>;
  lastSeenAt: Date;
  expiresAt: Date;
  roleName: string;
  isActive: boolean;
}

/**
 * Sessions are looked up by the hash of the cookie token. The user's role and active flag are read on every
 * request (not copied at sign-in), so disabling a user or changing a role takes effect at once.
 */
export function createSessionRepository(db: Executor) {
  return {
    async insertSession(session: NewSession): Promise<void> {
      await db.insert(sessions).values({ ...session, lastSeenAt: session.createdAt });
    },
    async findSessionByTokenHash(tokenHash: string): Promise<StoredSession | undefined> {
      const [row] = await db
        .select({
          tokenHash: sessions.tokenHash,
          userId: sessions.userId,
          // The organisation comes from the user row so it can never disagree with the user.
          organisationId: users.organisationId,
          csrfToken: sessions.csrfToken,
          utm: sessions.utm,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          roleName: users.roleName,
          isActive: users.isActive,
        })
        .from(sessions)
        .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.organisationId, sessions.organisationId)))
        .where(eq(sessions.tokenHash, tokenHash))
        .limit(1);
      return row;
    },
    async extendSession(tokenHash: string, lastSeenAt: Date, expiresAt: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.tokenHash, tokenHash));
    },
    async deleteSession(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },
    /** Housekeeping at sign-in: a user's expired sessions are removed so the table does not grow forever. */
    async deleteExpiredSessionsOfUser(userId: number, now: Date): Promise<void> {
      await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
