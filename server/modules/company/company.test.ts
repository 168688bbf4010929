/** GET /api/company/lookup through fastify.inject, with the real register client talking to the stand-in. */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { RegisterRejectedNipError, VatRegisterClient } from "../../integrations/vat-register/client.ts";
import { startVatRegisterStandIn, type VatRegisterStandIn } from "../../integrations/vat-register/stand-in.ts";
import { setupTestApp, type TestContext } from "../../test/helper.ts";
import { CompanyLookup, NIP_INVALID_MESSAGE, REGISTER_UNAVAILABLE_MESSAGE } from "./service.ts";

let t: TestContext;
let register: VatRegisterStandIn;
/** The same app with a short register time limit, only for "the register hangs". */
let impatient: FastifyInstance;

beforeAll(async () => {
  register = await startVatRegisterStandIn({ dailyLimit: Number.MAX_SAFE_INTEGER });
  t = await setupTestApp({ VAT_REGISTER_URL: register.url, COMPANY_LOOKUP_PER_MINUTE: "1000", VAT_REGISTER_DAILY_BUDGET: "50" });
  impatient = await buildApp({ config: { ...t.config, VAT_REGISTER_TIMEOUT_MS: 300 }, db: t.db, logger: false });
});
afterAll(async () => {
  await impatient.close();
  await t.close();
  await register.close();
});
beforeEach(async () => {
  register.mode = "normal";
  // The same PostgreSQL database may hold earlier runs' answers, budget and counters.
  await t.db.query("DELETE FROM vat_register_lookups");
  await t.db.query("DELETE FROM external_call_budgets");
  await t.db.query("DELETE FROM rate_limit_hits");
});

const lookup = (nip: string, app = t.app) => app.inject({ method: "GET", url: `/api/company/lookup?nip=${encodeURIComponent(nip)}` });

describe("GET /api/company/lookup", () => {
  it("returns the company with its address split into street, postcode and city", async () => {
    const res = await lookup("5261588130");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      code: 200,
      result: {
        nip: "5261588130",
        name: "KIOSK PRASOWY SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ",
        regon: "998698795",
        statusVat: "Czynny",
        address: { street: "ul. Prosta 49", postcode: "00-838", city: "Warszawa" },
        requestId: expect.stringMatching(/^\w{5}-\w{8}$/),
      },
    });
  });

  it("accepts a NIP written with a PL prefix, spaces and dashes", async () => {
    const res = await lookup("PL 727-252-47-78");
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({
      nip: "7272524778",
      statusVat: "Zwolniony",
      address: { street: "UL. PIOTRKOWSKA 104", postcode: "90-926", city: "ŁÓDŹ" },
    });
  });

  it.each(["8567346216", "123", "abcdefghij", ""])("400 NIP_INVALID for %j, without asking the register", async (nip) => {
    const before = register.calls;
    const res = await lookup(nip);
    expect(res.statusCode).toBe(400);
    expect(res.json().result).toMatchObject({ error: "NIP_INVALID", message: "The entered NIP is incorrect" });
    expect(register.calls).toBe(before);
  });

  it("404 COMPANY_NOT_FOUND for a valid NIP the register does not know", async () => {
    const res = await lookup("8567346215");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, result: { error: "COMPANY_NOT_FOUND", message: "There is no company with given tax id in the register" } });
  });

  it("asks the register once per NIP per day: found and not-found answers are reused", async () => {
    const before = register.calls;
    const first = await lookup("6765761698");
    const second = await lookup("676-576-16-98");
    expect(second.json().result).toEqual(first.json().result);
    await lookup("8567346215");
    expect((await lookup("8567346215")).statusCode).toBe(404);
    expect(register.calls).toBe(before + 2);
    const rows = await t.db.query<{ nip: string; found: boolean; request_id: string }>("SELECT nip, found, request_id FROM vat_register_lookups ORDER BY nip");
    expect(rows).toEqual([
      { nip: "6765761698", found: true, request_id: first.json().result.requestId },
      { nip: "8567346215", found: false, request_id: expect.any(String) },
    ]);
  });

  it.each(["down", "hang", "malformed"] as const)("503 REGISTER_UNAVAILABLE when the register is %s, and nothing is cached", async (mode) => {
    register.mode = mode;
    const res = await lookup("7792978758", mode === "hang" ? impatient : t.app);
    expect(res.statusCode).toBe(503);
    expect(res.json().result.error).toBe("REGISTER_UNAVAILABLE");
    register.mode = "normal";
    expect((await lookup("7792978758")).statusCode).toBe(200);
  });

  it("429 RATE_LIMITED past the per-IP limit, with Retry-After", async () => {
    const strict = await buildApp({ config: { ...t.config, COMPANY_LOOKUP_PER_MINUTE: 2 }, db: t.db, logger: false });
    try {
      expect((await lookup("5261588130", strict)).statusCode).toBe(200);
      expect((await lookup("5261588130", strict)).statusCode).toBe(200);
      const third = await lookup("5261588130", strict);
      expect(third.statusCode).toBe(429);
      expect(third.json().result.error).toBe("RATE_LIMITED");
      expect(Number(third.headers["retry-after"])).toBeGreaterThan(0);
    } finally {
      await strict.close();
    }
  });
});

