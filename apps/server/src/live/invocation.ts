import type { z } from 'zod';
import type { SessionContext } from '../plugins/session';

/** What an invocation's handler gets besides its arguments. */
export interface InvocationCall {
  readonly requestId: string;
  /** The signed-in user, checked again as this invocation arrived (not only at the handshake). */
  readonly session: SessionContext;
  /** Aborted when the client sends another invocation or the socket closes: stop work and return. */
  readonly signal: AbortSignal;
  /** Sends one event of this call ({"event": name, "requestId": …, …data}); dropped once the call is cancelled. */
  emit(event: string, data?: Record<string, unknown>): void;
}

/**
 * One named call a hub answers: zod arguments and a handler. What the handler returns is spread into the
 * `completed` event; a thrown DomainError's message goes to the client, anything else is logged and answered
 * with the generic text.
 */
export interface Invocation<Schema extends z.ZodType = z.ZodType> {
  readonly name: string;
  readonly args: Schema;
  handle(args: z.output<Schema>, call: InvocationCall): Promise<Record<string, unknown> | void>;
}

/** Typed helper: the handler's `args` is the schema's output type. */
export function defineInvocation<Schema extends z.ZodType>(invocation: Invocation<Schema>): Invocation<Schema> {
  return invocation;
}
