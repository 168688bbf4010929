/** The SEO module's front door: sitemaps, robots.txt and the head entries of pages. */
export { SeoService, type SitemapPlan } from "./service.ts";
export { parseSitemapPage, robotsTxt, sitemapIndexXml, urlEntry, URLSET_CLOSE, URLSET_OPEN } from "./sitemap.ts";
