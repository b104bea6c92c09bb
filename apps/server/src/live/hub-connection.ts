import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { DomainError } from '@sparesfinder/contracts/errors';
import { hubEventNames, invocationFrame, sessionEndedCloseCode, type HubEvent } from '@sparesfinder/contracts/live';
import { messages } from '@sparesfinder/contracts/messages';
import type { SessionContext } from '../plugins/session';
import type { Invocation, InvocationCall } from './invocation';

export interface ConnectionOptions {
  invocations: ReadonlyMap<string, Invocation>;
  /** The socket's user as of now (the handshake's cookie resolved again), or null once the session has ended. */
  authenticate(): Promise<SessionContext | null>;
  log: FastifyBaseLogger;
  /** A socket that does not answer a ping within this time is dropped (its call cancelled). */
  heartbeatMs: number;
}

export const frameErrors = {
  notText: 'Frames must be JSON text.',
  invalid: 'Invalid frame: expected {"invoke": "<name>", "args": {…}}.',
  unknownInvocation: (name: string) => `Unknown invocation: ${name}.`,
  invalidArgs: (name: string, detail: string) => `Invalid arguments for ${name}: ${detail}`,
};

const reservedEvents = new Set<string>(hubEventNames);

/** Sends one event if the socket is still open (a closed socket just drops it). */
export function sendEvent(socket: WebSocket, event: HubEvent): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
}

/**
 * Serves one socket: parses and validates each frame, runs one invocation at a time (a new one aborts the running
 * one's signal), sends started → events → completed or error, and cancels on close. Listeners are attached
 * synchronously, before any await, so no frame is dropped (@fastify/websocket README).
 */
export function serveConnection(socket: WebSocket, options: ConnectionOptions): void {
  let current: AbortController | undefined;
  const cancelCurrent = (reason: string) => current?.abort(new Error(reason));

  // A socket that misses a ping for a whole interval is dead (a closed laptop lid sends no close frame).
  let answeredPing = true;
  const heartbeat = setInterval(() => {
    if (!answeredPing) return socket.terminate();
    answeredPing = false;
    socket.ping();
  }, options.heartbeatMs);
  heartbeat.unref();

  socket.on('pong', () => {
    answeredPing = true;
  });
  socket.on('message', (data, isBinary) => {
    void handleFrame(isBinary ? null : data.toString()).catch((error: unknown) => options.log.error({ err: error }, 'live frame failed'));
  });
  socket.on('close', () => {
    cancelCurrent('socket closed');
    clearInterval(heartbeat);
  });

  async function handleFrame(text: string | null): Promise<void> {
    if (text === null) return sendEvent(socket, { event: 'error', message: frameErrors.notText });
    const frame = invocationFrame.safeParse(parseJson(text));
    if (!frame.success) return sendEvent(socket, { event: 'error', message: frameErrors.invalid });
    const invocation = options.invocations.get(frame.data.invoke);
    if (!invocation) return sendEvent(socket, { event: 'error', message: frameErrors.unknownInvocation(frame.data.invoke) });
    const args = invocation.args.safeParse(frame.data.args ?? {});
    if (!args.success) {
      const detail = args.error.issues.map((issue) => `${issue.path.join('.') || 'args'}: ${issue.message}`).join('; ');
      return sendEvent(socket, { event: 'error', message: frameErrors.invalidArgs(invocation.name, detail) });
    }

    // A valid invocation supersedes the running one, synchronously, so frames are served in arrival order.
    cancelCurrent('superseded');
    const controller = new AbortController();
    current = controller;
    const requestId = randomUUID();

    const session = await options.authenticate();
    if (controller.signal.aborted) return;
    if (!session) {
      sendEvent(socket, { event: 'error', requestId, message: messages.auth.notSignedIn });
      return socket.close(sessionEndedCloseCode, 'session ended');
    }
    await runInvocation(invocation, args.data, { requestId, session, controller });
  }

  async function runInvocation(invocation: Invocation, args: unknown, context: { requestId: string; session: SessionContext; controller: AbortController }) {
    const { requestId, controller } = context;
    const { signal } = controller;
    const call: InvocationCall = {
      requestId,
      session: context.session,
      signal,
      emit(event, data = {}) {
        if (reservedEvents.has(event)) throw new Error(`"${event}" is sent by the hub itself`);
        if (!signal.aborted) sendEvent(socket, { ...data, event, requestId });
      },
    };
    sendEvent(socket, { event: 'started', requestId });
    try {
      const result = await invocation.handle(args, call);
      if (!signal.aborted) sendEvent(socket, { ...result, event: 'completed', requestId });
    } catch (error) {
      if (signal.aborted) return;
      if (error instanceof DomainError) return sendEvent(socket, { event: 'error', requestId, message: error.message });
      options.log.error({ err: error, invocation: invocation.name, requestId }, 'live invocation failed');
      sendEvent(socket, { event: 'error', requestId, message: messages.common.somethingWentWrong });
    } finally {
      if (current === controller) current = undefined;
    }
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
