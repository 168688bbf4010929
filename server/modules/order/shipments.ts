/**
 * An order's InPost shipment (docs/decisions/2026-11-28-shipments-invoices.md, docs/api.md §18): created through
 * ShipX (server/integrations/shipx) for an order delivered to a parcel locker (`inpost_locker_standard`, its
 * target point) or by the InPost courier (`inpost_courier_standard`, the delivery address), its label downloaded,
 * and its tracking number (which ShipX gives asynchronously, when the shipment is confirmed) stored, added to the
 * order's history and e-mailed to the customer through the outbox in one transaction.
 *
 * A double click makes one shipment: the order's shipment row is claimed (`requesting`, unique per order) before
 * ShipX is called, so a second request finds the claim and answers the same shipment; a refused or failed call
 * removes the claim so staff may try again. A claim left `requesting` for CLAIM_STALE_MS (a process that died
 * mid-call) may be taken again: the one case in which ShipX could have made a shipment the shop does not know.
 */
import { formatPrice, type Grosze } from "../../../domain/money.ts";
import type { Database } from "../../db/client.ts";
import { accept, refuse, type Outcome } from "../../http/outcome.ts";
import { ServiceUnavailableError } from "../../integrations/http.ts";
import { escapeHtml, layout, SIGNATURE } from "../../integrations/mail/templates.ts";
import type { ShipmentCarrier } from "../../integrations/shipx/client.ts";
import {
  TEMPLATE_DIMENSIONS,
  trackingUrl,
  type ParcelTemplate,
  type ShipxService,
  type ShipxShipment,
  type ShipxShipmentRequest,
} from "../../integrations/shipx/protocol.ts";
import type { MailOutbox } from "../mail/index.ts";
import type { InTransaction } from "./fulfilment-types.ts";

export const CLAIM_STALE_MS = 120_000;

/** An order's shipment as the back office and the customer's account show it. */
export interface ShipmentView {
  service: ShipxService;
  template: ParcelTemplate;
  target_point: string | null;
  status: string;
  tracking_number: string | null;
  tracking_url: string | null;
  created_at: string;
  confirmed_at: string | null;
}

export type ShipmentRefusal = "ORDER_NOT_FOUND" | "SHIPMENTS_NOT_CONFIGURED" | "SHIPMENT_NOT_ALLOWED" | "SHIPMENT_REJECTED" | "SHIPX_UNAVAILABLE";

interface ShipmentRow {
  id: number;
  service: ShipxService;
  template: ParcelTemplate;
  target_point: string | null;
  status: string;
  shipx_id: string | null;
  tracking_number: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  confirmed_at: Date | string | null;
}

interface OrderFacts {
  id: number;
  increment_id: string;
  status: string;
  customer_email: string;
  customer_firstname: string;
  customer_lastname: string;
  shipping_carrier_code: string | null;
  payment_method_code: string;
  grand_total: number;
  gift_card_amount: number;
  pickup_point: { carrier?: string; code?: string } | null;
  shipping_address: Record<string, unknown> | null;
  billing_address: Record<string, unknown>;
}

const SHIPMENT_COLUMNS = "id, service, template, target_point, status, shipx_id, tracking_number, created_at, updated_at, confirmed_at";
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function shipmentView(r: ShipmentRow): ShipmentView {
  return {
    service: r.service,
    template: r.template,
    target_point: r.target_point,
    status: r.status,
    tracking_number: r.tracking_number,
    tracking_url: r.tracking_number ? trackingUrl(r.tracking_number) : null,
    created_at: iso(r.created_at)!,
    confirmed_at: iso(r.confirmed_at),
  };
}

/** Which ShipX service an order's delivery method is, or null when InPost does not deliver it (domain/delivery-rules.ts). */
export function serviceFor(carrierCode: string | null): ShipxService | null {
  if (carrierCode === "inpost") return "inpost_locker_standard";
  if (carrierCode === "flatrate") return "inpost_courier_standard";
  return null;
}

export async function shipmentOf(db: Pick<Database, "query">, orderId: number): Promise<ShipmentRow | null> {
  const [row] = await db.query<ShipmentRow>(`SELECT ${SHIPMENT_COLUMNS} FROM order_shipments WHERE order_id = $1`, [orderId]);
  return row ?? null;
}

