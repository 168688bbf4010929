/** The real white-list client against the stand-in, over HTTP: the stand-in speaks the register's protocol. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ServiceUnavailableError } from "../http.ts";
import { RegisterRejectedNipError, VatRegisterClient } from "./client.ts";
import { REGISTER_FIXTURES } from "./fixtures.ts";
import { isValidNip, isValidRegon } from "../../../domain/tax-id.ts";
import { parseOneLineAddress } from "../../../domain/postal-address.ts";
import { startVatRegisterStandIn, type VatRegisterStandIn } from "./stand-in.ts";

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
    ["/api/search/nip/8567346216?date=2026-11-23", 400, { code: "WL-115", message: "Nieprawidłowy NIP." }],
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
