import { describe, expect, it } from "vitest";
import { addressOf, addressProblems, draftOf, withAddress } from "./address-form-rules.ts";
import type { Address } from "./types.ts";

const base: Address = {
  id: 7,
  customer_id: 3,
  firstname: "Anna",
  lastname: "Nowak",
  street: ["Marszałkowska 1", ""],
  city: "Warszawa",
  postcode: "00-950",
  country_id: "PL",
  telephone: "601 234 567",
  default_shipping: true,
};

describe("address form", () => {
  it("accepts a Polish address", () => {
    expect(addressProblems(draftOf(base, base))).toEqual({});
  });
  it("refuses a postcode that is not xx-xxx and a phone that is not Polish", () => {
    const d = { ...draftOf(base, base), postcode: "0095", telephone: "12345" };
    expect(addressProblems(d)).toEqual({ postcode: { key: "postcodeInvalid" }, telephone: { key: "phoneInvalid" } });
  });
  it("requires street, city and names", () => {
    const d = { ...draftOf(null, { firstname: "", lastname: "" }) };
    expect(Object.keys(addressProblems(d)).sort()).toEqual(["city", "firstname", "lastname", "postcode", "street1", "telephone"]);
    expect(addressProblems({ ...draftOf(base, base), city: "W4rszawa" }).city).toEqual({ key: "cityInvalid" });
  });
  it("drops an empty second street line and keeps ids", () => {
    expect(addressOf(draftOf(base, base))).toMatchObject({ id: 7, customer_id: 3, street: ["Marszałkowska 1"] });
  });
  it("adding a default address takes the flag from the others", () => {
    const next = withAddress([base], {
      ...draftOf(null, base),
      street1: "Długa 2",
      city: "Kraków",
      postcode: "31-001",
      telephone: "601234567",
      default_shipping: true,
    });
    expect(next).toHaveLength(2);
    expect(next[0]).toMatchObject({ id: 7, default_shipping: false });
    expect(next[1]).toMatchObject({ street: ["Długa 2"], default_shipping: true });
    expect(next[1]!.id).toBeUndefined();
  });
  it("editing replaces the address with the same id", () => {
    const next = withAddress([base], { ...draftOf(base, base), city: "Gdańsk" });
    expect(next).toEqual([expect.objectContaining({ id: 7, city: "Gdańsk" })]);
  });
});
