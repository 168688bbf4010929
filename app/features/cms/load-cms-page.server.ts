/**
 * Data of an information page: the server-sanitised page, the list of information pages for the side
 * navigation and the identifiers its links may point at. Unknown or inactive pages answer 404.
 */
import type { RouterContextProvider } from "react-router";
import { appContext } from "../../context.server.ts";
import { foundOr404 } from "../../lib/not-found.server.ts";
import type { CmsPageData, CmsPageSource } from "./cms-page-data.ts";

export const CMS_CACHE_CONTROL = "public, max-age=300, stale-while-revalidate=3600";

/**
 * Loads the page by identifier, or takes the already loaded `page` (the URL dispatcher has it from the
 * URL map). Throws a 404 response for an unknown page.
 */
export async function loadCmsPage({
  context,
  identifier,
  page,
}: {
  request?: Request;
  context: Readonly<RouterContextProvider>;
  identifier: string;
  page?: CmsPageSource;
}): Promise<CmsPageData> {
  const { cms } = context.get(appContext).services;
  const [source, pages] = await Promise.all([page ?? cms.page(identifier).then((answer) => foundOr404(answer)), cms.pages()]);
  const updated = source.updated_at instanceof Date ? source.updated_at : new Date(source.updated_at);
  return {
    page: {
      identifier: source.identifier,
      title: source.title,
      heading: source.content_heading?.trim() || source.title,
      html: source.content,
      metaTitle: source.meta_title,
      metaDescription: source.meta_description,
      updatedAt: Number.isNaN(updated.getTime()) ? "" : updated.toISOString(),
    },
    pages: pages.map((p) => ({ identifier: p.identifier, title: p.title })),
  };
}
