/**
 * The contract holds for every route: each /api route declares a response schema for success and, when it reads
 * a body, query or path parameters, for the 400 its validation answers; and every response schema is closed (strict
 * objects, no unknown or any), except the few free-form places listed in OPEN_ON_PURPOSE. Responses are checked
 * against these schemas in tests and development (server/app.ts setSerializerCompiler).
 */
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { registeredRoutes } from "./routes.test-support.ts";

/** Paths (inside a response schema) that are free-form on purpose; each is explained where it is declared. */
const OPEN_ON_PURPOSE = new Set([
  "meta", // contract/envelope.ts: per-endpoint side data
  "result.details", // contract/envelope.ts: each error code's own details
]);

type Def = { type: string } & Record<string, unknown>;
const defOf = (s: unknown) => (s as { _zod: { def: Def } })._zod.def;

/** Where a schema accepts fields nobody wrote down: "items[].stock: unknown", "result: loose object"... */
function openPlaces(schema: z.ZodType): string[] {
  const found: string[] = [];
  const seen = new Set<unknown>();
  const walk = (s: unknown, path: string) => {
    if (seen.has(s)) return;
    seen.add(s);
    const def = defOf(s);
    const here = path || "(root)";
    const open = (why: string) => void (OPEN_ON_PURPOSE.has(path) || found.push(`${here}: ${why}`));
    switch (def.type) {
      case "unknown":
      case "any":
        return open(def.type);
      case "object": {
        const catchall = def["catchall"] as unknown;
        if (catchall === undefined) open("object without strict (use z.strictObject)");
        else if (defOf(catchall).type !== "never") walk(catchall, `${path}[*]`);
        const shape = def["shape"] as Record<string, unknown>;
        for (const key of Object.keys(shape)) walk(shape[key], path ? `${path}.${key}` : key);
        return;
      }
      case "record":
        if (OPEN_ON_PURPOSE.has(path)) return;
        return walk(def["valueType"], `${path}[*]`);
      case "array":
        return walk(def["element"], `${path}[]`);
      case "union":
        for (const o of def["options"] as unknown[]) walk(o, path);
        return;
      case "intersection":
        walk(def["left"], path);
        return walk(def["right"], path);
      case "optional":
      case "nullable":
      case "default":
      case "readonly":
      case "catch":
      case "nonoptional":
        return walk(def["innerType"], path);
      case "pipe":
        return walk(def["out"], path);
      case "lazy":
        return walk((def["getter"] as () => unknown)(), path);
      default:
        return; // string, number, boolean, literal, enum, date, null, ...
    }
  };
  walk(schema, "");
  return found;
}

describe("the API contract", () => {
  it("names a closed response schema for every answer of every /api route", async () => {
    const routes = await registeredRoutes();
    expect(routes.length).toBeGreaterThan(40);
    const problems: string[] = [];
    for (const r of routes) {
      const name = `${String(r.method)} ${r.url}`;
      const schema = (r.schema ?? {}) as { response?: Record<string, z.ZodType>; body?: unknown; querystring?: unknown; params?: unknown };
      const response = schema.response ?? {};
      if (!Object.keys(response).some((s) => s.startsWith("2"))) problems.push(`${name}: no success response schema`);
      if ((schema.body || schema.querystring || schema.params) && !response["400"]) problems.push(`${name}: validates its request but declares no 400 answer`);
      for (const [status, s] of Object.entries(response)) for (const place of openPlaces(s)) problems.push(`${name} ${status} ${place}`);
    }
    expect(problems).toEqual([]);
  });

  it("the check sees an open schema (so it cannot pass by reading nothing)", () => {
    expect(openPlaces(z.strictObject({ a: z.string(), b: z.array(z.strictObject({ c: z.number() })) }))).toEqual([]);
    expect(openPlaces(z.object({ a: z.string() }))).toEqual(["(root): object without strict (use z.strictObject)"]);
    expect(openPlaces(z.strictObject({ a: z.looseObject({}) }))).toEqual(["a[*]: unknown"]);
    expect(openPlaces(z.strictObject({ a: z.array(z.record(z.string(), z.unknown())) }))).toEqual(["a[][*]: unknown"]);
    expect(openPlaces(z.strictObject({ meta: z.record(z.string(), z.unknown()).optional() }))).toEqual([]);
    expect(openPlaces(z.strictObject({ a: z.any().nullable() }))).toEqual(["a: any"]);
  });
});
