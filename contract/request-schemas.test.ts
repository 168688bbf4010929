/**
 * Every request schema of every /api route is built from the safe primitives (contract/primitives.ts): each string
 * refuses NUL and lone surrogates, each number has bounds inside an int4 column's range. A new field written with a
 * bare z.string() or z.number().int() fails here, before a fuzzer or a shopper finds the 500. The only places a
 * request may hold values nobody declared are the storefront's loose objects named in LOOSE_ON_PURPOSE (it sends
 * whole product documents and addresses with fields the server ignores); what is in them is refused for NUL and
 * lone surrogates by the HTTP layer (server/http/input-guard.ts) before any schema runs.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { INT4_MAX, INT4_MIN, SAFE_TEXT, text } from "./primitives.ts";
import { registeredRoutes } from "../server/http/routes.test-support.ts";

type Def = { type: string } & Record<string, unknown>;
type Check = { _zod: { def: { check: string; format?: string; pattern?: RegExp } } };
const defOf = (s: unknown) => (s as { _zod: { def: Def } })._zod.def;

/** Formats zod checks with an anchored pattern that admits neither NUL nor a surrogate. */
const SAFE_FORMATS = new Set([
  "email",
  "uuid",
  "guid",
  "cuid",
  "cuid2",
  "ulid",
  "e164",
  "ipv4",
  "ipv6",
  "base64",
  "base64url",
  "hex",
  "datetime",
  "date",
  "time",
]);

/** Request places that accept undeclared values on purpose ("route part path"), each a loose part of a storefront body. */
const LOOSE_ON_PURPOSE = new Set([
  "GET /api/catalog/search querystring [*]", // the storefront's extra listing parameters, ignored
  "POST /api/url/map body [*]",
  "POST /api/cart/update body cartItem.product_option[*]", // the product option as the storefront keeps it
  "POST /api/cart/update body cartItem.product_option.extension_attributes[*]",
  "POST /api/cart/update body cartItem.product_option.extension_attributes.configurable_item_options[]",
  "POST /api/cart/update body cartItem.product_option.extension_attributes.configurable_item_options[*]",
  "POST /api/cart/shipping-methods body address[*]", // an address with the storefront's own fields
  "POST /api/cart/shipping-information body addressInformation[*]",
  "POST /api/cart/shipping-information body addressInformation.shippingAddress[*]",
  "POST /api/cart/collect-totals body methods.paymentMethod[*]",
  "POST /api/order body [*]", // the order: whole cart lines and addresses, docs/api.md §4
  "POST /api/order body products[][*]",
  "POST /api/order body products[].product_option",
  "POST /api/order body addressInformation[*]",
  "POST /api/order body addressInformation.payment_method_additional[*]",
  "POST /api/order body addressInformation.shippingExtraFields[*]",
  "POST /api/payment/orders/:orderNumber/pay body additional[*]", // the payment module's extras
  "POST /api/payment/orders/:orderNumber/pay body additional.token_data[*]",
]);

function safeString(def: Def): boolean {
  if (def["format"] && SAFE_FORMATS.has(String(def["format"]))) return true;
  const checks = (def["checks"] as Check[] | undefined) ?? [];
  return checks.some((c) => {
    const d = c._zod.def;
    return d.check === "string_format" && (d.pattern?.source === SAFE_TEXT.source || (d.format !== undefined && SAFE_FORMATS.has(d.format)));
  });
}

