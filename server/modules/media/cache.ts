// Disk cache of rendered images, safe to share between processes: entries are
// written to a unique temp file and renamed into place, so readers only ever
// see complete files. The in-process single-flight map only saves work.
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/** Returns the cached bytes when the entry exists and is newer than the source. */
export async function readFreshCache(cachePath: string, sourceMtimeMs: number): Promise<Buffer | null> {
  try {
    const cached = await fs.stat(cachePath);
    if (!cached.isFile() || cached.mtimeMs <= sourceMtimeMs) return null;
    return await fs.readFile(cachePath);
  } catch (error) {
    if (isNotFound(error)) return null; // missing, or purged between stat and read
    throw error;
  }
}

/** Writes `data` to `cachePath` atomically (temp file in the same dir, then rename). */
export async function writeCacheAtomic(cachePath: string, data: Buffer): Promise<void> {
  await fs.mkdir(path.dirname(cachePath), { recursive: true });
  const temp = `${cachePath}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
  try {
    await fs.writeFile(temp, data, { flag: "wx" });
    await fs.rename(temp, cachePath);
  } catch (error) {
    await fs.rm(temp, { force: true }).catch(() => {});
    throw error;
  }
}

const inFlight = new Map<string, Promise<Buffer>>();

/** Concurrent calls with the same key share one execution of `task`. */
export function singleFlight(key: string, task: () => Promise<Buffer>): Promise<Buffer> {
  const running = inFlight.get(key);
  if (running) return running;
  const promise = task().finally(() => inFlight.delete(key));
  inFlight.set(key, promise);
  return promise;
}

export function isNotFound(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === "ENOENT" || code === "ENOTDIR";
}
