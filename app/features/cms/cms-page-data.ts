/** The data of an information page, as its loader (load-cms-page.server.ts) gives it to the view. */
import type { CmsPageDoc } from "../../../server/modules/cms/index.ts";

/** A CMS page as the CMS service and the URL map's cms_page `_source` give it (dates arrive as strings over JSON). */
export type CmsPageSource = Pick<CmsPageDoc, "identifier" | "title" | "content_heading" | "content" | "meta_title" | "meta_description"> & {
  updated_at: Date | string;
};

export interface CmsPageData {
  page: {
    identifier: string;
    title: string;
    heading: string;
    html: string;
    metaTitle: string | null;
    metaDescription: string | null;
    updatedAt: string;
  };
  pages: { identifier: string; title: string }[];
}
