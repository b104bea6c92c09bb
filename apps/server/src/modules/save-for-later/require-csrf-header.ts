import type { FastifyRequest } from 'fastify';
import { forbidden } from '@sparesfinder/contracts/errors';
import { messages } from '@sparesfinder/contracts/messages';
import { cookieNames, csrfHeaderName } from '@sparesfinder/contracts/routes';
import { tokensMatch } from '../auth/session-token';

/**
 * spec 2 §7 makes BulkDeleteSaveForLater a GET, which the global CSRF hook does not cover (it guards only
 * POST/PUT/PATCH/DELETE). A cross-site link could then delete a saved order, so this GET demands the same
 * double-submit header as a POST. Used as a preHandler.
 */
export async function requireCsrfHeader(request: FastifyRequest): Promise<void> {
  const header = request.headers[csrfHeaderName];
  if (!tokensMatch(header, request.cookies[cookieNames.csrf]) || !tokensMatch(header, request.session?.csrfToken)) {
    throw forbidden(messages.auth.invalidCsrfToken);
  }
}
