import { describe, expect, it } from "vitest";
import { address as testAddress } from "../server/test/customers.ts";
import { AddressInputSchema, EmailSchema, ProfileInputSchema } from "./customer.ts";

// The test customers' address, with the phone written in the international form.
const address = { ...testAddress, telephone: "+48 601 234 567" };

describe("e-mail schema", () => {
  it("parses and lower-cases addresses, refusing malformed ones", () => {
    expect(EmailSchema.parse(" Jan.Kowalski@Poczta.PL ")).toBe("jan.kowalski@poczta.pl");
    for (const bad of ["jan", "jan@", "@poczta.pl", "jan@poczta", "jan kowalski@poczta.pl", `${"a".repeat(250)}@b.pl`]) {
      expect(EmailSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe("address and profile schemas", () => {
  it("accept a Polish address and default the country", () => {
    const { country_id: _, ...withoutCountry } = address;
    expect(AddressInputSchema.parse(withoutCountry).country_id).toBe("PL");
  });

  it("name the field that is wrong", () => {
    const res = AddressInputSchema.safeParse({ ...address, postcode: "3114", telephone: "123", vat_id: "1234567890" });
    expect(res.success).toBe(false);
    expect(res.error!.issues.map((i) => i.path.join("."))).toEqual(["postcode", "telephone", "vat_id"]);
    expect(AddressInputSchema.safeParse({ ...address, street: [""] }).success).toBe(false);
    expect(AddressInputSchema.safeParse({ ...address, vat_id: "526-025-02-74" }).success).toBe(true);
    // a postcode typed without its dash is kept with it
    expect(AddressInputSchema.parse({ ...address, postcode: "31147" }).postcode).toBe("31-147");
  });

  it("allow only firstname, lastname, email and addresses in a profile", () => {
    expect(ProfileInputSchema.safeParse({ email: "a@b.pl", firstname: "A", lastname: "B", addresses: [address] }).success).toBe(true);
    expect(ProfileInputSchema.safeParse({ email: "a@b.pl", firstname: "A", lastname: "B", group_id: 4 }).success).toBe(false);
  });
});
