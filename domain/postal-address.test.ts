import { describe, expect, it } from "vitest";
import { parseOneLineAddress, postcodeAndCity } from "./postal-address.ts";

describe("parseOneLineAddress", () => {
  it.each([
    ["ul. Prosta 49 00-838 Warszawa", { street: "ul. Prosta 49", postcode: "00-838", city: "Warszawa" }],
    ["ul. Prosta 49, 00-838 Warszawa", { street: "ul. Prosta 49", postcode: "00-838", city: "Warszawa" }],
    ["CHEŁMSKA 30/34, 00-725 WARSZAWA", { street: "CHEŁMSKA 30/34", postcode: "00-725", city: "WARSZAWA" }],
    ["KOBYLNICA 12, 76-251 KOBYLNICA", { street: "KOBYLNICA 12", postcode: "76-251", city: "KOBYLNICA" }],
    ["AL. JEROZOLIMSKIE 146C, 02-305 WARSZAWA", { street: "AL. JEROZOLIMSKIE 146C", postcode: "02-305", city: "WARSZAWA" }],
    ["pl. Wolności 7b/2 61-738 Poznań", { street: "pl. Wolności 7b/2", postcode: "61-738", city: "Poznań" }],
    ["UL. 1-GO MAJA 3/5, 40-224 KATOWICE", { street: "UL. 1-GO MAJA 3/5", postcode: "40-224", city: "KATOWICE" }],
    ["ul. 3 Maja 12 m. 4, 35-030 Rzeszów", { street: "ul. 3 Maja 12 m. 4", postcode: "35-030", city: "Rzeszów" }],
    ["STARE BABICE, UL. WARSZAWSKA 10, 05-082 STARE BABICE", { street: "STARE BABICE, UL. WARSZAWSKA 10", postcode: "05-082", city: "STARE BABICE" }],
    ["  ul.  Długa 5   80-831   Gdańsk ", { street: "ul. Długa 5", postcode: "80-831", city: "Gdańsk" }],
    ["OS. KOSMONAUTÓW 8, 61-631 POZNAŃ", { street: "OS. KOSMONAUTÓW 8", postcode: "61-631", city: "POZNAŃ" }],
    ["Rynek 1 50 - 106 Wrocław", { street: "Rynek 1", postcode: "50-106", city: "Wrocław" }],
    ["ul. Piłsudskiego 12, 43-300 Bielsko-Biała", { street: "ul. Piłsudskiego 12", postcode: "43-300", city: "Bielsko-Biała" }],
  ])("%j", (line, expected) => {
    expect(parseOneLineAddress(line)).toEqual(expected);
  });

  it.each([
    [null],
    [""],
    ["ul. Prosta 49 Warszawa"], // no postcode
    ["00-838 Warszawa"], // no street
    ["ul. Prosta 49 00-838"], // no city
    ["ul. Prosta 49 008-38 Warszawa"], // not a postcode
  ])("%j → null", (line) => {
    expect(parseOneLineAddress(line)).toBeNull();
  });

  it("writes the second line", () => {
    expect(postcodeAndCity({ postcode: "30-644", city: "Kraków" })).toBe("30-644 Kraków");
  });
});
