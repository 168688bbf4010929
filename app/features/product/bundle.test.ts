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

// The demo bundle PAK-000023: three required parts included in its price (0) and optional add-ons of their own price.
const options: BundleOption[] = [
  { id: 1, title: "Lato", required: true, type: "select", links: [link(1, 0, { isDefault: true })] },
  { id: 2, title: "Zima", required: true, type: "radio", links: [link(2, 0), link(5, 1.5, { canChangeQty: true })] },
  { id: 3, title: "Wiosna", required: true, type: "select", links: [link(3, 0, { isDefault: true })] },
  {
    id: 4,
    title: "Dodaj do pakietu",
    required: false,
    type: "checkbox",
    links: [link(4, 25.99, { canChangeQty: true }), link(6, 0.1, { isDefault: true, canChangeQty: true })],
  },
];

describe("bundle selection and total", () => {
  it("preselects defaults, and the first selection of a required single choice without a default", () => {
    expect(defaultBundleSelection(options)).toEqual({ 1: { 1: 1 }, 2: { 2: 1 }, 3: { 3: 1 }, 4: { 6: 1 } });
  });

  it("is the bundle's own price plus price × qty of the chosen selections that have a price", () => {
    const selection = defaultBundleSelection(options);
    expect(bundleTotal(options, selection, 9899)).toBe(9899 + 10);
    expect(bundleTotal(options, toggleBundleLink(options, selection, 4, 4, true), 9899)).toBe(9899 + 10 + 2599);
    const upgrade = chooseBundleLink(options, selection, 2, 5);
    expect(bundleTotal(options, upgrade, 9899)).toBe(9899 + 150 + 10);
    expect(bundleTotal(options, setBundleQty(options, upgrade, 2, 5, 3), 9899)).toBe(9899 + 3 * 150 + 10);
  });

  it("ignores entries with a negative quantity", () => {
    expect(bundleTotal(options, { 4: { 4: -2, 6: 1 } }, 9899)).toBe(9899 + 10);
    expect(bundleTotal(options, { 4: { 4: 0 } }, 9899)).toBe(9899);
  });

  it("keeps float noise out of the total", () => {
    const cheap: BundleOption[] = [{ id: 9, title: "x", required: false, type: "checkbox", links: [link(1, 0.1), link(2, 0.2)] }];
    expect(bundleTotal(cheap, { 9: { 1: 1, 2: 1 } }, 0)).toBe(30);
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
    const upgrade = chooseBundleLink(options, s, 2, 5);
    expect(setBundleQty(options, upgrade, 2, 5, 2)[2]).toEqual({ 5: 2 });
    expect(setBundleQty(options, upgrade, 2, 5, 1.5)[2]).toEqual({ 5: 0 });
    expect(setBundleQty(options, s, 2, 5, 2)).toBe(s); // not chosen
    // a checkbox option keeps the catalogue's quantities: a cart line carries one qty per option
    expect(setBundleQty(options, s, 4, 6, 2)).toBe(s);
    expect(toggleBundleLink(options, s, 4, 6, false)[4]).toEqual({});
  });
});
