/** The media module's front door: product images resized on demand under /img. */
export { default as mediaRoutes } from "./routes.ts";
