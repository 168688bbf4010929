/**
 * Runs the end-to-end suite (`npx playwright test`, extra arguments passed on) and ends with one plain line
 * "N passed, N failed" computed from Playwright's JSON report, which CI parses. A test that passed only on
 * its retry counts as passed (it is listed as flaky above that line); skipped tests count in neither.
 * If the run produced no report (the server did not start, the config failed to load), it counts as one
 * failure. Exit code 0 only when nothing failed.
 *
 *   npm run test:e2e                      # the whole suite, both projects
 *   npm run test:e2e -- --project=phone   # any `playwright test` arguments
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

interface JsonResult {
  status: "passed" | "failed" | "timedOut" | "skipped" | "interrupted";
}
interface JsonTest {
  projectName: string;
  status: "expected" | "unexpected" | "flaky" | "skipped";
  results: JsonResult[];
}
interface JsonSpec {
  title: string;
  file: string;
  tests: JsonTest[];
}
interface JsonSuite {
  specs?: JsonSpec[];
  suites?: JsonSuite[];
}
interface JsonReport {
  suites?: JsonSuite[];
  errors?: { message?: string }[];
  stats?: { expected: number; unexpected: number; flaky: number; skipped: number; duration: number };
}

const root = path.resolve(import.meta.dirname, "../..");
const report = path.resolve(root, process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? "test-results/e2e.json");
rmSync(report, { force: true });

const cli = path.join(root, "node_modules", "@playwright", "test", "cli.js");
const child = spawn(process.execPath, [cli, "test", ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));

const code: number = await new Promise((resolve) => {
  child.on("exit", (c, signal) => resolve(c ?? (signal ? 1 : 0)));
  child.on("error", (error) => {
    console.error(`could not start Playwright: ${error.message}`);
    resolve(1);
  });
});

function* allTests(suites: JsonSuite[] = []): Generator<{ spec: JsonSpec; test: JsonTest }> {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) for (const test of spec.tests) yield { spec, test };
    yield* allTests(suite.suites);
  }
}

let passed = 0;
let failed = 0;
if (existsSync(report)) {
  const json = JSON.parse(readFileSync(report, "utf8")) as JsonReport;
  const flaky: string[] = [];
  for (const { spec, test } of allTests(json.suites)) {
    if (test.status === "expected" || test.status === "flaky") passed++;
    else if (test.status === "unexpected") failed++;
    if (test.status === "flaky") flaky.push(`[${test.projectName}] ${spec.file} › ${spec.title}`);
  }
  // Errors outside any test (global setup, web server, a spec that does not load) fail the run as well.
  if (json.errors?.length) {
    failed += json.errors.length;
    for (const e of json.errors) console.error(`error outside the tests: ${(e.message ?? "").split("\n")[0]}`);
  }
  if (flaky.length) console.log(`flaky (passed on retry):\n  ${flaky.join("\n  ")}`);
  if (json.stats) console.log(`e2e run time: ${(json.stats.duration / 1000).toFixed(1)} s`);
} else {
  console.error(`no JSON report at ${path.relative(root, report)} (Playwright exited with ${code})`);
  failed = 1;
}
if (code !== 0 && failed === 0) failed = 1; // e.g. --forbid-only, a crashed runner

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