/** Places in a request schema that let a NUL, a lone surrogate or an out-of-range integer through. */
function unsafePlaces(schema: unknown): string[] {
  const found: string[] = [];
  const seen = new Set<unknown>();
  const walk = (s: unknown, path: string) => {
    if (seen.has(s)) return;
    seen.add(s);
    const def = defOf(s);
    const here = path || "(root)";
    switch (def.type) {
      case "string":
        if (!safeString(def)) found.push(`${here}: string without text()`);
        return;
      case "number": {
        const n = s as { minValue: number | null; maxValue: number | null };
        if (n.minValue === null || n.maxValue === null || n.minValue < INT4_MIN || n.maxValue > INT4_MAX) found.push(`${here}: number without int4 bounds`);
        return;
      }
      case "bigint":
      case "any":
      case "unknown":
        found.push(`${here}: ${def.type}`);
        return;
      case "object": {
        const catchall = def["catchall"] as unknown;
        if (catchall !== undefined && defOf(catchall).type !== "never") walk(catchall, `${path}[*]`);
        const shape = def["shape"] as Record<string, unknown>;
        for (const key of Object.keys(shape)) walk(shape[key], path ? `${path}.${key}` : key);
        return;
      }
      case "record":
        walk(def["keyType"], `${path}{key}`);
        return walk(def["valueType"], `${path}[*]`);
      case "array":
        return walk(def["element"], `${path}[]`);
      case "tuple":
        for (const [i, item] of (def["items"] as unknown[]).entries()) walk(item, `${path}[${i}]`);
        return;
      case "union":
        for (const o of def["options"] as unknown[]) walk(o, path);
        return;
      case "intersection":
        walk(def["left"], path);
        return walk(def["right"], path);
      case "optional":
      case "nullable":
      case "default":
      case "prefault":
      case "readonly":
      case "catch":
      case "nonoptional":
        return walk(def["innerType"], path);
      case "pipe":
        // What the request is checked as: the input side (a transform's output is ours).
        return walk(def["in"], path);
      case "lazy":
        return walk((def["getter"] as () => unknown)(), path);
      default:
        return; // boolean, literal, enum, null, transform, ...
    }
  };
  walk(schema, "");
  return found;
}

describe("request schemas", () => {
  it("refuse NUL and lone surrogates in every string, and bound every number to an int4 column's range, of every /api route", async () => {
    const routes = await registeredRoutes();
    expect(routes.length).toBeGreaterThan(40);
    const problems: string[] = [];
    const loose = new Set<string>();
    for (const r of routes) {
      const schema = (r.schema ?? {}) as Record<string, unknown>;
      for (const part of ["body", "querystring", "params"] as const) {
        if (!schema[part]) continue;
        for (const place of unsafePlaces(schema[part])) {
          const found = `${String(r.method)} ${r.url} ${part} ${place}`;
          const open = found.replace(/: unknown$/, "");
          if (open !== found && LOOSE_ON_PURPOSE.has(open)) loose.add(open);
          else problems.push(found);
        }
      }
    }
    expect(problems).toEqual([]);
    // every listed loose place still exists (a stale entry would hide a new one of the same name)
    expect([...LOOSE_ON_PURPOSE].filter((p) => !loose.has(p))).toEqual([]);
  });

  it("the check sees a bare string and an unbounded integer (so it cannot pass by reading nothing)", () => {
    expect(unsafePlaces(z.strictObject({ a: text().max(3), b: z.email(), c: z.number().int().min(0).max(5) }))).toEqual([]);
    expect(unsafePlaces(z.strictObject({ a: z.string().max(3), b: z.array(z.number().int()) }))).toEqual([
      "a: string without text()",
      "b[]: number without int4 bounds",
    ]);
    expect(unsafePlaces(z.record(z.string(), text()))).toEqual(["{key}: string without text()"]);
    expect(
      unsafePlaces(
        z.coerce
          .number()
          .int()
          .min(1)
          .max(2 ** 31),
      ),
    ).toEqual(["(root): number without int4 bounds"]);
  });

  it("text() refuses NUL and lone surrogates and keeps every real character", () => {
    for (const bad of ["\u0000", "a\u0000b", "\uD800", "x\uDC00", "\uDBFF\uD800", "\uDC00\uD800"])
      expect(text().safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    for (const good of ["", "O'Reilly", "Zażółć gęślą jaźń", "😀 emoji", "日本語", "tab\tnew\nline"]) expect(text().safeParse(good).success, good).toBe(true);
  });
});
