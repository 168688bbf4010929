import { describe, expect, it } from "vitest";
import { purchaseItems } from "./purchase-items.ts";
import type { PageProduct } from "../product/types.ts";

const price = { price_incl_tax: 20, final_price_incl_tax: 20, is_discounted: false, lowest_price_30d: null, discount_percent: 0, tax_rate: 5 };
const stock = { is_in_stock: true, qty: 10, manage_stock: true, min_sale_qty: 1, max_sale_qty: 100 };
const product = (p: Partial<PageProduct>): PageProduct =>
  ({
    sku: "P",
    type: "simple",
    name: "Prod",
    slug: "prod-1",
    url: "/p/P/prod-1",
    image: "/p.jpg",
    price,
    stock,
    configurable: null,
    bundle: null,
    grouped: null,
    subscription: null,
    downloadable: null,
    customOptions: null,
    ...p,
  }) as PageProduct;
const form = (entries: [string, string][]) => {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
};

describe("purchase items", () => {
  it("a simple product: sku and quantity", () => {
    expect(purchaseItems(product({}), null, form([["qty", "3"]]))).toEqual([
      { sku: "P", parentSku: "P", name: "Prod", qty: 3, product_type: "simple", price_incl_tax: 20, image: "/p.jpg", slug: "prod-1" },
    ]);
  });

  it("a configurable product: the chosen child, the attribute ids and value ids", () => {
    const p = product({
      type: "configurable",
      configurable: {
        options: [
          { attributeId: 93, code: "color", label: "Kolor", values: [] },
          { attributeId: 142, code: "size", label: "Rozmiar", values: [] },
        ],
        children: [{ sku: "TS-M", status: 1, image: "/m.jpg", price: { ...price, final_price_incl_tax: 59.99 }, stock, attributes: { color: 5, size: 7 } }],
      },
    });
    const [line] = purchaseItems(p, "TS-M", form([["qty", "1"]]));
    expect(line).toMatchObject({ sku: "TS-M", parentSku: "P", price_incl_tax: 59.99, image: "/m.jpg" });
    expect(line!.product_option).toEqual({
      extension_attributes: {
        configurable_item_options: [
          { option_id: "93", option_value: "5" },
          { option_id: "142", option_value: "7" },
        ],
      },
    });
  });

  it("a bundle: selections per option with their quantities", () => {
    const link = (id: number) => ({ id, sku: `L${id}`, name: `L${id}`, qty: 1, canChangeQty: true, price: 5, isDefault: false });
    const p = product({
      type: "bundle",
      bundle: [
        { id: 1, title: "A", required: true, type: "select", links: [link(11), link(12)] },
        { id: 2, title: "B", required: false, type: "checkbox", links: [link(21), link(22)] },
        { id: 3, title: "C", required: false, type: "radio", links: [link(31)] },
      ],
    });
    const [line] = purchaseItems(
      p,
      null,
      form([
        ["bundle_option[1]", "12"],
        ["bundle_option_qty[1][12]", "2"],
        ["bundle_option[2][]", "21"],
        ["bundle_option[2][]", "22"],
        ["bundle_option[3]", ""],
        ["qty", "1"],
      ]),
    );
    expect(line!.product_option).toEqual({
      extension_attributes: {
        bundle_options: [
          { option_id: 1, option_qty: 2, option_selections: [12] },
          { option_id: 2, option_qty: 1, option_selections: [21, 22] },
        ],
      },
    });
  });

  it("a subscription: number option and first issue, priced by the number option", () => {
    const p = product({
      type: "subscription",
      subscription: {
        numberOptions: [
          { id: 4, numbers: 6, label: "6", price_incl_tax: 60 },
          { id: 5, numbers: 12, label: "12", price_incl_tax: 110 },
        ],
        startingNumbers: [{ id: 9, label: "1/2027", issue_date: "2027-01-05" }],
        recurring: false,
        gift: false,
      },
    });
    const [line] = purchaseItems(
      p,
      null,
      form([
        ["number_option", "5"],
        ["starting_number", "9"],
        ["qty", "1"],
      ]),
    );
    expect(line).toMatchObject({
      price_incl_tax: 110,
      product_option: { extension_attributes: { subscription_options: { number_option_id: 5, starting_number_id: 9 } } },
    });
  });

  it("a subscription bought as a gift carries is_gift, so it is a line of its own", () => {
    const p = product({
      type: "subscription",
      subscription: { numberOptions: [{ id: 5, numbers: 12, label: "12", price_incl_tax: 110 }], startingNumbers: [], recurring: false, gift: false },
    });
    const [gift] = purchaseItems(
      p,
      null,
      form([
        ["number_option", "5"],
        ["is_gift", "1"],
        ["qty", "1"],
      ]),
    );
    expect(gift?.product_option).toEqual({ extension_attributes: { subscription_options: { number_option_id: 5, starting_number_id: null, is_gift: true } } });
  });

  it("a grouped product: one line per item with a quantity", () => {
    const item = (sku: string) => ({ sku, name: sku, url: `/p/${sku}/slug-${sku}`, image: null, author: null, price, stock, defaultQty: 1 });
    const p = product({ type: "grouped", grouped: [item("G1"), item("G2"), item("G3")] });
    const lines = purchaseItems(
      p,
      null,
      form([
        ["super_group[G1]", "2"],
        ["super_group[G2]", "0"],
        ["super_group[G3]", "1"],
      ]),
    );
    expect(lines.map((l) => [l.sku, l.qty, l.slug, l.product_type])).toEqual([
      ["G1", 2, "slug-G1", "simple"],
      ["G3", 1, "slug-G3", "simple"],
    ]);
  });

  it("custom options: chosen value ids joined, texts as typed, empty ones left out", () => {
    const p = product({
      customOptions: [
        { option_id: 1, title: "Engraving", type: "field", is_require: false },
        { option_id: 2, title: "Extras", type: "checkbox", is_require: false, values: [] },
        { option_id: 3, title: "Wrap", type: "drop_down", is_require: false, values: [] },
      ],
    });
    const [line] = purchaseItems(
      p,
      null,
      form([
        ["options[1]", "Dla Ani"],
        ["options[2][]", "7"],
        ["options[2][]", "8"],
        ["options[3]", ""],
        ["qty", "1"],
      ]),
    );
    expect(line!.product_option).toEqual({
      extension_attributes: {
        custom_options: [
          { option_id: "1", option_value: "Dla Ani" },
          { option_id: "2", option_value: "7,8" },
        ],
      },
    });
  });

  it("a quantity that is not a number stays NaN, for the caller to refuse", () => {
    expect(purchaseItems(product({}), null, form([["qty", "abc"]]))[0]!.qty).toBeNaN();
  });
});
