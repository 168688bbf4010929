import { describe, expect, it } from "vitest";
import { pageClassOf } from "./page-class.ts";
import { handle as dispatchHandle } from "../routes/dispatch.tsx";

describe("tracking page class (docs/storefront.md §2)", () => {
  const root = { handle: undefined, loaderData: {} };

  it("is the deepest declared class", () => {
    expect(pageClassOf([root, { handle: { pageClass: "homepage" } }])).toBe("homepage");
    expect(pageClassOf([root, { handle: { pageClass: "my-account" } }, { handle: undefined }])).toBe("my-account");
    expect(pageClassOf([root, { handle: { pageClass: "my-account" } }, { handle: { pageClass: "checkout" } }])).toBe("checkout");
    expect(pageClassOf([root])).toBeUndefined();
  });

  it("follows what the URL dispatcher resolved the path to", () => {
    const m = (kind: string) => [root, { handle: dispatchHandle, loaderData: { kind } }];
    expect(pageClassOf(m("product"))).toBe("product");
    expect(pageClassOf(m("category"))).toBe("category");
    expect(pageClassOf(m("cms_page"))).toBe("static page");
  });

  it("is 'page not found' for the 404 view, none for another error", () => {
    expect(pageClassOf([root, { handle: { pageClass: "category" } }], 404)).toBe("page not found");
    expect(pageClassOf([root, { handle: { pageClass: "category" } }], 500)).toBeUndefined();
  });
});
