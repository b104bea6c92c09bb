import type { Clock } from '../../lib/clock';
import type { ResolvedSession, SessionContext } from '../../plugins/session';
import type { SessionRepository } from './session.repository';
import { generateToken, hashToken, isWellFormedToken } from '../../lib/tokens';


/** The session cookie to hand to the browser. */
export interface IssuedSession {
  token: string;
  csrfToken: string;
  expiresAt: Date;
}


/** Sliding expiry is written at most once a minute per session, not on every request. */
const renewAfterMs = 60_000;

export function createSessionService(deps: { sessionRepository: SessionRepository; clock: Clock; ttlHours: number }) {
  const { sessionRepository, clock } = deps;
  const ttlMs = deps.ttlHours * 3_600_000;

  return {
    ttlSeconds: Math.round(ttlMs / 1000),

    /** Starts a new session (sign-in). The caller has already ended any previous one: rotation, no fixation. */
    async startSession(user: { id: number; organisationId: number }, utm: Record<string, string>): Promise<IssuedSession> {
      const now = clock.now();
      const token = generateToken();
      const csrfToken = generateToken();
      const expiresAt = new Date(now.getTime() + ttlMs);
      await sessionRepository.deleteExpiredSessionsOfUser(user.id, now);
      await sessionRepository.insertSession({
        tokenHash: hashToken(token),
        userId: user.id,
        organisationId: user.organisationId,
        csrfToken,
        utm,
        createdAt: now,
        expiresAt,
      });
      return { token, csrfToken, expiresAt };
    },

    /** The session for a cookie value, or null when missing, expired or its user was disabled. */
    async resolveSession(token: unknown): Promise<ResolvedSession | null> {
      if (!isWellFormedToken(token)) return null;
      const tokenHash = hashToken(token);
      const stored = await sessionRepository.findSessionByTokenHash(tokenHash);
      const now = clock.now();
      if (!stored || stored.expiresAt <= now || !stored.isActive) {
        if (stored) await sessionRepository.deleteSession(tokenHash);
        return null;
      }
      const session: SessionContext = {
        userId: stored.userId,
        organisationId: stored.organisationId,
        roleName: stored.roleName,
        csrfToken: stored.csrfToken,
        utm: stored.utm,
      };
      if (now.getTime() - stored.lastSeenAt.getTime() < renewAfterMs) return { session };
      const renewedUntil = new Date(now.getTime() + ttlMs);
      await sessionRepository.extendSession(tokenHash, now, renewedUntil);
      return { session, renewedUntil };
    },

    async endSession(token: unknown): Promise<void> {
      if (isWellFormedToken(token)) await sessionRepository.deleteSession(hashToken(token));
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
