/**
 * The real client of the Ministry of Finance white list (https://wl-api.mf.gov.pl): one NIP search on one day.
 * Every answer is checked against the protocol's zod schemas; anything unexpected (timeout, 5xx, 429, HTML, a
 * changed shape) is `ServiceUnavailableError`, so the checkout can let the buyer type the data by hand.
 */
import { getJson, ServiceUnavailableError, type FetchLike } from "../http.ts";
import { EntityResponse, ExceptionResponse, INVALID_NIP_CODES, type WhiteListSubject } from "./protocol.ts";

export const VAT_REGISTER_PRODUCTION_URL = "https://wl-api.mf.gov.pl";

export type RegisterAnswer =
  | { found: true; subject: WhiteListSubject; requestId: string; requestDateTime: string }
  | { found: false; requestId: string; requestDateTime: string };

/** The register refused the NIP itself (wrong length, characters or checksum). */
export class RegisterRejectedNipError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

export interface VatRegisterClientOptions {
  baseUrl: string;
  timeoutMs: number;
  fetch?: FetchLike;
}

export class VatRegisterClient {
  private readonly options: VatRegisterClientOptions;

  constructor(options: VatRegisterClientOptions) {
    this.options = { ...options, baseUrl: options.baseUrl.replace(/\/+$/, "") };
  }

  /** `date` is "YYYY-MM-DD" (the register answers "as of" that day; today in Warsaw for a checkout). */
  async searchNip(nip: string, date: string): Promise<RegisterAnswer> {
    const url = `${this.options.baseUrl}/api/search/nip/${encodeURIComponent(nip)}?date=${encodeURIComponent(date)}`;
    const { status, body } = await getJson("vat-register", url, { timeoutMs: this.options.timeoutMs, fetch: this.options.fetch });
    if (status === 200) {
      const parsed = EntityResponse.safeParse(body);
      if (!parsed.success) throw new ServiceUnavailableError("vat-register", "malformed", { cause: parsed.error });
      const { subject, requestId, requestDateTime } = parsed.data.result;
      return subject ? { found: true, subject, requestId, requestDateTime } : { found: false, requestId, requestDateTime };
    }
    if (status === 400) {
      const error = ExceptionResponse.safeParse(body);
      if (error.success && INVALID_NIP_CODES.includes(error.data.code)) throw new RegisterRejectedNipError(error.data.code, error.data.message);
      throw new ServiceUnavailableError("vat-register", error.success ? `rejected-${error.data.code}` : "http-400");
    }
    throw new ServiceUnavailableError("vat-register", `http-${status}`);
  }
}
