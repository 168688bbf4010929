/**
 * Code loaded on demand, for parts of a page that only some pages, or only some moments, need (a product
 * type's options, a modal, a side panel, the error views).
 *
 * Unlike React.lazy, a module that has loaded renders synchronously, with no extra suspension. Content the
 * server renders never waits in a Suspense boundary: React's server renderer streams a finished boundary
 * apart from the page (a hidden copy swapped in by a script) once the page before it passes ~12 kB, which
 * would hide it from readers without JavaScript and move it in late. Instead such a module is loaded
 * before its content renders:
 * - on the server, before rendering (a loader awaits load(), or the module loads when the server starts);
 * - on the page's first load in the browser, as soon as the module that creates it runs, before
 *   hydration starts: a module created with a `hydrate` selector loads when the server-rendered document
 *   matches it (the page also preloads its chunk). Should it still be on its way when React reaches its
 *   content, hydration (a transition in React Router's entry) waits for it, showing the server HTML;
 * - on a client navigation, the navigation (a transition) keeps the previous page until it has loaded, as
 *   it does for a route module.
 * Content that only the browser shows (a modal, a panel) renders inside its own <Suspense>.
 *
 * A failed download (offline, a deploy replaced the chunk) is tried again after 0.5, 1.5 and 4 s
 * (withRetry); then the load stays failed, so a render that reads it throws to its error boundary once
 * instead of starting a new download on every render (which requested a chunk thousands of times a second).
 * `load({ again: true })`, for a new intent of the shopper (opening the panel again), starts anew.
 */
import { Suspense, use, useEffect, useState, type ReactNode } from "react";

export interface LazyModule<M> {
  /** Starts loading (once) and resolves to the module; `again`: start anew if the last load failed. */
  load(options?: { again?: boolean }): Promise<M>;
  /** The module once it has loaded. */
  readonly loaded: M | undefined;
}

// Set once the first client render has been committed (the server never sets it).
let hydrated = false;

/** The waits before each new attempt of a failed load (ms): four attempts in about six seconds. */
export const RETRY_DELAYS_MS = [500, 1500, 4000];

/** Runs `attempt`, and again after each delay (RETRY_DELAYS_MS) while it fails; the last failure is thrown. */
export function withRetry<T>(attempt: () => Promise<T>, tried = 0): Promise<T> {
  return attempt().catch((error: unknown) => {
    if (tried >= RETRY_DELAYS_MS.length) throw error;
    return new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[tried])).then(() => withRetry(attempt, tried + 1));
  });
}

/** `hydrate`: a CSS selector matching server-rendered content that needs the module (see above). */
export function lazyModule<M>(importer: () => Promise<M>, options?: { hydrate?: string }): LazyModule<M> {
  let promise: Promise<M> | undefined;
  let failed = false;
  let loaded: M | undefined;
  const module: LazyModule<M> = {
    load(options) {
      if (!promise || (failed && options?.again)) {
        failed = false;
        const pending: Promise<M> = withRetry(importer).then(
          (m) => {
            // React's use() reads a settled promise's status and value, and then renders without suspending.
            Object.assign(pending, { status: "fulfilled", value: m });
            loaded = m;
            return m;
          },
          (error: unknown) => {
            Object.assign(pending, { status: "rejected", reason: error });
            failed = true; // kept: a render reading it throws once; load({ again: true }) tries anew
            throw error;
          },
        );
        promise = pending;
      }
      return promise;
    },
    get loaded() {
      return loaded;
    },
  };
  if (options?.hydrate && typeof document !== "undefined" && !hydrated && document.querySelector(options.hydrate)) {
    void module.load().catch(() => undefined); // loaded again when its content renders
  }
  return module;
}

/** The module, suspending the component until it has loaded; null gives undefined (nothing to load). */
/** The handlers that start loading code as the shopper shows intent: the pointer comes over, or the focus onto, its control. */
export function onIntent(load: () => void) {
  return { onPointerEnter: load, onFocus: load };
}

export function useLoaded<M>(module: LazyModule<M> | null): M | undefined {
  // Always through use(), also once loaded: a render that suspended and its retry call it alike.
  return module ? use(module.load()) : undefined;
}

/** Renders `children` with the module, suspending until it has loaded. */
export function Loaded<M>({ module, children }: { module: LazyModule<M>; children: (module: M) => ReactNode }) {
  return children(useLoaded(module)!);
}

/**
 * Call once in the root layout: from then on, new content is client-rendered, not hydrated. The effect runs once the
 * whole first render has committed, so it also marks the document (`<html data-hydrated>`): the browser journeys wait
 * for that mark, since an element hydration has reached can still belong to a render that waits for a module.
 */
export function useMarkHydrated() {
  useEffect(() => {
    hydrated = true;
    document.documentElement.setAttribute("data-hydrated", "");
  }, []);
}

/** Renders `children` only in the browser, after hydration (content the server cannot know). */
export function AfterHydration({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return ready ? <Suspense fallback={null}>{children}</Suspense> : null;
}
