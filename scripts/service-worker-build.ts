/**
 * Builds /service-worker.js (app/features/offline/service-worker.ts) once the storefront's browser build is
 * written (vite.config.ts calls it before the build is pre-compressed): bundles it with Workbox's modules into
 * one classic script, and puts in the precache list of this build (Workbox's `self.__WB_MANIFEST` injection
 * point): every script and style of build/client/assets (hashed names: no revision needed), the icons and the
 * manifest (an MD5 revision each). The list changes with every build that changes a file, so a new build is a new
 * worker, which the open pages offer as an update.
 */
import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { build } from "vite";
import { webManifest } from "../app/features/offline/web-manifest.ts";

const SOURCE = path.resolve(import.meta.dirname, "../app/features/offline/service-worker.ts");
export const SERVICE_WORKER_FILE = "service-worker.js";

/** Files of the client build that go into the precache: built scripts and styles, the icons and the manifest. */
export const PRECACHED = /^(assets\/.+\.(js|css|woff2|svg)|favicon\.svg|manifest\.webmanifest|icons\/.+\.(png|svg))$/;

const INJECTION_POINT = /\b[A-Za-z_$][\w$]*\.__WB_MANIFEST\b/g;

export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

async function* walk(dir: string, root = dir): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full, root);
    else if (entry.isFile()) yield path.relative(root, full).split(path.sep).join("/");
  }
}

/** The precache list of a client build directory (sorted, so the same build gives the same worker). */
export async function precacheManifest(clientDir: string): Promise<PrecacheEntry[]> {
  const entries: PrecacheEntry[] = [];
  for await (const file of walk(clientDir)) {
    if (!PRECACHED.test(file)) continue;
    const hashed = file.startsWith("assets/");
    const revision = hashed
      ? null
      : createHash("md5")
          .update(await readFile(path.join(clientDir, file)))
          .digest("hex");
    entries.push({ url: `/${file}`, revision });
  }
  return entries.sort((a, b) => a.url.localeCompare(b.url));
}

/** Writes `<clientDir>/manifest.webmanifest` and `<clientDir>/service-worker.js`. `base`: the store-code prefix ("" or "/{code}"). */
export async function buildServiceWorker(clientDir: string, base: string): Promise<{ bytes: number; precached: number }> {
  const output = await build({
    configFile: false,
    logLevel: "warn",
    define: { "process.env.NODE_ENV": JSON.stringify("production"), __KIOSK_BASE__: JSON.stringify(base) },
    build: {
      write: false,
      target: "es2022",
      minify: true,
      lib: { entry: SOURCE, formats: ["iife"], name: "kioskServiceWorker", fileName: () => SERVICE_WORKER_FILE },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => ("output" in o ? o.output : []));
  const chunk = chunks.find((c) => c.type === "chunk");
  if (chunk?.type !== "chunk") throw new Error("service worker: the bundle has no chunk");
  await writeFile(path.join(clientDir, "manifest.webmanifest"), `${JSON.stringify(webManifest(base), null, 1)}\n`);
  const manifest = await precacheManifest(clientDir);
  // `self.__WB_MANIFEST` in the source; the minifier may have named `self` otherwise (one place, checked)
  const points = chunk.code.match(INJECTION_POINT) ?? [];
  if (points.length !== 1) throw new Error(`service worker: expected one injection point __WB_MANIFEST, found ${points.length}`);
  const code = chunk.code.replace(INJECTION_POINT, JSON.stringify(manifest));
  await writeFile(path.join(clientDir, SERVICE_WORKER_FILE), code);
  return { bytes: Buffer.byteLength(code), precached: manifest.length };
}
