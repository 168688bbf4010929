/** Helpers of the back-office suites: staff accounts of each role, signed in with their TOTP code, and calls as them. */
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { StaffRole } from "../../../domain/staff.ts";
import { totpCode, totpStep } from "./totp.ts";

export const STAFF_PASSWORD = "Bardzo-tajne-haslo-1";

export interface SignedIn {
  id: number;
  email: string;
  secret: string;
  cookie: string;
  csrf: string;
}

/** A new account of `role` (through the service, as the command line does), signed in through POST /api/admin/login. */
export async function staffOf(app: FastifyInstance, role: StaffRole, opts: { stepOffset?: number } = {}): Promise<SignedIn> {
  const email = `${role}.${randomBytes(4).toString("hex")}@kiosk.test`;
  const created = await app.services.staff.createStaff({ email, name: `Test ${role}`, role, password: STAFF_PASSWORD }, null);
  if (!created.ok) throw new Error(created.message);
  const secret = created.value.totpSecret;
  const res = await app.inject({
    method: "POST",
    url: "/api/admin/login",
    payload: { email, password: STAFF_PASSWORD, code: totpCode(secret, totpStep(new Date()) + (opts.stepOffset ?? 0)) },
  });
  if (res.statusCode !== 200) throw new Error(`staff login failed: ${res.body}`);
  const cookie = String(res.headers["set-cookie"]).split(";")[0]!;
  return { id: created.value.id, email, secret, cookie, csrf: res.json().result.csrf_token };
}

/** A call as a signed-in staff member, with the CSRF token on changes. */
export async function asStaff(app: FastifyInstance, who: SignedIn, method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE", url: string, payload?: unknown) {
  const res = await app.inject({
    method,
    url,
    headers: { cookie: who.cookie, ...(method === "GET" ? {} : { "x-csrf-token": who.csrf }) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: res.statusCode, body: res.headers["content-type"]?.toString().startsWith("application/json") ? res.json() : res.body, headers: res.headers };
}
