/**
 * The real client of the Ministry of Finance white list (https://wl-api.mf.gov.pl): one NIP search on one day.
 * Every answer is checked against the protocol's zod schemas; anything unexpected (timeout, 5xx, 429, HTML, a
 * changed shape) is `ServiceUnavailableError`, so the checkout can let the buyer type the data by hand.
 * The register's temporary refusals (WL-195 "database updated, ask again", WL-196 "being updated, try later") are
 * asked again, a few times; its daily limit (WL-191, HTTP 429) is `RegisterDailyLimitError`: the register blocks the
 * IP until midnight, so the caller stops asking for the rest of the day (server/modules/company/service.ts).
 */
import { getJson, ServiceUnavailableError, type FetchLike } from "../http.ts";
import { DAILY_LIMIT_CODE, EntityResponse, ExceptionResponse, INVALID_NIP_CODES, TEMPORARY_CODES, type WhiteListSubject } from "./protocol.ts";

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

/** The register's daily limit for this IP is spent (WL-191, HTTP 429): it answers nothing more today. */
export class RegisterDailyLimitError extends ServiceUnavailableError {
  constructor() {
    super("vat-register", "daily-limit-WL-191");
  }
}

export interface VatRegisterClientOptions {
  baseUrl: string;
  timeoutMs: number;
  fetch?: FetchLike;
  /** How many times a temporary refusal (WL-195, WL-196) is asked again; default 2. */
  retries?: number;
  /** Wait before asking again after WL-196 (WL-195 is asked again at once); default 500 ms. */
  retryDelayMs?: number;
}

export class VatRegisterClient {
  private readonly options: VatRegisterClientOptions;

  constructor(options: VatRegisterClientOptions) {
    this.options = { ...options, baseUrl: options.baseUrl.replace(/\/+$/, "") };
  }

  /** `date` is "YYYY-MM-DD" (the register answers "as of" that day; today in Warsaw for a checkout). */
  async searchNip(nip: string, date: string): Promise<RegisterAnswer> {
    const retries = this.options.retries ?? 2;
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.searchOnce(nip, date);
      } catch (err) {
        if (!(err instanceof TemporaryRefusal) || attempt >= retries) throw err instanceof TemporaryRefusal ? err.unavailable : err;
        if (err.code !== "WL-195") await new Promise((r) => setTimeout(r, this.options.retryDelayMs ?? 500));
      }
    }
  }

  private async searchOnce(nip: string, date: string): Promise<RegisterAnswer> {
    const url = `${this.options.baseUrl}/api/search/nip/${encodeURIComponent(nip)}?date=${encodeURIComponent(date)}`;
    const { status, body } = await getJson("vat-register", url, { timeoutMs: this.options.timeoutMs, fetch: this.options.fetch });
    if (status === 200) {
      const parsed = EntityResponse.safeParse(body);
      if (!parsed.success) throw new ServiceUnavailableError("vat-register", "malformed", { cause: parsed.error });
      const { subject, requestId, requestDateTime } = parsed.data.result;
      return subject ? { found: true, subject, requestId, requestDateTime } : { found: false, requestId, requestDateTime };
    }
    const error = ExceptionResponse.safeParse(body);
    const code = error.success ? error.data.code : undefined;
    if (status === 429 || code === DAILY_LIMIT_CODE) throw new RegisterDailyLimitError();
    if (code !== undefined && TEMPORARY_CODES.includes(code)) throw new TemporaryRefusal(code);
    if (status === 400) {
      if (error.success && INVALID_NIP_CODES.includes(error.data.code)) throw new RegisterRejectedNipError(error.data.code, error.data.message);
      throw new ServiceUnavailableError("vat-register", code ? `rejected-${code}` : "http-400");
    }
    throw new ServiceUnavailableError("vat-register", `http-${status}`);
  }
}

/** A WL-195 or WL-196 answer: asked again; when the retries are spent, the register is unavailable. */
class TemporaryRefusal extends Error {
  readonly code: string;
  readonly unavailable: ServiceUnavailableError;
  constructor(code: string) {
    super(code);
    this.code = code;
    this.unavailable = new ServiceUnavailableError("vat-register", `temporary-${code}`);
  }
}
