import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { isRouteErrorResponse, ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from "react-router";
import { appContext } from "./context.server.ts";
import { inlineStylesheetsBytes } from "./lib/inline-styles.server.ts";
import { analyticsHeadScript } from "./features/analytics/analytics-head.server.ts";
import { documentMessagesScript } from "./lib/document-messages.server.ts";

// The server reads the context key from the build, so both sides use the same object.
export { appContext };

/**
 * The document of each response this entry made, as the bytes React wrote (with the styles inlined), for
 * the server (server/storefront.ts) to send as they are. The Response's own body gives the same bytes to
 * any other reader, but copying them into it (Response copies a byte body) and reading them back out would
 * allocate the page twice more per render, which under load showed as garbage-collector time.
 */
export const documentBytes = new WeakMap<Response, Buffer>();

export const streamTimeout = 5_000;

/**
 * Every error a loader or action threw: kept on the request's context for the server (server/storefront.ts), which
 * answers a database outage with the 503 maintenance page, and logged as React Router would, except an outage's
 * (the server logs one line for it) and a request the client abandoned.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  try {
    (context as RouterContextProvider).get(appContext).failures?.push(error);
  } catch {
    // a context without the app's value (tests that render by hand): nothing to record
  }
  if (request.signal.aborted || (error as { databaseUnavailable?: unknown } | null)?.databaseUnavailable === true) return;
  const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  console.error(inner ?? error);
};

/**
 * Renders the whole document, then answers with it in one piece. Every loader has finished before React
 * renders and server-rendered content never suspends (components/lazy.tsx), so the shell is already the
 * whole page: streaming it would only cut it into hundreds of small writes (a third of the render's CPU
 * went to them and to the web-stream plumbing), and one buffer is what the output cache stores.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce, config } = loadContext.get(appContext);
  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
        done();
      },
      final(done) {
        clearTimeout(timer);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        // Kept as the bytes React wrote: a string body would be checked and encoded again by Response.
        // A document whose root data left the messages out carries them in its head (lib/document-messages.server.ts).
        const root = routerContext.staticHandlerContext.loaderData?.["root"] as { lang?: unknown; messagesJson?: unknown } | undefined;
        const messages = root && root.messagesJson === undefined && typeof root.lang === "string" ? documentMessagesScript(root.lang) : undefined;
        // Consent mode's defaults and, after consent, Google's tag (features/analytics/analytics-head.server.ts).
        const analytics = analyticsHeadScript(nonce, config?.ga4MeasurementId);
        const html = inlineStylesheetsBytes(chunks, messages ? Buffer.concat([analytics, messages]) : analytics);
        const body = new ReadableStream<Uint8Array>({
          pull(controller) {
            controller.enqueue(html);
            controller.close();
          },
        });
        const response = new Response(body, { headers: responseHeaders, status: responseStatusCode });
        documentBytes.set(response, html);
        resolve(response);
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      onAllReady() {
        pipe(sink);
      },
      onShellError(error: unknown) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        console.error(error);
      },
    });
    const timer = setTimeout(abort, streamTimeout + 1000);
  });
}
