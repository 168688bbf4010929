/**
 * The back office's calls to /api/admin from the browser: JSON, the session cookie sent by the browser, the CSRF
 * token of the session on every change. An answer is the result, or the refusal's code and its Polish sentence.
 */
import { ADMIN_ERRORS } from "./messages.ts";

export type AdminAnswer<T> = { ok: true; result: T } | { ok: false; code: string; message: string; details?: unknown };

export async function adminCall<T>(method: "POST" | "PATCH" | "PUT" | "DELETE", path: string, csrf: string, body?: unknown): Promise<AdminAnswer<T>> {
  let res: Response;
  try {
    res = await fetch(`/api/admin${path}`, {
      method,
      credentials: "same-origin",
      // a DELETE has no body (Fastify refuses an empty JSON one)
      headers: method === "DELETE" ? { "x-csrf-token": csrf } : { "content-type": "application/json", "x-csrf-token": csrf },
      ...(method === "DELETE" ? {} : { body: JSON.stringify(body ?? {}) }),
    });
  } catch {
    return { ok: false, code: "NETWORK", message: ADMIN_ERRORS.NETWORK! };
  }
  const json = (await res.json().catch(() => null)) as { result?: unknown } | null;
  if (res.ok) return { ok: true, result: json?.result as T };
  const refusal = json?.result as { error?: string; details?: unknown } | undefined;
  const code = refusal?.error ?? "INTERNAL_ERROR";
  return { ok: false, code, message: ADMIN_ERRORS[code] ?? ADMIN_ERRORS.INTERNAL_ERROR!, details: refusal?.details };
}

/** Zloty as typed ("12,99", "12.99", "12") in grosze; null when it is not an amount. */
export function parseZloty(text: string): number | null {
  const t = text.trim().replace(/\s/g, "").replace(",", ".");
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(t)) return null;
  return Math.round(Number(t) * 100);
}

/** Grosze as the form shows them ("12,99"). */
export const zlotyText = (grosze: number | null) => (grosze === null ? "" : (grosze / 100).toFixed(2).replace(".", ","));
