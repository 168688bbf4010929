/**
 * The build's dynamic-import helper (css-preload-helper.ts), run against a minimal document: a stylesheet is added
 * once and not when the page has it, the chunk loads after the stylesheets, a failure dispatches
 * `vite:preloadError` and rejects unless a listener cancels the event.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cssPreloadHelperCode } from "./css-preload-helper.ts";

interface FakeLink {
  rel: string;
  href: string;
  crossOrigin?: string;
  onload?: () => void;
  onerror?: () => void;
}

let added: FakeLink[];
let existing: FakeLink[];
let events: EventTarget;

beforeEach(() => {
  added = [];
  existing = [{ rel: "stylesheet", href: "http://shop.test/assets/root.css" }];
  events = new EventTarget();
  vi.stubGlobal("location", { href: "http://shop.test/p/KS-1/x" });
  vi.stubGlobal("window", events);
  vi.stubGlobal("document", {
    querySelectorAll: () => existing,
    createElement: () => ({}) as FakeLink,
    head: { appendChild: (link: FakeLink) => added.push(link) },
  });
});
afterEach(() => vi.unstubAllGlobals());

type Preload = (load: () => Promise<unknown>, deps?: string[]) => Promise<unknown>;
/** A fresh instance of the helper module (its memory of added stylesheets is per module). */
async function helper(): Promise<Preload> {
  const code = `${cssPreloadHelperCode("/")}\n// ${Math.random()}`;
  const mod = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { __vitePreload: Preload };
  return mod.__vitePreload;
}

describe("the dynamic-import helper", () => {
  it("adds each stylesheet once, not the page's own, and loads the chunk after it", async () => {
    const preload = await helper();
    const load = vi.fn(async () => "chunk");
    const first = preload(load, ["assets/root.css", "assets/panel.css"]);
    const second = preload(load, ["assets/panel.css"]);
    await Promise.resolve();
    expect(added).toEqual([
      { rel: "stylesheet", crossOrigin: "", href: "http://shop.test/assets/panel.css", onload: expect.any(Function), onerror: expect.any(Function) },
    ]);
    expect(load).not.toHaveBeenCalled();
    added[0]!.onload!();
    await expect(first).resolves.toBe("chunk");
    await expect(second).resolves.toBe("chunk");
    await expect(preload(load, ["assets/panel.css"])).resolves.toBe("chunk");
    expect(added).toHaveLength(1);
  });

  it("loads a chunk without stylesheets at once", async () => {
    const preload = await helper();
    await expect(preload(async () => 1, [])).resolves.toBe(1);
    await expect(preload(async () => 2)).resolves.toBe(2);
    expect(added).toEqual([]);
  });

  it("rejects with vite:preloadError when a stylesheet or the chunk fails, unless a listener cancels it", async () => {
    const preload = await helper();
    const seen: unknown[] = [];
    events.addEventListener("vite:preloadError", (e) => seen.push((e as Event & { payload: unknown }).payload));
    const load = vi.fn(async () => "chunk");
    const failing = preload(load, ["assets/broken.css"]);
    await Promise.resolve();
    added[0]!.onerror!();
    await expect(failing).rejects.toThrow("Unable to preload CSS for http://shop.test/assets/broken.css");
    expect(load).not.toHaveBeenCalled();
    const offline = new Error("offline");
    await expect(preload(() => Promise.reject(offline))).rejects.toBe(offline);
    expect(seen).toHaveLength(2);

    events.addEventListener("vite:preloadError", (e) => e.preventDefault());
    await expect(preload(() => Promise.reject(offline))).resolves.toBeUndefined();
  });
});