export interface ShipmentDeps {
  db: Database;
  outbox: MailOutbox;
  carrier: ShipmentCarrier | null;
  shopUrl: string;
  clock: () => Date;
  /** How long createShipment waits for ShipX's confirmation before answering (default 3 s). */
  confirmWaitMs?: number;
}

/** Creates the order's shipment at ShipX, or answers the one it has (created false). */
export async function createShipment(
  d: ShipmentDeps,
  orderId: number,
  template: ParcelTemplate,
  inTransaction?: InTransaction,
): Promise<Outcome<{ shipment: ShipmentView; created: boolean }, ShipmentRefusal>> {
  if (!d.carrier) return refuse("SHIPMENTS_NOT_CONFIGURED", "InPost shipments are not configured (SHIPX_TOKEN, SHIPX_ORGANIZATION_ID).");
  const [order] = await d.db.query<OrderFacts>(
    `SELECT id, increment_id, status, customer_email, customer_firstname, customer_lastname, shipping_carrier_code, payment_method_code,
       grand_total, gift_card_amount, pickup_point, shipping_address, billing_address FROM orders WHERE id = $1`,
    [orderId],
  );
  if (!order) return refuse("ORDER_NOT_FOUND", `There is no order ${orderId}.`);
  const service = serviceFor(order.shipping_carrier_code);
  if (!service) return refuse("SHIPMENT_NOT_ALLOWED", "InPost does not deliver this order (its delivery method is not an InPost one).", { reason: "carrier" });
  if (order.status !== "processing") {
    return refuse("SHIPMENT_NOT_ALLOWED", `An order that is ${order.status} is not shipped (it must be processing).`, {
      reason: "status",
      status: order.status,
    });
  }
  const targetPoint = service === "inpost_locker_standard" ? (order.pickup_point?.code ?? null) : null;
  const now = d.clock();
  const claimed = await d.db.query<{ id: number }>(
    `INSERT INTO order_shipments AS s (order_id, service, template, target_point, status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 'requesting', $5, $5)
     ON CONFLICT (order_id) DO UPDATE SET service = $2, template = $3, target_point = $4, updated_at = $5
       WHERE s.status = 'requesting' AND s.updated_at < $5::timestamptz - make_interval(secs => $6)
     RETURNING id`,
    [orderId, service, template, targetPoint, now, CLAIM_STALE_MS / 1000],
  );
  const claim = claimed[0];
  if (!claim) return accept({ shipment: shipmentView((await shipmentOf(d.db, orderId))!), created: false });
  const release = () => d.db.query("DELETE FROM order_shipments WHERE id = $1 AND shipx_id IS NULL", [claim.id]);

  let answer: Awaited<ReturnType<ShipmentCarrier["create"]>>;
  try {
    answer = await d.carrier.create(shipxRequest(order, service, template, targetPoint));
  } catch (err) {
    await release();
    if (err instanceof ServiceUnavailableError)
      return refuse("SHIPX_UNAVAILABLE", "InPost ShipX does not answer now; try again in a moment.", { reason: err.reason });
    throw err;
  }
  if (!answer.ok) {
    await release();
    if (answer.error === "validation_failed") {
      return refuse("SHIPMENT_REJECTED", `InPost refused the shipment: ${answer.message}`, { error: answer.error, fields: answer.details });
    }
    // token_invalid, access_forbidden: the shop's ShipX settings are wrong; nothing staff can fix in the order.
    return refuse("SHIPX_UNAVAILABLE", `InPost ShipX refused the shop's credentials (${answer.error}).`, { reason: answer.error });
  }
  const shipped = answer.value;
  await d.db.transaction(async (tx) => {
    await tx.query("UPDATE order_shipments SET shipx_id = $2, status = $3, updated_at = $4 WHERE id = $1", [claim.id, String(shipped.id), shipped.status, now]);
    await inTransaction?.(tx, { before: null, after: { shipx_id: String(shipped.id), service, template, target_point: targetPoint } });
    if (shipped.tracking_number) await recordTracking(tx, d, order.id, claim.id, shipped, now);
  });
  if (shipped.tracking_number) d.outbox.kick();
  // ShipX confirms (and gives the tracking number) a moment later: wait a little, so staff usually see it at once.
  const waitUntil = Date.now() + (d.confirmWaitMs ?? 3000);
  let view = await refreshShipment(d, orderId);
  while (view && !view.tracking_number && Date.now() < waitUntil) {
    await new Promise((r) => setTimeout(r, 250));
    view = await refreshShipment(d, orderId).catch(() => view);
  }
  return accept({ shipment: view ?? shipmentView((await shipmentOf(d.db, orderId))!), created: true });
}

