/**
 * The shopper's online payment choice and the "payment extras" it becomes (docs/storefront.md §3;
 * contract/payment.ts PaymentAdditional): `payment_method_additional` of POST /api/order and `additional` of
 * POST /api/payment/orders/:orderNumber/pay. Pure. The BLIK code and the card token live in memory only: they
 * are never written to localStorage (nor to the offline order queue).
 */
import type { OnlinePaymentCode, PaymentAdditional } from "../../../contract/payment.ts";
import { blikCodeProblem, normalizeBlikCode, type BlikCodeProblem } from "../../../domain/blik.ts";
import { BLIK, PAY_BY_LINK, RECURRING_CARD } from "./payment-codes.ts";

export interface PaymentChoice {
  /** vue_payu_gateway: a pay-by-link code of GET /api/payment/methods (a bank, "c", "ap", "jp", "dpt"…); null: PayU's own picker */
  payuMethod: string | null;
  /** its name, for the order's review */
  payuMethodName?: string | null;
  /** vue_payu_gateway_blik: the code as typed */
  blikCode: string;
}

export const NO_CHOICE: PaymentChoice = { payuMethod: null, blikCode: "" };

/** A card token from the card widget (PayU's Secure Form tokenize('MULTI')): never a card number. */
export interface CardToken {
  value: string;
  mask: string | null;
}

/** The extras for `code`; `card` is the token of the recurring card payment (tokenised as the order is placed). */
export function paymentAdditional(code: string, choice: PaymentChoice, card: CardToken | null = null): PaymentAdditional {
  switch (code) {
    case PAY_BY_LINK:
      return choice.payuMethod ? { payu_method: choice.payuMethod, payu_method_type: "PBL" } : {};
    case BLIK:
      return { payu_method_type: "BLIK_AUTHORIZATION_CODE", authorization_code: normalizeBlikCode(choice.blikCode) };
    case RECURRING_CARD:
      return card
        ? { payu_method_type: "CARD_TOKEN", recurring: true, token_data: { value: card.value, mask: card.mask, type: "MULTI" } }
        : { payu_method_type: "CARD_TOKEN", recurring: true };
    default:
      return {};
  }
}

/** The message key (payment namespace) of a BLIK code problem (docs/storefront.md §5). */
export const BLIK_MESSAGES: Record<BlikCodeProblem, string> = {
  required: "blikRequired",
  tooShort: "blikTooShort",
  tooLong: "blikTooLong",
  digitsOnly: "blikDigitsOnly",
};

/** What keeps the choice from being sent, as a payment-namespace message key; null when it can go. */
export function choiceProblem(code: string, choice: PaymentChoice): string | null {
  if (code === BLIK) {
    const problem = blikCodeProblem(choice.blikCode);
    return problem ? BLIK_MESSAGES[problem] : null;
  }
  return null;
}

/** The extras that may wait in the offline order queue: without a BLIK code or a card token (both expire, and never go to storage). */
export function queueableAdditional(code: string, additional: PaymentAdditional): PaymentAdditional | null {
  if (code === BLIK || code === RECURRING_CARD) return null;
  const { authorization_code: _code, token_data: _token, ...rest } = additional;
  return rest;
}

export type { OnlinePaymentCode };
