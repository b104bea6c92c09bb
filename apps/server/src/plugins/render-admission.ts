import { performance, type EventLoopUtilization } from 'node:perf_hooks';

/**
 * When the server may spend a page render (decision 019, "Renders only with room to spare"). At full scale a render
 * costs 50-115 ms of the event loop (home, product results: mostly MUI's styles), against 1-3 ms for an API call;
 * renders taken while the server is busy would stall every other request for that long. A page that is not rendered
 * is sent plain and the browser renders it from the API, as it did before decision 019: the same page, a slower
 * first paint. So a render is taken only while the event loop has been mostly idle and few renders are under way.
 */
export interface RenderAdmissionLimits {
  /** Renders under way at once (their reads are asynchronous, so several can be in flight). */
  maxInFlight: number;
  /** No render while the event loop's utilisation over the last sampled window is above this (0-1; 1: never busy). */
  busyAbove: number;
}

/** SERVER_RENDER_MAX_IN_FLIGHT and SERVER_RENDER_BUSY_ABOVE unless set (config/env.ts). */
export const defaultRenderLimits: RenderAdmissionLimits = { maxInFlight: 2, busyAbove: 0.5 };

/** The pure rule: a render may start when fewer than the limit are under way and the loop is not busy. */
export function mayRender(state: { inFlight: number; utilisation: number }, limits: RenderAdmissionLimits): boolean {
  return state.inFlight < limits.maxInFlight && (limits.busyAbove >= 1 || state.utilisation <= limits.busyAbove);
}

export interface RenderAdmission {
  /** A release function when a render may start now (call it once the render has settled), else undefined. */
  tryEnter(): (() => void) | undefined;
  /** Stops sampling the event loop. */
  close(): void;
}

/**
 * The event loop's utilisation is sampled every `windowMs` (an unreferenced timer: it never keeps the process up);
 * `utilisation` replaces the sampler in tests.
 */
export function createRenderAdmission(limits: RenderAdmissionLimits, options: { windowMs?: number; utilisation?: () => number } = {}): RenderAdmission {
  let inFlight = 0;
  let sampled = 0;
  let timer: NodeJS.Timeout | undefined;
  let readUtilisation = options.utilisation;
  if (!readUtilisation) {
    let previous: EventLoopUtilization = performance.eventLoopUtilization();
    timer = setInterval(() => {
      const now = performance.eventLoopUtilization();
      sampled = performance.eventLoopUtilization(now, previous).utilization;
      previous = now;
    }, options.windowMs ?? 500);
    timer.unref();
    readUtilisation = () => sampled;
  }
  return {
    tryEnter() {
      if (!mayRender({ inFlight, utilisation: readUtilisation!() }, limits)) return undefined;
      inFlight++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        inFlight--;
      };
    },
    close() {
      if (timer) clearInterval(timer);
    },
  };
}
