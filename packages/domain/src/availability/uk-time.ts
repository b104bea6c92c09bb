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

/** The UK wall clock's reading, as if it were UTC, in ms (seconds dropped), read from Intl: the costly way. */
function wallClockMsOfIntl(instantMs: number): number {
  const parts = Object.fromEntries(wallClock.formatToParts(new Date(instantMs)).map((p) => [p.type, p.value]));
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
}

const msPerHour = 3_600_000;
/** Since 1972 the UK's clocks change at 01:00 UTC, so GMT or BST holds for a whole UTC hour. */
const wholeHourChangesFrom = Date.UTC(1972, 0, 1);
/** UK offset from UTC, in ms, per UTC hour (hours since 1970) asked so far. */
const offsetOfHour = new Map<number, number>();
/** A year of hours: a server asks about a few days around now, so the map only fills if something sweeps the calendar. */
const offsetCacheLimit = 24 * 366;

/**
 * The UK wall clock's reading, as if it were UTC, in ms (seconds dropped). formatToParts costs about 10 µs a call
 * and availability asks it hundreds of times per branch list (issue: mixed load), so the offset of each UTC hour is
 * read once; before 1972, when the clock did not change on the hour, every call asks Intl.
 */
export function wallClockMs(instantMs: number): number {
  if (!(instantMs >= wholeHourChangesFrom)) return wallClockMsOfIntl(instantMs);
  const hour = Math.floor(instantMs / msPerHour);
  let offset = offsetOfHour.get(hour);
  if (offset === undefined) {
    const hourStart = hour * msPerHour;
    offset = wallClockMsOfIntl(hourStart) - hourStart;
    if (offsetOfHour.size >= offsetCacheLimit) offsetOfHour.clear();
    offsetOfHour.set(hour, offset);
  }
  return Math.floor((instantMs + offset) / msPerMinute) * msPerMinute;
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
