/**
 * Terms shown versus terms applied (issue 16): every information page, block, banner and product text is rendered as
 * the shop serves it, and each delivery figure in it (an amount in zł, an hour) is checked against the delivery rules
 * the cart and the order charge by (domain/delivery-rules.ts). The shipped texts write no delivery figure by hand:
 * they carry placeholders (domain/terms-text.ts). An operator's threshold moves the pages and the charge together.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import checkoutTexts from "../../../app/i18n/locales/checkout.ts";
import ordersTexts from "../../../app/i18n/locales/orders.ts";
import { DELIVERY_RULES, deliveryRules, type DeliveryRules } from "../../../domain/delivery-rules.ts";
import { deliveryTableRows, formatTermsPrice } from "../../../domain/terms-text.ts";
import { buildCms } from "../../../scripts/catalogue/cms.ts";
import { injectJson, setupTestApp, type TestContext } from "../../test/helper.ts";
import { client, pickProduct } from "../cart/test-support.ts";
import { CMS_PAGES } from "./index.ts";

const MONEY = /\d{1,3}(?:[ \u00a0]\d{3})*(?:,\d{2})?[ \u00a0]?zł/g;
const HOUR = /\b\d{1,2}:\d{2}\b/g;
/** Figures in the texts that are not delivery terms, each with its phrase (a price of goods, the hotline's hours…). */
const NOT_DELIVERY = ["kapitał zakładowy 50 000 zł", "Kapitał zakładowy: 50 000 zł", "8:00–18:00", "do godz. 23:59", "Od 50 do 500 zł", "E-booki od 14,99 zł"];

const nb = (s: string) => s.replace(/\u00a0/g, " ");
const withoutAllowed = (s: string) => NOT_DELIVERY.reduce((text, phrase) => text.replaceAll(phrase, ""), nb(s));
const plain = (html: string) => nb(html.replace(/<[^>]+>/g, " ").replace(/&amp;/g, "&"));

/** Every figure the rules give a text: the carriers' prices, with cash on delivery, the fee, the threshold, 0 zł. */
function ruleFigures(rules: DeliveryRules): { money: Set<string>; hours: Set<string> } {
  const money = new Set<number>([0, rules.cashOnDelivery.feeGross]);
  for (const c of rules.carriers) {
    money.add(c.gross);
    if (c.cashOnDelivery) money.add(c.gross + rules.cashOnDelivery.feeGross);
  }
  if (rules.freeDelivery.thresholdGross !== null) money.add(rules.freeDelivery.thresholdGross);
  return { money: new Set([...money].map((g) => nb(formatTermsPrice(g)))), hours: new Set([rules.dispatchCutoff]) };
}

/** The delivery figures of a rendered text that the rules do not give. */
function strayFigures(text: string, rules: DeliveryRules): string[] {
  const rest = withoutAllowed(text);
  const { money, hours } = ruleFigures(rules);
  const stray = [...rest.matchAll(MONEY)].map((m) => m[0].replace(/\s+/g, " ")).filter((m) => !money.has(m.replace(/(\d) ?zł$/, "$1 zł")));
  return [...stray, ...[...rest.matchAll(HOUR)].map((m) => m[0]).filter((h) => !hours.has(h))];
}

/** Figures written by hand in a shipped (unexpanded) text. */
const handWritten = (text: string) => [...withoutAllowed(text).matchAll(MONEY), ...withoutAllowed(text).matchAll(HOUR)].map((m) => m[0]);

let t: TestContext;
let rules: DeliveryRules;
beforeAll(async () => {
  t = await setupTestApp();
  rules = deliveryRules(t.config.CART_FREE_SHIPPING_THRESHOLD);
});
afterAll(async () => t?.close());

const get = async (url: string) => {
  const res = await injectJson(t.app, url);
  expect(res.status, url).toBe(200);
  return res.body.result;
};

/** Each page as served: its texts, the HTML reduced to text. */
async function renderedPages(): Promise<{ id: string; text: string; html: string }[]> {
  return Promise.all(
    CMS_PAGES.map(async (p) => {
      const page = await get(`/api/cms/pages/${p.identifier}`);
      return {
        id: p.identifier,
        html: page.content as string,
        text: [page.title, page.content_heading, page.meta_title, page.meta_description, plain(page.content)].join("\n"),
      };
    }),
  );
}

