import { and, eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedRows, type PreparedStatement } from '../../db/prepared';
import { sessions } from '../../db/schema/index';

export interface NewSession {
  tokenHash: string;
  userId: number;
  organisationId: number;
  csrfToken: string;
  utm: Record<string, string>;
  createdAt: Date;
  expiresAt: Date;
}

/** A stored session as read back, with its user's current role and active flag. */
export interface StoredSession extends NewSession {
  lastSeenAt: Date;
  roleName: string;
  isActive: boolean;
}

/**
 * The session for a token hash ($1), with its user's role and active flag. Every signed-in request runs it, so it
 * is a named prepared statement (db/prepared.ts). The organisation comes from the user row so it can never disagree
 * with the user.
 */
const sessionByTokenHash: PreparedStatement = {
  name: 'session-by-token-hash',
  text: `SELECT s.token_hash AS "tokenHash", s.user_id AS "userId", u.organisation_id AS "organisationId", s.csrf_token AS "csrfToken",
      s.utm, s.created_at AS "createdAt", s.last_seen_at AS "lastSeenAt", s.expires_at AS "expiresAt", u.role_name AS "roleName", u.is_active AS "isActive"
    FROM sessions s JOIN users u ON u.id = s.user_id AND u.organisation_id = s.organisation_id
    WHERE s.token_hash = $1`,
};

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
      const [row] = await preparedRows<StoredSession>(db, sessionByTokenHash, [tokenHash]);
      // Drizzle's own connection (inside a transaction) hands timestamps back as text.
      return row && { ...row, createdAt: new Date(row.createdAt), lastSeenAt: new Date(row.lastSeenAt), expiresAt: new Date(row.expiresAt) };
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
