/**
 * Everything the home page shows, read in one go: the four product lists of the specification
 * (section 7: promo block 8 by sales_count desc, bestsellers 3 by sales_count desc, news 3 by updated_at
 * desc, sales 3 discounted by view_count desc), the banners of the three slots and the "home-usp" block. "sales_count" and
 * "view_count" are the counted, decayed popularity (server/modules/catalog/popularity.ts).
 */
import type { Services } from "../../../server/services.ts";
import { MAIN_CATEGORY_ID } from "../../../domain/category.ts";
import { slugify } from "../../../domain/slug.ts";
import { foundOrNull } from "../../lib/not-found.server.ts";
import { bannersFor, parseUspBlock, TILE_FIELDS, type TileProduct } from "./home-data.ts";

export async function loadHome(services: Pick<Services, "catalog" | "cms">) {
  const { catalog, cms } = services;
  const list = (input: { sort: string; size: number; sale?: boolean }) =>
    catalog.search({ ...input, includeFields: TILE_FIELDS, aggregations: false }).then((r) => {
      if (!r.ok) throw new Error(r.message);
      return r.value.items as unknown as TileProduct[];
    });

  // Promo block and bestsellers share one order (sales_count desc): one query; the bestsellers are its top 3, as
  // section 7 says (so they are also the promo block's first 3).
  const [topSellers, news, sales, banners, blocks, main] = await Promise.all([
    list({ sort: "bestsellers", size: 8 }),
    list({ sort: "updated_at:desc", size: 3 }),
    list({ sort: "most_viewed", size: 3, sale: true }),
    cms.banners(),
    cms.blocks(["home-usp"]),
    catalog.findCategory(MAIN_CATEGORY_ID).then(foundOrNull, () => null),
  ]);

  const promo = topSellers;
  // "Nasi wydawcy": a logo without its own link leads to its publisher's page (the logo's text names the publisher).
  const logos = bannersFor(banners, "logos");
  const publishers = await catalog.brandPaths(
    "publisher",
    logos.filter((l) => !l.href).map((l) => l.alt),
  );
  const mainSlug = main ? main.url_key || `${slugify(main.name)}-${main.id}` : null;
  const listingUrl = (flag: string) => (mainSlug ? `/c/${mainSlug}?${flag}=true` : null);
  return {
    hero: bannersFor(banners, "mainpl"),
    second: bannersFor(banners, "second"),
    logos: logos.map((l) => (l.href ? l : { ...l, href: publishers.get(l.alt) ?? null })),
    usp: parseUspBlock(blocks.find((b) => b.identifier === "home-usp")?.content),
    promo,
    bestsellers: topSellers.slice(0, 3),
    news,
    sales,
    links: { bestsellers: listingUrl("bestsellery"), news: listingUrl("new"), sales: listingUrl("sale") },
  };
}

export type HomeData = Awaited<ReturnType<typeof loadHome>>;
