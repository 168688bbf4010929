import { describe, expect, it } from "vitest";
import {
  EMPTY_GIFT_RECIPIENT,
  EMPTY_PERSONAL,
  EMPTY_SHIPPING,
  NO_CONSENTS,
  companyRule,
  emailRule,
  nameRule,
  nipRule,
  phoneRule,
  regonRule,
  streetLines,
  validateConsents,
  validateGiftRecipient,
  validatePersonal,
  validateShipping,
  zipRule,
} from "./checkout-form.ts";

describe("field rules (docs/storefront.md §5)", () => {
  it.each([
    ["", "errRequired"],
    ["J", "errNameShort"],
    ["Jan", null],
    ["Żaneta-Maria", null],
    ["O'Neil", null],
    ["Jan2", "errLettersOnly"],
    ["x".repeat(61), "errTooLong"],
  ])("name %j → %s", (v, key) => expect(nameRule(v)).toBe(key));
  it.each([
    ["", "errRequired"],
    ["jan@example.pl", null],
    ["jan@", "errEmail"],
    ["jan example.pl", "errEmail"],
  ])("e-mail %j → %s", (v, key) => expect(emailRule(v)).toBe(key));
  it.each([
    ["", "errRequired"],
    ["00-838", null],
    ["00838", null],
    ["0083", "errZip"],
    ["0-838", "errZip"],
  ])("zip %j → %s", (v, key) => expect(zipRule(v)).toBe(key));
  it.each([
    ["", "errRequired"],
    ["600 100 200", null],
    ["+48 600100200", null],
    ["12345", "errPhone"],
  ])("phone %j → %s", (v, key) => expect(phoneRule(v)).toBe(key));
  it.each([
    ["", "errTaxIdRequired"],
    ["123", "errTaxIdLength"],
    ["8567346215", null],
    ["PL 526-104-05-67", null],
    ["8567346216", "errNipInvalid"],
  ])("NIP %j → %s (test vectors of docs/polish-rules.md §2.1)", (v, key) => expect(nipRule(v)).toBe(key));
  it.each([
    ["", null],
    ["192598184", null],
    ["12345678512347", null],
    ["192598183", "errRegonInvalid"],
    ["12345678512348", "errRegonInvalid"],
  ])("REGON %j → %s", (v, key) => expect(regonRule(v)).toBe(key));
  it.each([
    ["", "errCompanyRequired"],
    ["4F", null],
    ["A&B sp. z o.o.", null],
  ])("company %j → %s", (v, key) => expect(companyRule(v)).toBe(key));
});

const person = {
  ...EMPTY_PERSONAL,
  firstName: "Jan",
  lastName: "Kowalski",
  emailAddress: "jan@example.pl",
  phoneNumber: "600100200",
  streetAddress: "ul. Prosta 49",
  zipCode: "00-838",
  city: "Warszawa",
};

describe("validatePersonal", () => {
  it("a complete private buyer passes; an empty form names every required field", () => {
    expect(validatePersonal(person, { guest: true })).toEqual({});
    expect(Object.keys(validatePersonal(EMPTY_PERSONAL, { guest: true })).sort()).toEqual([
      "city",
      "emailAddress",
      "firstName",
      "lastName",
      "phoneNumber",
      "streetAddress",
      "zipCode",
    ]);
  });
  it("a company needs its name and a NIP with a valid checksum", () => {
    expect(validatePersonal({ ...person, customerType: "company" }, { guest: true })).toEqual({ company: "errCompanyRequired", taxId: "errTaxIdRequired" });
    expect(validatePersonal({ ...person, customerType: "company", company: "Kiosk", taxId: "8567346216" }, { guest: true })).toEqual({
      taxId: "errNipInvalid",
    });
    expect(validatePersonal({ ...person, customerType: "company", company: "Kiosk", taxId: "856-734-62-15" }, { guest: true })).toEqual({});
  });
  it("a private person asking for an invoice is not made to give a NIP; one given must be valid (issue 16)", () => {
    const invoice = { ...person, invoice: true };
    expect(validatePersonal(invoice, { guest: true })).toEqual({});
    expect(validatePersonal({ ...invoice, taxId: "   " }, { guest: true })).toEqual({});
    expect(validatePersonal({ ...invoice, taxId: "856-734-62-15" }, { guest: true })).toEqual({});
    expect(validatePersonal({ ...invoice, taxId: "8567346216" }, { guest: true })).toEqual({ taxId: "errNipInvalid" });
    // what the company form held before switching to "private" is hidden, so never holds the person up
    expect(validatePersonal({ ...invoice, company: "", regon: "192598183" }, { guest: true })).toEqual({});
    expect(validatePersonal({ ...person, taxId: "8567346216", regon: "1" }, { guest: true })).toEqual({});
    // a company still needs its NIP, and a REGON it gives must be valid
    expect(validatePersonal({ ...person, customerType: "company", company: "Kiosk", invoice: true }, { guest: true })).toEqual({ taxId: "errTaxIdRequired" });
    expect(validatePersonal({ ...person, customerType: "company", company: "Kiosk", taxId: "8567346215", regon: "192598183" }, { guest: true })).toEqual({
      regon: "errRegonInvalid",
    });
  });
  it("a guest buying an e-book or a renewable subscription must create an account; a signed-in customer need not", () => {
    expect(validatePersonal(person, { guest: true, needsAccount: true })).toEqual({ createAccount: "errAccountRequired" });
    expect(
      validatePersonal({ ...person, createAccount: true, password: "Kiosk-2026!", passwordRepeat: "Kiosk-2026!" }, { guest: true, needsAccount: true }),
    ).toEqual({});
    expect(validatePersonal(person, { guest: false, needsAccount: true })).toEqual({});
    expect(validatePersonal(person, { guest: true, needsAccount: false })).toEqual({});
  });
  it("an account at checkout needs a strong password typed twice", () => {
    expect(validatePersonal({ ...person, createAccount: true, password: "Kiosk-2026!", passwordRepeat: "Kiosk-2026?" }, { guest: true })).toEqual({
      passwordRepeat: "errPasswordsDiffer",
    });
    expect(validatePersonal({ ...person, createAccount: true, password: "abc", passwordRepeat: "abc" }, { guest: true })).toEqual({
      password: "errPasswordWeak",
    });
    // a signed-in customer is never asked
    expect(validatePersonal({ ...person, createAccount: true }, { guest: false })).toEqual({});
  });
});

