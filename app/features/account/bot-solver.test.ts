import { createChallenge, verifySolution } from "altcha-lib/v1";
import { describe, expect, it } from "vitest";
import { botPayload, CHUNK, solveInChunks } from "./bot-solver.ts";

describe("bot check (ALTCHA v1)", () => {
  const hmacKey = "test-hmac-key";
  it("solves a real challenge in chunks, reporting progress, into a payload the server verifies", async () => {
    const challenge = await createChallenge({ hmacKey, maxnumber: 3 * CHUNK, number: 2 * CHUNK + 17, expires: new Date(Date.now() + 600_000) });
    const progress: number[] = [];
    const number = await solveInChunks(challenge, (p) => progress.push(p));
    expect(number).toBe(2 * CHUNK + 17);
    expect(progress).toEqual([CHUNK / (3 * CHUNK + 1), (2 * CHUNK) / (3 * CHUNK + 1), 1]);
    await expect(verifySolution(botPayload(challenge, number!), hmacKey)).resolves.toBe(true);
    await expect(verifySolution(botPayload(challenge, number! + 1), hmacKey)).resolves.toBe(false);
  });
  it("gives null when the number is not in the range, and stops when aborted", async () => {
    const challenge = await createChallenge({ hmacKey, maxnumber: 10, number: 10 });
    const narrowed = { ...challenge, maxnumber: 5 };
    await expect(solveInChunks(narrowed, () => undefined)).resolves.toBeNull();
    const controller = new AbortController();
    controller.abort();
    await expect(solveInChunks(challenge, () => undefined, controller.signal)).resolves.toBeNull();
  });
});
