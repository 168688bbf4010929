/** Builds the storefront once before the suites, so the SSR tests exercise the real server build. */
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";

export default function setup() {
  const root = resolve(import.meta.dirname, "../..");
  execFileSync(process.execPath, [resolve(root, "node_modules/@react-router/dev/bin.cjs"), "build"], { cwd: root, stdio: "ignore" });
}
