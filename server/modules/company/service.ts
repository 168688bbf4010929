/**
 * Company lookup for the company buyer at checkout: a NIP with a valid checksum is looked up in the VAT-payer
 * register (white list) as of today, and the name, REGON, VAT status and address come back. Answers are kept
 * per NIP per day in the database (shared by every process), and each register call takes one from a daily
 * budget shared the same way; when the budget is spent or the register fails, the buyer types the data by hand.
 * Those answers are refusals returned as values (docs/architecture.md, "Outcomes as values"); bugs are thrown.
 */
import type { FastifyBaseLogger } from "fastify";
import { parseOneLineAddress, type PostalAddress } from "../../../domain/postal-address.ts";
import { isValidNip, normalizeNip } from "../../../domain/tax-id.ts";
import { warsawDay } from "../../../domain/warsaw-time.ts";
import type { Database } from "../../db/client.ts";
import type { RowOf } from "../../db/rows.ts";
import type { vatRegisterLookups } from "./tables.ts";
import { accept, refuse, valueOr, type Outcome, type Refusal } from "../../http/outcome.ts";
import { spendDailyBudget, takeFromDailyBudget } from "../../integrations/budget.ts";
import { hitRateLimit } from "../../lib/rate-limit.ts";
import { ServiceUnavailableError } from "../../integrations/http.ts";
import { RegisterDailyLimitError, RegisterRejectedNipError, type RegisterAnswer, type VatRegisterClient } from "../../integrations/vat-register/client.ts";
import { WhiteListSubject } from "../../integrations/vat-register/protocol.ts";

export const NIP_INVALID_MESSAGE = "The entered NIP is incorrect";
export const COMPANY_NOT_FOUND_MESSAGE = "There is no company with given tax id in the register";
export const REGISTER_UNAVAILABLE_MESSAGE = "The VAT-payer register cannot be reached now. Please enter the company data yourself.";

export interface Company {
  nip: string;
  name: string;
  regon: string | null;
  /** "Czynny", "Zwolniony" or "Niezarejestrowany", as the register says. */
  statusVat: string;
  /** Seat (legal persons) or place of business (sole traders); null when the register's line cannot be split. */
  address: PostalAddress | null;
  /** The register's proof of the check, to keep with the order. */
  requestId: string;
}

export interface CompanyLookupOptions {
  db: Database;
  /** null when no register is configured (then every uncached lookup is "unavailable"). */
  register: VatRegisterClient | null;
  dailyBudget: number;
  /** Register calls one client IP may cause per day, so one client cannot spend everyone's budget. */
  perIpDailyShare?: number;
  clock?: () => Date;
}

export interface LookupContext {
  ip?: string;
  log?: FastifyBaseLogger;
}

/** Why a lookup gives no company: the NIP, the register (none, down, budget spent), or the caller's limits. */
export type CompanyRefusal = "NIP_INVALID" | "COMPANY_NOT_FOUND" | "REGISTER_UNAVAILABLE" | "RATE_LIMITED";

type LookupRow = Pick<RowOf<typeof vatRegisterLookups>, "found" | "subject" | "request_id" | "request_date_time">;

const BUDGET_KEY = "vat-register";
const nipInvalid = () => refuse("NIP_INVALID", NIP_INVALID_MESSAGE);

export class CompanyLookup {
  private readonly db: Database;
  private readonly register: VatRegisterClient | null;
  private readonly dailyBudget: number;
  private readonly perIpDailyShare: number;
  private readonly clock: () => Date;
  /** Register calls under way in this process: a double click or two tabs share one call. */
  private readonly pending = new Map<string, Promise<Outcome<RegisterAnswer, CompanyRefusal>>>();

  constructor(options: CompanyLookupOptions) {
    this.db = options.db;
    this.register = options.register;
    this.dailyBudget = options.dailyBudget;
    this.perIpDailyShare = options.perIpDailyShare ?? Number.POSITIVE_INFINITY;
    this.clock = options.clock ?? (() => new Date());
  }

