/** The real white-list client against the stand-in, over HTTP: the stand-in speaks the register's protocol. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ServiceUnavailableError } from "../http.ts";
import { RegisterRejectedNipError, VatRegisterClient } from "./client.ts";
import { REGISTER_FIXTURES } from "./fixtures.ts";
import { isValidNip, isValidRegon } from "../../../domain/tax-id.ts";
import { parseOneLineAddress } from "../../../domain/postal-address.ts";
import { startVatRegisterStandIn, type VatRegisterStandIn } from "./stand-in.ts";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { RegisterDailyLimitError } from "./client.ts";

const TODAY = "2026-11-23";
let standIn: VatRegisterStandIn;
let client: VatRegisterClient;
/** Only for "the register hangs": every other call gets a time limit no loaded machine reaches. */
let impatient: VatRegisterClient;

beforeAll(async () => {
  standIn = await startVatRegisterStandIn({ clock: () => new Date("2026-11-23T10:00:00Z") });
  client = new VatRegisterClient({ baseUrl: `${standIn.url}/`, timeoutMs: 10_000 });
  impatient = new VatRegisterClient({ baseUrl: standIn.url, timeoutMs: 300 });
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.mode = "normal";
});

describe("the fixture taxpayers", () => {
  it("are about fifteen, with valid NIP and REGON checksums and addresses the shop can split", () => {
    expect(REGISTER_FIXTURES.size).toBeGreaterThanOrEqual(15);
    for (const s of REGISTER_FIXTURES.values()) {
      expect(isValidNip(s.nip), s.nip).toBe(true);
      expect(isValidRegon(s.regon ?? ""), s.regon ?? "").toBe(true);
      expect(parseOneLineAddress(s.residenceAddress ?? s.workingAddress), s.name).not.toBeNull();
    }
    const statuses = new Set([...REGISTER_FIXTURES.values()].map((s) => s.statusVat));
    expect(statuses).toEqual(new Set(["Czynny", "Zwolniony", "Niezarejestrowany"]));
  });
});

describe("VatRegisterClient.searchNip", () => {
  it("finds a taxpayer, with the register's proof of the check", async () => {
    const answer = await client.searchNip("5261588130", TODAY);
    expect(answer.found).toBe(true);
    if (!answer.found) return;
    expect(answer.subject).toMatchObject({ nip: "5261588130", statusVat: "Czynny", regon: "998698795", residenceAddress: "ul. Prosta 49 00-838 Warszawa" });
    expect(answer.requestId).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{8}$/);
    expect(answer.requestDateTime).toBe("23-11-2026 11:00:00");
  });

  it("answers not found (subject null) for a valid NIP nobody has", async () => {
    const answer = await client.searchNip("8567346215", TODAY);
    expect(answer).toMatchObject({ found: false });
    expect(answer.requestId).not.toBe("");
  });

  it("does not find a company before its registration date", async () => {
    expect((await client.searchNip("7397116495", "2019-09-30")).found).toBe(false);
    expect((await client.searchNip("7397116495", "2019-10-01")).found).toBe(true);
  });

  it.each([
    ["8567346216", "WL-115"],
    ["123456789", "WL-113"],
    ["12345678ab", "WL-114"],
  ])("%s is rejected by the register with %s", async (nip, code) => {
    const err = await client.searchNip(nip, TODAY).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RegisterRejectedNipError);
    expect((err as RegisterRejectedNipError).code).toBe(code);
  });

  it.each([
    ["down", "http-503"],
    ["hang", "timeout"],
    ["malformed", "malformed"],
  ] as const)("register %s → unavailable (%s)", async (mode, reason) => {
    standIn.mode = mode;
    const err = await (mode === "hang" ? impatient : client).searchNip("5261588130", TODAY).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ServiceUnavailableError);
    expect((err as ServiceUnavailableError).reason).toBe(reason);
  });

  it("a register that does not listen is unavailable (network)", async () => {
    const closed = await startVatRegisterStandIn();
    await closed.close();
    const err = await new VatRegisterClient({ baseUrl: closed.url, timeoutMs: 10_000 }).searchNip("5261588130", TODAY).catch((e: unknown) => e);
    expect((err as ServiceUnavailableError).reason).toBe("network");
  });

  it("accepts a subject with only the fields the shop needs (the register may drop the others)", async () => {
    const body = {
      result: {
        subject: { name: "FIRMA", nip: "5261588130", statusVat: "Czynny", regon: null, residenceAddress: "ul. Prosta 49 00-838 Warszawa" },
        requestId: "abcde-12345678",
        requestDateTime: "23-11-2026 10:00:00",
      },
    };
    const minimal = new VatRegisterClient({ baseUrl: "http://register.invalid", timeoutMs: 10_000, fetch: async () => Response.json(body) });
    const answer = await minimal.searchNip("5261588130", TODAY);
    expect(answer).toMatchObject({ found: true, subject: { name: "FIRMA", krs: null, workingAddress: null, accountNumbers: [], representatives: [] } });
  });

  it("an HTML answer with status 200 is unavailable (malformed)", async () => {
    const html = new VatRegisterClient({
      baseUrl: "http://register.invalid",
      timeoutMs: 10_000,
      fetch: async () => new Response("<html>maintenance</html>", { status: 200 }),
    });
    await expect(html.searchNip("5261588130", TODAY)).rejects.toMatchObject({ reason: "malformed" });
  });

  it("a date the register refuses is unavailable, not a verdict on the NIP", async () => {
    const err = await client.searchNip("5261588130", "2027-01-01").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ServiceUnavailableError);
    expect((err as ServiceUnavailableError).reason).toBe("rejected-WL-103");
  });
});

