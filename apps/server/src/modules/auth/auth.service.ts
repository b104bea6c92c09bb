import { forbidden, rateLimited, unauthorised } from '@sparesfinder/contracts/errors';
import { messages } from '@sparesfinder/contracts/messages';
import { retryAfterSeconds, signInPolicies } from '@sparesfinder/domain/throttle';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { CredentialsRepository } from './credentials.repository';
import type { ThrottleCountersRepository } from '../../db/throttle-counters.repository';
import type { Clock } from '../../lib/clock';
import type { IssuedSession, SessionService } from './session.service';

export interface SignInInput {
  email: string;
  password: string;
  /** Client address: failures are counted per address and per e-mail (account). */
  ip: string;
  /** The cookie the browser came with, if any: ended before the new session starts. */
  previousToken: unknown;
  utm: Record<string, string>;
}

export function createAuthService(deps: {
  credentialsRepository: CredentialsRepository;
  sessionService: SessionService;
  throttleCounters: ThrottleCountersRepository;
  /** LOGIN_RATE_LIMIT_MAX: failures an account may have before it waits (an address five times as many). */
  maxFailures: number;
  clock: Clock;
}) {
  const { credentialsRepository, sessionService, throttleCounters, clock } = deps;
  const policies = signInPolicies(deps.maxFailures);
  // Verifying against a throw-away hash when the e-mail is unknown keeps both failures equally slow.
  let decoyHash: Promise<string> | undefined;
  const decoy = () => (decoyHash ??= hashPassword('decoy-password-for-unknown-accounts'));

  return {
    async signIn(input: SignInInput): Promise<IssuedSession> {
      const email = input.email.trim().toLowerCase();
      // Checked before the password hash is computed, so guessing costs us nothing. Unknown e-mails are counted
      // like real ones: the answer never tells which accounts exist.
      const accountKey = `sign-in:account:${email}`;
      const addressKey = `sign-in:address:${input.ip}`;
      const counters = await throttleCounters.read([accountKey, addressKey]);
      const now = clock.now();
      const wait = Math.max(retryAfterSeconds(counters.get(accountKey), now, policies.account), retryAfterSeconds(counters.get(addressKey), now, policies.address));
      if (wait > 0) throw rateLimited(messages.auth.tooManyAttempts, wait);

      const user = await credentialsRepository.findCredentialsByEmail(email);
      const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoy()), input.password);
      if (!user || !passwordOk) {
        // Only failures count: a busy office behind one address signing in all day is never slowed.
        await throttleCounters.hit([accountKey, addressKey], now, policies.account.windowSeconds);
        // The same message for an unknown e-mail and a wrong password: never reveal which accounts exist.
        throw unauthorised(messages.auth.invalidCredentials);
      }
      // Told only to someone who knows the password.
      if (!user.isActive) throw forbidden(messages.auth.accountDisabled);

      await throttleCounters.clear([accountKey]);
      await sessionService.endSession(input.previousToken);
      return sessionService.startSession(user, input.utm);
    },

    signOut: (token: unknown) => sessionService.endSession(token),
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
