/**
 * GA4's Measurement Protocol as the shop uses it (server-side events: docs/decisions/2026-11-27-ga4-refunds.md).
 *
 * `POST {base}/mp/collect?measurement_id=G-…&api_secret=…` with a JSON body `{client_id, events: [{name, params}]}`.
 * Google answers 2xx whatever the body holds (an invalid event is dropped without a word); its validation server,
 * the same path under `/debug`, answers `{validationMessages: [{fieldPath, description, validationCode}]}` instead,
 * empty when the body is valid. `validateMeasurement` applies the rules that server checks for the fields the shop
 * sends (Google's "Validating events" and "Measurement Protocol limits" pages): the stand-in answers with it, and the
 * client refuses to send a body it finds fault with (Google would drop it silently).
 */

export interface Ga4Item {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
}

export interface Ga4Event {
  name: string;
  params: Record<string, unknown>;
}

export interface MeasurementBody {
  client_id: string;
  /** microseconds since the epoch: when the event happened (up to 72 hours back) */
  timestamp_micros?: number;
  non_personalized_ads?: boolean;
  events: Ga4Event[];
}

export type ValidationCode =
  | "VALUE_INVALID"
  | "VALUE_REQUIRED"
  | "NAME_INVALID"
  | "NAME_RESERVED"
  | "VALUE_OUT_OF_BOUNDS"
  | "EXCEEDED_MAX_ENTITIES"
  | "NAME_DUPLICATED";

export interface ValidationMessage {
  fieldPath: string;
  description: string;
  validationCode: ValidationCode;
}

/** Names GA4 reserves for its own events (an event sent with one is dropped). */
export const RESERVED_EVENT_NAMES = new Set([
  "ad_activeview",
  "ad_click",
  "ad_exposure",
  "ad_query",
  "ad_reward",
  "adunit_exposure",
  "app_background",
  "app_clear_data",
  "app_exception",
  "app_remove",
  "app_store_refund",
  "app_store_subscription_cancel",
  "app_store_subscription_convert",
  "app_store_subscription_renew",
  "app_update",
  "app_upgrade",
  "dynamic_link_app_open",
  "dynamic_link_app_update",
  "dynamic_link_first_open",
  "error",
  "first_open",
  "first_visit",
  "in_app_purchase",
  "notification_dismiss",
  "notification_foreground",
  "notification_open",
  "notification_receive",
  "os_update",
  "session_start",
  "session_start_with_rollout",
  "user_engagement",
]);

export const MP_LIMITS = { events: 25, params: 25, nameLength: 40, paramValueLength: 100, items: 200, timestampHoursBack: 72 } as const;

const NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
const RESERVED_PREFIXES = ["_", "firebase_", "ga_", "google_", "gtag."];
/** The currencies' ISO 4217 shape (GA4 checks the code). */
const CURRENCY = /^[A-Z]{3}$/;

function nameIssue(path: string, name: unknown, what: string): ValidationMessage | null {
  if (typeof name !== "string" || name === "") return { fieldPath: path, description: `${what} name is required.`, validationCode: "VALUE_REQUIRED" };
  if (name.length > MP_LIMITS.nameLength)
    return { fieldPath: path, description: `${what} name ${name} exceeds ${MP_LIMITS.nameLength} characters.`, validationCode: "VALUE_OUT_OF_BOUNDS" };
  if (!NAME.test(name))
    return {
      fieldPath: path,
      description: `${what} name ${name} must start with a letter and contain only letters, digits and underscores.`,
      validationCode: "NAME_INVALID",
    };
  if (RESERVED_PREFIXES.some((p) => name.startsWith(p)))
    return { fieldPath: path, description: `${what} name ${name} uses a reserved prefix.`, validationCode: "NAME_RESERVED" };
  return null;
}