describe("the stand-in speaks the register's protocol", () => {
  const get = (path: string) => fetch(`${standIn.url}${path}`).then(async (r) => ({ status: r.status, body: await r.json() }));

  it.each([
    ["/api/search/nip/5261588130", 400, { code: "WL-101", message: "Pole 'data' nie może być puste." }],
    ["/api/search/nip/5261588130?date=23-11-2026", 400, { code: "WL-102" }],
    ["/api/search/nip/5261588130?date=2026-11-24", 400, { code: "WL-103", message: "Data nie może być datą przyszłą." }],
    ["/api/search/nip/526158813?date=2026-11-23", 400, { code: "WL-113" }],
    ["/api/search/nip/8567346216?date=2026-11-23", 400, { code: "WL-115", message: "Nieprawidłowy NIP (8567346216)." }],
    ["/api/search/nip/8567346215?date=2026-11-23", 200, { result: { subject: null } }],
  ])("%s → %i", async (path, status, body) => {
    const res = await get(path);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject(body);
  });

  it("counts the searches it answers", async () => {
    const before = standIn.calls;
    await client.searchNip("5261588130", TODAY);
    expect(standIn.calls).toBe(before + 1);
  });
});

/**
 * The register's answers as recorded (server/integrations/vat-register/recorded/*.json: the request, status and
 * body; shaped after the register's documented answers, API Rejestr WL 1.6, and public clients' recordings), served
 * to the real client by a fetch that replays them.
 */
const RECORDED_DIR = join(import.meta.dirname, "recorded");
type Recording = { request: string; status: number; body: unknown };
const recorded = (name: string): Recording => JSON.parse(readFileSync(join(RECORDED_DIR, `${name}.json`), "utf8"));
function replaying(...names: string[]) {
  const queue = names.map(recorded);
  const asked: string[] = [];
  const client = new VatRegisterClient({
    baseUrl: "https://wl-api.mf.gov.pl",
    timeoutMs: 10_000,
    retryDelayMs: 0,
    fetch: async (url) => {
      asked.push(String(url));
      const next = queue.length > 1 ? queue.shift()! : queue[0]!;
      return Response.json(next.body, { status: next.status });
    },
  });
  return { client, asked };
}

