import { describe, expect, it } from "vitest";
import { htmlCacheHeaders } from "./cache-headers.ts";

describe("htmlCacheHeaders", () => {
  it("passes the loader's Cache-Control and varies by cookie", () => {
    const h = htmlCacheHeaders({ loaderHeaders: new Headers({ "Cache-Control": "public, max-age=60" }), parentHeaders: new Headers() });
    expect(h.get("Cache-Control")).toBe("public, max-age=60");
    expect(h.get("Vary")).toBe("Cookie");
  });

  it("never lets a shared cache keep a response that sets the language cookie", () => {
    const h = htmlCacheHeaders({
      loaderHeaders: new Headers({ "Cache-Control": "public, max-age=60" }),
      parentHeaders: new Headers({ "Set-Cookie": "kiosk_lang=en; Path=/" }),
    });
    expect(h.get("Cache-Control")).toBe("private, no-store");
  });

  it("adds nothing when the loader set no Cache-Control", () => {
    expect([...htmlCacheHeaders({ loaderHeaders: new Headers(), parentHeaders: new Headers() }).keys()]).toEqual([]);
  });
});
