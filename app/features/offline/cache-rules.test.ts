import { describe, expect, it } from "vitest";
import { cacheRuleFor, documentUrlOfData, isOfflinePage, offlineFallbackFor, pageOfDataPath, storePath } from "./cache-rules.ts";

const ORIGIN = "https://kiosk.example";
const rule = (path: string, options: { method?: string; mode?: string; base?: string; origin?: string } = {}) =>
  cacheRuleFor({
    url: new URL(path, options.origin ?? ORIGIN),
    method: options.method ?? "GET",
    origin: ORIGIN,
    base: options.base ?? "",
    mode: options.mode ?? "cors",
  });

describe("what the service worker keeps offline (cache-rules.ts)", () => {
  it("keeps the pages a shopper opens: home, categories, products, CMS pages, the checkout's frame, dispatched paths", () => {
    for (const path of ["/", "/pwa.html", "/c/prasa-3?sort=price", "/p/KS-000001/zolw-1", "/p/A/b/A-RED", "/i/regulamin", "/checkout", "/ksiazki/zolw-1"])
      expect(rule(path, { mode: "navigate" }), path).toBe("page");
  });

  it("never keeps personal or one-off pages", () => {
    for (const path of [
      "/my-account",
      "/my-account/orders/12",
      "/thank-you-page?order_increment_id=1",
      "/create-password?token=x",
      "/newsletter/potwierdz?token=x",
      "/placepozniej",
      "/search?query=abc",
      "/compare",
      "/page-not-found?nf=x",
      "/error",
      "/sitemap.xml",
    ])
      expect(rule(path, { mode: "navigate" }), path).toBeNull();
  });

  it("keeps a client navigation's data for the same pages only", () => {
    expect(rule("/p/KS-000001/zolw-1.data?_routes=product")).toBe("page-data");
    expect(rule("/_root.data?_routes=root,home")).toBe("page-data");
    expect(rule("/c/prasa-3.data")).toBe("page-data");
    expect(rule("/my-account/orders.data")).toBeNull();
    expect(rule("/thank-you-page.data")).toBeNull();
  });

  it("keeps catalogue and CMS answers and images, never the cart, orders, payments, the account, tokens, the stock check or search", () => {
    expect(rule("/api/catalog/product/KS-000001")).toBe("catalog-api");
    expect(rule("/api/catalog/categories?size=5")).toBe("catalog-api");
    expect(rule("/api/url/map?url=x")).toBe("catalog-api");
    expect(rule("/api/cms/blocks")).toBe("cms-api");
    expect(rule("/img/250/250/catalog/product/k/s/ks-000001.svg")).toBe("image");
    for (const path of [
      "/api/catalog/search?query=abc",
      "/api/cart/pull?cartId=x",
      "/api/order",
      "/api/payment/orders/1",
      "/api/user/me",
      "/api/user/refresh",
      "/api/stock/check?sku=KS-000001",
      "/api/stock/list",
      "/api/wishlist",
      "/api/gift-cards/mine",
      "/api/download/products",
      "/api/subscription/active",
    ])
      expect(rule(path), path).toBeNull();
  });

  it("keeps nothing but GETs of its own origin, and not the built files (precached)", () => {
    expect(rule("/api/catalog/product/KS-000001", { method: "POST" })).toBeNull();
    expect(rule("/c/prasa-3", { method: "POST", mode: "navigate" })).toBeNull();
    expect(rule("/img/1.svg", { origin: "https://cdn.example" })).toBeNull();
    expect(rule("/assets/shell-abc.js")).toBeNull();
    expect(rule("/service-worker.js")).toBeNull();
    // a page asked for by a script (not a document load) is not a page
    expect(rule("/c/prasa-3")).toBeNull();
  });

  it("with a store-code prefix, pages are inside it and the API stays at the root", () => {
    expect(rule("/pl/c/prasa-3", { base: "/pl", mode: "navigate" })).toBe("page");
    expect(rule("/pl", { base: "/pl", mode: "navigate" })).toBe("page");
    expect(rule("/c/prasa-3", { base: "/pl", mode: "navigate" })).toBeNull();
    expect(rule("/pl/my-account", { base: "/pl", mode: "navigate" })).toBeNull();
    expect(rule("/api/catalog/product/A", { base: "/pl" })).toBe("catalog-api");
    expect(storePath("/pl/c/x", "/pl")).toBe("/c/x");
    expect(storePath("/plx/c", "/pl")).toBeNull();
  });

  it("knows a data request's page, and its document address", () => {
    expect(pageOfDataPath("/_root.data")).toBe("/");
    expect(pageOfDataPath("/c/prasa-3.data")).toBe("/c/prasa-3");
    expect(pageOfDataPath("/c/prasa-3")).toBeNull();
    expect(documentUrlOfData(new URL("/c/prasa-3.data?sort=price&_routes=category", ORIGIN), "")?.href).toBe(`${ORIGIN}/c/prasa-3?sort=price`);
    expect(documentUrlOfData(new URL("/_root.data?_routes=root", ORIGIN), "")?.href).toBe(`${ORIGIN}/`);
    expect(documentUrlOfData(new URL("/pl/_root.data", ORIGIN), "/pl")?.href).toBe(`${ORIGIN}/pl/`);
    expect(documentUrlOfData(new URL("/c/prasa-3", ORIGIN), "")).toBeNull();
    expect(isOfflinePage("/checkout")).toBe(true);
  });

  it("says what a page not kept shows: the home page not kept yet, a category's other selection, or the §2 message", () => {
    expect(offlineFallbackFor("/", [])).toBe("home");
    expect(offlineFallbackFor("/pwa.html", [])).toBe("home");
    expect(offlineFallbackFor("/c/prasa-3", ["/c/prasa-3"])).toBe("category");
    expect(offlineFallbackFor("/c/prasa-3", ["/c/inne-4"])).toBe("page");
    expect(offlineFallbackFor("/p/A/b", ["/c/prasa-3"])).toBe("page");
  });
});
