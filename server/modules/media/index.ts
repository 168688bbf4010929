/** The media module's front door: product images resized on demand under /img. */
export { default as mediaRoutes } from "./routes.ts";
// Back-office uploads (upload.ts): checked, stored under uploads/, served by the same /img route.
export { MAX_UPLOAD_SIDE, removeUploadedImage, storeUploadedImage } from "./upload.ts";
