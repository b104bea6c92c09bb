/**
 * Branch times are UK wall-clock times (opening hours, 9:30, noon on Saturday), while the clock and the API speak
 * instants. A "day" here is a whole number of days since 1970-01-01 in the UK calendar, so adding days is
 * arithmetic and the weekday is (day + 4) % 7 (0 = Sunday; 1970-01-01 was a Thursday).
 */
const zone = 'Europe/London';
const msPerDay = 86_400_000;
const msPerMinute = 60_000;

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: zone,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

export interface UkMoment {
  /** Days since 1970-01-01 in the UK calendar. */
  day: number;
  /** Minutes since the UK midnight of that day. */
  minute: number;
}

/** The UK wall clock's reading, as if it were UTC, in ms (seconds dropped). */
function wallClockMs(instantMs: number): number {
  const parts = Object.fromEntries(wallClock.formatToParts(new Date(instantMs)).map((p) => [p.type, p.value]));
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
}

export function toUkMoment(instant: Date): UkMoment {
  const wall = wallClockMs(instant.getTime());
  return { day: Math.floor(wall / msPerDay), minute: Math.round((wall % msPerDay) / msPerMinute) };
}

/** The instant a UK wall-clock time happens (GMT or BST, whichever is in force then). */
export function fromUkMoment({ day, minute }: UkMoment): Date {
  const asUtc = day * msPerDay + minute * msPerMinute;
  let instant = asUtc - (wallClockMs(asUtc) - asUtc);
  // Near a clock change the first guess uses the other side's offset; one correction settles it.
  instant = asUtc - (wallClockMs(instant) - instant);
  return new Date(instant);
}

/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (day: number): number => (((day + 4) % 7) + 7) % 7;
