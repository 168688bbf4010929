/** The URL map's front door: a storefront path to its product, category or CMS page. */
export { UrlMapService } from "./service.ts";
export { redirectMovedCategories } from "./redirects.ts";
