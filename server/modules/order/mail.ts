/**
 * The order confirmation e-mail (Polish): lines, delivery, payment, totals, the VAT breakdown per rate, the
 * invoice data and the withdrawal information the consumer law asks for (docs/polish-rules.md §5): 14 days for
 * goods and subscriptions, none for single issues of newspapers and magazines, and digital content (e-books)
 * loses it once delivery starts with the buyer's consent.
 */
import { formatPrice } from "../../../domain/money.ts";
import { isTaxed, type VatRate } from "../../../domain/vat.ts";
import { vatSchemeNote, type VatScheme } from "../../../domain/vat-abroad.ts";
import { escapeHtml, layout, SIGNATURE } from "../../integrations/mail/templates.ts";
import type { OutgoingMail } from "../../integrations/mail/mailer.ts";
import { isOfflinePayment } from "./for-payment.ts";
import { payLink, payToken } from "./pay-token.ts";
import type { OrderRecord } from "./records.ts";

type Item = {
  name: string;
  sku: string;
  product_type: string;
  is_virtual: boolean;
  qty_ordered: number;
  row_total_incl_tax: number;
  tax_percent: VatRate;
  options: { label: string; value: string }[];
  preorder: { release_date: string; dispatch_date: string } | null;
};
type Breakdown = { percent: number; net: number; tax: number; gross: number };
type Address = { firstname?: string; lastname?: string; company?: string; street?: string[]; postcode?: string; city?: string; telephone?: string };

const zl = (pln: number) => formatPrice(Math.round(pln * 100)).replace(/\u00a0/g, " ");
const addressLines = (a: Address) =>
  [
    [a.company].filter(Boolean).join(""),
    `${a.firstname ?? ""} ${a.lastname ?? ""}`.trim(),
    ...(a.street ?? []).filter(Boolean),
    `${a.postcode ?? ""} ${a.city ?? ""}`.trim(),
  ].filter((l) => l !== "");

/** What the withdrawal paragraph says, from the kinds of lines in the order. */
export function withdrawalNotes(items: Pick<Item, "product_type" | "is_virtual">[]): string[] {
  const notes = [
    "Masz prawo odstąpić od umowy w ciągu 14 dni bez podania przyczyny: dla towarów od dnia ich otrzymania, dla prenumeraty od dnia zawarcia umowy. Wystarczy oświadczenie (np. formularz ze strony /i/zwroty) wysłane e-mailem lub pocztą; zwrot płatności w ciągu 14 dni.",
  ];
  if (items.some((i) => i.product_type === "single_number"))
    notes.push(
      "Prawo odstąpienia nie przysługuje przy pojedynczych egzemplarzach dzienników, gazet i czasopism (art. 38 ustawy o prawach konsumenta), z wyjątkiem umów o prenumeratę.",
    );
  if (items.some((i) => i.product_type === "downloadable"))
    notes.push(
      "Przy treściach cyfrowych (e-bookach) prawo odstąpienia wygasa z chwilą rozpoczęcia pobierania, jeśli przy zamówieniu była na to zgoda i potwierdzenie przyjęcia do wiadomości utraty tego prawa.",
    );
  return notes;
}

/** A calendar day "YYYY-MM-DD" as Polish texts write it: "24.01.2027". */
const day = (d: string) => d.split("-").reverse().join(".");

/** A pre-order line's note: "przedsprzedaż: premiera 24.01.2027, wysyłka 25.01.2027". */
const preorderNote = (p: NonNullable<Item["preorder"]>) => `przedsprzedaż: premiera ${day(p.release_date)}, wysyłka ${day(p.dispatch_date)}`;

/** When the order ships, when it holds pre-orders (null: it ships as usual). The shop does not split shipments. */
export function dispatchNote(dispatch: { kind: "now" | "preorder" | "mixed"; dispatch_date: string | null } | undefined): string | null {
  if (!dispatch || dispatch.kind === "now" || !dispatch.dispatch_date) return null;
  const date = day(dispatch.dispatch_date);
  return dispatch.kind === "mixed"
    ? `Zamówienie zawiera produkty w przedsprzedaży, więc wyślemy je w całości ${date}, gdy dostępny będzie ostatni z nich.`
    : `Zamówienie wyślemy ${date}: w dniu premiery lub w najbliższym dniu roboczym po niej.`;
}

/** Where a customer's bought files are, when the order has downloadable lines (docs/decisions/2026-11-26-downloads.md). */
function downloadsLink(order: OrderRecord, shopUrl: string): string | null {
  const items = (order["items"] ?? []) as Pick<Item, "product_type">[];
  return items.some((i) => i.product_type === "downloadable") ? new URL("/my-account/download", shopUrl).toString() : null;
}
const DOWNLOADS_TEXT = "Kupione pliki (e-booki, wydania PDF) pobierzesz po zaksięgowaniu płatności na swoim koncie, w zakładce „Pliki do pobrania”";

