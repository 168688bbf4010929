import { describe, expect, it } from "vitest";
import { pageTitle, metaDescription, seoMeta } from "./seo.ts";

describe("page titles", () => {
  it("adds the shop suffix under 45 characters", () => {
    expect(pageTitle("Książki")).toBe("Książki | Kiosk");
  });
  it("keeps 45–60 characters as they are", () => {
    const t = "x".repeat(50);
    expect(pageTitle(t)).toBe(t);
  });
  it("cuts over 60 characters at 60", () => {
    expect(pageTitle("y".repeat(80))).toHaveLength(60);
  });
});

describe("meta tags", () => {
  it("strips HTML and shortens descriptions", () => {
    expect(metaDescription("<p>Ala  ma <b>kota</b></p>")).toBe("Ala ma kota");
    expect(metaDescription("a".repeat(300))).toHaveLength(155);
  });
  it("gives canonical, hreflang for four languages and x-default", () => {
    const tags = seoMeta({ title: "Książki", description: "Opis", path: "/c/ksiazki-3", origin: "https://kiosk.pl", lang: "pl" });
    const links = tags.filter((t) => "tagName" in t) as { rel: string; hrefLang?: string; href: string }[];
    expect(links.find((l) => l.rel === "canonical")?.href).toBe("https://kiosk.pl/c/ksiazki-3");
    expect(links.filter((l) => l.rel === "alternate").map((l) => l.hrefLang)).toEqual(["pl-PL", "en-GB", "de-DE", "it-IT", "x-default"]);
    expect(links.find((l) => l.hrefLang === "de-DE")?.href).toBe("https://kiosk.pl/c/ksiazki-3?lng=de");
  });
});
