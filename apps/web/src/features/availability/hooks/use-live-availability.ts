import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { GetAvailabilityRequest } from '@sparesfinder/contracts/availability';
import { requestAvailability, type HubSocketFactory } from '../live/availability-hub-socket';
import { initialLiveAvailability, liveAvailabilityReducer } from '../live/live-availability-state';

/**
 * Live branch availability for `location` (spec 3 §4.2): asks /availabilityHub and collects the branches as they
 * arrive. A new location, or `reload`, sends a new request: the old one's socket is closed (the server cancels it)
 * and the results start again. Null location: nothing is asked.
 */
export function useLiveAvailability(
  location: GetAvailabilityRequest | null,
  createSocket?: HubSocketFactory,
) {
  const [state, dispatch] = useReducer(liveAvailabilityReducer, initialLiveAvailability);
  const [reloads, setReloads] = useState(0);
  const generation = useRef(0);
  const { latitude, longitude, postCode } = location ?? {};

  useEffect(() => {
    if (latitude === undefined || longitude === undefined) return;
    const current = ++generation.current;
    dispatch({ type: 'requested', generation: current });
    const request = requestAvailability(
      { latitude, longitude, postCode },
      {
        onFrame: (frame) => dispatch({ type: 'frame', generation: current, frame }),
        onClosed: () => dispatch({ type: 'disconnected', generation: current }),
        createSocket,
      },
    );
    return () => request.cancel();
  }, [latitude, longitude, postCode, reloads, createSocket]);

  const reload = useCallback(() => setReloads((count) => count + 1), []);
  return { ...state, reload };
}
