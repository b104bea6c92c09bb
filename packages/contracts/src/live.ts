import { z } from 'zod';

/**
 * Live hubs: a WebSocket per hub carrying JSON text frames (decision 008).
 *
 * client → server  {"invoke":"Ping","args":{...}}
 * server → client  {"event":"started","requestId":"…"}, then the call's own events ({"event":"pong","requestId":"…",…}),
 *                  then {"event":"completed","requestId":"…",…}; a failure is {"event":"error","message":"…"} (with the
 *                  requestId when it belongs to a call). A new invocation or a closed socket cancels the running one:
 *                  nothing more is sent for a cancelled call.
 */
export const liveHubPaths = {
  availability: '/availabilityHub',
} as const;

export const invocationFrame = z.object({
  invoke: z.string().min(1).max(64),
  args: z.record(z.string(), z.unknown()).optional(),
});
export type InvocationFrame = z.infer<typeof invocationFrame>;

/** Event names the hub itself sends; an invocation's own events use other names. */
export const hubEventNames = ['started', 'completed', 'error'] as const;

/**
 * Every frame the server sends. `event` names it (started, completed, error, or the call's own); `requestId` ties it
 * to a call (absent on an error about a frame that started none); `message` is set on errors.
 */
export interface HubEvent {
  event: string;
  requestId?: string;
  message?: string;
  [field: string]: unknown;
}

/** Close code when the session behind a socket has ended (signed out, expired): RFC 6455 "policy violation". */
export const sessionEndedCloseCode = 1008;
/** Close code when the server shuts down: RFC 6455 "going away" (reconnect). */
export const goingAwayCloseCode = 1001;

/** `Ping`: the plumbing check every hub answers. It waits `delayMs` (cancellable), sends `pong`, then completes. */
export const pingArgs = z.object({
  message: z.string().max(200).default('pong'),
  delayMs: z.number().int().min(0).max(10_000).default(0),
});
export type PingArgs = z.input<typeof pingArgs>;
