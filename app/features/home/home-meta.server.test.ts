import { describe, expect, it } from "vitest";
import { homeMeta } from "./home-meta.server.ts";

const find = (tags: ReturnType<typeof homeMeta>, pred: (t: Record<string, unknown>) => boolean) =>
  tags.find((t) => pred(t as Record<string, unknown>)) as Record<string, unknown> | undefined;

describe("homeMeta: the home page's head tags, built on the server", () => {
  it("titles, canonical and JSON-LD in the request's language, at the request's origin", () => {
    const en = homeMeta(new Request("https://shop.test/?lng=en"));
    expect(find(en, (t) => "title" in t)?.title).toBe("Kiosk – press, books, subscriptions and collections online");
    expect(find(en, (t) => t.rel === "canonical")?.href).toBe("https://shop.test/?lng=en");
    expect(find(en, (t) => t.property === "og:locale")?.content).toBe("en_GB");
    const ld = en.filter((t) => "script:ld+json" in t).map((t) => (t as Record<string, { "@type": string; url: string }>)["script:ld+json"]!);
    expect(ld.map((d) => d["@type"])).toEqual(["Organization", "WebSite"]);
    expect(ld[1]!.url).toBe("https://shop.test/");
  });

  it("the language cookie, else Polish, as the root loader picks it", () => {
    const de = homeMeta(new Request("https://shop.test/", { headers: { cookie: "kiosk_lang=de" } }));
    expect(find(de, (t) => t.rel === "canonical")?.href).toBe("https://shop.test/?lng=de");
    const pl = homeMeta(new Request("https://shop.test/"));
    expect(find(pl, (t) => "title" in t)?.title).toBe("Kiosk – prasa, książki, prenumeraty i kolekcje online");
    expect(find(pl, (t) => t.rel === "canonical")?.href).toBe("https://shop.test/");
  });
});
