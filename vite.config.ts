import { reactRouter } from "@react-router/dev/vite";
import { writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { defineConfig } from "vite";
import { precompressDirectory } from "./scripts/precompress.ts";
import { buildServiceWorker } from "./scripts/service-worker-build.ts";

/** React, React DOM and React Router: every page's first load, one long-cached file instead of four. */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
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
 * note, the tile fields; the tile's "add to cart" is the listing's own, in its chunk): one chunk for both pages instead of four to six files of a few
 * hundred bytes, each of which costs its own request and compresses worse (docs/benchmarks.md, 2026-11-26).
 */
const CATALOGUE_PARTS =
  /[\\/]app[\\/](components[\\/](Preorder|QtyLimitNote)\.tsx|features[\\/](wishlist[\\/]WishlistButton\.tsx|product[\\/]stock\.ts)|lib[\\/]tile-fields\.ts)$/;

const clientChunks = {
  output: {
    codeSplitting: {
      groups: [
        { name: "framework", test: FRAMEWORK, priority: 2 },
        { name: "catalogue-parts", test: CATALOGUE_PARTS, priority: 0 },
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
      name: "kiosk-root-module",
      // the root route's module id as the bundler knows it (absolute path)
      moduleParsed(info: { id: string }) {
        if (/[\\/]app[\\/]root\.tsx(\?|$)/.test(info.id)) graphRoots.add(info.id);
      },
    },
  ],
  build: { target: "es2022", sourcemap: process.env.KIOSK_SOURCEMAP === "1", modulePreload: false },
  // Only the browser's build is grouped: the server build stays as React Router lays it out.
  environments: { client: { build: { rolldownOptions: clientChunks } } },
});
