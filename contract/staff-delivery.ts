/**
 * The back office's delivery and payment terms under /api/admin/delivery-rules (docs/api.md §18.5,
 * docs/decisions/2026-11-26-delivery-rules-data.md): per carrier whether it is offered, its gross price and whether it
 * collects cash on delivery; the free-delivery threshold, the cash-on-delivery fee and the payment methods offered.
 * Amounts are grosze, gross. The carriers themselves (titles, countries, what they carry) stay the code's.
 */
import { z } from "zod";
import { text } from "./primitives.ts";

/** A price in grosze: 0 … 10 000 zł. */
const grosze = z.number().int().min(0).max(1_000_000);

const PaymentMethods = z.strictObject({
  cashondelivery: z.boolean(),
  vue_payu_gateway: z.boolean(),
  vue_payu_gateway_blik: z.boolean(),
});

export const StaffDeliveryRulesBody = z.object({
  carriers: z
    .array(
      z.object({
        /** the carrier's "carrier_method" code, e.g. flatrate_flatrate */
        key: text().min(1).max(64),
        enabled: z.boolean(),
        price_gross: grosze,
        cash_on_delivery: z.boolean(),
      }),
    )
    .min(1)
    .max(50),
  /** goods from this gross amount are delivered free (in Poland); null: no free delivery */
  free_delivery_threshold_gross: z.number().int().min(1).max(100_000_000).nullable(),
  cod_fee_gross: grosze,
  payment_methods: PaymentMethods,
});
export type StaffDeliveryRulesBody = z.output<typeof StaffDeliveryRulesBody>;

export const StaffDeliveryCarrier = z.strictObject({
  key: z.string(),
  carrier_title: z.string(),
  method_title: z.string(),
  /** ISO 3166-1 alpha-2 */
  countries: z.array(z.string()),
  /** the shipped product groups it carries */
  groups: z.array(z.string()),
  /** the pickup network (inpost, orlen) or null for delivery to an address */
  pickup: z.string().nullable(),
  enabled: z.boolean(),
  price_gross: z.number().int(),
  cash_on_delivery: z.boolean(),
});

export const StaffDeliveryRules = z.strictObject({
  carriers: z.array(StaffDeliveryCarrier),
  free_delivery_threshold_gross: z.number().int().nullable(),
  cod_fee_gross: z.number().int(),
  payment_methods: PaymentMethods,
  /** false: no change was ever saved (the code's rules with the configuration apply) */
  stored: z.boolean(),
  /** the last change: when (ISO 8601) and by whom */
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type StaffDeliveryRules = z.output<typeof StaffDeliveryRules>;
