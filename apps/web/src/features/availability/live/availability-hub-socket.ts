import type { GetAvailabilityRequest } from '@sparesfinder/contracts/availability';
import { liveHubPaths } from '@sparesfinder/contracts/live';

/** The part of a WebSocket this client uses (tests hand in a fake). */
export interface HubSocket {
  send(data: string): void;
  close(code?: number): void;
  onopen: ((event: never) => void) | null;
  onclose: ((event: never) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
}
export type HubSocketFactory = (url: string) => HubSocket;

/** ws(s)://<this site>/availabilityHub: same origin, so the session cookie goes with the handshake. */
export const availabilityHubUrl = (location: Pick<Location, 'protocol' | 'host'> = window.location) =>
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${liveHubPaths.availability}`;

/**
 * One GetAvailability request on its own socket to /availabilityHub: sent once the socket opens; every frame is
 * handed to `onFrame` parsed; `onClosed` says the socket ended by itself. `cancel()` closes it, which cancels the
 * request on the server (decision 008), so a new request never shares a socket with an old one.
 */
export function requestAvailability(
  args: GetAvailabilityRequest,
  options: { onFrame: (frame: unknown) => void; onClosed: () => void; createSocket?: HubSocketFactory },
) {
  const socket = (options.createSocket ?? ((url) => new WebSocket(url)))(availabilityHubUrl());
  let cancelled = false;
  socket.onopen = () => socket.send(JSON.stringify({ invoke: 'GetAvailability', args }));
  socket.onmessage = (event: { data: unknown }) => {
    if (cancelled || typeof event.data !== 'string') return;
    try {
      options.onFrame(JSON.parse(event.data));
    } catch {
      // Not JSON: not a frame of ours.
    }
  };
  socket.onclose = () => {
    if (!cancelled) options.onClosed();
  };
  return {
    cancel() {
      cancelled = true;
      socket.close(1000);
    },
  };
}
