import { describe, expect, it } from "vitest";
import {
  issueDate,
  issueInterval,
  issuesLeft,
  issuesSent,
  lastIssueDate,
  nextIssueLabel,
  nextPeriodFirstDate,
  retryDelayDays,
  shownStatus,
  withdrawalOpen,
  type IssueInterval,
  type StatusFacts,
} from "./subscription.ts";

describe("issue interval by press_type", () => {
  it.each([
    ["tygodnik", { days: 7 }],
    ["gazeta regionalna", { days: 7 }],
    ["dwutygodnik", { days: 14 }],
    ["miesięcznik", { months: 1 }],
    ["dwumiesięcznik", { months: 2 }],
    ["kwartalnik", { months: 3 }],
    ["quarterly", { months: 3 }],
    [null, { days: 14 }],
    ["", { days: 14 }],
    ["nieznany", { days: 14 }],
  ] as [string | null, IssueInterval][])("%j → %j", (type, interval) => {
    expect(issueInterval(type)).toEqual(interval);
  });
});

describe("issue dates", () => {
  it.each([
    ["2026-01-31", { months: 1 }, 1, "2026-02-28"],
    ["2026-01-31", { months: 1 }, 2, "2026-03-31"],
    ["2026-11-15", { months: 3 }, 1, "2027-02-15"],
    ["2026-12-28", { days: 7 }, 1, "2027-01-04"],
    ["2026-12-03", { days: 14 }, 3, "2027-01-14"],
    ["2026-03-10", { months: 1 }, 0, "2026-03-10"],
  ] as [string, IssueInterval, number, string][])("%s + %j × %i → %s", (first, interval, k, date) => {
    expect(issueDate(first, interval, k)).toBe(date);
  });
});

describe("issues sent and left", () => {
  const monthly = { firstIssueDate: "2026-01-10", numbers: 3, interval: { months: 1 } };
  it.each([
    ["2026-01-09", 0],
    ["2026-01-10", 1],
    ["2026-02-09", 1],
    ["2026-02-10", 2],
    ["2026-03-10", 3],
    ["2027-01-01", 3],
  ])("on %s: %i sent", (day, sent) => {
    expect(issuesSent(monthly, day)).toBe(sent);
    expect(issuesLeft(monthly, day)).toBe(3 - sent);
  });
  it("renews on the period's last issue and the next period starts at the issue after it", () => {
    expect(lastIssueDate(monthly)).toBe("2026-03-10");
    expect(nextPeriodFirstDate(monthly)).toBe("2026-04-10");
    const parts = { firstIssueDate: "2026-12-03", numbers: 6, interval: { days: 14 } };
    expect(lastIssueDate(parts)).toBe("2027-02-11");
    expect(nextPeriodFirstDate(parts)).toBe("2027-02-25");
  });
});

describe("next period's first issue label", () => {
  it.each([
    ["Nr 11/2026", 3, { months: 1 }, "Nr 2/2027"],
    ["Nr 1/2026", 12, { months: 1 }, "Nr 1/2027"],
    ["Nr 4/2026", 3, { months: 3 }, "Nr 3/2027"],
    ["Nr 50/2026", 6, { days: 7 }, "Nr 4/2027"],
    ["Część 12", 3, { days: 14 }, "Część 15"],
    ["Pierwsze wydanie", 3, { days: 14 }, "Pierwsze wydanie"],
  ] as [string, number, IssueInterval, string][])("%s + %i → %s", (label, n, interval, next) => {
    expect(nextIssueLabel(label, n, interval)).toBe(next);
  });
});

describe("status shown", () => {
  const base: StatusFacts = { firstIssueDate: "2026-01-10", numbers: 3, interval: { months: 1 }, status: "active", renewing: false };
  it.each([
    [{}, "2026-01-01", "available"],
    [{}, "2026-02-15", "available"],
    [{}, "2026-03-10", "complete"],
    [{ renewing: true }, "2026-03-10", "available"],
    [{ status: "pending" }, "2026-03-10", "pending"],
    [{ status: "expired" }, "2026-01-01", "expired"],
    [{ status: "expired", renewing: true }, "2026-05-01", "expired"],
  ] as [Partial<StatusFacts>, string, string][])("%j on %s → %s", (facts, day, shown) => {
    expect(shownStatus({ ...base, ...facts }, day)).toBe(shown);
  });
});

describe("renewal retries: three charges in all", () => {
  it.each([
    [1, 1],
    [2, 2],
    [3, null],
    [4, null],
  ])("after declined charge %i wait %j days", (attempt, days) => {
    expect(retryDelayDays(attempt)).toBe(days);
  });
});

describe("withdrawal right (14 days from the contract)", () => {
  it.each([
    ["2026-11-26", true],
    ["2026-12-10", true],
    ["2026-12-11", false],
  ])("contract 2026-11-26, on %s → %j", (day, open) => {
    expect(withdrawalOpen("2026-11-26", day)).toBe(open);
  });
});