/** What GA4's validation server would say of `body` (empty: valid), for the fields the shop sends. */
export function validateMeasurement(body: unknown, now: Date = new Date()): ValidationMessage[] {
  const out: ValidationMessage[] = [];
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return [{ fieldPath: "", description: "Unable to parse the request body as JSON.", validationCode: "VALUE_INVALID" }];
  const b = body as Record<string, unknown>;
  if (typeof b["client_id"] !== "string" || b["client_id"] === "")
    out.push({ fieldPath: "client_id", description: "Measurement requires a client_id.", validationCode: "VALUE_REQUIRED" });
  if (b["timestamp_micros"] !== undefined) {
    const t = b["timestamp_micros"];
    const oldest = (now.getTime() - MP_LIMITS.timestampHoursBack * 3_600_000) * 1000;
    if (typeof t !== "number" || !Number.isInteger(t) || t < oldest || t > now.getTime() * 1000 + 60_000_000)
      out.push({
        fieldPath: "timestamp_micros",
        description: `timestamp_micros must be within the last ${MP_LIMITS.timestampHoursBack} hours.`,
        validationCode: "VALUE_OUT_OF_BOUNDS",
      });
  }
  const events = b["events"];
  if (!Array.isArray(events) || events.length === 0) {
    out.push({ fieldPath: "events", description: "Measurement requires at least one event.", validationCode: "VALUE_REQUIRED" });
    return out;
  }
  if (events.length > MP_LIMITS.events)
    out.push({ fieldPath: "events", description: `A request may carry at most ${MP_LIMITS.events} events.`, validationCode: "EXCEEDED_MAX_ENTITIES" });
  events.forEach((e: unknown, i) => {
    const path = `events[${i}]`;
    if (typeof e !== "object" || e === null) {
      out.push({ fieldPath: path, description: "An event must be an object.", validationCode: "VALUE_INVALID" });
      return;
    }
    const ev = e as Record<string, unknown>;
    const issue = nameIssue(`${path}.name`, ev["name"], "Event");
    if (issue) out.push(issue);
    else if (RESERVED_EVENT_NAMES.has(ev["name"] as string))
      out.push({ fieldPath: `${path}.name`, description: `Event name ${String(ev["name"])} is reserved.`, validationCode: "NAME_RESERVED" });
    const params = (ev["params"] ?? {}) as Record<string, unknown>;
    if (typeof params !== "object" || Array.isArray(params)) {
      out.push({ fieldPath: `${path}.params`, description: "params must be an object.", validationCode: "VALUE_INVALID" });
      return;
    }
    const keys = Object.keys(params).filter((k) => k !== "items");
    if (keys.length > MP_LIMITS.params)
      out.push({
        fieldPath: `${path}.params`,
        description: `An event may carry at most ${MP_LIMITS.params} parameters.`,
        validationCode: "EXCEEDED_MAX_ENTITIES",
      });
    for (const k of keys) {
      const pIssue = nameIssue(`${path}.params.${k}`, k, "Parameter");
      if (pIssue) out.push(pIssue);
      const v = params[k];
      if (typeof v === "string" && v.length > MP_LIMITS.paramValueLength)
        out.push({
          fieldPath: `${path}.params.${k}`,
          description: `Parameter value exceeds ${MP_LIMITS.paramValueLength} characters.`,
          validationCode: "VALUE_OUT_OF_BOUNDS",
        });
      else if (v !== null && typeof v === "object")
        out.push({ fieldPath: `${path}.params.${k}`, description: "A parameter's value must be a string or a number.", validationCode: "VALUE_INVALID" });
    }
    if ("value" in params && typeof params["value"] !== "number")
      out.push({ fieldPath: `${path}.params.value`, description: "value must be a number.", validationCode: "VALUE_INVALID" });
    if ("value" in params && !("currency" in params))
      out.push({ fieldPath: `${path}.params.currency`, description: "currency is required with value.", validationCode: "VALUE_REQUIRED" });
    if ("currency" in params && (typeof params["currency"] !== "string" || !CURRENCY.test(params["currency"])))
      out.push({ fieldPath: `${path}.params.currency`, description: "currency must be an ISO 4217 code.", validationCode: "VALUE_INVALID" });
    if ((ev["name"] === "refund" || ev["name"] === "purchase") && (typeof params["transaction_id"] !== "string" || params["transaction_id"] === ""))
      out.push({ fieldPath: `${path}.params.transaction_id`, description: `${String(ev["name"])} requires transaction_id.`, validationCode: "VALUE_REQUIRED" });
    const items = params["items"];
    if (items === undefined) return;
    if (!Array.isArray(items)) {
      out.push({ fieldPath: `${path}.params.items`, description: "items must be an array.", validationCode: "VALUE_INVALID" });
      return;
    }
    if (items.length > MP_LIMITS.items)
      out.push({
        fieldPath: `${path}.params.items`,
        description: `An event may carry at most ${MP_LIMITS.items} items.`,
        validationCode: "EXCEEDED_MAX_ENTITIES",
      });
    items.forEach((it: unknown, j) => {
      const ip = `${path}.params.items[${j}]`;
      const item = (it ?? {}) as Record<string, unknown>;
      if ((typeof item["item_id"] !== "string" || item["item_id"] === "") && (typeof item["item_name"] !== "string" || item["item_name"] === ""))
        out.push({ fieldPath: ip, description: "An item requires item_id or item_name.", validationCode: "VALUE_REQUIRED" });
      if ("quantity" in item && (typeof item["quantity"] !== "number" || !Number.isInteger(item["quantity"]) || item["quantity"] < 1))
        out.push({ fieldPath: `${ip}.quantity`, description: "quantity must be a whole number of at least 1.", validationCode: "VALUE_INVALID" });
      if ("price" in item && typeof item["price"] !== "number")
        out.push({ fieldPath: `${ip}.price`, description: "price must be a number.", validationCode: "VALUE_INVALID" });
    });
  });
  return out;
}
