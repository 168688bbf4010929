/**
 * The house rules of docs/architecture.md, checked on the source: a module is entered through its front door,
 * each table is written only by the module that owns it, the pure rules in domain/ reach for nothing outside
 * themselves (but the contract's types), and the API contract (contract/) reaches the browser as types only.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
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

interface ImportRef {
  from: string;
  /** The specifier as written. */
  spec: string;
  /** A relative specifier resolved to a path from the repository root; null for a package. */
  target: string | null;
  typeOnly: boolean;
}

const IMPORT = /(?:^|[;\s])(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g;

/** The imports of one file: static, re-exports and literal dynamic imports; comments are not read. */
function importsOf(file: string, text = readFileSync(join(ROOT, file), "utf8")): ImportRef[] {
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
function doorViolation(ref: ImportRef): string | null {
  const target = ref.target;
  const into = target ? moduleOf(target) : null;
  if (!target || !into || moduleOf(ref.from) === into) return null;
  const inside = target.slice(`server/modules/${into}/`.length);
  if (inside === "index.ts") return null;
  // The one named exception: a module's tables.ts is data (docs/decisions/2026-11-26-drizzle-role.md) and is imported
  // directly, not through index.ts, by another module's tables.ts (a foreign key), by server/db/ (schema.ts lists
  // every table for drizzle-kit). Through the door, drizzle-kit would load whole modules and the tables would import
  // themselves in a cycle. Code typing another module's rows (RowOf) takes the table's type from that module's door;
  // reading another module's table is allowed, writing it is not (the "tables" tests below).
  if (inside === "tables.ts") {
    if (ref.from.startsWith("server/db/") || (moduleOf(ref.from) && ref.from.endsWith("/tables.ts"))) return null;
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
    expect([...foreignKey, ...aggregator].map(doorViolation)).toEqual([null, null]);
    expect(rowType.map(doorViolation)).toEqual([expect.stringContaining("enter the catalog")]);
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
    // The one way out: the API contract's types (contract/), erased at build time.
    const outside = refs.filter((r) =>
      r.target ? !r.target.startsWith("domain/") && !(r.typeOnly && r.target.startsWith("contract/")) : !allowed.has(r.spec),
    );
    expect(outside.map((r) => `${r.from} imports ${r.spec}`)).toEqual([]);
  });
});

/** Why this import breaks the contract's rules, or null when it may. */
function contractViolation(ref: ImportRef): string | null {
  const intoContract = ref.target?.startsWith("contract/") ?? false;
  if (intoContract && !ref.typeOnly && (ref.from.startsWith("app/") || ref.from.startsWith("domain/")))
    return `${ref.from} imports ${ref.spec}: the browser and domain/ use the contract's types only (import type), never its zod schemas`;
  if (ref.from.startsWith("contract/") && !isTest(ref.from)) {
    const fine = ref.target ? ref.target.startsWith("contract/") || ref.target.startsWith("domain/") : ref.spec === "zod";
    if (!fine) return `${ref.from} imports ${ref.spec}: the contract is built from zod, domain/ and itself only`;
  }
  return null;
}

describe("contract/ holds the API's schemas", () => {
  it("app/ and domain/ import its types only; it imports only zod, domain/ and itself", () => {
    const refs = ["app", "domain", "contract"].flatMap(sourceFiles).flatMap((f) => importsOf(f));
    expect(refs.filter((r) => r.target?.startsWith("contract/")).length).toBeGreaterThan(0);
    expect(refs.map(contractViolation).filter((v) => v !== null)).toEqual([]);
  });

  it("the check sees a value import (so it cannot pass by reading nothing)", () => {
    const refs = importsOf(
      "app/features/cart/x.ts",
      `import { Totals } from "../../../contract/cart.ts";\nimport type { ServerCartItem } from "../../../contract/cart.ts";`,
    );
    expect(refs.map(contractViolation)).toEqual([expect.stringContaining("types only"), null]);
    const server = importsOf("contract/x.ts", `import { z } from "zod";\nimport { db } from "../server/db/client.ts";`);
    expect(server.map(contractViolation)).toEqual([null, expect.stringContaining("zod, domain/ and itself")]);
  });
});

/** Tables created by hand-written migrations only (no Drizzle definition), and the module that owns each. */
const SQL_ONLY_TABLES: Record<string, string> = {
  catalog_listing: "catalog",
  catalog_search: "catalog",
  search_words: "catalog",
  search_forms: "catalog",
  mail_outbox: "mail",
  // filled by a trigger on stock_items (migration stock_changes), read and pruned by the page cache
  stock_changes: "page-cache",
  // filled by triggers on the listing, search and popularity tables (migration 0042), read and pruned by the search index
  catalog_listing_changes: "catalog",
};

/** The tables of server/db/shared-tables.ts belong to no module; each has the one file (or folder) that writes it. */
const SHARED_TABLE_WRITERS: Record<string, string> = {
  external_call_budgets: "server/integrations/budget.ts",
  rate_limit_hits: "server/lib/rate-limit.ts",
  used_bot_challenges: "server/integrations/botcheck/",
};

/**
 * Writes outside the owning module that are accepted: none. A table another module must write in its own statement
 * gets a named SQL fragment from its owner (the order composes the cart's and the catalogue's parts).
 */
const KNOWN_FOREIGN_WRITES: string[] = [];

