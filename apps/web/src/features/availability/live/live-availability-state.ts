import { BranchAvailability } from '@sparesfinder/contracts/availability';

/**
 * What the page knows of its availability request on /availabilityHub (spec 3 §4.2; wire format in
 * contracts/availability.ts). A pure reducer over the hub's frames, so the rules are tested without a socket:
 * - only the latest request counts: each request has its own socket and generation; a new one clears the results,
 *   and frames of an older generation are ignored (closing its socket cancels it on the server, but frames already
 *   on the wire may still arrive);
 * - inside a request, only frames carrying its request id count;
 * - an availability event for a branch already present is ignored (spec 3 §4.2).
 */
export interface LiveAvailabilityState {
  status: 'idle' | 'loading' | 'completed' | 'error';
  generation: number;
  /** From the started event; null until it arrives. */
  requestId: string | null;
  branches: BranchAvailability[];
  error: string | null;
}

export type LiveAvailabilityAction =
  | { type: 'requested'; generation: number }
  | { type: 'frame'; generation: number; frame: unknown }
  | { type: 'disconnected'; generation: number };

export const initialLiveAvailability: LiveAvailabilityState = {
  status: 'idle',
  generation: 0,
  requestId: null,
  branches: [],
  error: null,
};

/** Shown when the socket drops or the server reports a failure without a text of its own. */
export const liveAvailabilityFailed = 'We could not load branch availability. Please try again.';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export function liveAvailabilityReducer(
  state: LiveAvailabilityState,
  action: LiveAvailabilityAction,
): LiveAvailabilityState {
  if (action.type === 'requested')
    return { status: 'loading', generation: action.generation, requestId: null, branches: [], error: null };
  if (action.generation !== state.generation || state.status !== 'loading') return state;
  if (action.type === 'disconnected') return { ...state, status: 'error', error: liveAvailabilityFailed };
  return onFrame(state, action.frame);
}

function onFrame(state: LiveAvailabilityState, frame: unknown): LiveAvailabilityState {
  if (!isRecord(frame) || typeof frame.event !== 'string') return state;
  const requestId = typeof frame.requestId === 'string' ? frame.requestId : null;
  const ours = requestId !== null && requestId === state.requestId;
  switch (frame.event) {
    case 'started':
      return state.requestId === null && requestId !== null ? { ...state, requestId } : state;
    case 'availability': {
      if (!ours) return state;
      const parsed = BranchAvailability.safeParse(frame.data);
      if (!parsed.success || state.branches.some((known) => known.branch.id === parsed.data.branch.id))
        return state;
      return { ...state, branches: [...state.branches, parsed.data] };
    }
    case 'completed':
      return ours ? { ...state, status: 'completed' } : state;
    case 'error':
      // Ours, or about our frame before it started anything (bad arguments).
      if (requestId !== null && !ours) return state;
      return {
        ...state,
        status: 'error',
        error: typeof frame.message === 'string' && frame.message ? frame.message : liveAvailabilityFailed,
      };
    default:
      return state;
  }
}
