import { describe, expect, it } from "vitest";
import type { ShippingMethod } from "../cart/types.ts";
import { KNOWN_METHODS_KEY, rememberedMethods, rememberMethods } from "./known-methods.ts";

class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, v);
  removeItem = (k: string) => void this.items.delete(k);
}

const courier = { carrier_code: "flatrate", method_code: "flatrate", method_title: "Kurier", price_incl_tax: 14.99 } as ShippingMethod;
const dhl = { carrier_code: "dhl", method_code: "dhl", method_title: "DHL", price_incl_tax: 39 } as ShippingMethod;

describe("the delivery methods kept for a checkout opened offline", () => {
  it("answers the list last offered for each country, none for a country never asked", () => {
    const storage = new MemoryStorage() as unknown as Storage;
    expect(rememberedMethods("PL", storage)).toBeNull();
    rememberMethods("PL", [courier], storage);
    rememberMethods("DE", [dhl], storage);
    rememberMethods("PL", [courier, dhl], storage);
    expect(rememberedMethods("PL", storage)).toEqual([courier, dhl]);
    expect(rememberedMethods("DE", storage)).toEqual([dhl]);
    expect(rememberedMethods("IT", storage)).toBeNull();
  });

  it("takes a damaged or foreign value as nothing kept", () => {
    const storage = new MemoryStorage() as unknown as Storage;
    storage.setItem(KNOWN_METHODS_KEY, "{not json");
    expect(rememberedMethods("PL", storage)).toBeNull();
    storage.setItem(KNOWN_METHODS_KEY, JSON.stringify([courier]));
    expect(rememberedMethods("PL", storage)).toBeNull();
    rememberMethods("PL", [courier], storage);
    expect(rememberedMethods("PL", storage)).toEqual([courier]);
  });
});
