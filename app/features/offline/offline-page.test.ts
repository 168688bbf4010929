import { describe, expect, it } from "vitest";
import offline from "../../i18n/locales/offline.ts";
import { offlinePageHtml, REDIRECT_SECONDS } from "./offline-page.ts";
import { webManifest } from "./web-manifest.ts";

describe("the offline page and the manifest", () => {
  it("every language has every offline text", () => {
    const keys = Object.keys(offline.pl).sort();
    for (const lang of ["en", "de", "it"] as const) expect(Object.keys(offline[lang]).sort(), lang).toEqual(keys);
    expect(offline.en.pageUnavailable).toBe("The product, category or CMS page is not available in Offline mode. Redirecting to Home.");
    expect(offline.en.categoryUnavailable).toBe("No products synchronized for this category. Please come back while online!");
  });

  it("a page not kept: the §2 message in the shopper's language, then home, unless the shopper stays", () => {
    const html = offlinePageHtml("page", "en", "/", "abc123");
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(offline.en.pageUnavailable);
    expect(html).toContain('<script nonce="abc123">');
    expect(html).toContain(`location.replace("/"); }, ${REDIRECT_SECONDS * 1000})`);
    expect(html).toContain(offline.en.stay);
    expect(html).not.toContain("http-equiv");
  });

  it("the home page and a category's other selection do not redirect; an unknown language is Polish", () => {
    const home = offlinePageHtml("home", "xx", "/", "n");
    expect(home).toContain('<html lang="pl">');
    expect(home).toContain(offline.pl.homeUnavailable);
    expect(home).not.toContain("<script");
    expect(offlinePageHtml("category", "de", "/", "n")).toContain(offline.de.categoryUnavailable);
  });

  it("escapes what it is given", () => {
    const html = offlinePageHtml("page", "pl", '/"><script>x</script>', "n");
    expect(html).not.toContain("<script>x</script>");
  });

  it("the manifest: Polish name, standalone, the start page /pwa.html, icons of 192 and 512 px, inside the store prefix", () => {
    const m = webManifest("");
    expect(m).toMatchObject({ short_name: "Kiosk", lang: "pl-PL", display: "standalone", start_url: "/pwa.html", scope: "/", theme_color: "#0b3d5c" });
    expect(m.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    expect(webManifest("/pl")).toMatchObject({ start_url: "/pl/pwa.html", scope: "/pl/" });
  });
});
