import { describe, expect, it } from "vitest";
import { choiceProblem, NO_CHOICE, paymentAdditional, queueableAdditional } from "./extras.ts";

describe("payment extras (payment_method_additional, docs/storefront.md §3)", () => {
  it("pay-by-link: the chosen method as PBL; none chosen leaves the choice to PayU's page", () => {
    expect(paymentAdditional("vue_payu_gateway", { ...NO_CHOICE, payuMethod: "m" })).toEqual({ payu_method: "m", payu_method_type: "PBL" });
    expect(paymentAdditional("vue_payu_gateway", { ...NO_CHOICE, payuMethod: "dpt" })).toEqual({ payu_method: "dpt", payu_method_type: "PBL" });
    expect(paymentAdditional("vue_payu_gateway", NO_CHOICE)).toEqual({});
  });

  it("BLIK: the code without spaces, as an authorization code", () => {
    expect(paymentAdditional("vue_payu_gateway_blik", { payuMethod: "m", blikCode: "777 123" })).toEqual({
      payu_method_type: "BLIK_AUTHORIZATION_CODE",
      authorization_code: "777123",
    });
  });

  it("recurring card: the widget's token (never a card number), recurring", () => {
    expect(paymentAdditional("vue_payu_gateway_recurring", NO_CHOICE, { value: "TOK_1234", mask: "4444 33** **** 1111" })).toEqual({
      payu_method_type: "CARD_TOKEN",
      recurring: true,
      token_data: { value: "TOK_1234", mask: "4444 33** **** 1111", type: "MULTI" },
    });
  });

  it("offline methods carry no extras", () => {
    expect(paymentAdditional("cashondelivery", { payuMethod: "m", blikCode: "123456" })).toEqual({});
    expect(paymentAdditional("free", NO_CHOICE)).toEqual({});
  });

  it("a BLIK code must be 6 digits before the order goes (the messages of §5)", () => {
    expect(choiceProblem("vue_payu_gateway_blik", NO_CHOICE)).toBe("blikRequired");
    expect(choiceProblem("vue_payu_gateway_blik", { ...NO_CHOICE, blikCode: "12345" })).toBe("blikTooShort");
    expect(choiceProblem("vue_payu_gateway_blik", { ...NO_CHOICE, blikCode: "1234567" })).toBe("blikTooLong");
    expect(choiceProblem("vue_payu_gateway_blik", { ...NO_CHOICE, blikCode: "12a456" })).toBe("blikDigitsOnly");
    expect(choiceProblem("vue_payu_gateway_blik", { ...NO_CHOICE, blikCode: "123456" })).toBeNull();
    expect(choiceProblem("vue_payu_gateway", NO_CHOICE)).toBeNull();
  });

  it("the offline queue never keeps a BLIK code or a card token", () => {
    expect(queueableAdditional("vue_payu_gateway_blik", { authorization_code: "123456" })).toBeNull();
    expect(queueableAdditional("vue_payu_gateway_recurring", { token_data: { value: "TOK_1" } })).toBeNull();
    expect(queueableAdditional("vue_payu_gateway", { payu_method: "m", payu_method_type: "PBL" })).toEqual({ payu_method: "m", payu_method_type: "PBL" });
    expect(queueableAdditional("cashondelivery", {})).toEqual({});
  });
});
