/**
 * How an order of the customer's history reads (the contract's fields, features/orders/types.ts): status,
 * amounts (gross, "12,34 zł"), dates in Warsaw time, the lines shown (children of a bundle or a configurable
 * are folded into their parent), the totals and the VAT breakdown, addresses, pickup point, payment and
 * delivery methods, invoice data. Pure: the texts come from the `t` given.
 */
import { formatPrice, plnToGrosze } from "../../../domain/money.ts";
import { carrierKey, DELIVERY_RULES } from "../../../domain/delivery-rules.ts";
import type { TFunction } from "../../i18n/translator.ts";
import { LOCALES, type Language } from "../../i18n/languages.ts";
import type { OrderAddress, OrderDetail, OrderLine, TaxBreakdownRow } from "../orders/types.ts";

const STATUSES = new Set(["pending", "processing", "complete", "canceled", "expired", "available"]);

/** The status in the shopper's language (account namespace status_*); an unknown one as the server wrote it. */
export function statusLabel(t: TFunction, status: string): string {
  return STATUSES.has(status) ? t(`status_${status}`) : status;
}

export function orderTotal(amount: number | undefined | null): string {
  return typeof amount === "number" && Number.isFinite(amount) ? formatPrice(plnToGrosze(amount)) : "–";
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** "05.01.2026" (with time: "05.01.2026, 14:03"), in Warsaw time: an order at 00:30 belongs to that day. */
export function orderDate(iso: string | undefined | null, lang: Language, withTime = false): string {
  if (!iso) return "–";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const key = `${lang}|${withTime}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[lang], {
      timeZone: "Europe/Warsaw",
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      ...(withTime ? { hour: "2-digit", minute: "2-digit", hourCycle: "h23" } : {}),
    } as Intl.DateTimeFormatOptions);
    dateFormats.set(key, format);
  }
  return format.format(date);
}

/** The lines to list: top-level ones (a bundle's or a configurable's children belong to their parent). */
export function visibleLines(order: Pick<OrderDetail, "items">): OrderLine[] {
  return (order.items ?? []).filter((i) => !i.parent_item_id);
}

/** A line's chosen options ("Rozmiar: M"), whether the API sent them as an array or as JSON text. */
export function lineOptions(line: Pick<OrderLine, "options">): { label: string; value: string }[] {
  let options: unknown = line.options;
  if (typeof options === "string") {
    try {
      options = JSON.parse(options);
    } catch {
      return [];
    }
  }
  return Array.isArray(options)
    ? options
        .filter((o): o is { label: string; value: string } => !!o && typeof o.label === "string" && o.value !== undefined)
        .map((o) => ({ label: o.label, value: String(o.value) }))
    : [];
}

/** Gross unit price of a line: price_incl_tax, else its gross row total divided by the quantity. */
export function lineUnitGross(line: OrderLine): number | undefined {
  if (typeof line.price_incl_tax === "number") return line.price_incl_tax;
  if (typeof line.row_total_incl_tax === "number" && line.qty_ordered > 0) return plnToGrosze(line.row_total_incl_tax) / line.qty_ordered / 100;
  return undefined;
}

export interface SummaryRow {
  key: "subtotal" | "discount" | "shipping" | "grand_total" | "tax" | `giftcard-${number}` | "amount_due";
  label: string;
  amount: number;
}

/**
 * The totals as the shopper paid them, all gross: goods, discount (when any, with its coupon), delivery, the
 * grand total, and the VAT it includes; then what gift cards paid of it and what was left to pay.
 */
export function summaryRows(t: TFunction, order: OrderDetail): SummaryRow[] {
  const rows: SummaryRow[] = [];
  const goods = order.subtotal_incl_tax ?? sumLines(order);
  if (typeof goods === "number") rows.push({ key: "subtotal", label: t("orderGoods"), amount: goods });
  const discount = Math.abs(order.discount_amount ?? 0);
  if (discount > 0)
    rows.push({ key: "discount", label: order.coupon_code ? t("orderDiscountCode", { code: order.coupon_code }) : t("orderDiscount"), amount: -discount });
  const shipping = order.shipping_incl_tax ?? order.shipping_amount;
  if (typeof shipping === "number") rows.push({ key: "shipping", label: t("orderShippingCost"), amount: shipping });
  rows.push({ key: "grand_total", label: t("orderGrandTotal"), amount: order.grand_total });
  if (typeof order.tax_amount === "number") rows.push({ key: "tax", label: t("orderTaxIncluded"), amount: order.tax_amount });
  // Gift cards paid part of it: a means of payment, after the total and its VAT, then what was left to pay.
  const cards = (order.extension_attributes?.gift_cards ?? []).filter((c) => c.status === "debited");
  cards.forEach((c, i) => {
    rows.push({ key: `giftcard-${i}`, label: t("orderGiftCard", { code: c.code }), amount: -c.amount });
  });
  if (cards.length > 0 && typeof order.extension_attributes?.amount_due === "number")
    rows.push({ key: "amount_due", label: t("orderAmountDue"), amount: order.extension_attributes.amount_due });
  return rows;
}

function sumLines(order: OrderDetail): number | undefined {
  const lines = visibleLines(order);
  if (lines.length === 0 || lines.some((l) => typeof l.row_total_incl_tax !== "number")) return undefined;
  return lines.reduce((sum, l) => sum + plnToGrosze(l.row_total_incl_tax!), 0) / 100;
}

/** The VAT breakdown by rate (5 / 8 / 23 %), highest rate first, with its sum row. */
export function vatRows(order: OrderDetail): { rows: TaxBreakdownRow[]; total: TaxBreakdownRow | null } {
  const rows = [...(order.extension_attributes?.tax_breakdown ?? [])].filter((r) => r && typeof r.percent === "number").sort((a, b) => b.percent - a.percent);
  if (rows.length === 0) return { rows, total: null };
  const sum = (pick: (r: TaxBreakdownRow) => number) => rows.reduce((s, r) => s + plnToGrosze(pick(r) ?? 0), 0) / 100;
  return { rows, total: { percent: NaN, net: sum((r) => r.net), tax: sum((r) => r.tax), gross: sum((r) => r.gross) } };
}

/** An address as its lines: name, company, street lines, "00-838 Warszawa", country (when not Poland), phone. */
export function addressLines(address: OrderAddress | null | undefined, lang: Language): string[] {
  if (!address) return [];
  const lines: string[] = [];
  const name = [address.firstname, address.lastname].filter(Boolean).join(" ").trim();
  if (name) lines.push(name);
  if (address.company) lines.push(address.company);
  const street = Array.isArray(address.street) ? address.street : address.street ? [address.street] : [];
  for (const s of street) if (s?.trim()) lines.push(s.trim());
  const city = [address.postcode, address.city].filter(Boolean).join(" ").trim();
  if (city) lines.push(city);
  if (address.country_id && address.country_id !== "PL") lines.push(countryName(address.country_id, lang));
  return lines;
}

export function countryName(code: string, lang: Language): string {
  try {
    return new Intl.DisplayNames([LOCALES[lang]], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The delivery address: the shipping assignment's; none for an order of virtual or downloadable products only. */
export function shippingAddress(order: OrderDetail): OrderAddress | null {
  return order.extension_attributes?.shipping_assignments?.[0]?.shipping?.address ?? null;
}

const PAYMENT_CODES = new Set(["cashondelivery", "vue_payu_gateway", "vue_payu_gateway_blik", "vue_payu_gateway_recurring", "free", "giftcard"]);
/** The payment method in the shopper's language; an unknown one by the title the server sent. */
export function paymentLabel(t: TFunction, order: OrderDetail): string {
  const code = order.payment_method_code ?? order.payment?.method ?? "";
  if (PAYMENT_CODES.has(code)) return t(`payment_${code}`);
  return order.payment?.additional_information?.[0] || code || "–";
}

const ONLINE_PAYMENT_CODES = new Set(["vue_payu_gateway", "vue_payu_gateway_blik", "vue_payu_gateway_recurring"]);
/** A pending order paid online can be paid now ("Zapłać teraz" → /placepozniej). */
export function payableNow(order: { status: string; payment_method_code?: string | null; payment?: { method?: string } | null }): boolean {
  return order.status === "pending" && ONLINE_PAYMENT_CODES.has(order.payment_method_code ?? order.payment?.method ?? "");
}

const SHIPPING_CODES = new Set(DELIVERY_RULES.carriers.map(carrierKey));
/** The delivery method in the shopper's language (carrier_method), else the server's description. */
export function deliveryLabel(t: TFunction, order: OrderDetail): string | null {
  const method = order.extension_attributes?.shipping_assignments?.[0]?.shipping?.method ?? "";
  if (SHIPPING_CODES.has(method)) return t(`shipping_${method}`);
  return order.shipping_description || null;
}

const CARRIERS: Record<string, string> = { inpost: "InPost", orlen: "ORLEN Paczka" };
/** "InPost, punkt KRA010", or null without a pickup point. */
export function pickupPointLabel(t: TFunction, order: OrderDetail): string | null {
  const point = order.extension_attributes?.pickup_point;
  if (!point?.code) return null;
  return t("orderPickupPointValue", { carrier: CARRIERS[point.carrier ?? ""] ?? point.carrier ?? "", code: point.code });
}

/** The invoice part: shown when an invoice was asked for or the buyer is a company. */
export function invoiceRows(t: TFunction, order: OrderDetail): { label: string; value: string }[] {
  const invoice = order.extension_attributes?.invoice;
  const company = invoice?.company ?? order.billing_address?.company ?? null;
  const nip = invoice?.vat_id ?? order.billing_address?.vat_id ?? null;
  const isCompany = invoice?.customer_type === "company";
  if (!invoice && !company && !nip) return [];
  const rows = [
    { label: t("orderBuyerType"), value: isCompany ? t("buyerCompany") : t("buyerPrivate") },
    { label: t("orderInvoice"), value: invoice?.requested || isCompany ? t("invoiceYes") : t("invoiceNo") },
  ];
  if (company) rows.push({ label: t("orderCompany"), value: company });
  if (nip) rows.push({ label: t("orderNip"), value: nip });
  if (invoice?.regon) rows.push({ label: t("orderRegon"), value: invoice.regon });
  return rows;
}
