import { describe, expect, it } from "vitest";
import { DELIVERY_RULES, deliveryRules, type DeliveryRules } from "./delivery-rules.ts";
import { deliveryTableHtml, deliveryTableRows, expandTermsHtml, expandTermsJson, expandTermsText, formatTermsPrice } from "./terms-text.ts";

const nb = (s: string) => s.replace(/\u00a0/g, " ");
const text = (t: string, rules: DeliveryRules = DELIVERY_RULES) => nb(expandTermsText(t, rules));

describe("formatTermsPrice", () => {
  it.each([
    [1499, "14,99 zł"],
    [19900, "199 zł"],
    [500, "5 zł"],
    [0, "0 zł"],
    [123456, "1 234,56 zł"],
  ])("%i → %s", (g, expected) => {
    expect(nb(formatTermsPrice(g))).toBe(expected);
  });
});

describe("expandTermsText", () => {
  it("writes the rules' figures", () => {
    expect(text("Darmowa dostawa od {{free_delivery_threshold}}, wysyłka do {{dispatch_cutoff}}, pobranie {{cod_fee}}.")).toBe(
      "Darmowa dostawa od 199 zł, wysyłka do 12:00, pobranie 5 zł.",
    );
    expect(text("{{delivery_price:flatrate_flatrate}} / {{cod_price:flatrate_flatrate}} / {{delivery_price:pocztapolska_polecony}}")).toBe(
      "14,99 zł / 19,99 zł / 7,50 zł",
    );
    expect(text("{{cod_carriers}}")).toBe("Kurier InPost (dostawa do drzwi) i Paczkomat InPost 24/7");
  });

  it("names the cheapest and the dearest carrier in Poland from the rules, so a worked example stays true after a price change", () => {
    const example = "{{#carrier_choice}}{{dearest_carrier}} {{dearest_price}} > {{cheapest_carrier}} {{cheapest_price}}{{/carrier_choice}}";
    const domestic = DELIVERY_RULES.carriers.filter((c) => c.countries.includes("PL")).sort((a, b) => a.gross - b.gross);
    const [cheap, dear] = [domestic[0]!, domestic.at(-1)!];
    expect(text(example)).toBe(`${dear.methodTitle} ${nb(formatTermsPrice(dear.gross))} > ${cheap.methodTitle} ${nb(formatTermsPrice(cheap.gross))}`);
    // the cheapest made the dearest: the example follows
    const swapped = { ...DELIVERY_RULES, carriers: DELIVERY_RULES.carriers.map((c) => (c === cheap ? { ...c, gross: dear.gross + 100 } : c)) };
    expect(text("{{dearest_carrier}}", swapped)).toBe(cheap.methodTitle);
    // one price for every carrier: no example to give
    const flat = { ...DELIVERY_RULES, carriers: DELIVERY_RULES.carriers.map((c) => ({ ...c, gross: 1000 })) };
    expect(text(example, flat)).toBe("");
  });

  it("gives the payments page's cash-on-delivery example from a carrier that collects it now, and drops it when none does", () => {
    const example = "{{#cod}}np. {{cod_example_carrier}} za pobraniem: {{cod_example_price}}{{/cod}}";
    expect(text(example)).toBe("np. Paczkomat InPost 24/7 za pobraniem: 17,99 zł");
    // the locker no longer collects cash: the courier is the example
    const noLocker = { ...DELIVERY_RULES, carriers: DELIVERY_RULES.carriers.map((c) => (c.methodCode === "paczkomat" ? { ...c, cashOnDelivery: false } : c)) };
    expect(text(example, noLocker)).toBe("np. Kurier InPost (dostawa do drzwi) za pobraniem: 19,99 zł");
    // cash on delivery switched off in the back office, or no carrier collecting it: no example, no section
    const off = { ...DELIVERY_RULES, paymentMethods: { ...DELIVERY_RULES.paymentMethods, cashondelivery: false } };
    expect(text(example, off)).toBe("");
    expect(text(example, { ...DELIVERY_RULES, carriers: DELIVERY_RULES.carriers.map((c) => ({ ...c, cashOnDelivery: false })) })).toBe("");
  });

  it("follows other rules (an operator's threshold, a later cut-off)", () => {
    const later: DeliveryRules = { ...deliveryRules(250), dispatchCutoff: "14:00" };
    expect(text("od {{free_delivery_threshold}} do {{dispatch_cutoff}}", later)).toBe("od 250 zł do 14:00");
  });

  it("keeps a section only while its rule holds, and an inverted one only while it does not; sections nest", () => {
    const t = "A{{#free_delivery}} od {{free_delivery_threshold}}{{^free_delivery_cod}} (bez pobrania){{/free_delivery_cod}}{{/free_delivery}}.";
    expect(text(t)).toBe("A od 199 zł (bez pobrania).");
    expect(text(t, deliveryRules(0))).toBe("A.");
    const codFree = { ...DELIVERY_RULES, freeDelivery: { ...DELIVERY_RULES.freeDelivery, withCashOnDelivery: true } };
    expect(text(t, codFree)).toBe("A od 199 zł.");
    const paid: DeliveryRules = { ...DELIVERY_RULES, groups: { ...DELIVERY_RULES.groups, subscription: "charged" } };
    const claim = "Prenumerata{{#subscriptions_free}}, dostawa gratis{{/subscriptions_free}}.";
    expect(text(claim)).toBe("Prenumerata, dostawa gratis.");
    expect(text(claim, paid)).toBe("Prenumerata.");
    expect(text("{{^subscriptions_cod}}Bez pobrania.{{/subscriptions_cod}}")).toBe("Bez pobrania.");
  });

  it("leaves what it does not know as written", () => {
    expect(text("{{unknown}} {{delivery_price:dhl_x}} {{cod_price:orlen_paczka}} {{#unknown}}x{{/unknown}}")).toBe(
      "{{unknown}} {{delivery_price:dhl_x}} {{cod_price:orlen_paczka}} {{#unknown}}x{{/unknown}}",
    );
    expect(text("no placeholders")).toBe("no placeholders");
  });

  it("expands every string of a JSON block", () => {
    expect(expandTermsJson({ items: [{ title: "od {{free_delivery_threshold}}", n: 1 }], on: true }, DELIVERY_RULES)).toEqual({
      items: [{ title: `od ${formatTermsPrice(19900)}`, n: 1 }],
      on: true,
    });
  });
});

