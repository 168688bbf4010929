import { describe, expect, it, vi } from "vitest";
import type { PayMethod } from "../../../contract/payment.ts";
import { detectWallets, GOOGLE_PAY_METHOD, keepOffered, NO_WALLETS, offeredPayMethods, type WalletWindow } from "./pay-methods.ts";

const method = (value: string, kind: PayMethod["kind"], limits: Partial<PayMethod> = {}): PayMethod => ({
  value,
  name: value.toUpperCase(),
  kind,
  brand_image_url: null,
  min_amount: null,
  max_amount: null,
  ...limits,
});

/** A PaymentRequest stub answering canMakePayment with `answer` (a value, a rejection, or never). */
function paymentRequest(answer: () => Promise<boolean>, seen: unknown[] = []): WalletWindow["PaymentRequest"] {
  return class {
    constructor(methods: unknown) {
      seen.push(methods);
    }
    canMakePayment() {
      return answer();
    }
  } as unknown as WalletWindow["PaymentRequest"];
}

describe("Google Pay and Apple Pay detection", () => {
  it("no window (the server): neither", async () => {
    expect(await detectWallets(undefined)).toEqual(NO_WALLETS);
  });

  it("a browser without ApplePaySession or PaymentRequest: neither", async () => {
    expect(await detectWallets({})).toEqual({ googlePay: false, applePay: false });
  });

  it("Apple Pay when ApplePaySession.canMakePayments() is true; false or throwing hides it", async () => {
    expect((await detectWallets({ ApplePaySession: { canMakePayments: () => true } })).applePay).toBe(true);
    expect((await detectWallets({ ApplePaySession: { canMakePayments: () => false } })).applePay).toBe(false);
    const throwing = {
      canMakePayments: () => {
        throw new Error("InvalidAccessError: not a secure context");
      },
    };
    expect((await detectWallets({ ApplePaySession: throwing })).applePay).toBe(false);
  });

  it("Google Pay when a PaymentRequest for https://google.com/pay can make a payment", async () => {
    const seen: unknown[] = [];
    expect((await detectWallets({ PaymentRequest: paymentRequest(async () => true, seen) }, { merchantId: "300746" })).googlePay).toBe(true);
    expect(seen[0]).toMatchObject([
      {
        supportedMethods: GOOGLE_PAY_METHOD,
        data: { allowedPaymentMethods: [{ tokenizationSpecification: { parameters: { gateway: "payu", gatewayMerchantId: "300746" } } }] },
      },
    ]);
  });

  it("Google Pay hidden when canMakePayment is false, rejects, never answers, or the constructor throws", async () => {
    expect((await detectWallets({ PaymentRequest: paymentRequest(async () => false) })).googlePay).toBe(false);
    expect((await detectWallets({ PaymentRequest: paymentRequest(() => Promise.reject(new Error("NotAllowedError"))) })).googlePay).toBe(false);
    vi.useFakeTimers();
    try {
      const pending = detectWallets({ PaymentRequest: paymentRequest(() => new Promise<boolean>(() => undefined)) }, { timeoutMs: 100 });
      await vi.advanceTimersByTimeAsync(150);
      expect((await pending).googlePay).toBe(false);
    } finally {
      vi.useRealTimers();
    }
    const Throwing = class {
      constructor() {
        throw new Error("SecurityError");
      }
    } as unknown as WalletWindow["PaymentRequest"];
    expect((await detectWallets({ PaymentRequest: Throwing })).googlePay).toBe(false);
  });
});

describe("the pay-by-link methods offered", () => {
  const methods = [
    method("m", "bank"),
    method("blik", "blik"),
    method("dpt", "pay_later", { min_amount: 50, max_amount: 3000 }),
    method("o", "bank"),
    method("jp", "apple_pay"),
    method("ap", "google_pay"),
    method("c", "card"),
  ];

  it("card, wallets, pay later first; banks in PayU's order; BLIK (its own method) never", () => {
    const offered = offeredPayMethods(methods, 100, { googlePay: true, applePay: true });
    expect(offered.featured.map((m) => m.value)).toEqual(["c", "ap", "jp", "dpt"]);
    expect(offered.banks.map((m) => m.value)).toEqual(["m", "o"]);
  });

  it("a wallet the browser cannot pay with is hidden", () => {
    expect(offeredPayMethods(methods, 100, { googlePay: false, applePay: true }).featured.map((m) => m.value)).toEqual(["c", "jp", "dpt"]);
    expect(offeredPayMethods(methods, 100, NO_WALLETS).featured.map((m) => m.value)).toEqual(["c", "dpt"]);
  });

  it("pay later only within its amount limits (inclusive); an unknown amount hides nothing", () => {
    const values = (amount: number | null) => offeredPayMethods(methods, amount, NO_WALLETS).featured.map((m) => m.value);
    expect(values(49.99)).toEqual(["c"]);
    expect(values(50)).toEqual(["c", "dpt"]);
    expect(values(3000)).toEqual(["c", "dpt"]);
    expect(values(3000.01)).toEqual(["c"]);
    expect(values(null)).toEqual(["c", "dpt"]);
  });

  it("a chosen method no longer offered is dropped", () => {
    const offered = offeredPayMethods(methods, 20, NO_WALLETS);
    expect(keepOffered("m", offered)).toBe("m");
    expect(keepOffered("dpt", offered)).toBeNull();
    expect(keepOffered("ap", offered)).toBeNull();
    expect(keepOffered(null, offered)).toBeNull();
  });
});