/** The "Zapłać teraz" link of a pending order paid online (null for any other order). */
function payNowLink(order: OrderRecord, shopUrl: string, secret: string): string | null {
  if (order["status"] !== "pending" || isOfflinePayment(String(order["payment_method_code"]))) return null;
  const number = String(order["increment_id"]);
  return payLink(shopUrl, number, payToken(secret, number));
}

export function orderConfirmationMail(order: OrderRecord, shopUrl: string, secret: string): OutgoingMail {
  const items = order["items"] as Item[];
  const ext = order["extension_attributes"] as {
    tax_breakdown: Breakdown[];
    pickup_point: { code: string; address: { line1: string; line2: string } } | null;
    invoice: { requested: boolean; company: string | null; vat_id: string | null; regon: string | null; vat_scheme?: VatScheme; vat_country?: string };
    shipping_assignments: { shipping: { address: Address } }[];
    gift_cards?: { code: string; amount: number }[];
    gift_card_amount?: number;
    amount_due?: number;
    dispatch?: { kind: "now" | "preorder" | "mixed"; dispatch_date: string | null };
  };
  const number = String(order["increment_id"]);
  const firstname = String(order["customer_firstname"]);
  const lines = items.map(
    (i) =>
      `${i.name}${i.options.length ? ` (${i.options.map((o) => `${o.label}: ${o.value}`).join(", ")})` : ""} × ${i.qty_ordered} – ${zl(i.row_total_incl_tax)} (${isTaxed(i.tax_percent) ? `VAT ${i.tax_percent}%` : "nie podlega VAT"})${i.preorder ? ` – ${preorderNote(i.preorder)}` : ""}`,
  );
  // Gift cards are a means of payment: the total stays the order's value, the cards' part and what is left follow it.
  const cards = ext.gift_cards ?? [];
  const shipsWhen = dispatchNote(ext.dispatch);
  const totals = [
    `Produkty: ${zl(Number(order["subtotal_incl_tax"]))}`,
    ...(Number(order["discount_amount"]) !== 0
      ? [`Rabat${order["coupon_code"] ? ` (${String(order["coupon_code"])})` : ""}: ${zl(Number(order["discount_amount"]))}`]
      : []),
    ...(order["shipping_description"] ? [`Dostawa (${String(order["shipping_description"])}): ${zl(Number(order["shipping_incl_tax"]))}`] : []),
    ...(cards.length > 0
      ? [
          `Razem: ${zl(Number(order["grand_total"]))}`,
          ...cards.map((c) => `Zapłacono kartą podarunkową ${c.code}: −${zl(c.amount)}`),
          `Pozostało do zapłaty: ${zl(Number(ext.amount_due ?? 0))}`,
        ]
      : [`Razem do zapłaty: ${zl(Number(order["grand_total"]))}`]),
  ];
  const vat = ext.tax_breakdown.map((r) => `VAT ${r.percent}%: netto ${zl(r.net)}, VAT ${zl(r.tax)}, brutto ${zl(r.gross)}`);
  // A gift card sold is outside VAT (docs/polish-rules.md §3.1): not in the breakdown, named under it.
  if (items.some((i) => !isTaxed(i.tax_percent))) vat.push("Karta podarunkowa (bon różnego przeznaczenia): nie podlega VAT");
  // Abroad (domain/vat-abroad.ts): whose rates were charged, or why none.
  const schemeNote = vatSchemeNote(ext.invoice.vat_scheme ?? "domestic", ext.invoice.vat_country ?? "PL");
  if (schemeNote) vat.push(schemeNote);
  const payment = (order["payment"] as { additional_information: string[] }).additional_information[0] ?? "";
  const delivery = ext.pickup_point
    ? [`Punkt odbioru ${ext.pickup_point.code}: ${ext.pickup_point.address.line1}, ${ext.pickup_point.address.line2}`]
    : ext.shipping_assignments[0]
      ? addressLines(ext.shipping_assignments[0].shipping.address)
      : ["Produkty cyfrowe – bez wysyłki"];
  const invoiceData = [
    ext.invoice.company,
    ext.invoice.vat_id ? `NIP ${ext.invoice.vat_id}` : null,
    ext.invoice.regon ? `REGON ${ext.invoice.regon}` : null,
  ].filter(Boolean);
  // a private person's invoice may carry no NIP at all: it is made out to the buyer's name and address
  const invoice = ext.invoice.requested
    ? [`Faktura VAT: ${invoiceData.length ? invoiceData.join(", ") : "na imię, nazwisko i adres kupującego (bez NIP)"}`]
    : ["Dokument sprzedaży: paragon (faktury na NIP nie można wystawić do paragonu bez NIP)."];
  const withdrawal = withdrawalNotes(items);
  const link = new URL("/my-account/orders", shopUrl).toString();
  const pay = payNowLink(order, shopUrl, secret);
  const accepted = pay ? "Zamówienie czeka na płatność." : "Przyjęliśmy je do realizacji.";
  const files = downloadsLink(order, shopUrl);

  const text = [
    `Dzień dobry ${firstname},`,
    `dziękujemy za zamówienie nr ${number}. ${accepted}`,
    ...(pay ? [`Zapłać teraz: ${pay}`] : []),
    `Zamówione produkty:\n${lines.join("\n")}`,
    totals.join("\n"),
    `Zestawienie VAT:\n${vat.join("\n")}`,
    `Płatność: ${payment}`,
    `Dostawa:\n${delivery.join("\n")}${shipsWhen ? `\n${shipsWhen}` : ""}`,
    invoice.join("\n"),
    `Odstąpienie od umowy:\n${withdrawal.join("\n")}`,
    ...(files ? [`${DOWNLOADS_TEXT}: ${files}`] : []),
    `Status zamówienia sprawdzisz na koncie: ${link}`,
  ].join("\n\n");
  const list = (rows: string[]) => `<br>${rows.map(escapeHtml).join("<br>")}`;
  return {
    to: String(order["customer_email"]),
    subject: `Kiosk – potwierdzenie zamówienia nr ${number}`,
    text: text + SIGNATURE,
    html: layout(`Zamówienie nr ${number}`, [
      `Dzień dobry ${escapeHtml(firstname)},`,
      `dziękujemy za zamówienie nr <strong>${escapeHtml(number)}</strong>. ${accepted}`,
      ...(pay ? [`<a href="${escapeHtml(pay)}">Zapłać teraz</a>`] : []),
      `<strong>Zamówione produkty</strong>${list(lines)}`,
      list(totals).slice(4),
      `<strong>Zestawienie VAT</strong>${list(vat)}`,
      `<strong>Płatność</strong>: ${escapeHtml(payment)}`,
      `<strong>Dostawa</strong>${list(shipsWhen ? [...delivery, shipsWhen] : delivery)}`,
      escapeHtml(invoice.join(" ")),
      `<strong>Odstąpienie od umowy</strong>${list(withdrawal)}`,
      ...(files ? [`${escapeHtml(DOWNLOADS_TEXT)}: <a href="${escapeHtml(files)}">Pliki do pobrania</a>`] : []),
      `<a href="${escapeHtml(link)}">Zobacz zamówienie na swoim koncie</a>`,
    ]),
  };
}

