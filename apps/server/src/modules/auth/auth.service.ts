import { forbidden, rateLimited, unauthorised } from '@sparesfinder/contracts/errors';
import { messages } from '@sparesfinder/contracts/messages';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { CredentialsRepository } from './credentials.repository';
import type { LoginAttemptLimiter } from './login-attempt-limiter';
import type { IssuedSession, SessionService } from './session.service';

export interface SignInInput {
  email: string;
  password: string;
  /** Client address: attempts are counted per address and e-mail. */
  ip: string;
  /** The cookie the browser came with, if any: ended before the new session starts. */
  previousToken: unknown;
  utm: Record<string, string>;
}

/**
 * Wider limits on top of the per address+e-mail one: an address across all e-mails (credential stuffing), and an
 * e-mail across all addresses (guessing one account from many addresses, or with a forged X-Forwarded-For).
 */
const wideLimitFactor = 5;

export function createAuthService(deps: {
  credentialsRepository: CredentialsRepository;
  sessionService: SessionService;
  loginLimiter: LoginAttemptLimiter;
  maxAttempts: number;
}) {
  const { credentialsRepository, sessionService, loginLimiter } = deps;
  // Verifying against a throw-away hash when the e-mail is unknown keeps both failures equally slow.
  let decoyHash: Promise<string> | undefined;
  const decoy = () => (decoyHash ??= hashPassword('decoy-password-for-unknown-accounts'));

  return {
    async signIn(input: SignInInput): Promise<IssuedSession> {
      const email = input.email.trim().toLowerCase();
      const key = `${input.ip}|${email}`;
      const wideMax = deps.maxAttempts * wideLimitFactor;
      const withinLimit =
        loginLimiter.tryAttempt(key) && loginLimiter.tryAttempt(`${input.ip}|*`, wideMax) && loginLimiter.tryAttempt(`*|${email}`, wideMax);
      if (!withinLimit) throw rateLimited(messages.auth.tooManyAttempts);

      const user = await credentialsRepository.findCredentialsByEmail(email);
      const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoy()), input.password);
      // The same message for an unknown e-mail and a wrong password: never reveal which accounts exist.
      if (!user || !passwordOk) throw unauthorised(messages.auth.invalidCredentials);
      // Told only to someone who knows the password.
      if (!user.isActive) throw forbidden(messages.auth.accountDisabled);

      loginLimiter.reset(key);
      await sessionService.endSession(input.previousToken);
      return sessionService.startSession(user, input.utm);
    },

    signOut: (token: unknown) => sessionService.endSession(token),
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
