/**
 * The house rules of docs/architecture.md, checked on the source: a module is entered through its front door,
 * each table is written only by the module that owns it, and the pure rules in domain/ reach for nothing outside
 * themselves.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const SKIP = new Set(["node_modules", ".git", "build", "var", ".react-router", "test-results", "coverage"]);

function sourceFiles(top: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (SKIP.has(name) || name.startsWith("build-")) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(ts|tsx)$/.test(name)) out.push(relative(ROOT, path));
    }
  };
  walk(join(ROOT, top));
  return out;
}

export interface ImportRef {
  from: string;
  /** The specifier as written. */
  spec: string;
  /** A relative specifier resolved to a path from the repository root; null for a package. */
  target: string | null;
  typeOnly: boolean;
}

const IMPORT = /(?:^|[;\s])(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g;

/** The imports of one file: static, re-exports and literal dynamic imports; comments are not read. */
export function importsOf(file: string, text = readFileSync(join(ROOT, file), "utf8")): ImportRef[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  return [...code.matchAll(IMPORT)].map((m) => {
    const spec = (m[2] ?? m[3])!;
    const target = spec.startsWith(".") ? relative(ROOT, resolve(ROOT, dirname(file), spec)) : null;
    return { from: file, spec, target, typeOnly: Boolean(m[1]) };
  });
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.startsWith("tests/") || file.startsWith("server/test/");
const moduleOf = (path: string) => /^server\/modules\/([^/]+)\//.exec(path)?.[1] ?? null;

/** Why this import crosses a module's door, or null when it may. */
export function doorViolation(ref: ImportRef): string | null {
  const target = ref.target;
  const into = target ? moduleOf(target) : null;
  if (!target || !into || moduleOf(ref.from) === into) return null;
  const inside = target.slice(`server/modules/${into}/`.length);
  if (inside === "index.ts") return null;
  // The one named exception: a module's tables.ts is data (docs/decisions/2026-11-26-drizzle-role.md) and is imported
  // directly, not through index.ts, by another module's tables.ts (a foreign key), by server/db/ (schema.ts lists
  // every table for drizzle-kit) and, type-only, by server code typing the rows its SQL reads (RowOf). Through the
  // door, drizzle-kit would load whole modules and the tables would import themselves in a cycle. Reading another
  // module's table is allowed; writing it is not (the "tables" tests below).
  if (inside === "tables.ts") {
    if (ref.from.startsWith("server/db/") || (moduleOf(ref.from) && ref.from.endsWith("/tables.ts"))) return null;
    if (ref.typeOnly && ref.from.startsWith("server/")) return null;
  }
  // Tests (and other modules' test support) may use a module's test-support.ts, never production code.
  if (inside === "test-support.ts" && (isTest(ref.from) || ref.from.endsWith("/test-support.ts"))) return null;
  return `${ref.from} imports ${target}: enter the ${into} module through server/modules/${into}/index.ts`;
}

describe("module front doors", () => {
  // This file's own examples below are not imports.
  const files = ["server", "app", "domain", "scripts", "tests"].flatMap(sourceFiles).filter((f) => f !== "server/architecture.test.ts");

  it("every server module has a front door", () => {
    const modules = readdirSync(join(ROOT, "server/modules")).filter((m) => statSync(join(ROOT, "server/modules", m)).isDirectory());
    expect(modules.length).toBeGreaterThan(10);
    expect(modules.filter((m) => !files.includes(`server/modules/${m}/index.ts`))).toEqual([]);
  });

  it("no file imports another module's inside", () => {
    const violations = files.flatMap((f) => importsOf(f).map(doorViolation)).filter((v) => v !== null);
    expect(violations).toEqual([]);
  });

  it("the check sees a crossing (so it cannot pass by reading nothing)", () => {
    const crossing = importsOf("server/modules/order/x.ts", `import { saveLine } from "../cart/lines.ts";\nimport { CartService } from "../cart/index.ts";`);
    expect(crossing.map(doorViolation)).toEqual([expect.stringContaining("enter the cart module"), null]);
    const typeOnly = importsOf("app/features/x.ts", `import type {\n  ProductDoc,\n} from "../../server/modules/catalog/products.ts";`);
    expect(typeOnly.map(doorViolation)).toEqual([expect.stringContaining("enter the catalog module")]);
    const dynamic = importsOf("server/app.ts", `const m = await import("./modules/cart/routes.ts");`);
    expect(dynamic.map(doorViolation)).toEqual([expect.stringContaining("enter the cart module")]);
    const inComment = importsOf("server/app.ts", `// import { x } from "./modules/cart/routes.ts";\n/* import "./modules/cart/lines.ts" */`);
    expect(inComment).toEqual([]);
    const testSupport = importsOf("server/modules/order/order.test.ts", `import { client } from "../cart/test-support.ts";`);
    expect(testSupport.map(doorViolation)).toEqual([null]);
    const prodSupport = importsOf("server/modules/order/service.ts", `import { client } from "../cart/test-support.ts";`);
    expect(prodSupport.map(doorViolation)).toEqual([expect.stringContaining("enter the cart module")]);
    const foreignKey = importsOf("server/modules/order/tables.ts", `import { customers } from "../customer/tables.ts";`);
    const aggregator = importsOf("server/db/schema.ts", `export * from "../modules/cart/tables.ts";`);
    const rowType = importsOf("server/modules/seo/service.ts", `import type { products } from "../catalog/tables.ts";`);
    expect([...foreignKey, ...aggregator, ...rowType].map(doorViolation)).toEqual([null, null, null]);
    const tableValue = importsOf("server/modules/order/service.ts", `import { carts } from "../cart/tables.ts";`);
    const browserRow = importsOf("app/features/x.ts", `import type { products } from "../../server/modules/catalog/tables.ts";`);
    expect([...tableValue, ...browserRow].map(doorViolation)).toEqual([
      expect.stringContaining("enter the cart"),
      expect.stringContaining("enter the catalog"),
    ]);
  });
});

describe("domain/ holds pure rules", () => {
  const allowed = new Set(["zod", "vitest", "@noble/hashes/sha3.js", "@noble/hashes/utils.js"]);

  it("imports only domain/ files and a few pure packages: no server, no browser, no node:", () => {
    const refs = sourceFiles("domain").flatMap((f) => importsOf(f));
    expect(refs.length).toBeGreaterThan(20);
    const outside = refs.filter((r) => (r.target ? !r.target.startsWith("domain/") : !allowed.has(r.spec)));
    expect(outside.map((r) => `${r.from} imports ${r.spec}`)).toEqual([]);
  });
});
