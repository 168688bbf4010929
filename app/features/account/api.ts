/**
 * One HTTP call to the JSON API, always answered as an envelope `{code, result, meta}`: a network failure
 * becomes code 0 (NETWORK_ERROR), a response that is not JSON code 500 (BAD_CONTENT_TYPE), so callers
 * only ever look at `code`. The token travels as `Authorization: Bearer` (the API prefers it to ?token=).
 * Account calls do not use this directly: they go through the session's `accountCall` (session-runtime.ts),
 * which adds the token and its refresh.
 */
import type { ApiAnswer, ApiErrorResult } from "./types.ts";

export interface CallInit {
  method?: "GET" | "POST" | "DELETE" | "PUT";
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  token?: string | null;
  signal?: AbortSignal;
}

export type Fetch = typeof fetch;

export function failure(code: number, error: string, message?: string): ApiAnswer<ApiErrorResult> {
  return { code, result: { error, message } };
}

export async function callApi<T>(path: string, init: CallInit = {}, fetchImpl: Fetch = fetch): Promise<ApiAnswer<T>> {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(init.query ?? {})) if (v !== undefined) query.set(k, String(v));
  const url = query.size ? `${path}?${query}` : path;
  const headers: Record<string, string> = { accept: "application/json" };
  if (init.body !== undefined) headers["content-type"] = "application/json";
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: init.method ?? "GET",
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
      credentials: "same-origin",
    });
  } catch {
    return failure(0, "NETWORK_ERROR") as ApiAnswer<T>;
  }
  if (!(response.headers.get("content-type") ?? "").includes("application/json")) {
    return failure(500, "BAD_CONTENT_TYPE") as ApiAnswer<T>;
  }
  try {
    const body = (await response.json()) as ApiAnswer<T>;
    if (typeof body?.code !== "number") return failure(500, "BAD_RESPONSE") as ApiAnswer<T>;
    return body;
  } catch {
    return failure(500, "BAD_RESPONSE") as ApiAnswer<T>;
  }
}

/** The stable error code of a failed answer (VALIDATION_FAILED, EMAIL_TAKEN, ...), or null on success. */
export function errorCode(answer: ApiAnswer<unknown>): string | null {
  if (answer.code === 200) return null;
  const r = answer.result as Partial<ApiErrorResult> | string | null;
  if (r && typeof r === "object" && typeof r.error === "string") return r.error;
  return answer.code === 401 ? "UNAUTHORIZED" : "UNKNOWN";
}
