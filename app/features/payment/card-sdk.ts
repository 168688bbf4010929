/**
 * PayU's JavaScript SDK for the card form (docs/polish-rules.md §1.5: Secure Form; the stand-in serves a facade
 * of the same API): loaded once per page from the address GET /api/payment/methods gives (`card_widget.sdk_url`,
 * PayU's own host: self-hosting it is not allowed), then `PayU(posId, {dev}).secureForms({lang}).add('card')
 * .render(selector)` and `tokenize('MULTI')`. The card number is typed into PayU's iframe and never reaches the
 * shop; the shop gets a token.
 */

export interface PayuTokenizeMessage {
  type?: string;
  code?: string;
  message: string;
  source?: string;
}

export type PayuTokenizeResult = { status: "SUCCESS"; body: { token: string; mask: string } } | { status: "ERROR"; error: { messages: PayuTokenizeMessage[] } };

export interface PayuSecureForm {
  render(selector: string): PayuSecureForm;
  on(event: "ready" | "change" | "focus" | "blur", callback: (body?: unknown) => void): PayuSecureForm;
  remove?(): void;
}

export interface PayuSecureForms {
  add(type: "card", options?: Record<string, unknown>): PayuSecureForm;
}

export interface PayuSdk {
  secureForms(options?: { lang?: string }): PayuSecureForms;
  tokenize(type: "SINGLE" | "SINGLE_LONGTERM" | "MULTI"): Promise<PayuTokenizeResult>;
}

export type PayuFactory = (posId: string, options?: { dev?: boolean }) => PayuSdk;

declare global {
  interface Window {
    PayU?: PayuFactory;
  }
}

const loading = new Map<string, Promise<PayuFactory>>();

/** Loads the SDK script once per address; a failed load may be tried again. */
export function loadPayuSdk(url: string): Promise<PayuFactory> {
  let promise = loading.get(url);
  if (!promise) {
    promise = new Promise<PayuFactory>((resolve, reject) => {
      if (window.PayU) return resolve(window.PayU);
      const script = document.createElement("script");
      script.src = url;
      script.async = true;
      script.onload = () => (window.PayU ? resolve(window.PayU) : reject(new Error("PayU SDK loaded without PayU()")));
      script.onerror = () => {
        script.remove();
        reject(new Error(`PayU SDK not loaded from ${url}`));
      };
      document.head.append(script);
    });
    promise.catch(() => loading.delete(url));
    loading.set(url, promise);
  }
  return promise;
}

let instance: { key: string; sdk: PayuSdk; forms: PayuSecureForms } | undefined;

/** One SDK instance and one set of secure forms per page (PayU's SDK is meant to be set up once). */
export function payuForms(factory: PayuFactory, posId: string, dev: boolean, lang: string): { sdk: PayuSdk; forms: PayuSecureForms } {
  const key = `${posId}|${dev}|${lang}`;
  if (instance?.key !== key) {
    const sdk = factory(posId, { dev });
    instance = { key, sdk, forms: sdk.secureForms({ lang }) };
  }
  return instance;
}

/** PayU's production host: anything else (its sandbox, the stand-in) runs the SDK in its development mode. */
export const PAYU_PRODUCTION_ORIGIN = "https://secure.payu.com";
