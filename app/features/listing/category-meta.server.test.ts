import { describe, expect, it } from "vitest";
import { categoryMeta } from "./category-meta.server.ts";
import type { CategoryPageData } from "./category-page.tsx";

const page = {
  category: {
    id: 30,
    name: "Bücher",
    description: "Alle Bücher",
    metaTitle: null,
    metaDescription: null,
    path: "/c/ksiazki-30",
    parents: [{ id: 2, name: "Lesen", url: "/c/lesen-2" }],
    children: [],
    isLanding: false,
    landingImage: null,
    hidePrices: false,
  },
  listing: {},
} as unknown as Omit<CategoryPageData, "meta">;

describe("categoryMeta: a category page's head tags, built on the server", () => {
  it("title, canonical with the language, and the breadcrumb JSON-LD from home through the parents", () => {
    const tags = categoryMeta(page, new Request("https://shop.test/c/ksiazki-30?lng=de&sort=price")) as Record<string, unknown>[];
    expect(tags.find((t) => "title" in t)?.title).toBe("Bücher | Kiosk");
    expect(tags.find((t) => t.rel === "canonical")?.href).toBe("https://shop.test/c/ksiazki-30?lng=de");
    const crumbs = tags.find((t) => "script:ld+json" in t)?.["script:ld+json"] as { itemListElement: { name: string; item?: string }[] };
    expect(crumbs.itemListElement.map((i) => i.name)).toEqual(["Startseite", "Lesen", "Bücher"]);
    expect(crumbs.itemListElement[0]!.item).toBe("https://shop.test/");
  });
});
