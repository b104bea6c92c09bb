import { GetAvailabilityRequest } from '@sparesfinder/contracts/availability';
import { defineInvocation } from '../../live/invocation';
import type { AvailabilityService } from './availability.service';

/**
 * GetAvailability on /availabilityHub (wire format in contracts/availability.ts): one `availability` event per
 * branch as it is computed, then `completed` with the branch count. The hub cancels it (call.signal) on a new
 * invocation or a closed socket.
 */
export const createGetAvailabilityInvocation = (availabilityService: AvailabilityService) =>
  defineInvocation({
    name: 'GetAvailability',
    args: GetAvailabilityRequest,
    async handle(args, call) {
      const actor = { userId: call.session.userId, organisationId: call.session.organisationId };
      const branches = await availabilityService.streamAvailability(actor, args, call.signal, (branch) => call.emit('availability', { data: branch }));
      return { branches };
    },
  });
