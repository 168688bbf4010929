/** The media module's front door: product images resized on demand under /img. */
export { default as mediaRoutes } from "./routes.ts";
// Back-office uploads (upload.ts): checked, stored under uploads/, served by the same /img route.
export { MAX_UPLOAD_SIDE, removeUploadedImage, storeUploadedImage } from "./upload.ts";

/** The largest source image the pipeline reads (the back office refuses a bigger upload before storing it). */
export { MAX_SOURCE_BYTES } from "./render.ts";
