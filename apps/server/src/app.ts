import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import cookie from '@fastify/cookie';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { AppDependencies } from './app-dependencies';
import { registerErrorHandler } from './plugins/error-handler';
import { requestLogSerializers } from './plugins/log-fields';
import { registerRequestInputGuards, validatorCompiler } from './plugins/request-input';
import { registerStaticSpa } from './plugins/static-spa';
import { registerOpenApi } from './plugins/openapi';
import { responseSerializerCompiler } from './plugins/response-serializer';
import { registerModules } from './modules/register-modules';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebSocketSupport } from './live/register-live';

const defaultDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** A caller's X-Request-Id is kept when it is a plain token: it is echoed in a header and written to the log. */
const traceableId = (value: unknown) => (typeof value === 'string' && /^[\w.:-]{1,64}$/.test(value) ? value : undefined);

/** Builds the whole app without listening, so tests drive it through app.inject. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger === false ? false : { level: deps.config.logLevel, serializers: requestLogSerializers, ...(typeof deps.logger === 'object' ? deps.logger : {}) },
    genReqId: (request) => traceableId(request.headers['x-request-id']) ?? randomUUID(),
    requestIdHeader: false,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: 1_048_576,
    trustProxy: deps.config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ check: deps.config.responseCheck }));
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandler(app);
  registerRequestInputGuards(app);
  registerSecurityHeaders(app, { https: deps.config.cookieSecure });

  await app.register(cookie);
  await app.register(formbody);
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: { fileSize: 2_000_000, files: 2 } });
  // Before any route and before the session guard (decision 008): a refused handshake then closes its socket.
  await registerWebSocketSupport(app);
  await registerOpenApi(app);
  await registerModules(app, deps);
  await registerStaticSpa(app, deps.config.webDistDir ?? defaultDistDir, { ssrDir: deps.config.webSsrDir, renderLimits: deps.config.serverRenderLimits, ...(deps.config.serverRender ? {} : { renderPage: null }) });
  return app;
}
