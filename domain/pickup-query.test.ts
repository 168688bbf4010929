import { describe, expect, it } from "vitest";
import { classifyPickupQuery, placeKey } from "./pickup-query.ts";

describe("classifyPickupQuery", () => {
  it.each([
    ["31-072", { kind: "postcode", postcode: "31-072" }],
    [" 31072 ", { kind: "postcode", postcode: "31-072" }],
    ["00 - 838", { kind: "postcode", postcode: "00-838" }],
    ["KRA010", { kind: "code", code: "KRA010" }],
    ["kra01m", { kind: "code", code: "KRA01M" }],
    ["WAW97H", { kind: "code", code: "WAW97H" }],
    ["POP-WAW62", { kind: "code", code: "POP-WAW62" }],
    ["pop-waw62", { kind: "code", code: "POP-WAW62" }],
    ["Kraków", { kind: "city", city: "Kraków" }],
    ["  Bielsko-Biała ", { kind: "city", city: "Bielsko-Biała" }],
    ["Nowy   Sącz", { kind: "city", city: "Nowy Sącz" }],
    ["Łódź", { kind: "city", city: "Łódź" }],
  ])("%j → %j", (q, expected) => {
    expect(classifyPickupQuery(q)).toEqual(expected);
  });

  it.each(["", " ", "K", "12", "31-07", "KRA 010", "123456", "-1"])("%j → null", (q) => {
    expect(classifyPickupQuery(q)).toBeNull();
  });
});

describe("placeKey", () => {
  it.each([
    ["Łódź", "LODZ"],
    ["Kraków", "krakow"],
    ["Zielona  Góra", "ZIELONA GÓRA"],
    ["Gdańsk", "GDANSK"],
  ])("%j matches %j", (a, b) => {
    expect(placeKey(a)).toBe(placeKey(b));
  });

  it("keeps different places apart", () => {
    expect(placeKey("Kraków")).not.toBe(placeKey("Krakowiany"));
  });
});
