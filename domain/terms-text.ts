/**
 * The shop's delivery and payment figures written into texts from the rules (domain/delivery-rules.ts), so an
 * information page, a banner or a product text states what the cart charges. Texts carry placeholders, expanded
 * server-side before the HTML is sanitised (docs/decisions/2026-11-26-delivery-rules.md):
 *
 *   {{free_delivery_threshold}}   "199 zł"             {{dispatch_cutoff}}          "12:00"
 *   {{cod_fee}}                   "5 zł"               {{cod_carriers}}             "Kurier InPost (…) i Paczkomat InPost 24/7"
 *   {{delivery_price:KEY}}        a carrier's price    {{cod_price:KEY}}            its price with cash on delivery
 *   {{delivery_table}}            the table of carriers, prices and delivery times (HTML texts only)
 *   {{cheapest_carrier}}, {{cheapest_price}}, {{dearest_carrier}}, {{dearest_price}}: the offered carriers in Poland
 *                                 at the two ends of the price range (for a worked example that stays true)
 *   {{cod_example_carrier}}, {{cod_example_price}}: the cheapest offered carrier in Poland that collects cash on
 *                                 delivery, and its price with the fee (the payments page's example)
 *
 * KEY is the carrier's "carrier_method" code (e.g. flatrate_flatrate). Sections show their text only when a rule
 * holds, and inverted sections ({{^name}}…{{/name}}) only when it does not: {{#free_delivery}}…{{/free_delivery}} (a
 * threshold is set), carrier_choice (two carriers in Poland at different prices), cod (cash on delivery is offered: the method
 * is on and a carrier in Poland collects it), free_delivery_cod (free delivery covers cash on delivery too), subscriptions_free (subscriptions
 * and collections are delivered free), subscriptions_cod (a subscription may be paid on delivery). Sections nest.
 * An unknown placeholder is left as written (the terms test finds it).
 */
import { carrierKey, type CarrierRule, type DeliveryRules, type ProductGroup } from "./delivery-rules.ts";
import { formatPrice, type Grosze } from "./money.ts";

/** A price as the terms write it: "14,99 zł", whole złoty without decimals ("199 zł", "0 zł"); U+00A0 before "zł". */
export function formatTermsPrice(g: Grosze): string {
  return formatPrice(g).replace(/,00(?=\u00a0zł$)/, "");
}

/** The offered carriers in Poland, cheapest first (a tie keeps the rules' order). */
function domesticByPrice(rules: DeliveryRules): CarrierRule[] {
  return rules.carriers.filter((c) => c.countries.includes("PL")).sort((a, b) => a.gross - b.gross);
}

/** The cheapest offered carrier in Poland that collects cash on delivery, when the method is on. */
function codExample(rules: DeliveryRules): CarrierRule | undefined {
  return rules.paymentMethods.cashondelivery ? domesticByPrice(rules).find((c) => c.cashOnDelivery) : undefined;
}

const SECTIONS: Record<string, (rules: DeliveryRules) => boolean> = {
  cod: (r) => codExample(r) !== undefined,
  free_delivery: (r) => r.freeDelivery.thresholdGross !== null,
  carrier_choice: (r) => {
    const byPrice = domesticByPrice(r);
    return byPrice.length >= 2 && byPrice[0]!.gross < byPrice.at(-1)!.gross;
  },
  free_delivery_cod: (r) => r.freeDelivery.thresholdGross !== null && r.freeDelivery.withCashOnDelivery,
  subscriptions_free: (r) => r.groups.subscription === "included",
  subscriptions_cod: (r) => !r.cashOnDelivery.excludedGroups.includes("subscription"),
};

