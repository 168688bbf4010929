/** The URL dispatcher's loader against the demo catalogue: what each kind of path turns into. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RouterContextProvider } from "react-router";
import { setupTestApp, type TestContext } from "../../../server/test/helper.ts";
import { valueOr } from "../../../server/http/outcome.ts";
import { appContext } from "../../context.server.ts";
import { productUrl } from "../../lib/urls.ts";
import { loader } from "../../routes/dispatch.tsx";

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(async () => {
  await t?.close();
});

const ORIGIN = "https://kiosk.example.pl";

async function dispatch(path: string): Promise<{ status: number; location?: string | null; kind?: string }> {
  const context = new RouterContextProvider();
  context.set(appContext, { services: t.app.services, nonce: "" });
  const url = new URL(path, ORIGIN);
  try {
    const result = (await loader({ request: new Request(url), url, context, params: { "*": path.slice(1) }, pattern: "*" } as unknown as Parameters<
      typeof loader
    >[0])) as {
      data: { kind: string };
      init?: { status?: number };
    };
    return { status: result.init?.status ?? 200, kind: result.data.kind };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") };
    const init = (thrown as { init?: { status?: number } }).init;
    if (init?.status) return { status: init.status };
    throw thrown;
  }
}

describe("URL dispatcher", () => {
  it("renders a product reached by its url_path", async () => {
    const [p] = await t.db.query<{ url_path: string }>(`SELECT url_path FROM products WHERE visibility = 4 AND status = 1 ORDER BY id LIMIT 1`);
    expect(await dispatch(`/${p!.url_path}`)).toEqual({ status: 200, kind: "product" });
    expect(await dispatch(`/${p!.url_path}/`)).toEqual({ status: 200, kind: "product" });
  });

  it("renders a category reached by its url_path, and an information page mapped by the URL map", async () => {
    expect(await dispatch("/ksiazki/kryminal-i-sensacja")).toEqual({ status: 200, kind: "category" });
    expect(await dispatch("/i/zwroty")).toEqual({ status: 200, kind: "cms_page" });
  });

  it("answers a mapped product redirect with 301 to the product's storefront URL, keeping the query", async () => {
    const [r] = await t.db.query<{ request_path: string; entity_id: number }>(
      `SELECT r.request_path, r.entity_id FROM url_rewrites r JOIN products p ON p.id = r.entity_id
        WHERE r.entity_type = 'product' AND r.redirect_type = 301 AND p.visibility IN (2, 3, 4) AND p.status IN (0, 1) ORDER BY r.id LIMIT 1`,
    );
    const { product } = valueOr(
      await t.app.services.catalog.product({
        sku: (await t.db.query<{ sku: string }>(`SELECT sku FROM products WHERE id = $1`, [r!.entity_id]))[0]!.sku,
      }),
    );
    const res = await dispatch(`/${r!.request_path}?lng=en`);
    expect(res).toEqual({ status: 301, location: `${productUrl(product as unknown as { sku: string; parentSku?: string; slug?: string })}?lng=en` });
  });

  it("answers a mapped category redirect with 301 to its url_path", async () => {
    const [r] = await t.db.query<{ request_path: string; target_path: string }>(
      `SELECT request_path, target_path FROM url_rewrites WHERE entity_type = 'category' AND redirect_type = 301 ORDER BY id LIMIT 1`,
    );
    expect(await dispatch(`/${r!.request_path}`)).toEqual({ status: 301, location: `/${r!.target_path}` });
  });

  it("sends a configurable child's url_path to its parent's page with the child chosen", async () => {
    const [c] = await t.db.query<{ url_path: string; sku: string; parent_sku: string }>(
      `SELECT c.url_path, c.sku, p.sku AS parent_sku FROM product_super_links l JOIN products c ON c.id = l.child_id JOIN products p ON p.id = l.parent_id
        WHERE c.visibility = 1 AND p.status IN (0, 1) AND p.visibility IN (2, 3, 4) ORDER BY c.id LIMIT 1`,
    );
    const res = await dispatch(`/${c!.url_path}`);
    expect(res.status).toBe(301);
    expect(res.location).toMatch(new RegExp(`^/p/${c!.parent_sku}/[a-z0-9-]+/${c!.sku}$`));
  });

  it("sends anything unknown to /page-not-found?nf= with a 302", async () => {
    expect(await dispatch("/to/nie/istnieje/")).toEqual({ status: 302, location: "/page-not-found?nf=to/nie/istnieje" });
  });

  it("never dispatches API, image or asset paths, or missing files", async () => {
    for (const path of ["/api/nope", "/img/1/2/x.svg", "/assets/x.js", "/favicon.ico", "/%E0%A4%A"]) expect((await dispatch(path)).status, path).toBe(404);
  });
});
