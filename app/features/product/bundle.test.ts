import { describe, expect, it } from "vitest";
import { bundleTotal, chooseBundleLink, defaultBundleSelection, missingBundleOptions, setBundleQty, toggleBundleLink, type BundleOption } from "./bundle.ts";

const link = (id: number, price: number, extra: Partial<BundleOption["links"][number]> = {}) => ({
  id,
  sku: `S-${id}`,
  name: `Produkt ${id}`,
  qty: 1,
  canChangeQty: false,
  price,
  isDefault: false,
  ...extra,
});

// The demo bundle PAK-000023: three required parts and an optional extra.
const options: BundleOption[] = [
  { id: 1, title: "Lato", required: true, type: "select", links: [link(1, 39.99, { isDefault: true })] },
  { id: 2, title: "Zima", required: true, type: "radio", links: [link(2, 44.99), link(5, 19.99)] },
  { id: 3, title: "Wiosna", required: true, type: "select", links: [link(3, 34.99, { isDefault: true })] },
  { id: 4, title: "Dodaj do pakietu", required: false, type: "checkbox", links: [link(4, 25.99, { canChangeQty: true }), link(6, 0.1, { isDefault: true, canChangeQty: true })] },
];

describe("bundle selection and total", () => {
  it("preselects defaults, and the first selection of a required single choice without a default", () => {
    expect(defaultBundleSelection(options)).toEqual({ 1: { 1: 1 }, 2: { 2: 1 }, 3: { 3: 1 }, 4: { 6: 1 } });
  });

  it("sums price × qty of the chosen selections", () => {
    const selection = defaultBundleSelection(options);
    expect(bundleTotal(options, selection)).toBe(3999 + 4499 + 3499 + 10);
    const more = setBundleQty(options, toggleBundleLink(options, selection, 4, 4, true), 4, 4, 3);
    expect(bundleTotal(options, more)).toBe(3999 + 4499 + 3499 + 10 + 3 * 2599);
  });

  it("ignores entries with a negative quantity", () => {
    expect(bundleTotal(options, { 1: { 1: -2 }, 3: { 3: 1 } })).toBe(3499);
    expect(bundleTotal(options, { 1: { 1: 0 } })).toBe(0);
  });

  it("keeps float noise out of the total", () => {
    const cheap: BundleOption[] = [{ id: 9, title: "x", required: false, type: "checkbox", links: [link(1, 0.1), link(2, 0.2)] }];
    expect(bundleTotal(cheap, { 9: { 1: 1, 2: 1 } })).toBe(30);
  });

  it("switches a single choice and clears it", () => {
    const s = chooseBundleLink(options, defaultBundleSelection(options), 2, 5);
    expect(s[2]).toEqual({ 5: 1 });
    expect(chooseBundleLink(options, s, 2, null)[2]).toEqual({});
    expect(missingBundleOptions(options, chooseBundleLink(options, s, 2, null)).map((o) => o.id)).toEqual([2]);
  });

  it("changes quantities only where allowed", () => {
    const s = defaultBundleSelection(options);
    expect(setBundleQty(options, s, 1, 1, 5)).toBe(s); // can_change_quantity 0
    expect(setBundleQty(options, s, 4, 6, 2)[4]).toEqual({ 6: 2 });
    expect(setBundleQty(options, s, 4, 6, 1.5)[4]).toEqual({ 6: 0 });
    expect(setBundleQty(options, s, 4, 4, 2)).toBe(s); // not chosen
    expect(toggleBundleLink(options, s, 4, 6, false)[4]).toEqual({});
  });
});
