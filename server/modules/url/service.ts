/**
 * The URL map: a storefront path → the product, category or CMS page it shows, or a permanent
 * redirect, or nothing. Trailing slashes and the query string are stripped first.
 */
import type { Database } from "../../db/client.ts";
import type { RowOf } from "../../db/rows.ts";
import type { CatalogService } from "../catalog/index.ts";
import { stripPath } from "../catalog/index.ts";
import type { CmsService } from "../cms/index.ts";
import type { ProductDoc } from "../../../contract/catalog.ts";
import type { UrlMapHit } from "../../../contract/url.ts";
import type { cmsPages } from "../cms/index.ts";
import type { urlRewrites } from "./tables.ts";
import type { Language } from "../../../domain/language.ts";

export type { UrlMapHit };

export class UrlMapService {
  private readonly db: Database;
  private readonly catalog: CatalogService;
  private readonly cms: CmsService;
  constructor(db: Database, catalog: CatalogService, cms: CmsService) {
    this.db = db;
    this.catalog = catalog;
    this.cms = cms;
  }

  /** The hit for `url`, a category's or product's labels in `lang` (Polish by default). */
  async map(url: string, lang?: Language): Promise<UrlMapHit | null> {
    const path = stripPath(url);
    if (path === "") return null;
    const [rewrite] = await this.db.query<Pick<RowOf<typeof urlRewrites>, "entity_type" | "entity_id" | "redirect_type" | "target_path">>(
      `SELECT entity_type, entity_id, redirect_type, target_path FROM url_rewrites WHERE request_path = $1`,
      [path],
    );
    if (rewrite && (rewrite.redirect_type === 301 || rewrite.redirect_type === 302) && rewrite.target_path) {
      return { _type: "redirect", _id: path, _source: { url_path: stripPath(rewrite.target_path), redirect_code: rewrite.redirect_type } };
    }
    const entity = rewrite?.entity_type;
    if (entity === "cms_page" || (!rewrite && path.startsWith("i/"))) {
      const identifier = entity === "cms_page" ? await this.cmsIdentifier(rewrite!.entity_id) : path.slice(2);
      if (identifier) {
        const page = await this.cms.page(identifier);
        if (page.ok) return { _type: "cms_page", _id: String(page.value.id), _source: { ...page.value } };
      }
      return null;
    }
    if (entity === "category" || !rewrite) {
      const category = await this.catalog.categoryByUrlPath(path);
      if (category.ok) return { _type: "category", _id: String(category.value.id), _source: await this.catalog.categoryDoc(category.value, lang) };
      if (entity === "category") return null;
    }
    // a path that names no product is not mapped (the path is never empty here, so the key is never missing)
    const lookup = await this.catalog.product({ urlPath: path, lang });
    if (!lookup.ok) return null;
    const found = lookup.value;
    if (found.redirectTo) {
      return { _type: "redirect", _id: path, _source: { url_path: String(found.redirectTo.url_path), redirect_code: 301 } };
    }
    // The catalogue builds the document loosely typed (products.ts); its shape is the contract's, checked against
    // contract/catalog.ts ProductDoc on every answer outside production (server/app.ts).
    return { _type: "product", _id: String(found.product.id), _source: found.product as ProductDoc };
  }

  private async cmsIdentifier(id: number): Promise<string | undefined> {
    const [row] = await this.db.query<Pick<RowOf<typeof cmsPages>, "identifier">>(`SELECT identifier FROM cms_pages WHERE id = $1`, [id]);
    return row?.identifier;
  }
}
