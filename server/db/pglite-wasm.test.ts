/**
 * PGLITE_WASM_OPTIMIZE=false keeps PGlite's WebAssembly at V8's baseline compiler (server/db/client.ts,
 * docs/decisions/2026-11-29-pglite-wasm-tier-up.md). V8's flags hold for the whole process, so each case runs in a
 * process of its own, with V8 printing every function it compiles and which compiler did it.
 */
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { expect, it } from "vitest";

const client = fileURLToPath(new URL("./client.ts", import.meta.url));

/** Opens an in-memory PGlite with `optimize`, keeps its executor busy, and returns what V8 printed. */
async function compiledWith(optimize: boolean): Promise<string> {
  const script = `
    const { openDatabase } = await import(${JSON.stringify(client)});
    const db = await openDatabase({ pgliteDir: "memory://", pglite: { optimize: ${optimize} }, migrate: false });
    // enough executed WebAssembly for V8's dynamic tiering to optimise the executor's hot functions
    for (let i = 0; i < 20; i++) await db.query("SELECT count(*), sum(g % 7) FROM generate_series(1, 100000) g");
    // background compilations report when they finish
    await new Promise((r) => setTimeout(r, 500));
    process.exit(0);`;
  const { stdout } = await promisify(execFile)(process.execPath, ["--trace-wasm-compilation-times", "--input-type=module", "-e", script], {
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, NODE_ENV: "test" },
  });
  return stdout;
}

/**
 * Per compiler, how many functions of PGlite's module V8 compiled: the module (named by its address in V8's lines)
 * with the most functions compiled, thousands; Node's own small WebAssembly modules are compiled as Node chooses.
 */
function pgliteCompilations(trace: string): { Liftoff: number; TurboFan: number } {
  const modules = new Map<string, { Liftoff: number; TurboFan: number }>();
  for (const [, module, compiler] of trace.matchAll(/Compiled function (0x[0-9a-f]+)#\d+ using (Liftoff|TurboFan)/g)) {
    const counts = modules.get(module!) ?? { Liftoff: 0, TurboFan: 0 };
    counts[compiler as "Liftoff" | "TurboFan"]++;
    modules.set(module!, counts);
  }
  return [...modules.values()].reduce((a, b) => (b.Liftoff + b.TurboFan > a.Liftoff + a.TurboFan ? b : a), { Liftoff: 0, TurboFan: 0 });
}

it("optimises PGlite's WebAssembly by default, and never with optimize: false", { timeout: 120_000 }, async () => {
  const [optimised, baseline] = (await Promise.all([compiledWith(true), compiledWith(false)])).map(pgliteCompilations);
  // both processes compiled PGlite's thousands of functions with the baseline compiler first
  expect(optimised!.Liftoff).toBeGreaterThan(1000);
  expect(baseline!.Liftoff).toBeGreaterThan(1000);
  // only the default tiered its hot functions up to the optimising compiler
  expect(optimised!.TurboFan).toBeGreaterThan(0);
  expect(baseline!.TurboFan).toBe(0);
});
