/**
 * /admin: the back office's frame (docs/decisions/2026-11-27-back-office.md). Its loader needs a live staff session
 * (else /admin/login); the navigation shows what the role may open; every page below renders in it. Its own styles
 * and route modules: nothing of it reaches the storefront's pages. Never indexed, never cached.
 */
import { data, Outlet, useLocation, useNavigate, useRouteLoaderData, isRouteErrorResponse, Link } from "react-router";
import type { Route } from "./+types/admin";
import adminCss from "../features/admin/admin.css?url";
import { adminCall } from "../features/admin/api.ts";
import { ROLE_LABELS } from "../features/admin/messages.ts";
import { withStore } from "../lib/urls.ts";
// Server-only: used by the loader alone.
import { ADMIN_HEADERS, requireStaff } from "../features/admin/session.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];
export const meta: Route.MetaFunction = () => [{ title: "Zaplecze sklepu Kiosk" }, { name: "robots", content: "noindex, nofollow" }];
export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

export async function loader(args: Route.LoaderArgs) {
  const { staff, service } = await requireStaff(args);
  return data(service.sessionOf(staff), { headers: ADMIN_HEADERS });
}

export type AdminSession = Awaited<ReturnType<typeof loader>>["data"];

/** The signed-in staff member (name, role, permissions, CSRF token), for the pages below. */
export function useAdminSession(): AdminSession {
  return useRouteLoaderData<typeof loader>("admin")!;
}

const NAV: { to: string; label: string; needs: string }[] = [
  { to: "/admin", label: "Pulpit", needs: "dashboard.read" },
  { to: "/admin/products", label: "Produkty", needs: "catalog.read" },
  { to: "/admin/categories", label: "Kategorie", needs: "catalog.read" },
  { to: "/admin/attributes", label: "Cechy", needs: "catalog.read" },
  { to: "/admin/import", label: "Import CSV", needs: "catalog.read" },
  { to: "/admin/orders", label: "Zamówienia", needs: "orders.read" },
  { to: "/admin/reviews", label: "Opinie", needs: "reviews.read" },
  { to: "/admin/newsletter", label: "Newsletter", needs: "newsletter.export" },
  { to: "/admin/cms", label: "Strony CMS", needs: "cms.read" },
  { to: "/admin/coupons", label: "Kupony", needs: "coupons.read" },
  { to: "/admin/banners", label: "Banery", needs: "banners.write" },
  { to: "/admin/delivery", label: "Dostawa i płatności", needs: "cms.read" },
  { to: "/admin/audit", label: "Dziennik zmian", needs: "audit.read" },
];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Link with aria-current rather than NavLink: NavLink would join the storefront's shared framework chunk.
  const current = (to: string) => {
    const path = withStore(to);
    return to === "/admin" ? pathname === path || pathname === `${path}/` : pathname === path || pathname.startsWith(`${path}/`);
  };
  async function signOut() {
    await adminCall("POST", "/logout", loaderData.csrf_token);
    await navigate(withStore("/admin/login"), { replace: true });
  }
  return (
    <div className="adm">
      <header className="adm-top">
        <Link className="adm-brand" to={withStore("/admin")}>
          Kiosk · zaplecze
        </Link>
        <nav className="adm-nav" aria-label="Zaplecze">
          <ul>
            {NAV.filter((n) => loaderData.permissions.includes(n.needs)).map((n) => (
              <li key={n.to}>
                <Link to={withStore(n.to)} aria-current={current(n.to) ? "page" : undefined}>
                  {n.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="adm-who">
          <span>
            {loaderData.name} ({ROLE_LABELS[loaderData.role]})
          </span>
          <button type="button" onClick={signOut}>
            Wyloguj
          </button>
        </div>
      </header>
      <main id="main" className="adm-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const text =
    status === 403 ? "Twoja rola nie pozwala otworzyć tej strony." : status === 404 ? "Nie ma takiej pozycji." : "Coś poszło nie tak. Odśwież stronę.";
  return (
    <div className="adm">
      <main id="main" className="adm-main">
        <h1>Zaplecze sklepu</h1>
        <p role="alert">{text}</p>
        <p>
          <Link to={withStore("/admin")}>Wróć do pulpitu</Link>
        </p>
      </main>
    </div>
  );
}
