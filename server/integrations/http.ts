/**
 * What every adapter's real client needs from HTTP: a GET with a time limit whose JSON answer is read and
 * classified, so that network failures, timeouts and non-JSON answers all become one "unavailable" error.
 */
export class ServiceUnavailableError extends Error {
  readonly service: string;
  /** "timeout", "network", "http-503", "malformed", … for logs. */
  readonly reason: string;
  constructor(service: string, reason: string, options?: { cause?: unknown }) {
    super(`${service} is unavailable (${reason})`, options);
    this.service = service;
    this.reason = reason;
  }
}

export interface JsonAnswer {
  status: number;
  /** Parsed JSON, or undefined when the body was not JSON. */
  body: unknown;
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export async function getJson(
  service: string,
  url: string,
  options: { timeoutMs: number; fetch?: FetchLike; headers?: Record<string, string> },
): Promise<JsonAnswer> {
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(url, {
      method: "GET",
      headers: { accept: "application/json", ...options.headers },
      redirect: "error",
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (err) {
    const timedOut = err instanceof DOMException && (err.name === "TimeoutError" || err.name === "AbortError");
    throw new ServiceUnavailableError(service, timedOut ? "timeout" : "network", { cause: err });
  }
  let text: string;
  try {
    text = await response.text();
  } catch (err) {
    throw new ServiceUnavailableError(service, "timeout-reading-body", { cause: err });
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, body };
}