describe("one client cannot spend everyone's budget", () => {
  it("429 past the IP's daily share of register calls; answers already known still come", async () => {
    const app = await buildApp({ config: { ...t.config, VAT_REGISTER_CALLS_PER_IP_PER_DAY: 2 }, db: t.db, logger: false });
    try {
      expect((await lookup("5261588130", app)).statusCode).toBe(200);
      expect((await lookup("8567346215", app)).statusCode).toBe(404);
      const third = await lookup("6765761698", app);
      expect(third.statusCode).toBe(429);
      expect(third.json().result.error).toBe("RATE_LIMITED");
      expect((await lookup("5261588130", app)).statusCode).toBe(200);
      expect((await t.db.query<{ used: number }>("SELECT used FROM external_call_budgets"))[0]!.used).toBe(2);
    } finally {
      await app.close();
    }
  });

  it("after the register's daily limit (429 WL-191) no lookup asks it again today, in any process", async () => {
    register.dailyLimit = 0; // the register's allowance for this IP is spent
    try {
      const first = await lookup("5261588130");
      expect(first.json().result.error).toBe("REGISTER_UNAVAILABLE");
      const calls = register.calls;
      for (const nip of ["6765761698", "7792978758"]) expect((await lookup(nip)).json().result.error).toBe("REGISTER_UNAVAILABLE");
      expect((await lookup("5839084527", impatient)).json().result.error).toBe("REGISTER_UNAVAILABLE");
      expect(register.calls).toBe(calls);
    } finally {
      register.dailyLimit = Number.MAX_SAFE_INTEGER;
    }
  });

  it("a double click asks the register once", async () => {
    const before = register.calls;
    const [a, b] = await Promise.all([lookup("7540288379"), lookup("754-028-83-79")]);
    expect(a.statusCode).toBe(200);
    expect(b.json().result.requestId).toBe(a.json().result.requestId);
    expect(register.calls).toBe(before + 1);
  });
});

describe("two processes share the cache and the daily budget", () => {
  const anotherProcess = () => new CompanyLookup({ db: t.db, register: new VatRegisterClient({ baseUrl: register.url, timeoutMs: 10_000 }), dailyBudget: 2 });

  it("the second process reuses the first one's answer, and the budget runs out for both", async () => {
    const a = anotherProcess();
    const b = anotherProcess();
    const before = register.calls;
    await a.lookup("5839084527");
    await b.lookup("5839084527"); // cached by a
    await b.lookup("8977517797");
    expect(register.calls).toBe(before + 2);
    // Budget (2) spent: a new NIP is unavailable in either process, cached ones still answer.
    await expect(a.lookup("6348214168")).rejects.toMatchObject({ status: 503, error: "REGISTER_UNAVAILABLE" });
    await expect(b.lookup("6348214168")).rejects.toMatchObject({ status: 503 });
    expect(register.calls).toBe(before + 2);
    expect((await a.lookup("8977517797")).nip).toBe("8977517797");
  });

  it("concurrent lookups never overspend the budget", async () => {
    const nips = ["5261588130", "6765761698", "7792978758", "5839084527", "8977517797", "6348214168"];
    const results = await Promise.allSettled(nips.map((nip, i) => (i % 2 ? anotherProcess() : anotherProcess()).lookup(nip)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(2);
    const used = await t.db.query<{ used: number }>("SELECT used FROM external_call_budgets");
    expect(used).toEqual([{ used: 2 }]);
  });

  it("a budget of 0 never calls the register", async () => {
    const before = register.calls;
    const none = new CompanyLookup({ db: t.db, register: new VatRegisterClient({ baseUrl: register.url, timeoutMs: 10_000 }), dailyBudget: 0 });
    await expect(none.lookup("5261588130")).rejects.toMatchObject({ status: 503 });
    expect(register.calls).toBe(before);
  });
});

describe("the lookup's refusals are values", () => {
  const rejecting = { searchNip: async () => Promise.reject(new RegisterRejectedNipError("WL-113", "Niepoprawny NIP")) } as unknown as VatRegisterClient;

  it("no register configured: REGISTER_UNAVAILABLE, returned, not thrown", async () => {
    const none = new CompanyLookup({ db: t.db, register: null, dailyBudget: 5 });
    expect(await none.find("5261588130")).toEqual({ ok: false, code: "REGISTER_UNAVAILABLE", message: REGISTER_UNAVAILABLE_MESSAGE });
  });

  it("a NIP the register itself rejects is NIP_INVALID, and nothing is cached", async () => {
    const lookup = new CompanyLookup({ db: t.db, register: rejecting, dailyBudget: 5 });
    expect(await lookup.find("5261588130")).toEqual({ ok: false, code: "NIP_INVALID", message: NIP_INVALID_MESSAGE });
    expect(await t.db.query("SELECT nip FROM vat_register_lookups")).toEqual([]);
  });

  it("a wrong checksum is refused before anything is asked", async () => {
    const lookup = new CompanyLookup({ db: t.db, register: rejecting, dailyBudget: 0 });
    expect(await lookup.find("8567346216")).toEqual({ ok: false, code: "NIP_INVALID", message: NIP_INVALID_MESSAGE });
  });
});
