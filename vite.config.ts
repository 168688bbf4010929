import { reactRouter } from "@react-router/dev/vite";
import { writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { defineConfig } from "vite";
import { precompressDirectory } from "./scripts/precompress.ts";
import { buildServiceWorker } from "./scripts/service-worker-build.ts";
import { cssPreloadHelperCode } from "./scripts/css-preload-helper.ts";

/** React, React DOM and React Router: every page's first load, one long-cached file instead of four. */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

interface ModuleGraph {
  getModuleInfo(id: string): {
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
    importers: readonly string[];
    dynamicImporters: readonly string[];
  } | null;
}

/**
 * The app's modules that every page loads: those the root route (app/root.tsx) imports statically,
 * directly or not. They go into one chunk ("shell") instead of a dozen small shared ones; each small file
 * compresses worse and, on a phone, is one more request. Modules reached only through a dynamic import
 * (panels, modals, the checkout) stay out of it.
 */
function shellModules(graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const root = [...graphRoots].find((id) => graph.getModuleInfo(id));
  const stack = root ? [root] : [];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) if (!seen.has(next)) stack.push(next);
  }
  return seen;
}
const graphRoots = new Set<string>();
/**
 * Small helpers that the home, listing and product pages all render (prices, breadcrumbs, "add to cart", the
 * analytics door that their lists and buttons report through):
 * in the shell too, rather than four files of a few hundred bytes each on every catalogue page. They import
 * nothing outside the shell and the framework.
 */
const CATALOGUE_HELPERS =
  /[\\/](domain[\\/]money\.ts|app[\\/]components[\\/](Price|Breadcrumbs)\.tsx|app[\\/]features[\\/](cart[\\/]use-add-to-cart|analytics[\\/]track)\.ts)$/;
let shell: Set<string> | undefined;
/**
 * The small parts of product pages and listing tiles (wishlist heart, pre-order note, stock rules, quantity limit
 * note, the tile fields; the tile's "add to cart" is the listing's own, in its chunk): one chunk instead of four to six files of a few
 * hundred bytes, each of which costs its own request and compresses worse (docs/benchmarks.md, 2026-11-26). Product
 * pages have their own copies of them, in their chunk (PRODUCT_COPY below).
 */
const CATALOGUE_PARTS =
  /[\\/]app[\\/](components[\\/](Preorder|QtyLimitNote)\.tsx|features[\\/](wishlist[\\/]WishlistButton\.tsx|product[\\/]stock\.ts)|lib[\\/]tile-fields\.ts)$/;

/**
 * The product page's copies of the catalogue parts: what app/features/product/ imports of CATALOGUE_PARTS (and
 * what those copies import of them) is the same source module under this query, a module of its own for the
 * bundler, so it goes into the product page's chunk. The listing, the cart and the other pages keep the
 * `catalogue-parts` chunk. The product page loads one file less (its chunk and the parts compress better as one
 * file: −0.57 kB gzipped) and the category page no longer loads what only product pages use (stock.ts); the price
 * is about 2 kB (raw) more in the build and the service worker's precache. Safe because none of these modules holds
 * state: they are components and pure functions (the wishlist heart's state is in the shell's wishlist-state.ts),
 * so two copies behave as one. A module with state must not join CATALOGUE_PARTS, and a shell module under
 * app/features/product/ (format.ts) must not import one (its copy would join the shell, on every page).
 * docs/benchmarks.md, 2026-11-27 (jsbudget4).
 */
const PRODUCT_SIDE = /[\\/]app[\\/]features[\\/]product[\\/][^?]*$/;
const PRODUCT_COPY = "?product-page";

/**
 * Routes whose module the URL dispatcher (routes/dispatch.tsx) imports too. React Router's browser entry of a route
 * is a module of its own (`routes/x.tsx?__react-router-build-client-route`) that re-exports the route file; as
 * that file is shared with the dispatcher, the bundler gave each of these routes a chunk plus an 85-byte file that
 * only re-exports it (one more request on every product and category page). Here the entry, the route file and
 * the modules only it reaches make one chunk, which is the route's entry itself (entry signatures may grow, see
 * `preserveEntrySignatures` below). docs/benchmarks.md, 2026-11-27 (jsbudget4).
 */
const DISPATCHED_ROUTES = /[\\/]app[\\/]routes[\\/](product|category)\.tsx$/;
const routeFiles = new Set<string>();
let routeChunks: Map<string, string> | undefined;

/**
 * For each route file of DISPATCHED_ROUTES: the module ids of its chunk, the modules it imports statically
 * that nothing outside the route's own code imports. The route's own code is what it reaches through static
 * and dynamic imports (its lazy parts load after it), less every module that something else imports too
 * (the listing, a panel, another route; the route file itself may be imported by the dispatcher): those stay
 * where the bundler puts them, so no other page loads this chunk for them. The shell, the catalogue groups
 * and packages are left to their groups.
 */
function dispatchedRouteChunks(graph: ModuleGraph): Map<string, string> {
  const chunkOf = new Map<string, string>();
  shell ??= shellModules(graph);
  const grouped = (id: string) =>
    shell!.has(id) || CATALOGUE_HELPERS.test(id) || CATALOGUE_PARTS.test(id) || id.includes("node_modules") || /\.css$/.test(id) || id.startsWith("\0");
  const reach = (from: string, within: (id: string) => boolean, dynamic: boolean) => {
    const seen = new Set<string>();
    const stack = [from];
    while (stack.length) {
      const id = stack.pop()!;
      if (seen.has(id) || !within(id)) continue;
      seen.add(id);
      const info = graph.getModuleInfo(id);
      stack.push(...(info?.importedIds ?? []), ...(dynamic ? (info?.dynamicallyImportedIds ?? []) : []));
    }
    return seen;
  };
  for (const file of routeFiles) {
    if (!graph.getModuleInfo(file)) continue;
    const own = reach(file, (id) => !grouped(id), true);
    for (let changed = true; changed; ) {
      changed = false;
      for (const id of own) {
        const info = graph.getModuleInfo(id);
        if (id !== file && [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])].some((by) => !own.has(by))) {
          own.delete(id);
          changed = true;
        }
      }
    }
    const name = /([^\\/]+)\.tsx$/.exec(file)![1]!;
    for (const id of reach(file, (id) => own.has(id), false)) chunkOf.set(id, name);
    chunkOf.set(`${file}?__react-router-build-client-route`, name);
  }
  return chunkOf;
}

