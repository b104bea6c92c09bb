import { setTimeout as delay } from 'node:timers/promises';
import { pingArgs } from '@sparesfinder/contracts/live';
import { defineInvocation } from './invocation';

/**
 * The plumbing check every hub answers: waits `delayMs` (aborted by a newer invocation or a closed socket), sends a
 * `pong` event, completes with the message. Real invocations (GetAvailability) arrive with their feature.
 */
export const pingInvocation = defineInvocation({
  name: 'Ping',
  args: pingArgs,
  async handle({ message, delayMs }, call) {
    if (delayMs > 0) await delay(delayMs, undefined, { signal: call.signal });
    call.emit('pong', { message });
    return { message };
  },
});
