/**
 * Hostile input never answers 5xx: every /api operation, enumerated from the route plugins (the same registry the
 * contract checks read), gets query strings, path parameters and JSON bodies built from its own request schema's
 * field names, filled with malformed, boundary and hostile values (NUL, lone surrogates, integers past int4,
 * negatives, floats, prototype keys, very long strings, wrong types, arrays for scalars). Fixed seed, a bounded
 * number of runs per route: about 30 s on PGlite.
 *
 * Needs the dev dependency fast-check (`npm install -D fast-check`).
 */
import fc from "fast-check";
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registeredRoutes } from "../../contract/routes.test-support.ts";
import { ACCOUNT_ENV, login, register } from "../test/customers.ts";
import { setupTestApp, type TestContext } from "../test/helper.ts";

const SEED = 17;
const RUNS_PER_ROUTE = 20;

let t: TestContext;
let routes: RouteOptions[];
let token = "";
beforeAll(async () => {
  t = await setupTestApp(ACCOUNT_ENV);
  routes = await registeredRoutes();
  token = (await login(t.app, await register(t.app))).token;
});
afterAll(async () => {
  await t?.close();
});

type Def = { type: string } & Record<string, unknown>;
const defOf = (s: unknown) => (s as { _zod: { def: Def } })._zod.def;

/** The field names a request schema reads (top level and one level down), so the values land where code looks. */
function fieldsOf(schema: unknown, depth = 0): Map<string, string[]> {
  const out = new Map<string, string[]>();
  if (!schema || depth > 1) return out;
  let def = defOf(schema);
  while (["optional", "nullable", "default", "prefault", "pipe"].includes(def.type)) def = defOf(def.type === "pipe" ? def["in"] : def["innerType"]);
  if (def.type !== "object") return out;
  for (const [key, child] of Object.entries(def["shape"] as Record<string, unknown>)) {
    out.set(key, []);
    for (const inner of fieldsOf(child, depth + 1).keys()) out.get(key)?.push(inner);
  }
  return out;
}

const LONG = "ą".repeat(20_000);
const hostileScalar = fc.oneof(
  fc.constantFrom<unknown>(
    "\u0000",
    "a\u0000b",
    "\uD800",
    "x\uDC00y",
    "__proto__",
    "constructor",
    "prototype",
    "toString",
    "",
    " ",
    LONG,
    "O'Reilly",
    "'; DROP TABLE products; --",
    "%00",
    "../../etc/passwd",
    "😀",
    2 ** 31,
    2 ** 31 - 1,
    -(2 ** 31) - 1,
    -1,
    0,
    1.5,
    -0.000001,
    1e308,
    Number.MAX_SAFE_INTEGER + 2,
    "99999999999999999999",
    "1e400",
    "NaN",
    true,
    false,
    null,
  ),
  fc.string({ maxLength: 40, unit: "binary" }),
  fc.integer(),
  fc.double(),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom("__proto__", "constructor", "a", "\u0000", "id"), hostileScalar, { maxKeys: 3 }) },
);

/** A request part: each known field absent or hostile (nested fields too), plus a stray or prototype key. */
function partFor(fields: Map<string, string[]>): fc.Arbitrary<Record<string, unknown>> {
  const entries = [...fields.entries()].map(([key, inner]) => {
    const nested = inner.length
      ? fc.oneof(hostileValue, fc.record(Object.fromEntries(inner.map((k) => [k, hostileValue])), { requiredKeys: [] }))
      : hostileValue;
    return [key, nested] as const;
  });
  return fc
    .tuple(
      fc.record(Object.fromEntries(entries), { requiredKeys: [] }),
      fc.option(fc.tuple(fc.constantFrom("constructor", "__proto__", "x\u0000", "extra"), hostileScalar)),
    )
    .map(([record, stray]) => {
      const out: Record<string, unknown> = { ...record };
      if (stray) Object.defineProperty(out, stray[0], { value: stray[1], enumerable: true, writable: true, configurable: true });
      return out;
    });
}

const asQueryValue = (v: unknown): string[] =>
  Array.isArray(v) ? v.map((x) => String(x)) : [typeof v === "object" && v !== null ? JSON.stringify(v) : String(v)];
function queryString(q: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const key of Object.keys(q)) for (const v of asQueryValue(q[key])) parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(v)}`);
  return parts.join("&");
}
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** encodeURIComponent throws on a lone surrogate; such a path is sent as invalid UTF-8 instead. */
const pathSegment = (v: unknown) => {
  const s = asQueryValue(v)[0] ?? "";
  return LONE_SURROGATE.test(s) ? "%ED%A0%80" : encodeURIComponent(s) || "x";
};

describe("hostile input", () => {
  it("every /api operation is fuzzed (a new route is covered by being registered)", () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  it("never answers 5xx on any /api operation", { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const method = String(route.method);
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      const params = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] ?? "");
      const request = fc.record({
        query: partFor(new Map([...fieldsOf(schema["querystring"]), ["token", []]])),
        params: fc.record(Object.fromEntries(params.map((p) => [p, hostileValue]))),
        body: fc.oneof({ weight: 6, arbitrary: partFor(fieldsOf(schema["body"])) }, { weight: 1, arbitrary: hostileValue }),
        signedIn: fc.boolean(),
      });
      await fc
        .assert(
          fc.asyncProperty(request, async ({ query, params: values, body, signedIn }) => {
            if (signedIn) query["token"] = token;
            const path = route.url.replace(/:(\w+)/g, (_m, name: string) => pathSegment(values[name]));
            const qs = queryString(query);
            const res = await t.app.inject({
              method: method as "GET",
              url: qs ? `${path}?${qs}` : path,
              ...(method === "GET" || method === "DELETE" ? {} : { payload: JSON.stringify(body), headers: { "content-type": "application/json" } }),
            });
            if (res.statusCode >= 500)
              failures.push(
                `${method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 300)}\n  query=${qs.slice(0, 300)}\n  body=${JSON.stringify(body).slice(0, 300)}`,
              );
            return res.statusCode < 500;
          }),
          { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
        )
        .catch(() => undefined); // every route runs; the failures are listed together below
    }
    expect(failures).toEqual([]);
  });
});
