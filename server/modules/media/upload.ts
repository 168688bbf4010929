/**
 * Images uploaded from the back office (docs/decisions/2026-11-26-catalogue-csv.md, "Product media"): checked by
 * decoding them (sharp reads the header and the size; a file that is not a JPEG, PNG, WebP or AVIF image is refused
 * whatever its name or Content-Type says), written under `uploads/` in the media directory with a random name, and
 * served by the same resizing route as every product image (/img/:width/:height/uploads/...).
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { accept, refuse, type Outcome } from "../../http/outcome.ts";
import { MAX_SOURCE_BYTES } from "./render.ts";
import { isInside, normaliseMediaPath } from "./resize.ts";

const FORMATS: Record<string, string> = { jpeg: "jpg", png: "png", webp: "webp", heif: "avif" };
/** Larger sides than this are refused (the resizer renders at most 2,000 px; this leaves room for zooming). */
export const MAX_UPLOAD_SIDE = 8000;

export async function storeUploadedImage(mediaDir: string, bytes: Buffer): Promise<Outcome<{ file: string; width: number; height: number }, "MEDIA_INVALID">> {
  if (bytes.length === 0 || bytes.length > MAX_SOURCE_BYTES) return refuse("MEDIA_INVALID", "The image is empty or too large.");
  const meta = await sharp(bytes, { limitInputPixels: MAX_UPLOAD_SIDE * MAX_UPLOAD_SIDE })
    .metadata()
    .catch(() => null);
  const ext = meta?.format ? FORMATS[meta.format] : undefined;
  if (!meta || !ext || !meta.width || !meta.height) return refuse("MEDIA_INVALID", "The file is not a JPEG, PNG, WebP or AVIF image.");
  if (meta.width > MAX_UPLOAD_SIDE || meta.height > MAX_UPLOAD_SIDE) return refuse("MEDIA_INVALID", `An image side may be at most ${MAX_UPLOAD_SIDE} px.`);
  const file = `uploads/${new Date().toISOString().slice(0, 7)}/${randomBytes(12).toString("hex")}.${ext}`;
  const target = path.join(path.resolve(mediaDir), file);
  await fs.mkdir(path.dirname(target), { recursive: true });
  const temp = `${target}.${process.pid}.tmp`;
  await fs.writeFile(temp, bytes, { flag: "wx" });
  await fs.rename(temp, target);
  return accept({ file, width: meta.width, height: meta.height });
}

/** Removes an uploaded image (only files under uploads/; the generator's images are never deleted). */
export async function removeUploadedImage(mediaDir: string, file: string): Promise<void> {
  const clean = normaliseMediaPath(file);
  if (!clean?.startsWith("uploads/")) return;
  const root = path.resolve(mediaDir);
  const target = path.join(root, clean);
  if (!isInside(root, target)) return;
  await fs.rm(target, { force: true });
}
