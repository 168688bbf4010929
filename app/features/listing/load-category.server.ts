/**
 * Loader side of a category page (/c/:slug and the URL dispatcher): the category by its slug or id (an unknown
 * or inactive one, or one at or below the root, is the 404 page), then its document and one catalogue search.
 */
import type { RouterContextProvider } from "react-router";
import type { CatalogService, CategoryRow } from "../../../server/modules/catalog/index.ts";
import { appContext } from "../../context.server.ts";
import { foundOr404, foundOrFail } from "../../lib/not-found.server.ts";
import { withoutStore } from "../../lib/store.ts";
import { requestLanguage } from "../../i18n/languages.ts";
import { hasTranslation } from "../../../domain/language.ts";
import type { CategoryLink, CategoryPageData } from "./category-page.tsx";
import { categoryMeta } from "./category-meta.server.ts";
import { redirectIfPastEnd, redirectToCanonical, runListing } from "./listing-data.server.ts";
import { parseListingQuery } from "./query.ts";

type LoaderContext = Readonly<RouterContextProvider>;

/** The category of /c/:slug; the 404 page for an unknown or inactive one, or for an id at or below the root. */
export async function categoryBySlug(context: LoaderContext, slug: string): Promise<CategoryRow> {
  const { catalog } = context.get(appContext).services;
  return foundOr404(await catalog.findCategory(slug), ["CATEGORY_BELOW_ROOT"]);
}

/** The category page's data for `category` (already found): for /c/:slug and the URL dispatcher. */
export async function loadCategoryPage(args: { request: Request; context: LoaderContext; category: CategoryRow }): Promise<CategoryPageData> {
  const { catalog } = args.context.get(appContext).services;
  const page = await loadCategory(catalog, args.request, args.category);
  return { ...page, meta: categoryMeta(page, args.request) };
}

interface DocLink {
  id: number;
  name: string;
  slug: string;
  url_path: string;
}

const plainText = (html: string | null | undefined) => {
  const text = (html ?? "")
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return text || null;
};

async function loadCategory(
  catalog: Pick<CatalogService, "search" | "categoryDoc" | "findCategory">,
  request: Request,
  category: CategoryRow,
): Promise<Omit<CategoryPageData, "meta">> {
  const url = new URL(request.url);
  url.pathname = withoutStore(url.pathname) ?? url.pathname; // redirects below are app paths: the router adds the prefix
  redirectToCanonical(url);
  const state = parseListingQuery(url);
  // The category's texts and the filters' labels in the shopper's language (Polish where the catalogue has no translation).
  const lang = requestLanguage(request);
  // A link to /c/{slug} only where the slug finds this very category (url_keys repeat across branches).
  const linkFor = async (c: DocLink): Promise<CategoryLink> => {
    // not reachable by slug (or the lookup failed): keep the url_path
    const bySlug = await catalog.findCategory(c.slug).catch(() => null);
    const url = bySlug?.ok && bySlug.value.id === c.id ? `/c/${c.slug}` : `/${c.url_path}`;
    return { id: c.id, name: c.name, url };
  };
  const [doc, listing] = await Promise.all([
    catalog.categoryDoc(category, lang),
    runListing(catalog, { state, categoryId: category.id, hidePrices: category.hide_prices, lang }).then(foundOrFail),
  ]);
  redirectIfPastEnd(listing, url);
  const [self, parents, children] = await Promise.all([
    linkFor({ id: doc.id, name: doc.name, slug: doc.slug, url_path: doc.url_path }),
    Promise.all(((doc.breadcrumbs ?? []) as DocLink[]).map(linkFor)),
    Promise.all(doc.children_data.map((c) => linkFor(c))),
  ]);
  return {
    category: {
      id: doc.id,
      name: doc.name,
      description: plainText(doc.description),
      // a text the catalogue has not translated shows in Polish, and says so
      ...(hasTranslation(category.translations, lang, "name") ? {} : { nameLang: "pl" as const }),
      ...(hasTranslation(category.translations, lang, "description") ? {} : { descriptionLang: "pl" as const }),
      metaTitle: doc.meta_title,
      metaDescription: doc.meta_description,
      path: self.url,
      parents,
      children,
      isLanding: doc.is_landing,
      landingImage: doc.cate_landing_img,
      hidePrices: doc.hide_prices,
    },
    listing,
  };
}
