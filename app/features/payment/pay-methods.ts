/**
 * Which of the POS's pay-by-link methods (GET /api/payment/methods) the checkout offers under
 * vue_payu_gateway (docs/storefront.md §9, gateway sub-methods): card on PayU's page, Google Pay and Apple Pay
 * only where this browser can pay with them, pay later ("kup teraz, zapłać później") within its amount limits,
 * and the banks. BLIK has its own method (vue_payu_gateway_blik, the code typed on our page), so PayU's BLIK
 * redirect is not offered twice. Pure, apart from `detectWallets`, which asks the browser given to it.
 */
import type { PayMethod } from "../../../contract/payment.ts";

export interface WalletSupport {
  googlePay: boolean;
  applePay: boolean;
}

export const NO_WALLETS: WalletSupport = { googlePay: false, applePay: false };

/** The parts of `window` the detection reads (stubbed in tests). */
export interface WalletWindow {
  ApplePaySession?: { canMakePayments?: () => boolean };
  PaymentRequest?: new (
    methods: { supportedMethods: string; data?: unknown }[],
    details: { total: { label: string; amount: { currency: string; value: string } } },
  ) => { canMakePayment(): Promise<boolean> };
}

/** Google Pay's payment method identifier for the Payment Request API. */
export const GOOGLE_PAY_METHOD = "https://google.com/pay";

function googlePayData(merchantId: string) {
  return {
    environment: "PRODUCTION",
    apiVersion: 2,
    apiVersionMinor: 0,
    merchantInfo: { merchantName: "Kiosk" },
    allowedPaymentMethods: [
      {
        type: "CARD",
        parameters: { allowedAuthMethods: ["PAN_ONLY", "CRYPTOGRAM_3DS"], allowedCardNetworks: ["MASTERCARD", "VISA"] },
        tokenizationSpecification: { type: "PAYMENT_GATEWAY", parameters: { gateway: "payu", gatewayMerchantId: merchantId } },
      },
    ],
  };
}

function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      () => {
        clearTimeout(timer);
        resolve(fallback);
      },
    );
  });
}

/**
 * Apple Pay: `ApplePaySession.canMakePayments()`; Google Pay: a PaymentRequest for https://google.com/pay whose
 * `canMakePayment()` resolves true (within `timeoutMs`). Anything else, an exception included, hides the wallet.
 */
export async function detectWallets(win: WalletWindow | undefined, options: { merchantId?: string; timeoutMs?: number } = {}): Promise<WalletSupport> {
  if (!win) return NO_WALLETS;
  let applePay = false;
  try {
    applePay = win.ApplePaySession?.canMakePayments?.() === true;
  } catch {
    applePay = false;
  }
  let googlePay = false;
  try {
    if (typeof win.PaymentRequest === "function") {
      const request = new win.PaymentRequest([{ supportedMethods: GOOGLE_PAY_METHOD, data: googlePayData(options.merchantId ?? "kiosk") }], {
        total: { label: "Kiosk", amount: { currency: "PLN", value: "1.00" } },
      });
      googlePay = (await within(Promise.resolve(request.canMakePayment()), options.timeoutMs ?? 2000, false)) === true;
    }
  } catch {
    googlePay = false;
  }
  return { googlePay, applePay };
}

/** Whether `amount` (zł) is inside the method's limits (none given: no limit). */
export function withinLimits(method: Pick<PayMethod, "min_amount" | "max_amount">, amount: number | null): boolean {
  if (amount === null) return true;
  if (method.min_amount !== null && amount < method.min_amount) return false;
  if (method.max_amount !== null && amount > method.max_amount) return false;
  return true;
}

const FEATURED_ORDER: Record<string, number> = { card: 0, google_pay: 1, apple_pay: 2, pay_later: 3 };

/**
 * The methods offered for `amount`: `featured` (card, Google Pay, Apple Pay, pay later, in that order) and
 * `banks` (PayU's order). A wallet this browser cannot pay with, BLIK, and a method outside its limits are left out.
 */
export function offeredPayMethods(methods: PayMethod[], amount: number | null, wallets: WalletSupport): { featured: PayMethod[]; banks: PayMethod[] } {
  const usable = methods.filter((m) => {
    if (m.kind === "blik") return false;
    if (m.kind === "google_pay" && !wallets.googlePay) return false;
    if (m.kind === "apple_pay" && !wallets.applePay) return false;
    return withinLimits(m, amount);
  });
  return {
    featured: usable.filter((m) => m.kind !== "bank").sort((a, b) => (FEATURED_ORDER[a.kind] ?? 9) - (FEATURED_ORDER[b.kind] ?? 9)),
    banks: usable.filter((m) => m.kind === "bank"),
  };
}

/** A chosen method that is no longer offered (another amount, another browser) is dropped. */
export function keepOffered(chosen: string | null, offered: { featured: PayMethod[]; banks: PayMethod[] }): string | null {
  if (chosen === null) return null;
  return [...offered.featured, ...offered.banks].some((m) => m.value === chosen) ? chosen : null;
}
