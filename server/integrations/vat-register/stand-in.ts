/**
 * The VAT register stand-in: answers `GET /api/search/nip/{nip}?date=YYYY-MM-DD` like wl-api.mf.gov.pl, from the
 * fixture taxpayers, including the register's own error answers (WL-101 no date, WL-102 bad date, WL-103 future
 * date, WL-113/114/115 bad NIP) and `subject: null` for a NIP nobody has. Like the register it counts the searches
 * of each Warsaw day and answers past `dailyLimit` with HTTP 429 WL-191 until midnight; `temporary` makes its next
 * answers the register's temporary refusals (WL-195 "updated, ask again", WL-196 "being updated"). Tests switch
 * `mode` to make it fail otherwise.
 */
import { randomBytes } from "node:crypto";
import { isValidNip } from "../../../domain/tax-id.ts";
import { parseDay, warsawDay } from "../../../domain/warsaw-time.ts";
import { listenControllable, standInServer, type ControllableStandIn, type StandInMode } from "../stand-in.ts";
import { REGISTER_FIXTURES } from "./fixtures.ts";
import { WL_ERRORS, type EntityResponse } from "./protocol.ts";

/** The vat-register stand-in; `calls` counts the requests received (all answers counted). */
export type VatRegisterStandIn = ControllableStandIn & {
  /** Searches a Warsaw day allows (the real register: about 100 per IP); then 429 WL-191 until midnight. */
  dailyLimit: number;
  /** The next `times` searches are answered with this temporary refusal (HTTP 400, as the register does). */
  temporary: { code: "WL-195" | "WL-196"; times: number } | null;
};

/** The register's own default daily allowance of searches per IP (docs/polish-rules.md §2.2). */
export const REGISTER_DAILY_LIMIT = 100;

export async function startVatRegisterStandIn(options: { port?: number; clock?: () => Date; dailyLimit?: number } = {}): Promise<VatRegisterStandIn> {
  const clock = options.clock ?? (() => new Date());
  const app = standInServer();
  const state = {
    mode: "normal" as StandInMode,
    calls: 0,
    dailyLimit: options.dailyLimit ?? REGISTER_DAILY_LIMIT,
    temporary: null as VatRegisterStandIn["temporary"],
  };
  const searchesOn = new Map<string, number>();

  app.get<{ Params: { nip: string }; Querystring: { date?: string } }>("/api/search/nip/:nip", async (req, reply) => {
    state.calls++;
    if (state.mode === "hang") return new Promise(() => undefined);
    if (state.mode === "down") return reply.status(503).type("text/html").send("<html><body><h1>503 Service Unavailable</h1></body></html>");
    const today = warsawDay(clock());
    const searches = (searchesOn.get(today) ?? 0) + 1;
    searchesOn.set(today, searches);
    if (searches > state.dailyLimit) return reply.status(429).send(WL_ERRORS.dailyLimit);
    if (state.temporary && state.temporary.times > 0) {
      const { code } = state.temporary;
      if (--state.temporary.times === 0) state.temporary = null;
      return reply.status(400).send(code === "WL-195" ? WL_ERRORS.databaseUpdated : WL_ERRORS.databaseUpdating);
    }
    const { nip } = req.params;
    const date = req.query.date;
    if (date === undefined || date === "") return reply.status(400).send(WL_ERRORS.dateMissing);
    if (parseDay(date) !== date) return reply.status(400).send(WL_ERRORS.dateFormat(date));
    if (date > warsawDay(clock())) return reply.status(400).send(WL_ERRORS.dateInFuture);
    if (nip.length !== 10) return reply.status(400).send(WL_ERRORS.nipLength(nip));
    if (!/^\d{10}$/.test(nip)) return reply.status(400).send(WL_ERRORS.nipCharacters(nip));
    if (!isValidNip(nip)) return reply.status(400).send(WL_ERRORS.nipChecksum(nip));
    if (state.mode === "malformed") return { result: { subject: { name: 42, nip }, requestId: null } };
    const fixture = REGISTER_FIXTURES.get(nip);
    const subject = fixture && (fixture.registrationLegalDate ?? "") <= date ? fixture : null;
    const body: EntityResponse = { result: { subject, requestId: requestId(), requestDateTime: requestDateTime(clock()) } };
    return body;
  });

  return listenControllable("vat-register", app, options.port ?? 0, state) as Promise<VatRegisterStandIn>;
}

/** Shaped like the register's ids, e.g. "Z6pXz-8a1bi0v". */
function requestId(): string {
  const s = randomBytes(12).toString("base64url").replace(/[-_]/g, "x");
  return `${s.slice(0, 5)}-${s.slice(5, 13)}`;
}

/** "23-11-2026 10:15:02", Warsaw wall clock, as the register writes it. */
function requestDateTime(now: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/Warsaw",
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
}