describe("the shipped texts write no delivery figure by hand", () => {
  it("information pages, blocks and banners carry placeholders for every amount and hour of the terms", () => {
    const cms = buildCms(new Date("2026-11-26T10:00:00Z"));
    const texts = [
      ...CMS_PAGES.map((p) => [p.identifier, [p.title, p.contentHeading, p.metaTitle, p.metaDescription, p.content].join("\n")] as const),
      ...cms.cms_blocks.map((b) => [`block ${b["identifier"]}`, JSON.stringify(b["content"])] as const),
      ...cms.banners.map((b) => [`banner ${b["alt"]}`, `${b["alt"]}\n${b["text1"] ?? ""}`] as const),
    ];
    for (const [name, text] of texts) expect(handWritten(text), name).toEqual([]);
  });

  it("product and category texts of the catalogue too (those that speak of delivery)", async () => {
    const rows = await t.db.query<{ text: string }>(
      `SELECT concat_ws(' ', description, short_description, meta_description) AS text FROM products WHERE type_id = 'subscription'
       UNION ALL SELECT concat_ws(' ', description, meta_description) FROM categories`,
    );
    const aboutDelivery = rows.flatMap((r) => r.text.split(/(?<=\.)\s/)).filter((s) => /dostaw|wysył/i.test(s));
    expect(aboutDelivery.length).toBeGreaterThan(0);
    for (const sentence of aboutDelivery) expect(handWritten(sentence), sentence).toEqual([]);
  });
});

describe("every page, block and banner as served states the rules' figures", () => {
  it("expands every placeholder, and each amount and hour is one the rules give", async () => {
    for (const page of await renderedPages()) {
      expect(page.text, page.id).not.toContain("{{");
      expect(strayFigures(page.text, rules), page.id).toEqual([]);
    }
    const blocks = (await get("/api/cms/blocks")) as { identifier: string; content: string }[];
    const banners = (await get("/api/cms/banners")) as { alt: string; text1: string | null }[];
    for (const b of blocks) {
      expect(b.content, b.identifier).not.toContain("{{");
      expect(strayFigures(b.content, rules), b.identifier).toEqual([]);
    }
    for (const b of banners) {
      const text = `${b.alt}\n${b.text1 ?? ""}`;
      expect(text, b.alt).not.toContain("{{");
      expect(strayFigures(text, rules), b.alt).toEqual([]);
    }
  });

  it("/i/dostawa's table is the rules' table: each carrier, each with cash on delivery, subscriptions and e-books", async () => {
    const html = nb((await get("/api/cms/pages/dostawa")).content);
    const rows = [...html.matchAll(/<tr><td>([^<]*)<\/td><td>([^<]*)<\/td><td>([^<]*)<\/td><\/tr>/g)].map((m) => [m[1], m[2], m[3]]);
    expect(rows).toEqual(deliveryTableRows(rules).map((r) => [r.method, r.time, `${nb(formatTermsPrice(r.price))}${r.priceNote ? ` (${r.priceNote})` : ""}`]));
    // the figures the issue named: the courier 14,99, with cash on delivery 19,99, Poczta Polska 7,50, the locker 12,99
    for (const figure of ["14,99 zł", "19,99 zł", "7,50 zł", "12,99 zł"]) expect(html).toContain(`<td>${figure}</td>`);
  });

  it("states the threshold, the cut-off and the fee where the terms speak of them, the same on every page", async () => {
    const pages = Object.fromEntries((await renderedPages()).map((p) => [p.id, p.text]));
    const threshold = nb(formatTermsPrice(rules.freeDelivery.thresholdGross!));
    const cutoff = rules.dispatchCutoff;
    expect(pages["dostawa"]).toContain(`Darmowa dostawa od ${threshold}`);
    expect(pages["dostawa"]).toContain(`do godz. ${cutoff}`);
    expect(pages["dostawa"]).toContain(`opłatę za pobranie: ${nb(formatTermsPrice(rules.cashOnDelivery.feeGross))}`);
    expect(pages["regulamin"]).toContain(`od ${threshold}`);
    expect(pages["regulamin"]).toContain(`do godz. ${cutoff}`);
    const domestic = rules.carriers.filter((c) => c.countries.includes("PL")).sort((a, b) => a.gross - b.gross);
    // the payments page's example: the cheapest carrier collecting cash on delivery now, with the fee
    const cod = domestic.find((c) => c.cashOnDelivery)!;
    expect(pages["platnosci"]).toContain(
      `na przykład ${cod.methodTitle} za pobraniem kosztuje ${nb(formatTermsPrice(cod.gross + rules.cashOnDelivery.feeGross))}`,
    );
    expect(pages["zwroty"]).toContain(
      `wybrano dostawę „${domestic.at(-1)!.methodTitle}” za ${nb(formatTermsPrice(domestic.at(-1)!.gross))}, a najtańszą dostępną dla Twojego zamówienia metodą była „${domestic[0]!.methodTitle}” za ${nb(formatTermsPrice(domestic[0]!.gross))}`,
    );
    // the subscription terms: delivery in the price, no cash on delivery, as the cart applies them
    expect(pages["regulamin-prenumeraty"]).toContain("obejmują koszt dostawy");
    expect(pages["regulamin-prenumeraty"]).toContain("Płatność przy odbiorze nie jest dostępna.");
    const usp = (await get("/api/cms/blocks?identifier=home-usp"))[0].content as string;
    expect(nb(usp)).toContain(`Darmowa dostawa od ${threshold}`);
    expect(usp).toContain(`do ${cutoff} wysyłamy tego samego dnia`);
  });

  it("the thank-you page says the same cut-off in every language (the rules' value, not a written one)", () => {
    for (const [lang, texts] of Object.entries(ordersTexts)) {
      const line = (texts as Record<string, string>)["tyNextShipping"]!;
      expect(line, lang).toContain("{{cutoff}}");
      expect(line.match(HOUR), lang).toBeNull();
    }
    // and the pages name the order button as the checkout labels it (content.test.ts): one source for both
    expect(checkoutTexts.pl.placeOrder).toBe("Zamawiam z obowiązkiem zapłaty");
  });

  it("a subscription's text promises free delivery only as the rules give it, and a category's the rules' threshold", async () => {
    const [sub] = await t.db.query<{ sku: string }>(
      "SELECT sku FROM products WHERE type_id = 'subscription' AND status = 1 AND visibility > 1 AND is_recurring_payment = false AND description LIKE '%{{#subscriptions_free}}%' ORDER BY id LIMIT 1",
    );
    const doc = await get(`/api/catalog/product?sku=${sub!.sku}`);
    expect(doc.description).not.toContain("{{");
    expect(doc.description).toContain("a dostawa jest bezpłatna");
    const category = await get("/api/catalog/category?slug=prenumerata");
    expect(nb(category.meta_description)).toContain(`darmowa dostawa od ${nb(formatTermsPrice(rules.freeDelivery.thresholdGross!))}`);
  });

  it("expanding a placeholder never lets HTML past the sanitiser", async () => {
    await t.db.query(`UPDATE cms_pages SET content = content || $1 WHERE identifier = 'kontakt'`, [
      "<p>{{dispatch_cutoff}}<script>alert(1)</script></p>{{delivery_table}}",
    ]);
    const html = (await get("/api/cms/pages/kontakt")).content as string;
    expect(html).not.toContain("<script");
    expect(html).toContain(`<p>${rules.dispatchCutoff}</p><table>`);
  });
});

