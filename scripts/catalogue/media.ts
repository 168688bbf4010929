/**
 * Writes the generated SVG files under the media directory. Shared pool images are hard-linked
 * (falling back to a copy), so every product's `image` path exists without filling the disk.
 */
import { copyFileSync, linkSync, mkdirSync, unlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { coverSvg, detailSvg } from "./covers.ts";
import type { FileJob } from "./build.ts";

export interface MediaStats {
  written: number;
  linked: number;
}

export function writeMedia(mediaDir: string, jobs: readonly FileJob[], extra: ReadonlyMap<string, string>): MediaStats {
  const dirs = new Set<string>();
  const full = (rel: string) => join(mediaDir, rel);
  const ensureDir = (file: string) => {
    const dir = dirname(file);
    if (dirs.has(dir)) return;
    mkdirSync(dir, { recursive: true });
    dirs.add(dir);
  };
  const remove = (file: string) => {
    try {
      unlinkSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  };
  const exists = (error: unknown) => (error as NodeJS.ErrnoException).code === "EEXIST";
  // A path may be a hard link left by an earlier run: never write through it (that would change the
  // shared file); create exclusively and replace the old entry only when there is one.
  const write = (rel: string, content: string) => {
    const file = full(rel);
    ensureDir(file);
    try {
      writeFileSync(file, content, { flag: "wx" });
    } catch (error) {
      if (!exists(error)) throw error;
      remove(file);
      writeFileSync(file, content, { flag: "wx" });
    }
  };
  let written = 0;
  let linked = 0;
  for (const [rel, content] of extra) {
    write(rel, content);
    written++;
  }
  for (const job of jobs) {
    if (job.kind === "cover") write(job.path, coverSvg(job.spec));
    else if (job.kind === "detail") write(job.path, detailSvg(job.spec, job.variant, job.blurb));
    else continue;
    written++;
  }
  for (const job of jobs) {
    if (job.kind !== "link") continue;
    const file = full(job.path);
    const target = full(job.target);
    ensureDir(file);
    try {
      linkSync(target, file);
    } catch {
      remove(file); // an entry left by an earlier run
      try {
        linkSync(target, file);
      } catch {
        copyFileSync(target, file); // no hard links on this file system: a copy is fine
      }
    }
    linked++;
  }
  return { written, linked };
}
