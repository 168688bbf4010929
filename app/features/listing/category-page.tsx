/**
 * A category page: breadcrumbs, name, description, landing image and subcategory tiles (landing
 * categories) or subcategory links, then the listing. Rendered by /c/:slug and by the URL dispatcher; their
 * loaders read the data with load-category.server.ts.
 */
import { useTranslation } from "../../i18n/react.tsx";
import type { MetaDescriptor } from "react-router";
import { AppLink } from "../../components/AppLink.tsx";
import { Breadcrumbs, type Crumb } from "../../components/Breadcrumbs.tsx";
import { imageUrl } from "../../lib/urls.ts";
import { ListingView } from "./ListingView.tsx";
import type { Listing } from "./types.ts";

export interface CategoryLink {
  id: number;
  name: string;
  url: string;
}

export interface CategoryPageData {
  category: {
    id: number;
    name: string;
    description: string | null;
    /** "pl" when the name or the description has no translation in the page's language and shows in Polish (WCAG 3.1.2) */
    nameLang?: "pl";
    descriptionLang?: "pl";
    metaTitle: string | null;
    metaDescription: string | null;
    /** canonical path: /c/{slug}, or the url_path where the slug is shared with another category */
    path: string;
    parents: CategoryLink[];
    children: CategoryLink[];
    isLanding: boolean;
    landingImage: string | null;
    hidePrices: boolean;
  };
  listing: Listing;
  /** the page's head tags, built by the loader on the server (category-meta.server.ts keeps lib/seo.ts out of the browser) */
  meta: MetaDescriptor[];
}

export function CategoryPage({ data }: { data: CategoryPageData }) {
  const { t } = useTranslation("listing");
  const c = data.category;
  const crumbs: Crumb[] = [...c.parents.map((p) => ({ name: p.name, url: p.url })), { name: c.name }];
  const hero500 = imageUrl(c.landingImage, 500);
  const hero1800 = imageUrl(c.landingImage, 1800);
  return (
    <div className="category-page">
      <Breadcrumbs items={crumbs} />
      <header className="listing-head">
        <h1 lang={c.nameLang}>{c.name}</h1>
        {c.description ? (
          <p className="listing-description" lang={c.descriptionLang}>
            {c.description}
          </p>
        ) : null}
      </header>
      {c.isLanding && hero500 && hero1800 ? (
        <div className="landing-hero">
          <img
            src={hero1800}
            srcSet={`${hero500} 500w, ${hero1800} 1800w`}
            sizes="(max-width: 1200px) 100vw, 1168px"
            alt=""
            width={1600}
            height={500}
            fetchPriority="high"
          />
        </div>
      ) : null}
      {c.children.length ? (
        <nav className={c.isLanding ? "subcats landing-subcats" : "subcats"} aria-labelledby="subcats-title">
          <h2 id="subcats-title" className={c.isLanding ? undefined : "visually-hidden"}>
            {t("subcategories")}
          </h2>
          <ul>
            {c.children.map((child) => (
              <li key={child.id}>
                <AppLink to={child.url}>{child.name}</AppLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {c.hidePrices ? <p className="notice">{t("pricesHiddenNotice")}</p> : null}
      <ListingView
        listing={data.listing}
        mode="category"
        trackList={{ id: `category_${data.listing.categoryId ?? c.path}`, name: c.name, categories: [...c.parents.map((p) => p.name), c.name] }}
      />
    </div>
  );
}