describe("validateShipping and consents", () => {
  it("a parcel locker needs a point; virtual carts need nothing", () => {
    expect(validateShipping({ ...EMPTY_SHIPPING, shippingMethod: "inpost_paczkomat" }, { needsShipping: true })).toEqual({ pickupId: "errPickupPoint" });
    expect(validateShipping({ ...EMPTY_SHIPPING, shippingMethod: "inpost_paczkomat", pickupId: "KRA010" }, { needsShipping: true })).toEqual({});
    expect(validateShipping(EMPTY_SHIPPING, { needsShipping: true })).toEqual({ shippingMethod: "errShippingMethod" });
    expect(validateShipping(EMPTY_SHIPPING, { needsShipping: false })).toEqual({});
  });
  it("another delivery address is validated like the buyer's", () => {
    const e = validateShipping({ ...EMPTY_SHIPPING, shippingMethod: "flatrate_flatrate", otherAddress: true, zipCode: "1" }, { needsShipping: true });
    expect(e).toMatchObject({ firstName: "errRequired", zipCode: "errZip" });
  });
  it("terms are required; e-books also need the digital-content waiver", () => {
    expect(validateConsents(NO_CONSENTS, { hasDownloads: false })).toEqual({ rules: "errTerms" });
    expect(validateConsents({ ...NO_CONSENTS, rules: true }, { hasDownloads: true })).toEqual({ digital_content_waiver: "errDigitalWaiver" });
  });
  it("street lines", () => {
    expect(streetLines("ul. Prosta 49", "")).toEqual(["ul. Prosta 49"]);
    expect(streetLines("ul. Prosta 49", " m. 2 ")).toEqual(["ul. Prosta 49", "m. 2"]);
  });
});

describe("validateGiftRecipient", () => {
  const recipient = { firstName: "Ala", lastName: "Nowak", streetAddress: "ul. Lipowa 3", apartmentNumber: "", zipCode: "30-001", city: "Kraków", message: "" };
  it("asks nothing when no line is a gift", () => {
    expect(validateGiftRecipient(EMPTY_GIFT_RECIPIENT, { hasGift: false })).toEqual({});
  });
  it("needs the recipient's name and address; the message is optional but bounded", () => {
    expect(validateGiftRecipient(recipient, { hasGift: true })).toEqual({});
    expect(Object.keys(validateGiftRecipient(EMPTY_GIFT_RECIPIENT, { hasGift: true })).sort()).toEqual([
      "city",
      "firstName",
      "lastName",
      "streetAddress",
      "zipCode",
    ]);
    expect(validateGiftRecipient({ ...recipient, zipCode: "3001" }, { hasGift: true })).toEqual({ zipCode: expect.any(String) });
    expect(validateGiftRecipient({ ...recipient, zipCode: "30001" }, { hasGift: true })).toEqual({});
    expect(validateGiftRecipient({ ...recipient, message: "x".repeat(501) }, { hasGift: true })).toEqual({ message: "errTooLong" });
  });
});

describe("a company abroad in the EU", () => {
  it("gives its own country's EU VAT number, not a NIP", async () => {
    const { isEuCompanyAbroad, euVatRule, compactEuVatId } = await import("./checkout-form.ts");
    expect(isEuCompanyAbroad({ customerType: "company", country: "DE" })).toBe(true);
    expect(isEuCompanyAbroad({ customerType: "company", country: "PL" })).toBe(false);
    expect(isEuCompanyAbroad({ customerType: "company", country: "US" })).toBe(false);
    expect(isEuCompanyAbroad({ customerType: "private", country: "DE" })).toBe(false);
    expect(euVatRule("DE 811 569 869", "DE")).toBeNull();
    expect(euVatRule("IT00743110157", "DE")).toBe("errEuVatInvalid");
    expect(euVatRule("5260250995", "DE")).toBe("errEuVatInvalid");
    expect(euVatRule("", "DE")).toBe("errTaxIdRequired");
    expect(compactEuVatId("it 007 431 101 57")).toBe("IT00743110157");
  });
});
