import { WebSocket } from 'ws';
import type { HubEvent } from '@sparesfinder/contracts/live';

/** A real WebSocket client for hub tests: collects every event and waits for the ones a test expects. */
export interface LiveClient {
  socket: WebSocket;
  events: HubEvent[];
  send(frame: unknown): void;
  /** Resolves with the first event (already received or still to come) matching `predicate`. */
  waitFor(predicate: (event: HubEvent) => boolean, timeoutMs?: number): Promise<HubEvent>;
  /** Resolves with the close code once the server (or the client) closed the socket. */
  closed: Promise<number>;
}

/** Opens a socket; rejects with `HTTP <status>` when the handshake is refused before the upgrade. */
export function openLiveClient(url: string, options: { origin?: string; cookie?: string; autoPong?: boolean } = {}): Promise<LiveClient> {
  const socket = new WebSocket(url, { origin: options.origin, headers: options.cookie ? { cookie: options.cookie } : {}, autoPong: options.autoPong ?? true });
  const events: HubEvent[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    events.push(JSON.parse(data.toString()) as HubEvent);
    waiters.forEach((wake) => wake());
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const client: LiveClient = {
    socket,
    events,
    closed,
    send: (frame) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    waitFor: (predicate, timeoutMs = 5_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(predicate);
          if (!found) return;
          cleanup();
          resolve(found);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      }),
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('unexpected-response', (_request, response) => {
      reject(new Error(`HTTP ${response.statusCode}`));
      socket.terminate();
    });
    socket.once('error', reject);
  });
}
