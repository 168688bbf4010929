/** Helpers for the accounts suites: unique addresses, solved bot checks, registered and signed-in customers. */
import { randomBytes, randomInt } from "node:crypto";
import type { FastifyInstance, InjectOptions } from "fastify";
import { solveChallenge } from "altcha-lib/v1";
import type { CaughtMail } from "../integrations/mail/catcher.ts";

/** Small proof of work so suites solve challenges in milliseconds. */
export const ACCOUNT_ENV = { BOTCHECK_MAX_NUMBER: "500" };
export const PASSWORD = "Tajne-haslo1";

/** Unique per call, so suites sharing one PostgreSQL never collide. */
export const uniqueEmail = (name = "klient") => `${name}.${randomBytes(5).toString("hex")}@example.pl`;
/** Throttles count per IP: each test uses its own address. */
export const randomIp = () => `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;

export function movableClock(start = new Date()) {
  let now = start.getTime();
  return {
    clock: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

export async function solvedBotToken(app: FastifyInstance): Promise<string> {
  const c = (await app.inject("/api/user/bot-challenge")).json().result;
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  if (!solution) throw new Error("bot challenge not solved");
  const payload = { algorithm: c.algorithm, challenge: c.challenge, number: solution.number, salt: c.salt, signature: c.signature };
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}

export const address = {
  firstname: "Jan",
  lastname: "Kowalski",
  street: ["ul. Długa 5", "m. 3"],
  city: "Kraków",
  postcode: "31-147",
  country_id: "PL",
  telephone: "601 234 567",
};

export interface Registered {
  id: number;
  email: string;
  password: string;
}

export async function register(app: FastifyInstance, extra: { email?: string; password?: string; addresses?: unknown[] } = {}): Promise<Registered> {
  const email = extra.email ?? uniqueEmail();
  const password = extra.password ?? PASSWORD;
  const res = await app.inject({
    method: "POST",
    url: "/api/user/create",
    payload: { customer: { email, firstname: "Jan", lastname: "Kowalski", addresses: extra.addresses }, password, gToken: await solvedBotToken(app) },
  });
  if (res.statusCode !== 200) throw new Error(`registration failed: ${res.body}`);
  return { id: res.json().result.id, email, password };
}

export async function login(app: FastifyInstance, who: { email: string; password: string }, ip = randomIp()) {
  const res = await app.inject({ method: "POST", url: "/api/user/login", payload: { username: who.email, password: who.password }, remoteAddress: ip });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  const body = res.json();
  return { token: body.result as string, refreshToken: body.meta.refreshToken as string };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function asCustomer(app: FastifyInstance, token: string, opts: InjectOptions) {
  return app.inject({ ...opts, headers: { ...opts.headers, ...bearer(token) } });
}

/** Waits until the catcher holds a mail to `to` matching `subject` (mail goes out after the answer). */
export async function waitForMail(app: FastifyInstance, to: string, subject: RegExp, timeoutMs = 5000) {
  const start = Date.now();
  for (;;) {
    const res = await app.inject(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
    const mail = (res.json().result as CaughtMail[]).find((m) => subject.test(m.subject));
    if (mail) return mail;
    if (Date.now() - start > timeoutMs) throw new Error(`no mail "${subject}" to ${to}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
