// The sharp pipeline: decode, resize into the box, encode. Bounded so a burst
// of requests cannot take all the CPU or memory, and every decoder failure is
// turned into a MediaError (415/422), never an unhandled error.
import sharp from "sharp";
import type { SharpOptions } from "sharp";
import { MediaError, svgDensity } from "./resize.ts";
import type { ImageSize, OutputFormat } from "./resize.ts";

/** Largest source accepted, in pixels (about 7000×7000). */
export const LIMIT_INPUT_PIXELS = 50_000_000;
/** Largest source file read into memory, in bytes. */
export const MAX_SOURCE_BYTES = 40 * 1024 * 1024;
/** Pipelines running at once in this process; each uses one libvips thread. */
export const MAX_PARALLEL_RENDERS = 2;
const RENDER_TIMEOUT_SECONDS = 30;

const SUPPORTED_INPUTS: ReadonlySet<string> = new Set(["svg", "png", "jpeg", "webp"]);

// Process-wide: one libvips worker thread per image. Together with the
// semaphore below a burst uses at most MAX_PARALLEL_RENDERS cores.
sharp.concurrency(1);

class Semaphore {
  #free: number;
  readonly #waiting: Array<() => void> = [];

  constructor(slots: number) {
    this.#free = slots;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#free > 0) this.#free--;
    else await new Promise<void>((resolve) => this.#waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.#waiting.shift();
      if (next)
        next(); // hand the slot over directly
      else this.#free++;
    }
  }
}

const renders = new Semaphore(MAX_PARALLEL_RENDERS);

const BASE_INPUT: SharpOptions = {
  limitInputPixels: LIMIT_INPUT_PIXELS,
  failOn: "warning",
  autoOrient: true,
};

/** Resizes `source` to fit inside `size` and encodes it as `format`. */
export function renderImage(source: Buffer, size: ImageSize, format: OutputFormat): Promise<Buffer> {
  return renders.run(async () => {
    try {
      return await encode(source, size, format);
    } catch (error) {
      throw toMediaError(error);
    }
  });
}

async function encode(source: Buffer, size: ImageSize, format: OutputFormat): Promise<Buffer> {
  const meta = await sharp(source, BASE_INPUT).metadata();
  if (!SUPPORTED_INPUTS.has(meta.format)) {
    throw new MediaError(415, `Source images in ${meta.format} format are not supported.`);
  }
  // SVG is rasterised at the density that already fits the box, so text stays crisp.
  const density = meta.format === "svg" ? svgDensity(meta.width, meta.height, size) : undefined;
  const pipeline = sharp(source, { ...BASE_INPUT, density })
    .timeout({ seconds: RENDER_TIMEOUT_SECONDS })
    .resize({ width: size.width, height: size.height, fit: "inside" });
  switch (format) {
    case "avif":
      // effort 4 (the default) takes ~10x longer on one thread for ~5% smaller files.
      return pipeline.avif({ quality: 50, effort: 2, chromaSubsampling: "4:2:0" }).toBuffer();
    case "webp":
      return pipeline.webp({ quality: 80 }).toBuffer();
    case "jpeg":
      return pipeline.flatten({ background: "#ffffff" }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  }
}

function toMediaError(error: unknown): MediaError {
  if (error instanceof MediaError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/unsupported image format/i.test(message)) {
    return new MediaError(415, "The file is not an image in a supported format.");
  }
  if (/pixel limit/i.test(message)) {
    return new MediaError(422, "The source image is too large to be resized.");
  }
  return new MediaError(422, "The source image is corrupt and could not be decoded.");
}