const clientChunks = {
  output: {
    codeSplitting: {
      groups: [
        { name: "framework", test: FRAMEWORK, priority: 2 },
        { name: "catalogue-parts", test: CATALOGUE_PARTS, priority: 0 },
        {
          name: (id: string, ctx: ModuleGraph) => {
            routeChunks ??= dispatchedRouteChunks(ctx);
            return routeChunks.get(id) ?? null;
          },
          priority: -1,
          includeDependenciesRecursively: false,
        },
        {
          name: (id: string, ctx: ModuleGraph) => {
            shell ??= shellModules(ctx);
            return (shell.has(id) || CATALOGUE_HELPERS.test(id)) && !id.includes("node_modules") && !/\.css$/.test(id) ? "shell" : null;
          },
          priority: 1,
        },
      ],
    },
  },
};

/** Vite's `base` (the public path of the built files), for the preload helper. */
let base = "/";

export default defineConfig({
  plugins: [
    reactRouter(),
    {
      // The service worker (scripts/service-worker-build.ts: it precaches this build's files), then brotli and gzip
      // copies of the browser build, sent as they are (scripts/precompress.ts).
      name: "kiosk-precompress",
      applyToEnvironment: (env: { name: string }) => env.name === "client",
      async writeBundle(options: { dir?: string }) {
        if (!options.dir) return;
        await buildServiceWorker(options.dir, process.env.STORE_CODE_PREFIX ? `/${process.env.STORE_CODE_PREFIX}` : "");
        await precompressDirectory(options.dir);
      },
    },
    {
      // The source modules of the browser's build, for app/server-only.test.ts: written next to client/ (not served).
      name: "kiosk-client-modules",
      applyToEnvironment: (env: { name: string }) => env.name === "client",
      writeBundle(options: { dir?: string }, bundle: Record<string, { type: string; moduleIds?: string[] }>) {
        if (!options.dir) return;
        const ids = Object.values(bundle).flatMap((file) => (file.type === "chunk" ? (file.moduleIds ?? []) : []));
        const sources = [...new Set(ids.map((id) => relative(import.meta.dirname, id.split("?")[0]!).replaceAll("\\", "/")))].sort();
        writeFileSync(join(dirname(options.dir), "client-modules.json"), `${JSON.stringify(sources, null, 1)}\n`);
      },
    },
    {
      // A route's entry chunk may export more than the route's own exports (the shell is root's entry, the
      // product page's chunk is its route's entry, docs/benchmarks.md 2026-11-27 jsbudget4): with React Router's
      // "exports-only" the bundler added a file that only re-exports the route (one request, ~100 bytes gzipped, on
      // every page). React Router reads a route module's exports by their names (default, meta, handle, Layout,
      // ErrorBoundary, ...); the extra exports are the bundler's one- or two-letter names, which it never reads.
      name: "kiosk-entry-signatures",
      applyToEnvironment: (env: { name: string }) => env.name === "client",
      options(opts: { preserveEntrySignatures?: "allow-extension" | "exports-only" | "strict" | false }) {
        opts.preserveEntrySignatures = "allow-extension";
        return opts;
      },
    },
    {
      // The product page's own copies of the catalogue parts (PRODUCT_COPY above).
      name: "kiosk-product-copies",
      apply: "build" as const,
      enforce: "pre" as const,
      applyToEnvironment: (env: { name: string }) => env.name === "client",
      async resolveId(
        this: { resolve(source: string, importer?: string, options?: object): Promise<{ id: string } | null> },
        source: string,
        importer: string | undefined,
        options: object,
      ) {
        if (!importer || !(PRODUCT_SIDE.test(importer) || importer.endsWith(PRODUCT_COPY))) return null;
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        return resolved && CATALOGUE_PARTS.test(resolved.id) ? `${resolved.id}${PRODUCT_COPY}` : null;
      },
    },
    {
      // Vite's helper for dynamic imports (loading a lazy chunk's CSS first) replaced by a smaller one that does
      // what this build needs of it: scripts/css-preload-helper.ts says what it keeps and what it leaves out.
      name: "kiosk-preload-helper",
      enforce: "pre" as const,
      applyToEnvironment: (env: { name: string }) => env.name === "client",
      configResolved(config: { base: string }) {
        base = config.base;
      },
      load(id: string) {
        return id === "\0vite/preload-helper.js" ? cssPreloadHelperCode(base) : null;
      },
    },
    {
      name: "kiosk-root-module",
      // the root route's module id as the bundler knows it (absolute path), and the dispatched routes' files
      moduleParsed(info: { id: string }) {
        if (/[\\/]app[\\/]root\.tsx(\?|$)/.test(info.id)) graphRoots.add(info.id);
        if (DISPATCHED_ROUTES.test(info.id)) routeFiles.add(info.id);
      },
    },
  ],
  build: { target: "es2022", sourcemap: process.env.KIOSK_SOURCEMAP === "1", modulePreload: false },
  // Only the browser's build is grouped: the server build stays as React Router lays it out.
  environments: { client: { build: { rolldownOptions: clientChunks } } },
});