describe("the real client against the register's recorded answers", () => {
  it("every recording names its request, and its body is the register's shape", () => {
    const files = readdirSync(RECORDED_DIR).filter((f) => f.endsWith(".json"));
    expect(files.length).toBeGreaterThanOrEqual(9);
    for (const f of files) {
      const r = JSON.parse(readFileSync(join(RECORDED_DIR, f), "utf8")) as Recording;
      expect(r.request, f).toMatch(/^GET \/api\/search\/nip\/\w+\?date=\d{4}-\d{2}-\d{2}$/);
      expect(r.body, f).toSatisfy((b: object) => "result" in b || ("code" in b && "message" in b));
    }
  });

  it("reads a found taxpayer and an SME-exempt one with its exemptionSmeDate", async () => {
    const found = await replaying("search-nip-found").client.searchNip("5261588130", "2026-11-26");
    expect(found).toMatchObject({ found: true, requestId: "Z6pXz-8a1bi0v", subject: { statusVat: "Czynny", exemptionSmeDate: null } });
    const sme = await replaying("search-nip-sme-exempt").client.searchNip("7272524778", "2026-11-26");
    expect(sme).toMatchObject({
      found: true,
      subject: { statusVat: "Zwolniony", exemptionSmeDate: "2025-04-01", workingAddress: "PIOTRKOWSKA 104, 90-926 ŁÓDŹ" },
    });
    expect(await replaying("search-nip-not-found").client.searchNip("8567346215", "2026-11-26")).toMatchObject({ found: false });
  });

  it.each([
    ["wl-115-invalid-nip", "WL-115", "Nieprawidłowy NIP (1112111111)."],
    ["wl-113-nip-length", "WL-113", "Pole 'NIP' ma nieprawidłową długość. Wymagane 10 znaków (526158813)."],
  ])("%s: the NIP is refused with the register's words", async (name, code, message) => {
    const err = await replaying(name)
      .client.searchNip("1112111111", "2026-11-26")
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RegisterRejectedNipError);
    expect(err).toMatchObject({ code, message });
  });

  it("WL-191 (429) is the daily limit, asked once and never again by the client", async () => {
    const { client: c, asked } = replaying("wl-191-daily-limit");
    const err = await c.searchNip("5261588130", "2026-11-26").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RegisterDailyLimitError);
    expect(err).toBeInstanceOf(ServiceUnavailableError);
    expect(asked).toHaveLength(1);
  });

  it("WL-195 and WL-196 are asked again, and the answer that follows is used", async () => {
    const { client: c, asked } = replaying("wl-195-database-updated", "wl-196-database-updating", "search-nip-found");
    expect(await c.searchNip("5261588130", "2026-11-26")).toMatchObject({ found: true });
    expect(asked).toHaveLength(3);
    const stuck = replaying("wl-196-database-updating");
    await expect(stuck.client.searchNip("5261588130", "2026-11-26")).rejects.toMatchObject({ reason: "temporary-WL-196" });
    expect(stuck.asked).toHaveLength(3);
  });

  it("a future date (WL-103) is unavailable, not a verdict on the NIP", async () => {
    await expect(replaying("wl-103-future-date").client.searchNip("5261588130", "2026-11-27")).rejects.toMatchObject({ reason: "rejected-WL-103" });
  });
});

describe("the stand-in's limits and temporary refusals, as the register's", () => {
  it("answers 429 WL-191 past its daily limit until the Warsaw midnight", async () => {
    let now = new Date("2026-11-23T22:00:00Z"); // 23:00 in Warsaw
    const limited = await startVatRegisterStandIn({ clock: () => now, dailyLimit: 2 });
    try {
      const c = new VatRegisterClient({ baseUrl: limited.url, timeoutMs: 10_000 });
      await c.searchNip("5261588130", "2026-11-23");
      await c.searchNip("6765761698", "2026-11-23");
      const res = await fetch(`${limited.url}/api/search/nip/5261588130?date=2026-11-23`);
      expect(res.status).toBe(429);
      expect(await res.json()).toEqual(recorded("wl-191-daily-limit").body);
      now = new Date("2026-11-23T23:00:01Z"); // past midnight in Warsaw
      expect((await c.searchNip("5261588130", "2026-11-24")).found).toBe(true);
    } finally {
      await limited.close();
    }
  });

  it("answers its next searches with WL-195 / WL-196 when told to, and the client gets through", async () => {
    const c = new VatRegisterClient({ baseUrl: standIn.url, timeoutMs: 10_000, retryDelayMs: 0 });
    standIn.temporary = { code: "WL-196", times: 2 };
    const before = standIn.calls;
    expect((await c.searchNip("5261588130", TODAY)).found).toBe(true);
    expect(standIn.calls - before).toBe(3);
    standIn.temporary = { code: "WL-195", times: 1 };
    const res = await fetch(`${standIn.url}/api/search/nip/5261588130?date=${TODAY}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(recorded("wl-195-database-updated").body);
  });
});