/** A table declaration in a tables.ts: `export const x = pgTable("name", …)`, or a builder of tables such as `productRows("name", …)`. */
const PG_TABLE = /export const \w+ = \w+\(\s*"([a-z_][a-z0-9_]*)"/g;

/** Table name → the path prefix allowed to write it: the owning module's folder, or a shared table's writer. */
function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  const own = (table: string, where: string) => {
    expect(owners.get(table) ?? where, `${table} is declared twice`).toBe(where);
    owners.set(table, where);
  };
  for (const m of readdirSync(join(ROOT, "server/modules"))) {
    const file = join(ROOT, "server/modules", m, "tables.ts");
    if (!existsSync(file)) continue;
    for (const [, table] of readFileSync(file, "utf8").matchAll(PG_TABLE)) own(table!, `server/modules/${m}/`);
  }
  for (const [, table] of readFileSync(join(ROOT, "server/db/shared-tables.ts"), "utf8").matchAll(PG_TABLE)) {
    expect(SHARED_TABLE_WRITERS, `server/db/shared-tables.ts declares ${table}: name its writer`).toHaveProperty(table!);
    own(table!, SHARED_TABLE_WRITERS[table!]!);
  }
  for (const [table, m] of Object.entries(SQL_ONLY_TABLES)) own(table, `server/modules/${m}/`);
  return owners;
}

const WRITE =
  /\b(?:INSERT\s+INTO|UPDATE(?:\s+ONLY)?|DELETE\s+FROM(?:\s+ONLY)?|TRUNCATE(?:\s+TABLE)?(?:\s+ONLY)?|MERGE\s+INTO)\s+(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?/g;

/** The tables a file's SQL writes (in strings and template strings alike; comments are not read). */
function tablesWritten(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  return [...new Set([...code.matchAll(WRITE)].map((m) => m[1]!))];
}

/** Why `file` may not write `table`, or null when it may (unknown names, e.g. `ON CONFLICT DO UPDATE SET`, are not tables). */
function writeViolation(owners: Map<string, string>, file: string, table: string): string | null {
  const owner = owners.get(table);
  if (!owner || file.startsWith(owner)) return null;
  return `${file} writes ${table} (owned by ${owner})`;
}

describe("each table is written by the module that owns it", () => {
  const owners = tableOwners();
  // Tests and test support set up data as they need; scripts/ (the catalogue generator, the bench) and the
  // migrations write the catalogue by design.
  const files = sourceFiles("server").filter((f) => !isTest(f) && !f.endsWith("/test-support.ts"));

  it("knows every table the migrations create", () => {
    const created = readdirSync(join(ROOT, "server/db/migrations"))
      .filter((f) => f.endsWith(".sql"))
      .flatMap((f) =>
        [...readFileSync(join(ROOT, "server/db/migrations", f), "utf8").matchAll(/CREATE TABLE (?:IF NOT EXISTS )?"?([a-z_]+)"?/g)].map((m) => m[1]!),
      );
    expect(created.length).toBeGreaterThan(40);
    expect(created.filter((t) => !owners.has(t))).toEqual([]);
  });

  it("no file writes a table of another module", () => {
    const violations = files
      .flatMap((f) => tablesWritten(readFileSync(join(ROOT, f), "utf8")).map((t) => writeViolation(owners, f, t)))
      .filter((v) => v !== null);
    expect(violations.filter((v) => !KNOWN_FOREIGN_WRITES.includes(v))).toEqual([]);
    // A known exception that no longer happens must leave the list.
    expect(KNOWN_FOREIGN_WRITES.filter((k) => !violations.includes(k))).toEqual([]);
  });

  it("the scanner sees a write (so it cannot pass by reading nothing)", () => {
    expect(files.length).toBeGreaterThan(50);
    expect(owners.get("carts")).toBe("server/modules/cart/");
    expect(owners.get("products")).toBe("server/modules/catalog/");
    const sql = [
      "await db.query(`WITH c AS (INSERT INTO carts (guest_token) VALUES ($1) RETURNING id)",
      "  UPDATE stock_items s SET qty = s.qty - 1 FROM c`);",
      'await tx.query("DELETE FROM public.cart_items WHERE cart_id = $1", [id]);',
      "await tx.query('UPDATE ONLY \"orders\" SET status = $1');",
      "// INSERT INTO products (a comment is not a write)",
      "/* UPDATE customers SET email = '' */",
      "const q = `INSERT INTO login_attempts (subject) VALUES ($1) ON CONFLICT (subject) DO UPDATE SET n = 1 FOR UPDATE SKIP LOCKED`;",
    ].join("\n");
    expect(tablesWritten(sql)).toEqual(["carts", "stock_items", "cart_items", "orders", "login_attempts"]);
    const found = tablesWritten(sql).map((t) => writeViolation(owners, "server/modules/order/service.ts", t));
    expect(found).toEqual([
      "server/modules/order/service.ts writes carts (owned by server/modules/cart/)",
      "server/modules/order/service.ts writes stock_items (owned by server/modules/catalog/)",
      "server/modules/order/service.ts writes cart_items (owned by server/modules/cart/)",
      null,
      "server/modules/order/service.ts writes login_attempts (owned by server/modules/customer/)",
    ]);
    expect(writeViolation(owners, "server/integrations/budget.ts", "external_call_budgets")).toBeNull();
    expect(writeViolation(owners, "server/modules/company/service.ts", "external_call_budgets")).toContain("owned by server/integrations/budget.ts");
    // The real source: the order module's statement writes orders (its own) and is found.
    expect(tablesWritten(readFileSync(join(ROOT, "server/modules/order/service.ts"), "utf8"))).toContain("orders");
  });
});
