/**
 * Browsing pages as the server renders them: the tracking page class of docs/storefront.md §2 on <body>, the
 * footer's information-page links in the shopper's language, the Polish information pages marked
 * as Polish inside another interface language (WCAG 3.1.2), and the catalogue's own labels (category names, filter
 * values, subscription options) in the shopper's language with the Polish product names marked as Polish.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { setupTestApp, type TestContext } from "./test/helper.ts";

let t: TestContext;
let app: FastifyInstance;
beforeAll(async () => {
  t = await setupTestApp();
  const config = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), "kiosk-sfb-")), LOG_LEVEL: "silent", NODE_ENV: "test", PAGE_CACHE_SECONDS: "0" });
  app = await buildApp({ config, db: t.db, storefront: true, logger: false });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const html = async (url: string) => (await app.inject({ url, headers: { "accept-encoding": "identity" } })).body;
const pageClass = (body: string) => /<body[^>]*\sdata-page-class="([^"]*)"/.exec(body)?.[1];

describe("browsing pages", () => {
  it("carry the tracking page class of the page shown", async () => {
    expect(pageClass(await html("/"))).toBe("homepage");
    expect(pageClass(await html("/pwa.html"))).toBe("homepage");
    expect(pageClass(await html("/i/regulamin"))).toBe("static page");
    expect(pageClass(await html("/search?query=kot"))).toBe("search page");
    expect(pageClass(await html("/page-not-found?nf=nic"))).toBe("page not found");
    expect(pageClass(await html("/c/nie-ma-takiej-999999"))).toBe("page not found");
    expect(pageClass(await html("/my-account"))).toBe("my-account");
    const menuCategory = /<nav class="mega-menu"[\s\S]*?href="(\/c\/[^"]+)"/.exec(await html("/"))?.[1];
    expect(menuCategory).toBeTruthy();
    expect(pageClass(await html(menuCategory!))).toBe("category");
    // through the URL map: a product's own url_path renders the product page
    const search = await app.inject("/api/catalog/search?size=1&includeFields=url_path,sku&aggregations=false");
    const product = search.json().result.items[0] as { url_path: string };
    expect(pageClass(await html(`/${product.url_path}`))).toBe("product");
  });

  it("search for a title with an apostrophe (it redirected to itself forever)", async () => {
    for (const url of ["/search?query=O%27Reilly", "/search?query=O'Reilly", "/search?query=%C5%BC%C3%B3%C5%82w%20C%2B%2B"]) {
      const res = await app.inject({ url, headers: { "accept-encoding": "identity" } });
      expect(res.statusCode, url).toBe(200);
      expect(pageClass(res.body), url).toBe("search page");
    }
    // A tidied URL redirects once, to a URL that renders.
    const tidy = await app.inject({ url: "/search?query=O%27Reilly&sort=", headers: { "accept-encoding": "identity" } });
    expect(tidy.statusCode).toBe(302);
    expect(tidy.headers.location).toBe("/search?query=O%27Reilly");
    expect((await app.inject({ url: String(tidy.headers.location), headers: { "accept-encoding": "identity" } })).statusCode).toBe(200);
  });

  it("name the footer's information pages in the shopper's language", async () => {
    const pl = await html("/");
    expect(pl).toContain(">Polityka prywatności</a>");
    for (const [lang, text] of [
      ["en", "Privacy policy"],
      ["de", "Datenschutzerklärung"],
      ["it", "Informativa sulla privacy"],
    ] as const) {
      const body = await html(`/?lng=${lang}`);
      const footer = body.slice(body.indexOf('<footer class="site-footer"'));
      expect(footer, lang).toContain(`>${text}</a>`);
      expect(footer, lang).not.toContain(">Polityka prywatności</a>");
    }
  });

  it("give the not-found and error pages a description and Open Graph tags, without a canonical URL", async () => {
    for (const url of ["/page-not-found?nf=nic", "/error"]) {
      const head = (await html(url)).split("</head>")[0]!;
      expect(head, url).toMatch(/<meta name="description" content="[^"]{20,}"\/>/);
      expect(head, url).toContain('<meta property="og:title"');
      expect(head, url).toContain('<meta name="robots" content="noindex');
      expect(head, url).not.toContain('rel="canonical"');
    }
  });

  it("mark a Polish information page as Polish when the interface speaks another language", async () => {
    const pl = await html("/i/regulamin");
    expect(pl).not.toMatch(/class="cms-content" lang=/);
    const en = await html("/i/regulamin?lng=en");
    expect(en).toContain('<html lang="en"');
    expect(en).toMatch(/<h1 id="cms-heading" lang="pl">/);
    expect(en).toMatch(/<div class="cms-content" lang="pl">/);
  });

  it("title the compare page in the shopper's language", async () => {
    const title = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1];
    expect(title(await html("/compare"))).toBe("Porównanie produktów | Kiosk");
    expect(title(await html("/compare?lng=en"))).toBe("Product comparison | Kiosk");
    expect(title(await html("/compare?lng=it"))).toBe("Confronto prodotti | Kiosk");
  });

  describe("catalogue labels", () => {
    const main = (body: string) => body.slice(body.indexOf("<main"), body.indexOf("</main>"));
    const facetLabels = (body: string) => [...main(body).matchAll(/<span class="facet-label">([^<]*)<\/span>/g)].map((m) => m[1]);
    const slugOf = async (urlPath: string) => (await app.inject(`/api/catalog/category?url_path=${urlPath}`)).json().result.slug as string;

    it("name a category, its filter values and its menu in the shopper's language, and mark the Polish product names", async () => {
      const slug = await slugOf("ksiazki");
      const pl = await html(`/c/${slug}`);
      expect(main(pl)).toContain("<h1>Książki</h1>");
      expect(facetLabels(pl)).toEqual(expect.arrayContaining(["Tak", "Nie"]));
      expect(pl).toMatch(/<h3 class="ptile-name"><a /);

      const en = await html(`/c/${slug}?lng=en`);
      expect(main(en)).toContain("<h1>Books</h1>");
      expect(facetLabels(en)).toEqual(expect.arrayContaining(["Yes", "No"]));
      expect(facetLabels(en)).not.toContain("Tak");
      expect(en).toMatch(/<h3 class="ptile-name" lang="pl"><a /);
      expect(en).not.toMatch(/<h3 class="ptile-name"><a /);
      const menu = en.slice(en.indexOf('<nav class="mega-menu"'), en.indexOf("</nav>", en.indexOf('<nav class="mega-menu"')));
      expect(menu).toContain(">Subscriptions</a>");
      expect(menu).not.toContain(">Prenumerata</a>");

      expect(main(en)).not.toMatch(/<h1 lang=/);
      // the language chosen earlier (the cookie) does the same
      const de = (await app.inject({ url: `/c/${slug}`, headers: { "accept-encoding": "identity", cookie: "kiosk_lang=de" } })).body;
      expect(main(de)).toContain("<h1>Bücher</h1>");
      expect(facetLabels(de)).toEqual(expect.arrayContaining(["Ja", "Nein"]));
    });

    it("mark a category's name and description as Polish where the catalogue has no translation for them", async () => {
      const slug = await slugOf("ksiazki");
      try {
        await t.db.query(`UPDATE categories SET translations = translations #- '{it,description}' WHERE url_path = 'ksiazki'`);
        app.services.catalog.invalidate();
        const it_ = main(await html(`/c/${slug}?lng=it`));
        expect(it_).toContain("<h1>Libri</h1>");
        expect(it_).toMatch(/<p class="listing-description" lang="pl">Nowości i bestsellery/);
        const en = main(await html(`/c/${slug}?lng=en`));
        expect(en).toMatch(/<p class="listing-description">New releases/);
      } finally {
        await t.db.query(
          `UPDATE categories SET translations = jsonb_set(translations, '{it,description}', to_jsonb('Novità e bestseller: narrativa, gialli, fantastico, libri per bambini e manuali.'::text)) WHERE url_path = 'ksiazki'`,
        );
        app.services.catalog.invalidate();
      }
    });

    it("offer a subscription's periods and first issues in the shopper's language on its page, its name and pictures marked Polish", async () => {
      const sku = "PR-000003";
      const to = (await app.inject(`/p/${sku}/x`)).headers.location as string;
      const en = main(await html(`${to}?lng=en`));
      expect(en).toContain('<span class="pdp-card-title">3 issues</span>');
      expect(en).toMatch(/<option value="\d+"[^>]*>No\. \d+\/\d{4} – /);
      expect(en).toMatch(/<h1 class="pdp-title" lang="pl">Prenumerata National Geographic Polska<\/h1>/);
      expect(en).toMatch(/<img [^>]*alt="Prenumerata National Geographic Polska[^"]*" lang="pl"/);
      expect(en).toMatch(/<li lang="pl"><span aria-current="page">Prenumerata National Geographic Polska<\/span><\/li>/);
      expect(en).toContain(">Magazine subscriptions</a>");
      const pl = main(await html(to));
      expect(pl).toContain('<span class="pdp-card-title">3 wydania</span>');
      expect(pl).not.toContain('lang="pl"');
    });
  });
});
