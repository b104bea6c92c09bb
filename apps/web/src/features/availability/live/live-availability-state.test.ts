import { describe, expect, it } from 'vitest';
import { sampleBranches } from '../availability-fixtures';
import {
  initialLiveAvailability,
  liveAvailabilityFailed,
  liveAvailabilityReducer,
  type LiveAvailabilityAction,
  type LiveAvailabilityState,
} from './live-availability-state';

const [first, second] = sampleBranches;
const frame = (generation: number, value: unknown): LiveAvailabilityAction => ({
  type: 'frame',
  generation,
  frame: value,
});
const run = (...actions: LiveAvailabilityAction[]): LiveAvailabilityState =>
  actions.reduce(liveAvailabilityReducer, initialLiveAvailability);
const started = (generation = 1, requestId = 'r1') => [
  { type: 'requested', generation } as const,
  frame(generation, { event: 'started', requestId }),
];
const names = (state: LiveAvailabilityState) => state.branches.map((result) => result.branch.name);

describe('live availability state (spec 3 §4.2)', () => {
  it('collects branches in arrival order, then completes', () => {
    const state = run(
      ...started(),
      frame(1, { event: 'availability', requestId: 'r1', data: first }),
      frame(1, { event: 'availability', requestId: 'r1', data: second }),
      frame(1, { event: 'completed', requestId: 'r1', branches: 2 }),
    );
    expect(state.status).toBe('completed');
    expect(names(state)).toEqual([first!.branch.name, second!.branch.name]);
  });

  it('ignores an availability event for a branch already present', () => {
    const state = run(
      ...started(),
      frame(1, { event: 'availability', requestId: 'r1', data: first }),
      frame(1, { event: 'availability', requestId: 'r1', data: { ...first, mostAvailable: 0 } }),
    );
    expect(state.branches).toHaveLength(1);
    expect(state.branches[0]!.mostAvailable).toBe(first!.mostAvailable);
  });

  it.each([
    ['another request id', frame(1, { event: 'availability', requestId: 'other', data: first })],
    ['an older request (generation)', frame(0, { event: 'availability', requestId: 'r1', data: first })],
    [
      'a malformed branch',
      frame(1, { event: 'availability', requestId: 'r1', data: { branch: { id: 'x' } } }),
    ],
    ['not an object', frame(1, 'hello')],
    ['an unknown event', frame(1, { event: 'pong', requestId: 'r1' })],
  ])('ignores %s', (_name, action) => {
    expect(run(...started(), action).branches).toEqual([]);
  });

  it('a new request clears the results and frames of the old one are ignored', () => {
    const state = run(
      ...started(1, 'old'),
      frame(1, { event: 'availability', requestId: 'old', data: first }),
      ...started(2, 'new'),
      frame(1, { event: 'availability', requestId: 'old', data: second }),
      frame(1, { event: 'completed', requestId: 'old' }),
    );
    expect(state).toMatchObject({ status: 'loading', requestId: 'new', branches: [] });
  });

  it('waits for its started event before taking branches', () => {
    expect(
      run(
        { type: 'requested', generation: 1 },
        frame(1, { event: 'availability', requestId: 'r1', data: first }),
      ).branches,
    ).toEqual([]);
  });

  it.each([
    [
      'an error of the request',
      frame(1, { event: 'error', requestId: 'r1', message: 'Basket not found' }),
      'Basket not found',
    ],
    [
      'an error before it started (bad arguments)',
      frame(1, { event: 'error', message: 'GetAvailability: latitude' }),
      'GetAvailability: latitude',
    ],
    ['an error without text', frame(1, { event: 'error', requestId: 'r1' }), liveAvailabilityFailed],
    ['the socket closing mid-way', { type: 'disconnected', generation: 1 } as const, liveAvailabilityFailed],
  ])('fails on %s', (_name, action, message) => {
    expect(run(...started(), action)).toMatchObject({ status: 'error', error: message });
  });

  it('a socket closing after completion changes nothing', () => {
    expect(
      run(...started(), frame(1, { event: 'completed', requestId: 'r1' }), {
        type: 'disconnected',
        generation: 1,
      }).status,
    ).toBe('completed');
  });
});
