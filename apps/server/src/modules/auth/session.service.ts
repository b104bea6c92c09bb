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

/**
 * Sessions slide: each request (at most once a minute) moves the expiry to `ttlHours` ahead, but never beyond
 * `absoluteHours` after sign-in, however active the user (OWASP ASVS 3.3.1/3.3.4): a stolen cookie dies by then.
 */
export function createSessionService(deps: { sessionRepository: SessionRepository; clock: Clock; ttlHours: number; absoluteHours?: number }) {
  const { sessionRepository, clock } = deps;
  const ttlMs = deps.ttlHours * 3_600_000;
  const absoluteMs = (deps.absoluteHours ?? Number.POSITIVE_INFINITY) * 3_600_000;
  /** The expiry a session gets when seen at `now`: idle timeout ahead, capped by its absolute end. */
  const expiryAt = (createdAt: Date, now: Date) => new Date(Math.min(now.getTime() + ttlMs, createdAt.getTime() + absoluteMs));

  return {
    /** A new session's lifetime, and its cookies'. */
    ttlSeconds: Math.round(Math.min(ttlMs, absoluteMs) / 1000),

    /** Starts a new session (sign-in). The caller has already ended any previous one: rotation, no fixation. */
    async startSession(user: { id: number; organisationId: number }, utm: Record<string, string>): Promise<IssuedSession> {
      const now = clock.now();
      const token = generateToken();
      const csrfToken = generateToken();
      const expiresAt = expiryAt(now, now);
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
      const renewedUntil = expiryAt(stored.createdAt, now);
      if (renewedUntil.getTime() <= stored.expiresAt.getTime()) return { session };
      await sessionRepository.extendSession(tokenHash, now, renewedUntil);
      return { session, renewedForSeconds: Math.round((renewedUntil.getTime() - now.getTime()) / 1000) };
    },

    async endSession(token: unknown): Promise<void> {
      if (isWellFormedToken(token)) await sessionRepository.deleteSession(hashToken(token));
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