describe("the delivery table", () => {
  it("has a row per carrier, per carrier collecting cash on delivery, then subscriptions and e-books", () => {
    expect(deliveryTableRows(DELIVERY_RULES).map((r) => [r.method, r.price])).toEqual([
      ["Kurier InPost (dostawa do drzwi)", 1499],
      ["Paczkomat InPost 24/7", 1299],
      ["Odbiór w punkcie ORLEN Paczka", 999],
      ["List polecony Poczty Polskiej (tylko czasopisma i prenumeraty)", 750],
      ["Kurier DHL do Niemiec (bez prenumerat)", 3999],
      ["Kurier DHL do Włoch (bez prenumerat)", 4999],
      ["Pocztex Global Expres do USA (bez prenumerat)", 12999],
      ["Kurier InPost (dostawa do drzwi) – za pobraniem", 1999],
      ["Paczkomat InPost 24/7 – za pobraniem", 1799],
      ["Prenumeraty i kolekcje – kolejne wydania", 0],
      ["E-booki i wydania PDF – bez dostawy fizycznej", 0],
    ]);
  });

  it("is HTML of the CMS's own tags, with the figures written as the pages write them", () => {
    const html = nb(deliveryTableHtml(DELIVERY_RULES));
    expect(html).toMatch(/^<table><thead><tr><th>Sposób dostawy<\/th>/);
    expect(html).toContain("<tr><td>Kurier InPost (dostawa do drzwi)</td><td>1–2 dni robocze</td><td>14,99 zł</td></tr>");
    expect(html).toContain("<td>0 zł (w cenie prenumeraty)</td>");
    expect(nb(expandTermsHtml("<p>x</p>{{delivery_table}}", DELIVERY_RULES))).toBe(`<p>x</p>${html}`);
    // a title of the rules is escaped
    const odd: DeliveryRules = { ...DELIVERY_RULES, carriers: [{ ...DELIVERY_RULES.carriers[0]!, methodTitle: "A & <B>" }] };
    expect(deliveryTableHtml(odd)).toContain("<td>A &amp; &lt;B&gt;</td>");
  });
});
