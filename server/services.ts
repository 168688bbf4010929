/** The services a request can reach, built once per process from the database and configuration. */
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { CatalogService } from "./modules/catalog/service.ts";
import { CmsService } from "./modules/cms/service.ts";
import { UrlMapService } from "./modules/url/service.ts";
import { SeoService } from "./modules/seo/service.ts";

export interface Services {
  db: Database;
  catalog: CatalogService;
  cms: CmsService;
  urls: UrlMapService;
  seo: SeoService;
}

export function createServices(db: Database, config: Config, clock: () => Date = () => new Date()): Services {
  const catalog = new CatalogService(db, config, clock);
  const cms = new CmsService(db, clock);
  return { db, catalog, cms, urls: new UrlMapService(db, catalog, cms), seo: new SeoService(db) };
}
