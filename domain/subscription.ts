/**
 * Subscription rules (docs/decisions/2026-11-26-subscriptions.md): how often the issues of a title come (by the
 * product's press_type; collections every 14 days), how many of a period's issues are sent by a day, the status the
 * customer sees (spec §4: available, pending, expired, complete), when a recurring one renews (the day of the period's
 * last issue), the retry plan of a declined renewal charge, and the 14-day withdrawal right (docs/polish-rules.md §5).
 * Days are calendar days "YYYY-MM-DD"; no I/O.
 */

/** The gap between two issues: whole months, or days. */
export type IssueInterval = { months: number } | { days: number };

/** Collections (no press_type) ship a part every two weeks. */
export const COLLECTION_INTERVAL: IssueInterval = { days: 14 };

const INTERVALS: Record<string, IssueInterval> = {
  tygodnik: { days: 7 },
  "gazeta regionalna": { days: 7 },
  weekly: { days: 7 },
  dwutygodnik: { days: 14 },
  biweekly: { days: 14 },
  miesięcznik: { months: 1 },
  monthly: { months: 1 },
  dwumiesięcznik: { months: 2 },
  bimonthly: { months: 2 },
  kwartalnik: { months: 3 },
  quarterly: { months: 3 },
  półrocznik: { months: 6 },
  "half-yearly": { months: 6 },
  rocznik: { months: 12 },
  yearly: { months: 12 },
};

/** The issue interval of a product by its press_type (a collection, or an unknown type: every 14 days). */
export function issueInterval(pressType: string | null | undefined): IssueInterval {
  if (!pressType) return COLLECTION_INTERVAL;
  return INTERVALS[pressType.trim().toLowerCase()] ?? COLLECTION_INTERVAL;
}

/** Issues a year at this interval. */
export function issuesPerYear(interval: IssueInterval): number {
  return "months" in interval ? Math.round(12 / interval.months) : Math.round(364 / interval.days);
}

const DAY_MS = 86_400_000;
const toUtc = (day: string) => {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return { y, m, d };
};
const fmt = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The day `n` days after `day`. */
export function addDays(day: string, n: number): string {
  const { y, m, d } = toUtc(day);
  return fmt(Date.UTC(y, m - 1, d) + n * DAY_MS);
}

/** The date of issue `k` (0 = the first) counted from the first issue's date; months keep the day, clamped to the month's end. */
export function issueDate(first: string, interval: IssueInterval, k: number): string {
  if ("days" in interval) return addDays(first, interval.days * k);
  const { y, m, d } = toUtc(first);
  const month = m - 1 + interval.months * k;
  const yy = y + Math.floor(month / 12);
  const mm = ((month % 12) + 12) % 12;
  const last = new Date(Date.UTC(yy, mm + 1, 0)).getUTCDate();
  return fmt(Date.UTC(yy, mm, Math.min(d, last)));
}

export interface Period {
  /** the first issue's date of the period */
  firstIssueDate: string;
  /** issues in the period */
  numbers: number;
  interval: IssueInterval;
}

/** Issues of the period sent on `day` (an issue is sent on its date). */
export function issuesSent(p: Period, day: string): number {
  let sent = 0;
  while (sent < p.numbers && issueDate(p.firstIssueDate, p.interval, sent) <= day) sent++;
  return sent;
}

export const issuesLeft = (p: Period, day: string) => p.numbers - issuesSent(p, day);

/** The date of the period's last issue: a recurring subscription renews on it (the next period is charged then). */
export const lastIssueDate = (p: Period) => issueDate(p.firstIssueDate, p.interval, p.numbers - 1);

/** The first issue of the next period: the one after the period's last. */
export const nextPeriodFirstDate = (p: Period) => issueDate(p.firstIssueDate, p.interval, p.numbers);

/**
 * The label of the next period's first issue: "Nr 11/2026" + 3 monthly issues → "Nr 2/2027"; "Część 12" + 3 → "Część 15".
 * A label without a number is kept.
 */
export function nextIssueLabel(label: string, numbers: number, interval: IssueInterval): string {
  const yearly = /^(.*?)(\d+)\/(\d{4})(.*)$/.exec(label);
  if (yearly) {
    const [, pre, nr, year, post] = yearly as unknown as [string, string, string, string, string];
    const perYear = issuesPerYear(interval);
    const index = Number(nr) - 1 + numbers;
    return `${pre}${(index % perYear) + 1}/${Number(year) + Math.floor(index / perYear)}${post}`;
  }
  const plain = /^(.*?)(\d+)(\D*)$/.exec(label);
  if (plain) {
    const [, pre, nr, post] = plain as unknown as [string, string, string, string];
    return `${pre}${Number(nr) + numbers}${post}`;
  }
  return label;
}

/** How a subscription is kept: active, waiting for the payment of its renewal, or ended by a refund or cancellation. */
export type StoredStatus = "active" | "pending" | "expired";
/** The status the customer sees (spec §4). */
export type ShownStatus = "available" | "pending" | "expired" | "complete";

export interface StatusFacts extends Period {
  status: StoredStatus;
  /** renews by itself (recurring payment) and its renewal was not turned off */
  renewing: boolean;
}

/**
 * pending while a renewal waits for payment; expired once revoked or its renewal was never paid; complete when every
 * issue of a period that does not renew is sent; available otherwise (a renewing one stays available).
 */
export function shownStatus(s: StatusFacts, day: string): ShownStatus {
  if (s.status === "pending") return "pending";
  if (s.status === "expired") return "expired";
  if (!s.renewing && issuesSent(s, day) >= s.numbers) return "complete";
  return "available";
}

/** Charges of one renewal in all: the first, then the retries. */
export const RENEWAL_CHARGES = 3;

/** Days to wait after declined charge number `attempt` (1-based) before the next one; null: no more (suspend). */
export function retryDelayDays(attempt: number): number | null {
  if (attempt >= RENEWAL_CHARGES) return null;
  return attempt; // +1 day after the first, +2 days after the second
}

/** The consumer's 14-day withdrawal right from a subscription runs from the day the contract was made. */
export const WITHDRAWAL_DAYS = 14;
export function withdrawalOpen(contractDay: string, day: string): boolean {
  return day <= addDays(contractDay, WITHDRAWAL_DAYS);
}