/** The carriers that collect cash on delivery, as "A, B i C". */
function codCarriers(rules: DeliveryRules): string {
  const names = rules.carriers.filter((c) => c.cashOnDelivery).map((c) => c.methodTitle);
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} i ${names.at(-1)}`;
}

function carrierValue(rules: DeliveryRules, key: string, cod: boolean): string | null {
  const carrier = [...rules.carriers, ...(rules.withdrawnCarriers ?? [])].find((c) => carrierKey(c) === key);
  if (!carrier || (cod && !carrier.cashOnDelivery)) return null;
  return formatTermsPrice(carrier.gross + (cod ? rules.cashOnDelivery.feeGross : 0));
}

/** The value of one inline placeholder, or null when it is unknown. */
function inlineValue(rules: DeliveryRules, name: string, arg: string | undefined): string | null {
  switch (name) {
    case "free_delivery_threshold":
      return rules.freeDelivery.thresholdGross === null ? null : formatTermsPrice(rules.freeDelivery.thresholdGross);
    case "dispatch_cutoff":
      return rules.dispatchCutoff;
    case "cod_fee":
      return formatTermsPrice(rules.cashOnDelivery.feeGross);
    case "cod_carriers":
      return codCarriers(rules);
    case "delivery_price":
      return arg === undefined ? null : carrierValue(rules, arg, false);
    case "cod_price":
      return arg === undefined ? null : carrierValue(rules, arg, true);
    case "cod_example_carrier":
      return codExample(rules)?.methodTitle ?? null;
    case "cod_example_price": {
      const carrier = codExample(rules);
      return carrier ? formatTermsPrice(carrier.gross + rules.cashOnDelivery.feeGross) : null;
    }
    case "cheapest_carrier":
    case "dearest_carrier":
    case "cheapest_price":
    case "dearest_price": {
      const byPrice = domesticByPrice(rules);
      const carrier = name.startsWith("cheapest") ? byPrice[0] : byPrice.at(-1);
      if (!carrier) return null;
      return name.endsWith("carrier") ? carrier.methodTitle : formatTermsPrice(carrier.gross);
    }
    default:
      return null;
  }
}

const SECTION = /\{\{([#^])([a-z_]+)\}\}([\s\S]*?)\{\{\/\2\}\}/g;
const INLINE = /\{\{([a-z_]+)(?::([a-z0-9_]+))?\}\}/g;

/** A plain text (a title, a meta description, a banner's line, a product description) with its placeholders expanded. */
export function expandTermsText(text: string, rules: DeliveryRules): string {
  if (!text.includes("{{")) return text;
  let sectioned = text;
  // Outer sections first; a kept section's inner sections on the next round.
  for (let round = 0; round < 5; round++) {
    const next = sectioned.replace(SECTION, (whole, kind: string, name: string, inner: string) => {
      const test = SECTIONS[name];
      if (!test) return whole;
      return test(rules) === (kind === "#") ? inner : "";
    });
    if (next === sectioned) break;
    sectioned = next;
  }
  return sectioned.replace(INLINE, (whole, name: string, arg: string | undefined) => inlineValue(rules, name, arg) ?? whole);
}

/** An HTML text (an information page) with its placeholders expanded, {{delivery_table}} included; sanitise after. */
export function expandTermsHtml(html: string, rules: DeliveryRules): string {
  if (!html.includes("{{")) return html;
  return expandTermsText(html.replaceAll("{{delivery_table}}", deliveryTableHtml(rules)), rules);
}

const GROUP_NAMES: Record<ProductGroup, string> = { goods: "pozostałe produkty", press: "czasopisma", subscription: "prenumeraty", digital: "e-booki" };

/** One row of the delivery table: what is chosen, how long it takes, what it costs. */
export interface DeliveryTableRow {
  method: string;
  time: string;
  price: Grosze;
  /** said after the price ("w cenie prenumeraty") */
  priceNote?: string;
}

/** A carrier's name in the table, with the groups it is limited to ("… (tylko czasopisma i prenumeraty)"). */
function carrierName(carrier: CarrierRule, rules: DeliveryRules): string {
  const shipped = (Object.keys(rules.groups) as ProductGroup[]).filter((g) => rules.groups[g] !== "none");
  const only = shipped.filter((g) => carrier.groups.includes(g));
  if (only.length === shipped.length) return carrier.methodTitle;
  // the carriers abroad take everything but subscriptions (docs/decisions/2026-11-27-delivery-abroad.md)
  if (only.length === shipped.length - 1 && !carrier.groups.includes("subscription")) return `${carrier.methodTitle} (bez prenumerat)`;
  const names = only.map((g) => GROUP_NAMES[g]);
  const list = names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} i ${names.at(-1)}`;
  return `${carrier.methodTitle} (tylko ${list})`;
}

/** The rows of the delivery table: each carrier, each carrier with cash on delivery, then subscriptions and e-books. */
export function deliveryTableRows(rules: DeliveryRules): DeliveryTableRow[] {
  const rows: DeliveryTableRow[] = rules.carriers.map((c) => ({ method: carrierName(c, rules), time: c.transit, price: c.gross }));
  for (const c of rules.carriers.filter((x) => x.cashOnDelivery))
    rows.push({ method: `${c.methodTitle} – za pobraniem`, time: c.transit, price: c.gross + rules.cashOnDelivery.feeGross });
  if (rules.groups.subscription === "included")
    rows.push({ method: "Prenumeraty i kolekcje – kolejne wydania", time: "zgodnie z harmonogramem wydawcy", price: 0, priceNote: "w cenie prenumeraty" });
  if (rules.groups.digital === "none")
    rows.push({ method: "E-booki i wydania PDF – bez dostawy fizycznej", time: "od razu po zaksięgowaniu płatności", price: 0 });
  return rows;
}

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The delivery table of the information pages (the allowed CMS tags only). */
export function deliveryTableHtml(rules: DeliveryRules): string {
  const body = deliveryTableRows(rules)
    .map((r) => {
      const price = `${formatTermsPrice(r.price)}${r.priceNote ? ` (${r.priceNote})` : ""}`;
      return `<tr><td>${escapeHtml(r.method)}</td><td>${escapeHtml(r.time)}</td><td>${escapeHtml(price)}</td></tr>`;
    })
    .join("");
  return `<table><thead><tr><th>Sposób dostawy</th><th>Czas doręczenia od wysyłki</th><th>Koszt (brutto)</th></tr></thead><tbody>${body}</tbody></table>`;
}

/** Every string of a JSON value (a CMS block's content) with its placeholders expanded. */
export function expandTermsJson(value: unknown, rules: DeliveryRules): unknown {
  if (typeof value === "string") return expandTermsText(value, rules);
  if (Array.isArray(value)) return value.map((v) => expandTermsJson(v, rules));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, expandTermsJson(v, rules)]));
  return value;
}
