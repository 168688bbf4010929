/**
 * The browser's chunks of a product page's parts (parts.ts), so the server-rendered page can preload them
 * (<link rel="modulepreload">) and hydrate without waiting for them. React Router's manifest lists only the
 * route modules' static imports; a dynamic import's chunk is named after its module ("{module}-{hash}.js"),
 * so it is found in the client build by that name, with the chunks it imports that the page does not load
 * anyway (those the importing chunk imports too). Read once per process.
 *
 * Without a client build next to the server build (tests, a dev server) there is nothing to preload; the
 * page still works, its parts load during hydration.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ProductPart } from "./parts.ts";

/** The module each part's dynamic import loads (parts.ts), hence its chunk's name. */
export const PART_MODULES: Record<ProductPart, string> = {
  configurable: "ConfigurableOptions",
  bundle: "BundleOptions",
  grouped: "GroupedItems",
  subscription: "SubscriptionOptions",
  downloadable: "Downloads",
  customOptions: "CustomOptionsFields",
};

const PUBLIC_PATH = "/assets/";
let index: Partial<Record<ProductPart, string[]>> | undefined;

/** Public URLs of the chunks to preload for `parts`, in order, without repeats. */
export function partPreloads(parts: readonly ProductPart[]): string[] {
  index ??= buildIndex();
  return [...new Set(parts.flatMap((part) => index?.[part] ?? []))];
}

function buildIndex(): Partial<Record<ProductPart, string[]>> {
  try {
    const dir = clientAssetsDir();
    return dir ? chunkIndex(dir) : {};
  } catch (error) {
    console.warn("product page: the parts' chunks could not be read, so they are not preloaded", error);
    return {};
  }
}

/** The server build is {build}/server (index.js, assets/*.js); the browser's assets are {build}/client/assets. */
function clientAssetsDir(): string | null {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 3; depth++, dir = dirname(dir)) {
    if (basename(dir) === "server") {
      const assets = join(dir, "..", "client", "assets");
      return existsSync(assets) ? assets : null;
    }
  }
  return null;
}

/** Chunk file names per part: its own chunk first, then the chunks only it needs. */
export function chunkIndex(dir: string): Partial<Record<ProductPart, string[]>> {
  const files = readdirSync(dir).filter((f) => f.endsWith(".js"));
  const sources = new Map<string, string>();
  const source = (file: string) => {
    if (!sources.has(file)) sources.set(file, readFileSync(join(dir, file), "utf8"));
    return sources.get(file)!;
  };
  const closure = (file: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(file) || !files.includes(file)) return seen;
    seen.add(file);
    for (const dep of staticImports(source(file))) closure(dep, seen);
    return seen;
  };
  const result: Partial<Record<ProductPart, string[]>> = {};
  for (const [part, name] of Object.entries(PART_MODULES) as [ProductPart, string][]) {
    const own = files.filter((f) => new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(f));
    if (own.length !== 1) continue; // missing, or stale builds side by side: better no preload than a wrong one
    const chunk = own[0]!;
    // What the importing chunk (the product page's) loads with it is loaded anyway.
    const importers = files.filter((f) => f !== chunk && dynamicImports(source(f)).includes(chunk));
    const loaded = new Set(importers.flatMap((f) => [...closure(f)]));
    result[part] = [...closure(chunk)].filter((f) => !loaded.has(f)).map((f) => `${PUBLIC_PATH}${f}`);
  }
  return result;
}

/** The chunks a built chunk imports statically (the import statements a bundler puts first). */
export function staticImports(code: string): string[] {
  const found: string[] = [];
  const statement = /^\s*import\s*(?:[\w$\s{},*]+?\s*from\s*)?["'`]\.\/([^"'`]+\.js)["'`];?/;
  let rest = code.replace(/^(?:const __vite__mapDeps=[^\n]*\n)/, "");
  for (let m = statement.exec(rest); m; m = statement.exec(rest)) {
    found.push(m[1]!);
    rest = rest.slice(m[0].length);
  }
  return found;
}

/** The chunks a built chunk loads with import() (directly, or through Vite's preload list). */
export function dynamicImports(code: string): string[] {
  return [...code.matchAll(/import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g)].map((m) => m[1]!);
}