describe("an operator's free-delivery threshold (CART_FREE_SHIPPING_THRESHOLD) moves the pages and the charge together", () => {
  let other: TestContext;
  beforeAll(async () => {
    other = await setupTestApp({ CART_FREE_SHIPPING_THRESHOLD: "250" });
  });
  afterAll(async () => other?.close());

  it("says 250 zł on the pages and the home page, and delivers free from 250 zł", async () => {
    const api = client(other);
    const dostawa = (await api.get("/api/cms/pages/dostawa")).body.result;
    expect(nb(dostawa.content)).toContain("Darmowa dostawa od 250 zł");
    expect(nb(dostawa.meta_title)).toContain("darmowa dostawa od 250 zł");
    expect(nb((await api.get("/api/cms/blocks?identifier=home-usp")).body.result[0].content)).toContain("Darmowa dostawa od 250 zł");

    const book = await pickProduct(other, { taxClass: 1, types: ["simple"], minQty: 20 });
    const cartId = (await api.post("/api/cart/create?token=")).body.result as string;
    const under = Math.max(1, Math.ceil(19900 / book.price));
    // at least 199 zł but under 250 zł when the book allows it: delivery is still charged
    if (under * book.price < 25000) {
      await api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: book.sku, qty: under } });
      const totals = (await api.get(`/api/cart/totals?cartId=${cartId}`)).body.result;
      expect(Math.round(totals.shipping_incl_tax * 100)).toBe(DELIVERY_RULES.carriers[0]!.gross);
      expect(totals.extension_attributes.free_shipping_threshold).toBe(250);
    }
    const lines = (await api.get(`/api/cart/pull?cartId=${cartId}`)).body.result as { item_id: number }[];
    const qty = Math.min(20, Math.ceil(25000 / book.price));
    await api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: book.sku, qty, ...(lines[0] ? { item_id: lines[0].item_id } : {}) } });
    const over = (await api.get(`/api/cart/totals?cartId=${cartId}`)).body.result;
    expect(Math.round(over.subtotal_incl_tax * 100)).toBeGreaterThanOrEqual(25000);
    expect(over.shipping_incl_tax).toBe(0);
  });
});
