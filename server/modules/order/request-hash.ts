/**
 * The fingerprint of an order request (POST /api/order), kept with the order (`orders.request_hash`): the client's
 * order id is an idempotency key, and a key reused with a different body is a different order, not a retry
 * (docs/decisions/2026-11-26-hardening.md). The body as validated by the contract, its keys sorted, hashed with
 * sha256. The password of `create_account` is left out (only whether one was sent counts), so the stored hash
 * tells nothing about it.
 */
import { createHash } from "node:crypto";
import type { OrderRequest } from "../../../contract/order.ts";

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => [k, canonical(v)]));
  }
  return value;
}

export function orderRequestHash(body: OrderRequest): string {
  const account = body.checkout.create_account;
  const checkout = account ? { ...body.checkout, create_account: { ...account, password: "(sent)" } } : body.checkout;
  return createHash("sha256")
    .update(JSON.stringify(canonical({ ...body, checkout })))
    .digest("hex");
}
