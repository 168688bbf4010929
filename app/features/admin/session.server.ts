/**
 * The back office's loaders (server-only): the staff member of the request's session cookie, through the staff
 * module's door, and each page's data through the same service and permission checks as /api/admin. Without a live
 * session a page redirects to /admin/login; a refusal (a role without the permission, nothing found) is an error page.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import type { Outcome } from "../../../server/http/outcome.ts";
import { staffCookie, type Staff, type StaffService } from "../../../server/modules/staff/index.ts";
import { appContext } from "../../context.server.ts";
import { withStore } from "../../lib/urls.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** No page of the back office is kept by a browser or a proxy, nor indexed. */
export const ADMIN_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

export async function requireStaff(args: Args): Promise<{ staff: Staff; service: StaffService }> {
  const service = args.context.get(appContext).services.staff;
  const staff = await service.authenticate(staffCookie(args.request.headers.get("cookie")));
  if (!staff) {
    const url = new URL(args.request.url);
    throw redirect(withStore(`/admin/login?next=${encodeURIComponent(url.pathname + url.search)}`), { headers: ADMIN_HEADERS });
  }
  return { staff, service };
}

/** The staff member when signed in, else null (the sign-in page). */
export async function currentStaff(args: Args): Promise<Staff | null> {
  const service = args.context.get(appContext).services.staff;
  return service.authenticate(staffCookie(args.request.headers.get("cookie")));
}

/** An outcome's value; a refusal becomes the error page with its status (403 for a role without the permission). */
export function valueOrError<T>(outcome: Outcome<T>): T {
  if (outcome.ok) return outcome.value;
  const status = outcome.code === "FORBIDDEN" ? 403 : /NOT_FOUND$/.test(outcome.code) ? 404 : 400;
  throw data({ error: outcome.code, message: outcome.message }, { status, headers: ADMIN_HEADERS });
}

/** A positive page number from the query (1 when absent or wrong). */
export function pageOf(url: URL): number {
  const n = Number(url.searchParams.get("page") ?? "1");
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}