/**
 * Asks ShipX for the shipment's state when it has no tracking number yet; a confirmed shipment's number is stored,
 * written into the order's history and mailed to the customer, in one transaction. ShipX being unavailable leaves
 * the stored state (a read never fails for it). null when the order has no shipment.
 */
export async function refreshShipment(d: ShipmentDeps, orderId: number): Promise<ShipmentView | null> {
  const row = await shipmentOf(d.db, orderId);
  if (!row) return null;
  if (row.tracking_number || !row.shipx_id || !d.carrier) return shipmentView(row);
  let answer: Awaited<ReturnType<ShipmentCarrier["shipment"]>>;
  try {
    answer = await d.carrier.shipment(row.shipx_id);
  } catch (err) {
    if (err instanceof ServiceUnavailableError) return shipmentView(row);
    throw err;
  }
  if (!answer.ok || (answer.value.status === row.status && !answer.value.tracking_number)) return shipmentView(row);
  const shipped = answer.value;
  const now = d.clock();
  const mailed = await d.db.transaction(async (tx) => {
    const moved = await tx.query("UPDATE order_shipments SET status = $2, updated_at = $3 WHERE id = $1 AND tracking_number IS NULL RETURNING id", [
      row.id,
      shipped.status,
      now,
    ]);
    if (moved.length === 0 || !shipped.tracking_number) return false;
    return recordTracking(tx, d, orderId, row.id, shipped, now);
  });
  if (mailed) d.outbox.kick();
  return shipmentView((await shipmentOf(d.db, orderId))!);
}

/** The tracking number stored, in the order's history and mailed (deduplicated by the shipment). */
async function recordTracking(tx: Pick<Database, "query">, d: ShipmentDeps, orderId: number, shipmentId: number, shipped: ShipxShipment, now: Date) {
  const number = shipped.tracking_number!;
  const set = await tx.query(
    "UPDATE order_shipments SET tracking_number = $2, status = $3, confirmed_at = $4 WHERE id = $1 AND tracking_number IS NULL RETURNING id",
    [shipmentId, number, shipped.status, now],
  );
  if (set.length === 0) return false;
  const [order] = await tx.query<{ status: string; increment_id: string; customer_email: string; customer_firstname: string; grand_total: number }>(
    "SELECT status, increment_id, customer_email, customer_firstname, grand_total FROM orders WHERE id = $1",
    [orderId],
  );
  if (!order) return false;
  await tx.query("INSERT INTO order_status_history (order_id, status, comment, created_at) VALUES ($1, $2, $3, $4)", [
    orderId,
    order.status,
    `Przesyłka InPost nadana, numer ${number}.`,
    now,
  ]);
  const url = trackingUrl(number);
  const account = new URL("/my-account/orders", d.shopUrl).toString();
  const title = `Zamówienie nr ${order.increment_id} zostało nadane`;
  await d.outbox.enqueue(
    {
      to: order.customer_email,
      subject: title,
      text: `Dzień dobry ${order.customer_firstname},\n\nzamówienie nr ${order.increment_id} (${formatPrice(order.grand_total as Grosze)}) zostało nadane w InPost.\nNumer przesyłki: ${number}\nŚledzenie: ${url}\n\nStan zamówienia zobaczysz też na koncie: ${account}${SIGNATURE}`,
      html: layout(title, [
        `Dzień dobry ${escapeHtml(order.customer_firstname)},`,
        `zamówienie nr ${escapeHtml(order.increment_id)} (${escapeHtml(formatPrice(order.grand_total as Grosze))}) zostało nadane w InPost.`,
        `Numer przesyłki: <strong>${escapeHtml(number)}</strong><br><a href="${escapeHtml(url)}">Śledź przesyłkę</a>`,
        `Stan zamówienia zobaczysz też na <a href="${escapeHtml(account)}">swoim koncie</a>.`,
      ]),
    },
    { tx, orderId, key: `shipment-tracking:${shipmentId}` },
  );
  return true;
}