/** "Payment received": the order is paid and goes to fulfilment. */
export function paymentReceivedMail(order: OrderRecord, shopUrl: string): OutgoingMail {
  const number = String(order["increment_id"]);
  const firstname = String(order["customer_firstname"]);
  const link = new URL("/my-account/orders", shopUrl).toString();
  const ext = order["extension_attributes"] as { amount_due?: number };
  // What the payment paid: the total less what gift cards paid.
  const amount = zl(Number(ext.amount_due ?? order["grand_total"]));
  const files = downloadsLink(order, shopUrl);
  const filesText = files ? `Kupione pliki (e-booki, wydania PDF) pobierzesz na swoim koncie: ${files}\n\n` : "";
  return {
    to: String(order["customer_email"]),
    subject: `Kiosk – otrzymaliśmy płatność za zamówienie nr ${number}`,
    text: `Dzień dobry ${firstname},\n\notrzymaliśmy Twoją płatność (${amount}) za zamówienie nr ${number}. Przekazujemy je do realizacji.\n\n${filesText}Status zamówienia sprawdzisz na koncie: ${link}${SIGNATURE}`,
    html: layout(`Płatność za zamówienie nr ${number}`, [
      `Dzień dobry ${escapeHtml(firstname)},`,
      `otrzymaliśmy Twoją płatność (${escapeHtml(amount)}) za zamówienie nr <strong>${escapeHtml(number)}</strong>. Przekazujemy je do realizacji.`,
      ...(files ? [`Kupione pliki pobierzesz na swoim koncie: <a href="${escapeHtml(files)}">Pliki do pobrania</a>`] : []),
      `<a href="${escapeHtml(link)}">Zobacz zamówienie na swoim koncie</a>`,
    ]),
  };
}

/** "Order expired": not paid in time, so it is cancelled and its products are back on sale. */
export function orderExpiredMail(order: OrderRecord, shopUrl: string): OutgoingMail {
  const number = String(order["increment_id"]);
  const firstname = String(order["customer_firstname"]);
  const shop = new URL("/", shopUrl).toString();
  return {
    to: String(order["customer_email"]),
    subject: `Kiosk – zamówienie nr ${number} anulowane (brak płatności)`,
    text: `Dzień dobry ${firstname},\n\nnie otrzymaliśmy płatności za zamówienie nr ${number} w wyznaczonym czasie, dlatego zostało ono anulowane.\n\nZapraszamy ponownie: ${shop}${SIGNATURE}`,
    html: layout(`Zamówienie nr ${number} anulowane`, [
      `Dzień dobry ${escapeHtml(firstname)},`,
      `nie otrzymaliśmy płatności za zamówienie nr <strong>${escapeHtml(number)}</strong> w wyznaczonym czasie, dlatego zostało ono anulowane.`,
      `<a href="${escapeHtml(shop)}">Zapraszamy ponownie</a>`,
    ]),
  };
}
