import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readFreshCache, singleFlight, writeCacheAtomic } from "./cache.ts";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "kiosk-media-cache-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("singleFlight", () => {
  it("runs the task once for concurrent callers, and again once it settled", async () => {
    let runs = 0;
    const task = async () => {
      runs++;
      await new Promise((r) => setTimeout(r, 20));
      return Buffer.from("x");
    };
    const results = await Promise.all([singleFlight("k", task), singleFlight("k", task), singleFlight("k", task)]);
    expect(runs).toBe(1);
    expect(results.every((b) => b.toString() === "x")).toBe(true);
    await singleFlight("k", task);
    expect(runs).toBe(2);
  });

  it("does not keep a failure", async () => {
    await expect(singleFlight("f", async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(singleFlight("f", async () => Buffer.from("ok"))).resolves.toEqual(Buffer.from("ok"));
  });
});

describe("disk cache", () => {
  it("writes atomically and reads only entries newer than the source", async () => {
    const file = path.join(root, "250x250", "webp", "a", "b.svg");
    await writeCacheAtomic(file, Buffer.from("one"));
    await writeCacheAtomic(file, Buffer.from("two"));
    expect(fs.readdirSync(path.dirname(file))).toEqual(["b.svg"]);
    const { mtimeMs } = fs.statSync(file);
    expect((await readFreshCache(file, mtimeMs - 1000))?.toString()).toBe("two");
    expect(await readFreshCache(file, mtimeMs)).toBeNull();
    expect(await readFreshCache(path.join(root, "missing"), 0)).toBeNull();
  });
});
