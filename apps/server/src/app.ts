import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import cookie from '@fastify/cookie';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { AppDependencies } from './app-dependencies';
import { registerErrorHandler } from './plugins/error-handler';
import { registerStaticSpa } from './plugins/static-spa';
import { registerOpenApi } from './plugins/openapi';
import { registerModules } from './modules/register-modules';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebSocketSupport } from './live/register-live';

const safeRequestId = /^[A-Za-z0-9._:-]{1,64}$/;
const defaultDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the whole app without listening, so tests drive it through app.inject. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? { level: deps.config.logLevel },
    // A caller's X-Request-Id is kept only when it is a plain token (it is logged and echoed): otherwise a new one.
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && safeRequestId.test(given) ? given : randomUUID();
    },
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
  registerSecurityHeaders(app, { https: deps.config.cookieSecure });

  await app.register(cookie);
  await app.register(formbody);
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: { fileSize: 2_000_000, files: 2 } });
  // Before any route and before the session guard (decision 008): a refused handshake then closes its socket.
  await registerWebSocketSupport(app);
  await registerOpenApi(app);
  await registerModules(app, deps);
  await registerStaticSpa(app, deps.config.webDistDir ?? defaultDistDir);
  return app;
}