/** The label (PDF) of the order's confirmed shipment. */
export async function shipmentLabel(
  d: ShipmentDeps,
  orderId: number,
): Promise<
  Outcome<{ pdf: Buffer; tracking_number: string }, "SHIPMENT_NOT_FOUND" | "SHIPMENT_LABEL_NOT_READY" | "SHIPMENTS_NOT_CONFIGURED" | "SHIPX_UNAVAILABLE">
> {
  if (!d.carrier) return refuse("SHIPMENTS_NOT_CONFIGURED", "InPost shipments are not configured (SHIPX_TOKEN, SHIPX_ORGANIZATION_ID).");
  const view = await refreshShipment(d, orderId);
  const row = view ? await shipmentOf(d.db, orderId) : null;
  if (!row?.shipx_id) return refuse("SHIPMENT_NOT_FOUND", `Order ${orderId} has no InPost shipment.`);
  if (!row.tracking_number)
    return refuse("SHIPMENT_LABEL_NOT_READY", "InPost has not confirmed the shipment yet; its label follows in a moment.", { status: row.status });
  try {
    const label = await d.carrier.label(row.shipx_id);
    if (!label.ok) return refuse("SHIPMENT_LABEL_NOT_READY", `InPost has no label for the shipment yet (${label.error}).`, { status: row.status });
    return accept({ pdf: label.value, tracking_number: row.tracking_number });
  } catch (err) {
    if (err instanceof ServiceUnavailableError)
      return refuse("SHIPX_UNAVAILABLE", "InPost ShipX does not answer now; try again in a moment.", { reason: err.reason });
    throw err;
  }
}

/** The ShipX request for the order: the receiver, one parcel of the chosen size, cash on delivery when it is paid so. */
export function shipxRequest(order: OrderFacts, service: ShipxService, template: ParcelTemplate, targetPoint: string | null): ShipxShipmentRequest {
  const address = order.shipping_address ?? order.billing_address;
  const phone = String(address["telephone"] ?? order.billing_address["telephone"] ?? "")
    .replace(/\D/g, "")
    .replace(/^(?:00)?48(?=\d{9}$)/, "");
  const receiver: ShipxShipmentRequest["receiver"] = {
    first_name: String(address["firstname"] ?? order.customer_firstname),
    last_name: String(address["lastname"] ?? order.customer_lastname),
    name: `${String(address["firstname"] ?? order.customer_firstname)} ${String(address["lastname"] ?? order.customer_lastname)}`.trim(),
    company_name: typeof address["company"] === "string" && address["company"] ? address["company"] : null,
    email: order.customer_email,
    phone,
  };
  const due = order.grand_total - order.gift_card_amount;
  const cod = order.payment_method_code === "cashondelivery" && due > 0 ? { cod: { amount: (due / 100).toFixed(2), currency: "PLN" as const } } : {};
  const reference = `Zamówienie ${order.increment_id}`;
  if (service === "inpost_locker_standard") {
    return {
      receiver,
      parcels: [{ template }],
      service,
      reference,
      ...cod,
      custom_attributes: { target_point: targetPoint ?? "", sending_method: "dispatch_order" },
    };
  }
  const d = TEMPLATE_DIMENSIONS[template];
  const street = (Array.isArray(address["street"]) ? (address["street"] as unknown[]).filter(Boolean).join(" ") : String(address["street"] ?? "")).trim();
  const m = /^(.*\S)\s+(\d+[\w/-]*)$/.exec(street);
  return {
    receiver: {
      ...receiver,
      address: {
        street: m ? m[1]! : street,
        building_number: m ? m[2]! : "",
        city: String(address["city"] ?? ""),
        post_code: String(address["postcode"] ?? ""),
        country_code: String(address["country_id"] ?? "PL"),
      },
    },
    parcels: [
      {
        dimensions: { length: String(d.length), width: String(d.width), height: String(d.height), unit: "mm" },
        weight: { amount: String(d.weight), unit: "kg" },
      },
    ],
    service,
    reference,
    ...cod,
    custom_attributes: { sending_method: "dispatch_order" },
  };
}
