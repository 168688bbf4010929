/**
 * The subscription API (docs/api.md "Subscriptions"; spec §7): the signed-in customer's subscriptions, the renewable
 * ones (recurrence) and cancelling a renewal, renewing an expired one, and the periods on offer by sku. Amounts in złoty.
 */
import { z } from "zod";
import { idParam, text } from "./primitives.ts";
import { ProductOption } from "./cart.ts";

const int = () => z.number().int();
const day = () => z.string().describe("YYYY-MM-DD");

export const SubscriptionStatus = z.enum(["available", "pending", "expired", "complete"]);
export type SubscriptionStatus = z.output<typeof SubscriptionStatus>;

export const GiftRecipient = z.strictObject({
  firstname: z.string(),
  lastname: z.string(),
  street: z.array(z.string()),
  city: z.string(),
  postcode: z.string(),
  country_id: z.string(),
  message: z.string().nullable(),
});

export const CustomerSubscription = z.strictObject({
  id: int(),
  order_id: int(),
  order_increment_id: z.string(),
  product_id: int().nullable(),
  sku: z.string(),
  name: z.string(),
  status: SubscriptionStatus,
  /** issues in a period */
  numbers: int(),
  /** what one of `numbers` is: an issue of a magazine, or a part of a collection (a partwork) */
  unit: z.enum(["issue", "part"]),
  period_no: int(),
  first_issue: z.strictObject({ label: z.string(), date: day() }),
  issues_sent: int(),
  issues_left: int(),
  last_issue_date: day(),
  recurring: z.boolean(),
  /** renews by itself at next_renewal_at (recurring, not cancelled, active) */
  renewal_active: z.boolean(),
  renewal_cancelled_at: z.string().nullable(),
  next_renewal_at: z.string().nullable(),
  /** the price of one period */
  period_amount: z.number(),
  currency: z.literal("PLN"),
  gift_recipient: GiftRecipient.nullable(),
  /** the 14-day withdrawal right lasts until this day */
  withdrawal_until: day(),
  /** a renewal order waiting for payment (pay it from the account) */
  payable_order: z.strictObject({ order_id: int(), increment_id: z.string() }).nullable(),
  /** an expired or complete one can be bought again (POST /api/subscription/:id/renew) */
  can_renew: z.boolean(),
});
export type CustomerSubscription = z.output<typeof CustomerSubscription>;

export const ActiveSubscriptions = z.strictObject({ subscriptions: z.array(CustomerSubscription) });
export type ActiveSubscriptions = z.output<typeof ActiveSubscriptions>;

export const RecurrenceItem = z.strictObject({
  id: int().describe("the recurrence id (the subscription's id)"),
  subscription_id: int(),
  sku: z.string(),
  name: z.string(),
  numbers: int(),
  period_amount: z.number(),
  next_renewal_at: z.string().nullable(),
  active: z.boolean(),
});
export const RecurrenceList = z.strictObject({ items: z.array(RecurrenceItem) });
export type RecurrenceList = z.output<typeof RecurrenceList>;

export const CancelRecurrenceBody = z.strictObject({ recurrence: z.strictObject({ id: idParam() }) });
export const CancelRecurrenceResult = z.strictObject({
  id: int(),
  renewal_cancelled_at: z.string(),
  /** the subscription runs to the end of the paid period: its last issue's day */
  last_issue_date: day(),
});
export type CancelRecurrenceResult = z.output<typeof CancelRecurrenceResult>;

export const SubscriptionParams = z.strictObject({ id: idParam() });

export const RenewResult = z.strictObject({
  sku: z.string(),
  qty: z.literal(1),
  product_option: ProductOption,
});
export type RenewResult = z.output<typeof RenewResult>;

export const NumbersQuery = z.strictObject({
  skus: text()
    .trim()
    .min(1)
    .max(2000)
    .transform((s) =>
      [
        ...new Set(
          s
            .split(",")
            .map((x) => x.trim())
            .filter(Boolean),
        ),
      ].slice(0, 50),
    ),
});
export const SubscriptionNumbers = z.strictObject({
  items: z.array(
    z.strictObject({
      sku: z.string(),
      number_options: z.array(z.strictObject({ id: int(), numbers: int(), label: z.string(), price_incl_tax: z.number(), position: int() })),
    }),
  ),
});
export type SubscriptionNumbers = z.output<typeof SubscriptionNumbers>;

export const RenewalRunBody = z.strictObject({ at: z.iso.datetime({ offset: true }).optional(), limit: z.number().int().positive().max(100_000).optional() });
export const RenewalRunResult = z.strictObject({
  at: z.string(),
  claimed: int(),
  charged: int(),
  paid: int(),
  declined: int(),
  suspended: int(),
  waiting: int(),
});
export type RenewalRunResult = z.output<typeof RenewalRunResult>;
