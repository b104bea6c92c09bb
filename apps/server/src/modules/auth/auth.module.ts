import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../../app-dependencies';
import { registerCsrf } from '../../plugins/csrf';
import { registerSession } from '../../plugins/session';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';
import { createCredentialsRepository } from './credentials.repository';
import { createThrottleCountersRepository } from '../../db/throttle-counters.repository';
import { createSessionRepository } from './session.repository';
import { createSessionService } from './session.service';

/**
 * Sign-in, sign-out and sessions (spec 1 §2, decision 003). Registered first: its session guard and CSRF check
 * are hooks on the root, so every route registered after them is protected (plugins/public-paths.ts lists the
 * exceptions). Returns the session service, which the live channel uses to authenticate a socket.
 */
export async function registerAuth(app: FastifyInstance, deps: AppDependencies) {
  const { config, clock } = deps;
  const db = deps.database.db;
  const sessionService = createSessionService({ sessionRepository: createSessionRepository(db), clock, ttlHours: config.sessionTtlHours, absoluteHours: config.sessionAbsoluteHours });
  const authService = createAuthService({
    credentialsRepository: createCredentialsRepository(db),
    sessionService,
    throttleCounters: createThrottleCountersRepository(db),
    maxFailures: config.loginRateLimitMax,
    clock,
  });
  const cookies = { secure: config.cookieSecure };
  // Hook order matters: cookies parsed → session guard (401/403) → CSRF (403) → body parsing and validation.
  registerSession(app, { sessionService, cookies });
  registerCsrf(app);
  await app.register(authRoutes, { authService, sessionTtlSeconds: sessionService.ttlSeconds, cookies });
  return { sessionService };
}
export type AuthModule = Awaited<ReturnType<typeof registerAuth>>;
