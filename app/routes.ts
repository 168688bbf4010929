import { type RouteConfig, index, route } from "@react-router/dev/routes";

/**
 * The specification's routes (section 2). Route ids follow its names: {type}-product, category, cms-page;
 * any other path goes through the URL map (the urldispatcher route).
 */
export default [
  index("routes/home.tsx", { id: "home" }),
  route("pwa.html", "routes/home.tsx", { id: "pwa-home" }),
  route("c/:slug", "routes/category.tsx", { id: "category" }),
  route("p/:parentSku/:slug", "routes/product.tsx", { id: "product" }),
  route("p/:parentSku/:slug/:childSku", "routes/product.tsx", { id: "product-variant" }),
  route("i/:slug", "routes/cms-page.tsx", { id: "cms-page" }),
  route("search", "routes/search.tsx", { id: "search" }),
  route("compare", "routes/compare.tsx", { id: "compare" }),
  route("page-not-found", "routes/page-not-found.tsx", { id: "page-not-found" }),
  route("error", "routes/error.tsx", { id: "error" }),
  route("sitemap.xml", "routes/sitemap.ts", { id: "sitemap" }),
  route("robots.txt", "routes/robots.ts", { id: "robots" }),
  route("*", "routes/dispatch.tsx", { id: "urldispatcher" }),
] satisfies RouteConfig;
