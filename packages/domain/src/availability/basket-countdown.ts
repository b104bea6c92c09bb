/**
 * spec 3 §4.3 and §9: once branches are loaded a 300-second countdown runs; at 0 the Please refresh dialog opens.
 * The countdown's colour changes at 7, 5, 2 and 0 minutes left. The page and checkout share this rule.
 */
export const basketTimeoutSeconds = 300;

/** calm ≥ 7 min, notice ≥ 5 min, warning ≥ 2 min, urgent < 2 min, expired at 0 (spec 3 §4.3 stages 7, 5, 2, 0). */
export type CountdownStage = 'calm' | 'notice' | 'warning' | 'urgent' | 'expired';

const stageFloors: readonly [number, CountdownStage][] = [
  [7 * 60, 'calm'],
  [5 * 60, 'notice'],
  [2 * 60, 'warning'],
  [1, 'urgent'],
];

/** Whole seconds left of a countdown of `totalSeconds` that started at `startedAtMs`, never below 0. */
export function secondsLeft(startedAtMs: number, nowMs: number, totalSeconds: number = basketTimeoutSeconds): number {
  const elapsed = Math.floor(Math.max(0, nowMs - startedAtMs) / 1000);
  return Math.max(0, totalSeconds - elapsed);
}

export function countdownStage(seconds: number): CountdownStage {
  return stageFloors.find(([floor]) => seconds >= floor)?.[1] ?? 'expired';
}

/** '4:59', '0:07' (minutes are not padded; seconds are). */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * A shortened clock for end-to-end tests (`?countdown=20` on /Basket/Availability): only ever shorter than the
 * spec's 300 s, at least 5 s; anything else (absent, not a whole number, longer) is the spec's 300 s. It only
 * changes when the page asks the user to refresh: the server's own 5-minute expiry is untouched.
 */
export function countdownSecondsFrom(requested: string | null | undefined): number {
  const seconds = Number(requested);
  if (!requested || !Number.isInteger(seconds) || seconds < 5 || seconds > basketTimeoutSeconds) return basketTimeoutSeconds;
  return seconds;
}
