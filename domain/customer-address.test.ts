import { describe, expect, it } from "vitest";
import { AddressInputSchema, isValidPhone, isValidPolishPhone, isValidPostcodeFor, ProfileInputSchema } from "./customer-address.ts";

const address = {
  firstname: "Jan",
  lastname: "Kowalski",
  street: ["ul. Długa 5", "m. 3"],
  city: "Kraków",
  postcode: "31-147",
  country_id: "PL",
  telephone: "+48 601 234 567",
};

describe("Polish postcodes and phones", () => {
  it("accepts xx-xxx only in Poland", () => {
    expect(isValidPostcodeFor("31-147")).toBe(true);
    expect(isValidPostcodeFor("31147")).toBe(false);
    expect(isValidPostcodeFor("3-1147")).toBe(false);
    expect(isValidPostcodeFor("10115", "DE")).toBe(true);
  });

  it("accepts 9-digit Polish numbers with or without +48", () => {
    for (const ok of ["601234567", "+48 601 234 567", "0048601234567", "22-123-45-67", "(22) 123 45 67"]) expect(isValidPolishPhone(ok), ok).toBe(true);
    for (const bad of ["60123456", "6012345678", "012345678", "+49 601 234 567", "telefon"]) expect(isValidPolishPhone(bad), bad).toBe(false);
    expect(isValidPhone("+49 30 1234567", "DE")).toBe(true);
  });
});

describe("address and profile schemas", () => {
  it("accept a Polish address and default the country", () => {
    const { country_id: _, ...withoutCountry } = address;
    expect(AddressInputSchema.parse(withoutCountry).country_id).toBe("PL");
  });

  it("name the field that is wrong", () => {
    const res = AddressInputSchema.safeParse({ ...address, postcode: "31147", telephone: "123", vat_id: "1234567890" });
    expect(res.success).toBe(false);
    expect(res.error!.issues.map((i) => i.path.join("."))).toEqual(["postcode", "telephone", "vat_id"]);
    expect(AddressInputSchema.safeParse({ ...address, street: [""] }).success).toBe(false);
    expect(AddressInputSchema.safeParse({ ...address, vat_id: "526-025-02-74" }).success).toBe(true);
  });

  it("allow only firstname, lastname, email and addresses in a profile", () => {
    expect(ProfileInputSchema.safeParse({ email: "a@b.pl", firstname: "A", lastname: "B", addresses: [address] }).success).toBe(true);
    expect(ProfileInputSchema.safeParse({ email: "a@b.pl", firstname: "A", lastname: "B", group_id: 4 }).success).toBe(false);
  });
});
