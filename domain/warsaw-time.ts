/**
 * Calendar arithmetic in the shop's time zone (Europe/Warsaw, CET/CEST),
 * with Intl only, so it works the same on the server and in the browser.
 */
export const WARSAW_TIME_ZONE = "Europe/Warsaw";

const DAY_MS = 86_400_000;

let wallClockFormatter: Intl.DateTimeFormat | undefined;

/** From 1980 on Warsaw's offset (CET +1, CEST +2) changes only at whole UTC hours (01:00 UTC), never inside one. */
const WHOLE_HOURS_FROM = Date.UTC(1980, 0, 1);
const HOUR_MS = 3_600_000;
/** Warsaw's offset per UTC hour, as read from Intl (formatToParts costs microseconds; a product page asks hundreds of times) */
const offsetByHour = new Map<number, number>();

/** Wall-clock time in Warsaw of an instant, encoded as a UTC timestamp. */
export function warsawWallClockMs(instant: number): number {
  if (!(instant >= WHOLE_HOURS_FROM)) return wallClockOfIntl(instant);
  const hour = Math.floor(instant / HOUR_MS);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    offset = wallClockOfIntl(hour * HOUR_MS) - hour * HOUR_MS;
    if (offsetByHour.size >= 4096) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  return instant + offset;
}

/** Wall-clock time in Warsaw of an instant, from Intl's calendar fields. */
export function wallClockOfIntl(instant: number): number {
  wallClockFormatter ??= new Intl.DateTimeFormat("en-US", {
    timeZone: WARSAW_TIME_ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  });
  const fields: Record<string, number> = {};
  for (const { type, value } of wallClockFormatter.formatToParts(instant)) {
    fields[type] = Number(value);
  }
  const millis = ((instant % 1000) + 1000) % 1000;
  return Date.UTC(fields.year ?? 0, (fields.month ?? 1) - 1, fields.day ?? 1, fields.hour ?? 0, fields.minute ?? 0, fields.second ?? 0, millis);
}

/** Instant at which Warsaw clocks show the given wall time (a UTC-encoded timestamp). */
function instantOfWarsawWallClock(wallMs: number): number {
  const firstGuess = wallMs - (warsawWallClockMs(wallMs) - wallMs);
  const offset = warsawWallClockMs(firstGuess) - firstGuess;
  return wallMs - offset;
}

function assertValidDate(date: Date): number {
  const ms = date.getTime();
  if (Number.isNaN(ms)) throw new RangeError("Invalid date");
  return ms;
}

let dayMemo = { minute: Number.NaN, day: "" };

/**
 * "YYYY-MM-DD" of the calendar day in Warsaw at that instant. Remembered for the current minute: Warsaw's
 * offsets (CET, CEST) are whole hours, so its days begin on whole UTC minutes and a minute never spans two days.
 */
export function warsawDay(now: Date): string {
  const ms = assertValidDate(now);
  const minute = Math.floor(ms / 60_000);
  if (minute !== dayMemo.minute) dayMemo = { minute, day: new Date(warsawWallClockMs(ms)).toISOString().slice(0, 10) };
  return dayMemo.day;
}

/**
 * Normalises a calendar day ("2024-03-01", or a Magento-style
 * "2024-03-01 00:00:00") to "YYYY-MM-DD"; null when it is not a real date.
 */
export function parseDay(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|[ T])/.exec(value.trim());
  if (!match) return null;
  const [, y, m, d] = match as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  const day = `${y}-${m}-${d}`;
  return date.toISOString().slice(0, 10) === day ? day : null;
}

/** Midnight in Warsaw at the start of a calendar day "YYYY-MM-DD". */
export function warsawStartOfDay(day: string): Date {
  const parsed = parseDay(day);
  if (parsed === null) throw new RangeError(`Not a calendar day: ${JSON.stringify(day)}`);
  return new Date(instantOfWarsawWallClock(Date.parse(`${parsed}T00:00:00Z`)));
}

/** Same Warsaw wall-clock time `days` calendar days earlier (DST-aware). */
export function warsawDaysBefore(instant: Date, days: number): Date {
  const wall = warsawWallClockMs(assertValidDate(instant));
  return new Date(instantOfWarsawWallClock(wall - days * DAY_MS));
}
