/**
 * Working days in Poland (docs/polish-rules.md, "Working days"): Monday to Friday, except the public holidays
 * that are days off by law (ustawa o dniach wolnych od pracy): 1 January, 6 January, Easter Sunday and Monday,
 * 1 May, 3 May, Pentecost Sunday, Corpus Christi, 15 August, 1 November, 11 November, 24 December (a day off
 * since 2025), 25 and 26 December. Days are Warsaw calendar days "YYYY-MM-DD"; pure date arithmetic, no clock.
 */
import { parseDay } from "./warsaw-time.ts";

const DAY_MS = 86_400_000;

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Easter Sunday of a Gregorian year (the anonymous Gregorian computus), "YYYY-MM-DD". */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

const holidayMemo = new Map<number, ReadonlySet<string>>();

/** The Polish public holidays (days off by law) of a year, as "YYYY-MM-DD". */
export function polishPublicHolidays(year: number): ReadonlySet<string> {
  const known = holidayMemo.get(year);
  if (known) return known;
  const y = String(year).padStart(4, "0");
  const easter = msOf(easterSunday(year));
  const fixed = ["01-01", "01-06", "05-01", "05-03", "08-15", "11-01", "11-11", "12-25", "12-26"];
  if (year >= 2025) fixed.push("12-24");
  const days = new Set<string>(fixed.map((md) => `${y}-${md}`));
  // Easter Sunday and Monday, Pentecost Sunday (49 days after Easter), Corpus Christi (60 days after Easter).
  for (const offset of [0, 1, 49, 60]) days.add(dayOf(easter + offset * DAY_MS));
  holidayMemo.set(year, days);
  return days;
}

function checkedDay(day: string): string {
  const parsed = parseDay(day);
  if (parsed === null) throw new RangeError(`Not a calendar day: ${JSON.stringify(day)}`);
  return parsed;
}

/** Monday to Friday and not a public holiday. */
export function isWorkingDay(day: string): boolean {
  const d = checkedDay(day);
  const weekday = new Date(msOf(d)).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !polishPublicHolidays(Number(d.slice(0, 4))).has(d);
}

/** The day itself when it is a working day, else the next working day. */
export function workingDayOnOrAfter(day: string): string {
  let d = checkedDay(day);
  while (!isWorkingDay(d)) d = dayOf(msOf(d) + DAY_MS);
  return d;
}
