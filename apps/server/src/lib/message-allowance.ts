import { rateLimited } from '@sparesfinder/contracts/errors';
import { messages } from '@sparesfinder/contracts/messages';
import { sentMessagesLimit, windowRetryAfterSeconds } from '@sparesfinder/domain/throttle';
import type { ThrottleCountersRepository } from '../db/throttle-counters.repository';
import type { Actor } from './actor';

/**
 * Messages a user sends to our team (contact form, sourcing requests, cash back) are counted per user in the shared
 * counters: past the allowance the call answers 429 with Retry-After and nothing is stored or mailed.
 */
export function createMessageAllowance(deps: { throttleCounters: ThrottleCountersRepository }) {
  return {
    async spendOne(actor: Actor, now: Date): Promise<void> {
      const [state] = await deps.throttleCounters.hit([`messages:user:${actor.userId}`], now, sentMessagesLimit.windowSeconds);
      if (state && state.count > sentMessagesLimit.max) throw rateLimited(messages.contact.tooManyMessages, windowRetryAfterSeconds(state, now, sentMessagesLimit));
    },
  };
}
export type MessageAllowance = ReturnType<typeof createMessageAllowance>;
