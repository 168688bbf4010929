/** The real process: configuration errors stop the start with a sentence; SIGTERM drains and exits cleanly. */
import { spawn } from "node:child_process";
import { request } from "node:http";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const MAIN = resolve(import.meta.dirname, "main.ts");

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, DATABASE_URL: "", LOG_LEVEL: "info", CATALOG_SEED_PRODUCTS: "0", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout.on("data", (d) => (out += d));
  child.stderr.on("data", (d) => (out += d));
  const exited = new Promise<number | null>((r) => child.on("exit", (code) => r(code)));
  return { child, exited, output: () => out };
}

describe("the shop process", () => {
  it("refuses to start with a wrong variable, naming it", async () => {
    const p = start({ PORT: "not-a-port" });
    expect(await p.exited).toBe(78);
    expect(p.output()).toMatch(/The environment variable PORT must be a port number/);
  });

  it("answers, then drains and exits 0 on SIGTERM", async () => {
    const port = String(30000 + Math.floor(Math.random() * 20000));
    const p = start({ PORT: port, DATA_DIR: mkdtempSync(join(tmpdir(), "kiosk-main-")) });
    let ready = false;
    for (let i = 0; i < 120 && !ready; i++) {
      await new Promise((r) => setTimeout(r, 500));
      ready = await fetch(`http://127.0.0.1:${port}/api/ready`)
        .then((r) => r.ok)
        .catch(() => false);
    }
    expect(ready).toBe(true);
    // The local mail catcher started with the process (and must not keep it from exiting below).
    expect((await fetch(`http://127.0.0.1:${port}/api/dev/mailbox`)).status).toBe(200);
    // A request whose body is still arriving when SIGTERM comes must be answered, not dropped.
    const body = JSON.stringify({ query: "prenumerata", size: 5 });
    const inFlight = new Promise<number>((resolveStatus, reject) => {
      const req = request(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path: "/api/catalog/search",
          headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          resolveStatus(res.statusCode ?? 0);
        },
      );
      req.on("error", reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        p.child.kill("SIGTERM");
        setTimeout(() => req.end(body.slice(10)), 300);
      }, 300);
    });
    expect(await inFlight).toBe(200);
    expect(await p.exited).toBe(0);
    expect(p.output()).toContain("draining in-flight requests");
    expect(p.output()).toMatch(/"reqId":"[^"]+"/);
  }, 90_000);
});
