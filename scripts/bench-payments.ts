/**
 * `npm run bench -- --suite payments`: online payment under load, against the local PayU stand-in the benchmark
 * starts itself (the server runs in production mode with PAYU_URL pointing at it, so the real client speaks the
 * real protocol: OAuth, 302 with JSON, signed notifications).
 *
 * Prepared first: guest orders paid by a declined BLIK code (500500), so each is pending with no live attempt.
 * Then, each request on another order:
 * - payment start: POST /api/payment/orders/:n/pay by pay-by-link (one PayU order created, 302 read);
 * - notification: PayU's signed COMPLETED notification of that attempt (verified, amount checked, the attempt
 *   and the order moved on, the "payment received" mail queued), as the stand-in built and signed it;
 * - a repeated notification (the same bodies again: verified, recognised, nothing changed).
 * Targets (issue 14): payment start p99 ≤ 50 ms, notification p99 ≤ 15 ms, 10 connections, PostgreSQL.
 */
import { randomUUID } from "node:crypto";
import type { PayuStandIn } from "../server/integrations/payu/stand-in.ts";
import { benchOrderBody } from "./bench-order.ts";

type Request = {
  method: "GET" | "POST";
  path: string;
  body?: string;
  headers?: Record<string, string>;
  setupRequest?: (req: { body?: string | Buffer; headers?: Record<string, string>; path?: string }) => unknown;
};
type Row = { name: string; p50: number; p99: number; rps: number; errors: number; cpuPerRequest: number };
type Load = (name: string, paths: (string | Request)[], connections: number) => Promise<Row>;

type Answer = { code: number; result: any };

export async function paymentRows(o: { base: string; standIn: PayuStandIn; load: Load; orders: number; sku: string[] }): Promise<Row[]> {
  const post = async (path: string, body: unknown): Promise<Answer> =>
    (await (await fetch(o.base + path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })).json()) as Answer;
  const template = (orderId: string) => ({
    ...benchOrderBody(o.sku, "bench-pay@example.com", { code: "vue_payu_gateway_blik", additional: { authorization_code: "500500" } }),
    order_id: orderId,
  });

  // 1. Orders whose BLIK code was declined: pending, payable again.
  const placed: { number: string; token: string }[] = [];
  const place = async () => {
    const a = await post("/api/order", template(randomUUID()));
    if (a.code !== 200 || !a.result.payment) throw new Error(`order failed: ${JSON.stringify(a.result)}`);
    placed.push({ number: a.result.orderNumber, token: a.result.payment.pay_token });
  };
  for (let i = 0; i < o.orders; i += 10) await Promise.all(Array.from({ length: Math.min(10, o.orders - i) }, place));
  await o.standIn.settled();
  console.log(`${placed.length} orders placed and their BLIK codes declined`);

  // 2. Payment start, each request another order.
  let next = 0;
  const start: Request = {
    method: "POST",
    path: "/api/payment/orders/0/pay",
    headers: { "content-type": "application/json" },
    setupRequest: (req) => {
      const order = placed[next++ % placed.length]!;
      return {
        ...req,
        path: `/api/payment/orders/${order.number}/pay`,
        body: JSON.stringify({ pay_token: order.token, payment_method_code: "vue_payu_gateway", additional: { payu_method: "m", payu_method_type: "PBL" } }),
      };
    },
  };
  const rows: Row[] = [await o.load("trivial JSON (/api/health)", ["/api/health"], 10)];
  rows.push(await o.load("POST /api/payment/orders/:n/pay (pay-by-link: PayU order created)", [start], 10));
  if (next > placed.length) console.log(`note: ${next - placed.length} payment starts ran past the prepared orders (raise --pay-orders)`);
  // The orders the row did not reach get their attempt too (not measured), so every notification below is a first.
  const rest = placed.slice(next);
  for (let i = 0; i < rest.length; i += 10) {
    await Promise.all(
      rest.slice(i, i + 10).map((order) =>
        post(`/api/payment/orders/${order.number}/pay`, {
          pay_token: order.token,
          payment_method_code: "vue_payu_gateway",
          additional: { payu_method: "m" },
        }),
      ),
    );
  }

  // 3. Notifications: the stand-in builds and signs COMPLETED for each attempt; captured here instead of sent.
  const captured: { body: string; signature: string }[] = [];
  const send = o.standIn.deliver;
  o.standIn.deliver = async (_url, req) => {
    captured.push({ body: req.body, signature: req.headers["openpayu-signature"]! });
    return 200;
  };
  for (const order of o.standIn.orders.values()) if (order.status === "NEW" && order.payMethod?.type === "PBL") o.standIn.setStatus(order.orderId, "COMPLETED");
  await o.standIn.settled();
  o.standIn.deliver = send;
  const firsts = captured.filter((c, i) => captured.findIndex((d) => d.body === c.body) === i && c.body.includes('"COMPLETED"'));
  let n = 0;
  const notify = (list: typeof firsts): Request => ({
    method: "POST",
    path: "/api/payment/payu/notify",
    setupRequest: (req) => {
      const c = list[n++ % list.length]!;
      return { ...req, body: c.body, headers: { "content-type": "application/json", "openpayu-signature": c.signature } };
    },
  });
  rows.push(await o.load(`POST /api/payment/payu/notify (COMPLETED applied: ${firsts.length} attempts)`, [notify(firsts)], 10));
  if (n > firsts.length) console.log(`note: ${n - firsts.length} notifications of the "applied" row were repeats (raise --pay-orders)`);
  n = 0;
  rows.push(await o.load("POST /api/payment/payu/notify (a repeat: nothing changes)", [notify(firsts)], 10));
  return rows;
}
