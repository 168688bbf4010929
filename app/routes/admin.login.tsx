/**
 * /admin/login: staff sign-in with e-mail, password and the authenticator app's 6-digit code (POST /api/admin/login
 * sets the httpOnly session cookie). Never indexed, never cached; a signed-in staff member goes straight to /admin.
 */
import { useState } from "react";
import { data, redirect, useNavigate, useSearchParams } from "react-router";
import type { Route } from "./+types/admin.login";
import adminCss from "../features/admin/admin.css?url";
import { ADMIN_ERRORS } from "../features/admin/messages.ts";
import { withStore } from "../lib/urls.ts";
// Server-only: used by the loader alone.
import { ADMIN_HEADERS, currentStaff } from "../features/admin/session.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];
export const meta: Route.MetaFunction = () => [{ title: "Logowanie | Zaplecze sklepu Kiosk" }, { name: "robots", content: "noindex, nofollow" }];
export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

export async function loader(args: Route.LoaderArgs) {
  if (await currentStaff(args)) throw redirect(withStore("/admin"), { headers: ADMIN_HEADERS });
  return data(null, { headers: ADMIN_HEADERS });
}

/** Only a path of the back office is followed after signing in. */
const safeNext = (next: string | null) => (next && /^\/(?:[\w-]+\/)?admin(?:[/?]|$)/.test(next) ? next : withStore("/admin"));

export default function AdminLogin() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const res = await fetch("/api/admin/login", {
        method: "POST",
        credentials: "same-origin",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: form.get("email"), password: form.get("password"), code: form.get("code") }),
      });
      if (res.ok) {
        await navigate(safeNext(params.get("next")), { replace: true });
        return;
      }
      const code = ((await res.json().catch(() => null)) as { result?: { error?: string } } | null)?.result?.error ?? "INTERNAL_ERROR";
      setError(ADMIN_ERRORS[code] ?? (res.status === 400 ? ADMIN_ERRORS.STAFF_LOGIN_FAILED! : ADMIN_ERRORS.INTERNAL_ERROR!));
    } catch {
      setError(ADMIN_ERRORS.NETWORK!);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="adm">
      <main id="main" className="adm-main">
        <div className="adm-login adm-card">
          <h1>Zaplecze sklepu</h1>
          <form onSubmit={submit} noValidate={false}>
            <div className="adm-field">
              <label htmlFor="adm-email">E-mail</label>
              <input id="adm-email" name="email" type="email" autoComplete="username" required />
            </div>
            <div className="adm-field">
              <label htmlFor="adm-password">Hasło</label>
              <input id="adm-password" name="password" type="password" autoComplete="current-password" required />
            </div>
            <div className="adm-field">
              <label htmlFor="adm-code">Kod z aplikacji uwierzytelniającej</label>
              <input
                id="adm-code"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]{6}"
                maxLength={6}
                required
                aria-describedby="adm-code-hint"
              />
              <small id="adm-code-hint">6 cyfr, zmienia się co 30 sekund.</small>
            </div>
            {error ? (
              <p role="alert" className="adm-error">
                {error}
              </p>
            ) : null}
            <button type="submit" disabled={busy}>
              Zaloguj się
            </button>
          </form>
        </div>
      </main>
    </div>
  );
}
