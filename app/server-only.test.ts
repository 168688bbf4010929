/**
 * Server-only by name (docs/decisions/2026-11-26-storefront-server-only.md). Two checks on the source, one on the build:
 * - a value import from server/ or from Node's own modules (node:...) is made only in a `*.server.ts(x)` file
 *   (`import type` is erased and may appear anywhere);
 * - a `*.server` file is imported only by another `*.server` file, a route module, or a test. In a route module
 *   React Router's Vite plugin strips loader, action, middleware and headers from the browser's build and fails
 *   the build if anything else still reaches a `.server` module: that rule is the build's, not this file's;
 * - the browser's build (build/client, made once by the tests' global setup) holds no `.server` module, nothing
 *   from server/ and no Node module: the build lists its modules in build/client-modules.json (vite.config.ts).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { buildDir } from "../server/storefront.ts";

const ROOT = resolve(import.meta.dirname, "..");
const SKIP = new Set(["node_modules", ".react-router", "+types"]);

function files(top: string, pattern: RegExp): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (SKIP.has(name)) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (pattern.test(name)) out.push(relative(ROOT, path));
    }
  };
  walk(join(ROOT, top));
  return out;
}

const SOURCE = /\.(ts|tsx)$/;
const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const isServerOnly = (file: string) => /\.server\.tsx?$/.test(file);
const IMPORT = /(?:^|[;\s])(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g;

interface ImportRef {
  spec: string;
  /** a relative specifier as a path from the repository root; null for a package or node: */
  target: string | null;
  typeOnly: boolean;
}

function importsOf(file: string): ImportRef[] {
  const code = readFileSync(join(ROOT, file), "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "");
  return [...code.matchAll(IMPORT)].map((m) => {
    const spec = (m[2] ?? m[3])!;
    return { spec, target: spec.startsWith(".") ? relative(ROOT, resolve(ROOT, dirname(file), spec)) : null, typeOnly: Boolean(m[1]) };
  });
}

/** app/root.tsx and every file app/routes.ts names. */
function routeModules(): Set<string> {
  const config = readFileSync(join(ROOT, "app/routes.ts"), "utf8");
  return new Set(["app/root.tsx", ...[...config.matchAll(/["'](routes\/[^"']+\.tsx?)["']/g)].map((m) => `app/${m[1]}`)]);
}

const appSources = files("app", SOURCE).filter((f) => !isTest(f));

describe("server-only code is named *.server.ts", () => {
  it("finds the storefront's sources and routes", () => {
    expect(appSources.length).toBeGreaterThan(100);
    expect(routeModules().size).toBeGreaterThan(20);
  });

  it("imports values from server/ and node: only in *.server files", () => {
    const wrong = appSources.flatMap((file) =>
      isServerOnly(file)
        ? []
        : importsOf(file)
            .filter((ref) => !ref.typeOnly && (ref.spec.startsWith("node:") || ref.target?.startsWith("server/")))
            .map((ref) => `${file} imports ${ref.spec}: move that code into a *.server.ts file (or use import type)`),
    );
    expect(wrong).toEqual([]);
  });

  it("imports *.server files only from *.server files and route modules", () => {
    const routes = routeModules();
    const wrong = appSources.flatMap((file) =>
      isServerOnly(file) || routes.has(file)
        ? []
        : importsOf(file)
            .filter((ref) => ref.target !== null && /\.server(\.tsx?)?$/.test(ref.target))
            .map((ref) => `${file} imports ${ref.spec}: only *.server files and route modules (in loader/action) may`),
    );
    expect(wrong).toEqual([]);
  });
});

describe("the browser's build holds no server code", () => {
  // Written by the build (vite.config.ts, "kiosk-client-modules"): every source module of build/client.
  const list = join(buildDir(), "client-modules.json");
  const modules = existsSync(list) ? (JSON.parse(readFileSync(list, "utf8")) as string[]) : [];

  it("lists the modules of the browser's build", () => {
    expect(modules).toContain("app/root.tsx");
    expect(modules).toContain("app/routes/product.tsx");
  });

  it("has no *.server module, nothing from server/ and no Node module in it", () => {
    expect(modules.filter((m) => /\.server(\.[cm]?[jt]sx?)?$/.test(m) || m.startsWith("server/") || /(^|[/:])node:|browser-external/.test(m))).toEqual([]);
  });
});
