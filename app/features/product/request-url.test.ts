import { describe, expect, it } from "vitest";
import { pageLocation } from "./request-url.ts";

describe("page location of a loader request", () => {
  it("is the document URL as is", () => {
    expect(pageLocation(new URL("http://x/p/KS-1/ksiazka-1?lng=en"))).toEqual({ path: "/p/KS-1/ksiazka-1", search: "?lng=en" });
    expect(pageLocation(new URL("http://x/p/KS-1/ksiazka-1"))).toEqual({ path: "/p/KS-1/ksiazka-1", search: "" });
  });
  it("drops the single-fetch suffix and route list of a client navigation", () => {
    expect(pageLocation(new URL("http://x/p/KS-1/ksiazka-1.data?_routes=product"))).toEqual({ path: "/p/KS-1/ksiazka-1", search: "" });
    expect(pageLocation(new URL("http://x/p/TS-4/k-4/TS-4-S.data?lng=de&_routes=root,product-variant"))).toEqual({
      path: "/p/TS-4/k-4/TS-4-S",
      search: "?lng=de",
    });
  });
});