  /** The company with this NIP (spaces, dashes and a PL prefix are ignored), or why there is none. */
  async find(input: string, context: LookupContext = {}): Promise<Outcome<Company, CompanyRefusal>> {
    const nip = normalizeNip(input);
    if (!isValidNip(nip)) return nipInvalid();
    const day = warsawDay(this.clock());
    const cached = await this.cached(nip, day);
    const answer = cached ? accept(cached) : await this.askRegisterOnce(nip, day, context);
    if (!answer.ok) return answer;
    if (!answer.value.found) return refuse("COMPANY_NOT_FOUND", COMPANY_NOT_FOUND_MESSAGE);
    return accept(toCompany(answer.value.subject, answer.value.requestId));
  }

  /** `find` for a caller that has no other answer to give than a thrown refusal. */
  async lookup(input: string, context: LookupContext = {}): Promise<Company> {
    return valueOr(await this.find(input, context));
  }

  private async cached(nip: string, day: string): Promise<RegisterAnswer | null> {
    const rows = await this.db.query<LookupRow>("SELECT found, subject, request_id, request_date_time FROM vat_register_lookups WHERE nip = $1 AND day = $2", [
      nip,
      day,
    ]);
    const row = rows[0];
    if (!row) return null;
    if (!row.found) return { found: false, requestId: row.request_id, requestDateTime: row.request_date_time };
    const subject = WhiteListSubject.safeParse(row.subject);
    return subject.success ? { found: true, subject: subject.data, requestId: row.request_id, requestDateTime: row.request_date_time } : null;
  }

  private askRegisterOnce(nip: string, day: string, context: LookupContext): Promise<Outcome<RegisterAnswer, CompanyRefusal>> {
    const key = `${nip}|${day}`;
    let call = this.pending.get(key);
    if (!call) {
      call = this.askRegister(nip, day, context).finally(() => this.pending.delete(key));
      this.pending.set(key, call);
    }
    return call;
  }

  private async askRegister(nip: string, day: string, { ip, log }: LookupContext): Promise<Outcome<RegisterAnswer, CompanyRefusal>> {
    if (!this.register) return unavailable(log, "no register configured");
    if (ip !== undefined && Number.isFinite(this.perIpDailyShare)) {
      const share = await hitRateLimit(this.db, `vat-register:${ip}`, { limit: this.perIpDailyShare, windowSeconds: 86_400 }, this.clock());
      if (!share.allowed) return refuse("RATE_LIMITED", "Too many company lookups today. Please enter the company data yourself.");
    }
    if (!(await takeFromDailyBudget(this.db, BUDGET_KEY, day, this.dailyBudget))) return unavailable(log, "daily budget spent");
    let answer: RegisterAnswer;
    try {
      answer = await this.register.searchNip(nip, day);
    } catch (err) {
      if (err instanceof RegisterRejectedNipError) return nipInvalid();
      // The register blocks this IP until midnight (Warsaw): no process asks it again today.
      if (err instanceof RegisterDailyLimitError) await spendDailyBudget(this.db, BUDGET_KEY, day);
      if (err instanceof ServiceUnavailableError) return unavailable(log, err.reason, err);
      throw err;
    }
    await this.db.query(
      `INSERT INTO vat_register_lookups (nip, day, found, subject, request_id, request_date_time) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (nip, day) DO NOTHING`,
      [nip, day, answer.found, answer.found ? JSON.stringify(answer.subject) : null, answer.requestId, answer.requestDateTime],
    );
    return accept(answer);
  }
}

function unavailable(log: FastifyBaseLogger | undefined, reason: string, err?: unknown): Refusal<"REGISTER_UNAVAILABLE"> {
  log?.warn({ err, reason }, "VAT register lookup unavailable");
  return refuse("REGISTER_UNAVAILABLE", REGISTER_UNAVAILABLE_MESSAGE);
}

export function toCompany(subject: WhiteListSubject, requestId: string): Company {
  return {
    nip: subject.nip,
    name: subject.name,
    regon: subject.regon,
    statusVat: subject.statusVat,
    address: parseOneLineAddress(subject.residenceAddress) ?? parseOneLineAddress(subject.workingAddress),
    requestId,
  };
}
