/**
 * `npm run bench -- --suite downloads`: e-book downloads under load (issue 15 target: the download link answer,
 * POST /api/download/:grantId/link, p99 ≤ 10 ms at 20 connections on PostgreSQL).
 *
 * Prepared first: each benchmark customer buys the fixture e-book (EB-000026) and pays by BLIK through the PayU
 * stand-in the benchmark starts, so the payment hook grants its files; the suite waits until every customer lists
 * them. Then: the link answer (token check, the grant read, the HMAC), the list of files, and a resumed range of a
 * file (a request after byte 0: served, recorded, not counted, so the limit is never reached).
 */
import { randomUUID } from "node:crypto";
import { benchOrderBody } from "./bench-order.ts";

type Request = { method: "GET" | "POST"; path: string; body?: string; headers?: Record<string, string> };
type Row = { name: string; p50: number; p99: number; rps: number; errors: number; cpuPerRequest: number };
type Load = (name: string, paths: (string | Request)[], connections?: number) => Promise<Row>;
type Answer = { code: number; result: any };

export const BENCH_EBOOK = "EB-000026";

export async function downloadRows(o: { base: string; customers: { email: string; token: string }[]; load: Load }): Promise<Row[]> {
  const call = async (method: "GET" | "POST", path: string, token: string, body?: unknown): Promise<Answer> => {
    const res = await fetch(o.base + path, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await res.json()) as Answer;
  };
  // 1. Each customer buys the e-book and pays by BLIK (777123: accepted at once by the stand-in).
  for (const c of o.customers) {
    const body = {
      ...benchOrderBody([BENCH_EBOOK], c.email, { code: "vue_payu_gateway_blik", additional: { authorization_code: "777123" } }),
      order_id: randomUUID(),
      checkout: { customer_type: "private", consents: { rules: true, digital_content_waiver: true } },
    };
    const placed = await call("POST", "/api/order", c.token, body);
    if (placed.code !== 200) throw new Error(`the e-book order failed: ${JSON.stringify(placed.result)}`);
  }
  // 2. Their grants, once the payments are notified.
  const grants: { token: string; id: number }[] = [];
  const deadline = Date.now() + 60_000;
  for (const c of o.customers) {
    for (;;) {
      const list = await call("GET", "/api/download/products", c.token);
      const item = (list.result?.items ?? []).find((i: { format: string }) => i.format === "epub");
      if (item) {
        grants.push({ token: c.token, id: item.id });
        break;
      }
      if (Date.now() > deadline) throw new Error("the e-book's files were not granted within a minute");
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  // 3. One counted download each, so a resumed range may follow.
  const ranges: Request[] = [];
  for (const g of grants) {
    const link = await call("POST", `/api/download/${g.id}/link`, g.token, {});
    const file = await fetch(o.base + link.result.url);
    if (!file.ok) throw new Error(`the first download failed: ${file.status}`);
    await file.arrayBuffer();
    ranges.push({ method: "GET", path: link.result.url, headers: { range: "bytes=100-" } });
  }
  const links: Request[] = grants.map((g) => ({
    method: "POST",
    path: `/api/download/${g.id}/link`,
    headers: { authorization: `Bearer ${g.token}`, "content-type": "application/json" },
    body: "{}",
  }));
  const lists: Request[] = grants.map((g) => ({ method: "GET", path: "/api/download/products", headers: { authorization: `Bearer ${g.token}` } }));
  await o.load("warm-up", [...links, ...lists]);
  return [
    await o.load("trivial JSON (/api/health)", ["/api/health"]),
    await o.load("POST /api/download/:id/link (target p99 ≤ 10 ms)", links),
    await o.load("GET /api/download/products", lists),
    await o.load("GET /api/download/file/:token, a resumed range (not counted)", ranges),
  ];
}
