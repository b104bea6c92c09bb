import type { AppConfig } from '../config/env';

/**
 * The origin links in e-mails start with (invitations). PUBLIC_URL when it is set, which production requires
 * (config/env.ts): a request's Host header is the client's to choose, so a link built from it could send an invitee
 * to someone else's site with a live token. Outside production (a developer's machine, the tests) the request's own
 * origin serves, so `npm start` works without configuration.
 */
export function linkOrigin(config: Pick<AppConfig, 'publicUrl' | 'nodeEnv'>, request: { protocol: string; host: string }): string {
  if (config.publicUrl) return config.publicUrl;
  if (config.nodeEnv === 'production') throw new Error('PUBLIC_URL is required in production (checked at boot)');
  return `${request.protocol}://${request.host}`;
}
