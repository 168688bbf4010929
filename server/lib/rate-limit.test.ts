/** Database rate limits: the sweep never resets a window that is still running (a daily share, say). */
import { afterAll, beforeAll, expect, it } from "vitest";
import { setupTestApp, type TestContext } from "../test/helper.ts";
import { hitRateLimit, sweepEndedWindows } from "./rate-limit.ts";

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(async () => t?.close());

const day = { limit: 2, windowSeconds: 86_400 };

it("a daily counter survives the sweep late in its day; a window that ended long ago is swept", async () => {
  const evening = new Date("2026-11-24T22:00:00Z");
  expect((await hitRateLimit(t.db, "sweep-test:day", day, evening)).allowed).toBe(true);
  expect((await hitRateLimit(t.db, "sweep-test:day", day, evening)).allowed).toBe(true);
  await sweepEndedWindows(t.db, evening);
  expect((await hitRateLimit(t.db, "sweep-test:day", day, evening)).allowed).toBe(false);

  const twoDaysLater = new Date("2026-11-26T02:00:00Z");
  await sweepEndedWindows(t.db, twoDaysLater);
  const left = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM rate_limit_hits WHERE key = 'sweep-test:day'");
  expect(left[0]!.n).toBe(0);
});

it("refuses windows longer than the sweep can keep", async () => {
  await expect(hitRateLimit(t.db, "sweep-test:week", { limit: 1, windowSeconds: 7 * 86_400 })).rejects.toThrow(RangeError);
});
