/**
 * The real VIES client (protocol.ts): checks one EU VAT number. An answer VIES made is `{valid, …}`; a number whose
 * form VIES refuses is `ViesInvalidInput`; anything else (MS_UNAVAILABLE, SERVICE_UNAVAILABLE, TIMEOUT, the
 * concurrency limits, a 5xx, HTML, a changed shape, a timeout of ours) is `ServiceUnavailableError` with VIES's code
 * as its reason, so the order can say that the check, not the number, failed.
 */
import { ServiceUnavailableError, type FetchLike } from "../http.ts";
import { CheckVatResponse, ErrorResponse, INPUT_ERRORS } from "./protocol.ts";

export const VIES_PRODUCTION_URL = "https://ec.europa.eu/taxation_customs/vies/rest-api";

export interface ViesAnswer {
  valid: boolean;
  countryCode: string;
  vatNumber: string;
  requestDate: string;
  /** VIES's consultation number (only when the shop sent its own VAT number), else null */
  requestIdentifier: string | null;
  /** null where the member state does not share it ("---") */
  name: string | null;
  address: string | null;
}

export class ViesInvalidInput extends Error {}

export interface ViesClientOptions {
  baseUrl: string;
  timeoutMs: number;
  /** the shop's own EU VAT number (e.g. PL5260250995): VIES then answers a consultation number */
  requester?: string | null | undefined;
  fetch?: FetchLike;
}

/** The port the order checks a company's EU VAT number through. */
export interface ViesChecker {
  check(countryCode: string, vatNumber: string): Promise<ViesAnswer>;
}

const shared = (v: string | null | undefined) => (v && v.trim() !== "---" && v.trim() !== "" ? v.trim() : null);

export class ViesClient implements ViesChecker {
  private readonly o: ViesClientOptions & { fetch: FetchLike };

  constructor(options: ViesClientOptions) {
    this.o = { fetch: (i, init) => fetch(i, init), ...options, baseUrl: options.baseUrl.replace(/\/+$/, "") };
  }

  async check(countryCode: string, vatNumber: string): Promise<ViesAnswer> {
    const requester = this.o.requester?.replace(/\s/g, "").toUpperCase();
    const body = {
      countryCode,
      vatNumber,
      ...(requester && requester.length > 2 ? { requesterMemberStateCode: requester.slice(0, 2), requesterNumber: requester.slice(2) } : {}),
    };
    let res: Response;
    try {
      res = await this.o.fetch(`${this.o.baseUrl}/check-vat-number`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(body),
        redirect: "error",
        signal: AbortSignal.timeout(this.o.timeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof DOMException && (err.name === "TimeoutError" || err.name === "AbortError");
      throw new ServiceUnavailableError("vies", timedOut ? "timeout" : "network", { cause: err });
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(await res.text());
    } catch {
      throw new ServiceUnavailableError("vies", `http-${res.status}-not-json`);
    }
    const failed = ErrorResponse.safeParse(parsed);
    if (failed.success) {
      const code = failed.data.errorWrappers[0]!.error;
      if (INPUT_ERRORS.has(code)) throw new ViesInvalidInput(`VIES refused the number's form (${code})`);
      throw new ServiceUnavailableError("vies", code);
    }
    const ok = CheckVatResponse.safeParse(parsed);
    if (res.status !== 200 || !ok.success) throw new ServiceUnavailableError("vies", res.status !== 200 ? `http-${res.status}` : "malformed");
    const a = ok.data;
    return {
      valid: a.valid,
      countryCode: a.countryCode,
      vatNumber: a.vatNumber,
      requestDate: a.requestDate,
      requestIdentifier: shared(a.requestIdentifier),
      name: shared(a.name),
      address: shared(a.address),
    };
  }
}
