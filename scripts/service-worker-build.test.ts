import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PRECACHED, precacheManifest } from "./service-worker-build.ts";

describe("the service worker's precache list (scripts/service-worker-build.ts)", () => {
  let dir = "";
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("lists the build's scripts and styles (no revision: hashed names), the icons and the manifest (an MD5 each), not their compressed copies", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "kiosk-sw-"));
    await mkdir(path.join(dir, "assets"));
    await mkdir(path.join(dir, "icons"));
    await mkdir(path.join(dir, ".vite"));
    for (const file of ["assets/shell-abc.js", "assets/shell-abc.js.br", "assets/app-1.css", "assets/app-1.css.gz", "icons/icon-192.png"])
      await writeFile(path.join(dir, file), file);
    await writeFile(path.join(dir, "manifest.webmanifest"), "{}");
    await writeFile(path.join(dir, "favicon.svg"), "<svg/>");
    await writeFile(path.join(dir, "service-worker.js"), "old worker");
    await writeFile(path.join(dir, ".vite", "manifest.json"), "{}");
    const list = await precacheManifest(dir);
    expect(list.map((e) => e.url)).toEqual(["/assets/app-1.css", "/assets/shell-abc.js", "/favicon.svg", "/icons/icon-192.png", "/manifest.webmanifest"]);
    expect(list.find((e) => e.url === "/assets/shell-abc.js")?.revision).toBeNull();
    expect(list.find((e) => e.url === "/manifest.webmanifest")?.revision).toBe("99914b932bd37a50b983c5e7c90ae93b");
    expect(PRECACHED.test("service-worker.js")).toBe(false);
  });
});
