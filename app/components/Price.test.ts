import { createElement as h, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createI18n } from "../i18n/i18n.ts";
import { I18nProvider } from "../i18n/react.tsx";
import { messagesFor } from "../i18n/resources.ts";
import { Price, type PriceData } from "./Price.tsx";

const i18n = createI18n("pl", messagesFor("pl"));
/** The I18nProvider's props, children included, typed as createElement's third argument gives them. */
const provider = (children: ReactNode) => h(I18nProvider, { i18n } as { i18n: typeof i18n; children: ReactNode }, children);
const render = (item: PriceData, compact = false) => renderToStaticMarkup(provider(h(Price, { item, compact }))).replace(/\u00a0/g, " ");

// What the catalogue API sends (server/modules/catalog/products.ts priceDoc, decided by domain/omnibus.ts priceReduction).
const reduced: PriceData = { price_incl_tax: 39.99, final_price_incl_tax: 29.99, is_discounted: true, lowest_price_30d: 39.99 };
const notBelowLow: PriceData = { price_incl_tax: 51.99, final_price_incl_tax: 32.99, is_discounted: false, lowest_price_30d: 30.99 };
const noHistory: PriceData = { price_incl_tax: 29.99, final_price_incl_tax: 22.99, is_discounted: false, lowest_price_30d: null };

describe("Price (Omnibus)", () => {
  it("styles a reduction: red price, struck-through regular price, the 30-day low before the reduction", () => {
    const html = render(reduced);
    expect(html).toContain('class="price-now sale"');
    expect(html).toContain("<s>39,99 zł</s>");
    expect(html).toContain("Najniższa cena z 30 dni przed obniżką: 39,99 zł");
    expect(render(reduced, true)).not.toContain("<s>");
  });

  it("shows a special price that is not below its 30-day low as a plain price, with the low as information on the full form", () => {
    const html = render(notBelowLow);
    expect(html).not.toContain("sale");
    expect(html).not.toContain("<s>");
    expect(html).not.toContain("przed obniżką");
    expect(html).toContain("32,99 zł");
    expect(html).toContain("Najniższa cena z 30 dni przed zmianą ceny: 30,99 zł");
    expect(render(notBelowLow, true)).toBe('<p class="price"><span class="price-now">32,99 zł</span></p>');
  });

  it("shows a special price without history as a plain price and nothing else", () => {
    expect(render(noHistory)).toBe('<p class="price"><span class="price-now">22,99 zł</span></p>');
  });

  it("never styles as reduced without a 30-day low to show", () => {
    expect(render({ ...noHistory, is_discounted: true })).toBe('<p class="price"><span class="price-now">22,99 zł</span></p>');
  });
});
