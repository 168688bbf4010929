/**
 * The last line of defence against text PostgreSQL cannot hold: a query string, path or JSON body carrying a NUL
 * character or a lone UTF-16 surrogate (in a value or in a key) is answered 400 INVALID_CHARACTERS before any
 * route's schema or handler runs. The request schemas refuse the same through text() (contract/primitives.ts);
 * this guard covers what a schema leaves open (free-form objects) and any field written without the primitive.
 */
import { isSafeText } from "../../contract/primitives.ts";
import { ApiError } from "./envelope.ts";

/** Deeper than any request we read; a body nested past it is refused rather than walked. */
const MAX_DEPTH = 32;

/** The path of the first string (value or key) that is not safe text, or null when there is none. */
export function unsafeTextAt(value: unknown, path = "", depth = 0): string | null {
  if (typeof value === "string") return isSafeText(value) ? null : path || "(root)";
  if (value === null || typeof value !== "object") return null;
  if (depth > MAX_DEPTH) return path || "(root)";
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = unsafeTextAt(value[i], `${path}[${i}]`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const key of Object.keys(value)) {
    const here = path ? `${path}.${key}` : key;
    if (!isSafeText(key)) return here;
    const found = unsafeTextAt((value as Record<string, unknown>)[key], here, depth + 1);
    if (found) return found;
  }
  return null;
}

/** A preValidation hook: throws INVALID_CHARACTERS (400) naming where the bad text is. */
export async function refuseUnsafeText(req: { query: unknown; params: unknown; body: unknown }): Promise<void> {
  for (const [where, value] of [
    ["query", req.query],
    ["path", req.params],
    ["body", req.body],
  ] as const) {
    const at = unsafeTextAt(value);
    if (at !== null) {
      throw new ApiError("INVALID_CHARACTERS", `The ${where} contains a NUL character or a lone surrogate (at ${at}).`, { in: where, path: at });
    }
  }
}
