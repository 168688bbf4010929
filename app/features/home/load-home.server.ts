/**
 * Everything the home page shows, read in one go: the four product lists of the specification
 * (section 7: promo block 8 by sales_count desc, bestsellers 3 by sales_count desc, news 3 by updated_at
 * desc, sales 3 discounted by view_count desc), the banners of the three slots and the "home-usp" block.
 */
import type { Services } from "../../../server/services.ts";
import { MAIN_CATEGORY_ID } from "../../../domain/category.ts";
import { slugify } from "../../../domain/slug.ts";
import { foundOrNull } from "../../lib/not-found.server.ts";
import { bannersFor, parseUspBlock, TILE_FIELDS, withoutShown, type TileProduct } from "./home-data.ts";

export async function loadHome(services: Pick<Services, "catalog" | "cms">) {
  const { catalog, cms } = services;
  const list = (input: { sort: string; size: number; sale?: boolean }) =>
    catalog.search({ ...input, includeFields: TILE_FIELDS, aggregations: false }).then((r) => {
      if (!r.ok) throw new Error(r.message);
      return r.value.items as unknown as TileProduct[];
    });

  // Promo block and bestsellers share one order (sales_count desc): one query, and the bestsellers list
  // continues after the promo block's 8 instead of repeating its first 3.
  const [topSellers, news, sales, banners, blocks, main] = await Promise.all([
    list({ sort: "bestsellers", size: 8 + 3 }),
    list({ sort: "updated_at:desc", size: 3 }),
    list({ sort: "most_viewed", size: 3, sale: true }),
    cms.banners(),
    cms.blocks(["home-usp"]),
    catalog.findCategory(MAIN_CATEGORY_ID).then(foundOrNull, () => null),
  ]);

  const promo = topSellers.slice(0, 8);
  const mainSlug = main ? main.url_key || `${slugify(main.name)}-${main.id}` : null;
  const listingUrl = (flag: string) => (mainSlug ? `/c/${mainSlug}?${flag}=true` : null);
  return {
    hero: bannersFor(banners, "mainpl"),
    second: bannersFor(banners, "second"),
    logos: bannersFor(banners, "logos"),
    usp: parseUspBlock(blocks.find((b) => b.identifier === "home-usp")?.content),
    promo,
    bestsellers: withoutShown(topSellers, promo, 3),
    news,
    sales,
    links: { bestsellers: listingUrl("bestsellery"), news: listingUrl("new"), sales: listingUrl("sale") },
  };
}

export type HomeData = Awaited<ReturnType<typeof loadHome>>;
