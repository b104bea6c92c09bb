import { rateLimited } from '@sparesfinder/contracts/errors';
import { messages } from '@sparesfinder/contracts/messages';
import { accountChecksLimit, windowRetryAfterSeconds } from '@sparesfinder/domain/throttle';
import type { ThrottleCountersRepository } from '../../db/throttle-counters.repository';
import type { Clock } from '../../lib/clock';

/**
 * Counts an organisation's automatic account checks against a merchant's register in the shared throttle counters
 * (domain throttle.ts accountChecksLimit): past the allowance the call answers 429 with Retry-After and the register
 * is not read, so the answer (found or not) is never given.
 */
export function createAccountCheckAllowance(deps: { throttleCounters: ThrottleCountersRepository; clock: Clock; maxPerHour: number }) {
  const limit = accountChecksLimit(deps.maxPerHour);
  return {
    async spendOne(organisationId: number): Promise<void> {
      const now = deps.clock.now();
      const [state] = await deps.throttleCounters.hit([`account-checks:org:${organisationId}`], now, limit.windowSeconds);
      if (state && state.count > limit.max) throw rateLimited(messages.accountAdmin.tooManyAccountChecks, windowRetryAfterSeconds(state, now, limit));
    },
  };
}
export type AccountCheckAllowance = ReturnType<typeof createAccountCheckAllowance>;
