/**
 * /sitemap.xml: one urlset for a small catalogue; past SITEMAP_PAGE_SIZE URLs an index pointing at
 * /sitemap.xml?page=N. Urlsets are streamed batch by batch, so memory stays flat for any catalogue size.
 */
import type { RouterContextProvider } from "react-router";
import { appContext } from "../../context.server.ts";
import { storeBase } from "../../lib/store.ts";
import { parseSitemapPage, sitemapIndexXml, urlEntry, URLSET_CLOSE, URLSET_OPEN } from "../../../server/modules/seo/index.ts";
import type { SeoService, SitemapPlan } from "../../../server/modules/seo/index.ts";

const HEADERS = {
  "Content-Type": "application/xml; charset=utf-8",
  "Cache-Control": "public, max-age=3600, stale-while-revalidate=86400",
  "X-Robots-Tag": "noindex",
};

/** The answer to GET or HEAD /sitemap.xml[?page=N]. */
export async function sitemapResponse({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }): Promise<Response> {
  const { seo } = context.get(appContext).services;
  const url = new URL(request.url);
  const origin = url.origin + storeBase();
  const plan = await seo.sitemapPlan();
  const pageParam = url.searchParams.get("page");

  if (pageParam === null && plan.pages > 1) {
    const entries = Array.from({ length: plan.pages }, (_, i) => ({ loc: `${origin}/sitemap.xml?page=${i + 1}`, lastmod: plan.lastmod }));
    return new Response(sitemapIndexXml(entries), { headers: HEADERS });
  }
  const page = pageParam === null ? null : parseSitemapPage(pageParam, plan.pages);
  if (pageParam !== null && page === null) {
    return new Response(`There is no sitemap page "${pageParam}"; pages are 1 to ${plan.pages}.\n`, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  if (request.method === "HEAD") return new Response(null, { headers: HEADERS });
  return new Response(urlsetStream(seo, origin, plan, page), { headers: HEADERS });
}

function urlsetStream(seo: SeoService, origin: string, plan: SitemapPlan, page: number | null): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const batches = seo.sitemapUrls(origin, plan, page);
  let opened = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!opened) {
          opened = true;
          controller.enqueue(encoder.encode(URLSET_OPEN));
          return;
        }
        const next = await batches.next();
        if (next.done) {
          controller.enqueue(encoder.encode(URLSET_CLOSE));
          controller.close();
          return;
        }
        controller.enqueue(encoder.encode(next.value.map(urlEntry).join("")));
      } catch (error) {
        controller.error(error);
      }
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}
