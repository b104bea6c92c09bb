import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import cookie from '@fastify/cookie';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { AppConfig } from './config/env';
import type { DatabaseHandle } from './db/client';
import type { Providers } from './providers/providers';
import { registerErrorHandler } from './plugins/error-handler';
import { registerStaticSpa } from './plugins/static-spa';
import { registerOpenApi } from './plugins/openapi';
import { registerModules } from './modules/register-modules';
import { registerSession } from './plugins/session';
import { registerCsrf } from './plugins/csrf';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerLive } from './live/register-live';
import { createSessionRepository } from './modules/auth/session.repository';
import { createSessionService } from './modules/auth/session.service';
import { createCredentialsRepository } from './modules/auth/credentials.repository';
import { createLoginAttemptLimiter } from './modules/auth/login-attempt-limiter';
import { createAuthService } from './modules/auth/auth.service';
import type { Clock } from './lib/clock';
import type { JobQueue } from './jobs/jobs';

export interface AppDependencies {
  config: AppConfig;
  database: DatabaseHandle;
  providers: Providers;
  clock: Clock;
  /** Background jobs (decision 009): services enqueue; the worker is started and stopped by server.ts. */
  jobs: JobQueue;
  /** Pino logger options, or false in tests. */
  logger?: boolean | object;
}

const defaultDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the whole app without listening, so tests drive it through app.inject. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? { level: deps.config.logLevel },
    genReqId: (request) => (request.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID(),
    requestIdHeader: false,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: 1_048_576,
    trustProxy: deps.config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandler(app);
  registerSecurityHeaders(app);

  const { config, database, clock } = deps;
  const sessionService = createSessionService({ sessionRepository: createSessionRepository(database.db), clock, ttlHours: config.sessionTtlHours });
  const authService = createAuthService({
    credentialsRepository: createCredentialsRepository(database.db),
    sessionService,
    loginLimiter: createLoginAttemptLimiter({ max: config.loginRateLimitMax, windowMs: 60_000, clock }),
    maxAttempts: config.loginRateLimitMax,
  });

  await app.register(cookie);
  await app.register(formbody);
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: { fileSize: 2_000_000, files: 2 } });
  await registerLive(app, { sessionService, allowedOrigins: config.liveAllowedOrigins });
  await registerOpenApi(app);
  // Hook order matters: cookies parsed → session guard (401/403) → CSRF (403) → body parsing and validation.
  registerSession(app, { sessionService, cookies: { secure: config.cookieSecure } });
  registerCsrf(app);
  await registerModules(app, { ...deps, authService, sessionTtlSeconds: sessionService.ttlSeconds });
  await registerStaticSpa(app, deps.config.webDistDir ?? defaultDistDir);
  return app;
}
