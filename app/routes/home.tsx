/** Home (/ and /pwa.html): banners, the promises strip, the promo block, bestsellers, news, sales, publishers. */
import { data } from "react-router";
import { useTranslation } from "../i18n/react.tsx";
import type { Route } from "./+types/home";
import { appContext } from "../context.server.ts";
import { loadHome } from "../features/home/load-home.server.ts";
import { homeMeta } from "../features/home/home-meta.server.ts";
import { htmlCacheHeaders } from "../features/cms/cache-headers.ts";
import { HeroCarousel } from "../features/home/HeroCarousel.tsx";
import { UspStrip } from "../features/home/UspStrip.tsx";
import { SecondBanners } from "../features/home/SecondBanners.tsx";
import { LogoStrip } from "../features/home/LogoStrip.tsx";
import { ProductSection } from "../features/home/ProductSection.tsx";
import "../features/home/home.css";

export const handle = { pageClass: "homepage" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const home = await loadHome(context.get(appContext).services);
  // the head tags are built here, on the server (home-meta.server.ts): lib/seo.ts stays out of the browser
  return data({ ...home, meta: homeMeta(request) }, { headers: { "Cache-Control": "public, max-age=60, stale-while-revalidate=300" } });
}

export const headers: Route.HeadersFunction = htmlCacheHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("pages");
  const home = loaderData;
  return (
    <div className="home">
      <h1 className="visually-hidden">{t("homeHeading")}</h1>
      <HeroCarousel banners={home.hero} />
      <UspStrip items={home.usp} />
      <ProductSection title={t("promoHeading")} products={home.promo} listId="home_promo" />
      <SecondBanners banners={home.second} />
      <div className="home-columns">
        <ProductSection
          title={t("bestsellersHeading")}
          products={home.bestsellers}
          listId="home_bestsellers"
          moreUrl={home.links.bestsellers}
          variant="column"
        />
        <ProductSection title={t("newsHeading")} products={home.news} listId="home_news" moreUrl={home.links.news} variant="column" />
        <ProductSection title={t("salesHeading")} products={home.sales} listId="home_sales" moreUrl={home.links.sales} variant="column" />
      </div>
      <LogoStrip logos={home.logos} />
    </div>
  );
}
