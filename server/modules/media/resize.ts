// Pure rules of the image endpoint: allowed sizes, path validation, output
// format negotiation, cache layout and ETags. No I/O here, so it is easy to test.
import path from "node:path";

export interface ImageSize {
  readonly name: string;
  readonly width: number;
  readonly height: number;
}

/** The only sizes the specification allows (bounding boxes, aspect ratio is kept). */
export const IMAGE_SIZES: readonly ImageSize[] = [
  { name: "thumbnail", width: 250, height: 250 },
  { name: "cart", width: 150, height: 150 },
  { name: "gallery", width: 500, height: 500 },
  { name: "large-gallery", width: 1800, height: 1500 },
];

/** Output cache TTL of the specification, in seconds. */
export const OUTPUT_CACHE_TTL_SECONDS = 86_400;
export const CACHE_CONTROL = `public, max-age=${OUTPUT_CACHE_TTL_SECONDS}`;

/** Bump when the rendering pipeline changes so clients drop old ETags. */
export const RENDER_VERSION = 1;

export type OutputFormat = "avif" | "webp" | "jpeg";

export const CONTENT_TYPES: Readonly<Record<OutputFormat, string>> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
};

const CANONICAL_INT = /^[1-9][0-9]{0,4}$/;

/**
 * Parses the `:width/:height` params. Returns the matching allowed size, or null
 * when a value is not a canonical positive integer or the pair is not allowed.
 */
export function parseSize(width: string, height: string): ImageSize | null {
  if (!CANONICAL_INT.test(width) || !CANONICAL_INT.test(height)) return null;
  const w = Number(width);
  const h = Number(height);
  return IMAGE_SIZES.find((s) => s.width === w && s.height === h) ?? null;
}

/**
 * Validates the (already URL-decoded) path after the sizes and returns it in
 * normalised POSIX form relative to the media dir, or null when it is unsafe:
 * empty, contains "..", a NUL, a backslash, or is absolute.
 */
export function normaliseMediaPath(raw: string): string | null {
  if (raw.length === 0 || raw.length > 1024) return null;
  if (raw.includes("..") || raw.includes("\0") || raw.includes("\\")) return null;
  if (raw.startsWith("/") || path.isAbsolute(raw) || path.win32.isAbsolute(raw)) return null;
  const normalised = path.posix.normalize(raw);
  if (normalised === "." || normalised.startsWith("/") || normalised.endsWith("/")) return null;
  return normalised;
}

/** True when `child` is strictly inside directory `parent` (both absolute). */
export function isInside(parent: string, child: string): boolean {
  const rel = path.relative(parent, child);
  return rel !== "" && rel !== ".." && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel);
}

/**
 * Picks the output format from the Accept header: AVIF if accepted, else WebP,
 * else JPEG. A media range with q=0 counts as not accepted.
 */
export function negotiateFormat(accept: string | undefined): OutputFormat {
  const accepted = new Set<string>();
  for (const part of (accept ?? "").toLowerCase().split(",")) {
    const [type, ...params] = part.split(";").map((s) => s.trim());
    if (!type) continue;
    const q = params.find((p) => p.startsWith("q="));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(type);
  }
  if (accepted.has("image/avif")) return "avif";
  if (accepted.has("image/webp")) return "webp";
  return "jpeg";
}

/** `${cacheDir}/${w}x${h}/${format}/<path>` — relPath must come from normaliseMediaPath. */
export function cacheFilePath(cacheDir: string, size: ImageSize, format: OutputFormat, relPath: string): string {
  return path.join(cacheDir, `${size.width}x${size.height}`, format, ...relPath.split("/"));
}

export interface SourceStamp {
  readonly size: number;
  readonly mtimeMs: number;
}

/**
 * Weak ETag derived from the source file's size and mtime plus the variant,
 * so every process sharing the media dir computes the same value without
 * reading the output.
 */
export function makeEtag(source: SourceStamp, size: ImageSize, format: OutputFormat): string {
  const mtime = Math.floor(source.mtimeMs).toString(36);
  return `W/"${source.size.toString(36)}-${mtime}-${size.width}x${size.height}-${format}-v${RENDER_VERSION}"`;
}

/** If-None-Match uses weak comparison (RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = bare(etag);
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || bare(tag) === wanted);
}

/**
 * Density (DPI) to rasterise an SVG at so that it already fits the box at
 * roughly its final size: text and lines are rendered sharp instead of being
 * upscaled from a 72 DPI bitmap. `svgWidth`/`svgHeight` are the dimensions
 * sharp reports at its default 72 DPI.
 */
export function svgDensity(svgWidth: number | undefined, svgHeight: number | undefined, size: ImageSize): number {
  if (!svgWidth || !svgHeight) return 72;
  const scale = Math.min(size.width / svgWidth, size.height / svgHeight);
  return Math.min(Math.max(Math.ceil(72 * scale), 1), 10_000);
}

/** An expected failure that maps to an HTTP status and an English message. */
export class MediaError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = "MediaError";
    this.status = status;
  }
}
