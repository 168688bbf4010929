// GET /img/:width/:height/* — resized product images from the media dir,
// negotiated to AVIF/WebP/JPEG and cached on disk.
import fs from "node:fs/promises";
import type { FileHandle } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isNotFound, readFreshCache, singleFlight, writeCacheAtomic } from "./cache.ts";
import { MAX_SOURCE_BYTES, renderImage } from "./render.ts";
import {
  CACHE_CONTROL,
  CONTENT_TYPES,
  MediaError,
  cacheFilePath,
  etagMatches,
  isInside,
  makeEtag,
  negotiateFormat,
  normaliseMediaPath,
  parseSize,
} from "./resize.ts";
import type { ImageSize, OutputFormat } from "./resize.ts";

export interface MediaOptions {
  mediaDir: string;
  cacheDir: string;
}

interface ImageParams {
  width: string;
  height: string;
  "*": string;
}

export default async function mediaRoutes(app: FastifyInstance, opts: MediaOptions): Promise<void> {
  const mediaDir = path.resolve(opts.mediaDir);
  const cacheDir = path.resolve(opts.cacheDir);

  app.get<{ Params: ImageParams }>("/img/:width/:height/*", async (request, reply) => {
    try {
      return await serveImage(request, reply);
    } catch (error) {
      if (error instanceof MediaError) {
        if (error.status >= 415) request.log.warn({ url: request.url, reason: error.message }, "media: bad source image");
        return sendError(reply, error.status, error.message);
      }
      request.log.error({ err: error, url: request.url }, "media: unexpected failure");
      return sendError(reply, 500, "The image could not be served because of an internal error.");
    }
  });

  async function serveImage(request: FastifyRequest<{ Params: ImageParams }>, reply: FastifyReply) {
    const { width, height, "*": rawPath } = request.params;
    const size = parseSize(width, height);
    if (!size) throw new MediaError(400, "The requested image size is not one of the allowed sizes.");
    const relPath = normaliseMediaPath(rawPath);
    if (!relPath) throw new MediaError(400, "The image path is not valid.");

    const sourcePath = await resolveSource(relPath);
    const source = await fs.stat(sourcePath);
    if (!source.isFile()) throw new MediaError(404, "The requested image does not exist.");

    const format = negotiateFormat(request.headers.accept);
    const etag = makeEtag(source, size, format);
    reply.header("vary", "Accept").header("cache-control", CACHE_CONTROL).header("etag", etag);
    if (etagMatches(request.headers["if-none-match"], etag)) return reply.code(304).send();

    const cachePath = cacheFilePath(cacheDir, size, format, relPath);
    const image =
      (await readFreshCache(cachePath, source.mtimeMs)) ??
      (await singleFlight(`${cachePath}\0${etag}`, () => renderAndCache(request, sourcePath, cachePath, size, format)));
    return reply.code(200).type(CONTENT_TYPES[format]).send(image);
  }

  /** Maps the validated relative path to a real file inside the media dir. */
  async function resolveSource(relPath: string): Promise<string> {
    const candidate = path.resolve(mediaDir, relPath);
    if (!isInside(mediaDir, candidate)) throw new MediaError(400, "The image path is not valid.");
    let realRoot: string;
    let realSource: string;
    try {
      realRoot = await fs.realpath(mediaDir);
      realSource = await fs.realpath(candidate);
    } catch (error) {
      if (isNotFound(error)) throw new MediaError(404, "The requested image does not exist.");
      throw error;
    }
    // A symlink inside the media dir must not lead outside it.
    if (!isInside(realRoot, realSource)) throw new MediaError(400, "The image path is not valid.");
    return realSource;
  }

  async function renderAndCache(request: FastifyRequest, sourcePath: string, cachePath: string, size: ImageSize, format: OutputFormat): Promise<Buffer> {
    const { bytes, mtimeMs } = await readSource(sourcePath);
    const image = await renderImage(bytes, size, format);
    try {
      // Do not cache output of a source that was replaced while we rendered it:
      // the cache entry would be newer than the new source and never refreshed.
      const after = await fs.stat(sourcePath);
      if (after.mtimeMs === mtimeMs && after.size === bytes.length) await writeCacheAtomic(cachePath, image);
    } catch (error) {
      // A cache that cannot be written only costs performance.
      request.log.warn({ err: error, cachePath }, "media: could not write cache entry");
    }
    return image;
  }
}

async function readSource(sourcePath: string): Promise<{ bytes: Buffer; mtimeMs: number }> {
  let handle: FileHandle;
  try {
    handle = await fs.open(sourcePath, "r");
  } catch (error) {
    if (isNotFound(error)) throw new MediaError(404, "The requested image does not exist.");
    throw error;
  }
  try {
    const stat = await handle.stat();
    if (stat.size > MAX_SOURCE_BYTES) throw new MediaError(422, "The source image file is too large to be resized.");
    return { bytes: await handle.readFile(), mtimeMs: stat.mtimeMs };
  } finally {
    await handle.close();
  }
}

const IMAGE_ERRORS: Record<number, string> = {
  400: "INVALID_IMAGE_REQUEST",
  404: "IMAGE_NOT_FOUND",
  415: "UNSUPPORTED_IMAGE",
  422: "UNREADABLE_IMAGE",
  503: "IMAGE_BUSY",
  504: "IMAGE_TIMEOUT",
};

function sendError(reply: FastifyReply, status: number, message: string) {
  reply.removeHeader("etag");
  reply.removeHeader("vary");
  return reply
    .code(status)
    .header("cache-control", "no-store")
    .type("application/json; charset=utf-8")
    .send({ code: status, result: { error: IMAGE_ERRORS[status] ?? "BAD_REQUEST", message } });
}
