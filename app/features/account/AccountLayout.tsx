/**
 * The account area's frame: navigation and the current section. Account routes need a logged-in customer
 * (docs/storefront.md §2): the session lives in the browser, so the server renders a loading line. A guest
 * stays on the page, which says to log in, with the login panel open: once logged in, the page shows its
 * section (the shopper is back where they wanted to go). A customer who logs out here (or in another tab)
 * goes home.
 */
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link, Outlet, useLocation, useNavigate } from "react-router";
import { useTranslation } from "../../i18n/react.tsx";
import { useNotify } from "../../components/Toasts.tsx";
import { useSession, type Session } from "./session-store.ts";
import { logout } from "./session-runtime.ts";
import { openAuthModal } from "./auth-modal.ts";
import "./account.css";

const SECTIONS = [
  ["/my-account", "navProfile"],
  ["/my-account/shipping-details", "navAddresses"],
  ["/my-account/orders", "navOrders"],
  ["/my-account/recently-viewed", "navRecentlyViewed"],
  ["/my-account/download", "navDownloads"],
  ["/my-account/subscription", "navSubscriptions"],
  ["/my-account/gift-cards", "navGiftCards"],
  ["/my-account/wishlist", "navWishlist"],
  ["/my-account/reviews", "navReviews"],
] as const;

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** The session once the browser knows it; undefined while it does not (server, hydration). */
export function useCustomerSession(): Session | null | undefined {
  const session = useSession();
  return useHydrated() ? session : undefined;
}

export function AccountLayout() {
  const { t } = useTranslation("account");
  const notify = useNotify();
  const navigate = useNavigate();
  const session = useCustomerSession();
  const { pathname } = useLocation();
  const hadSession = useRef(false);
  useEffect(() => {
    if (session) hadSession.current = true;
    if (session !== null) return;
    if (hadSession.current) navigate("/", { replace: true, state: { keepPanels: true } });
    else openAuthModal("login");
  }, [session, navigate]);

  async function onLogout() {
    await logout();
    notify({ type: "success", message: t("loggedOut") });
  }

  return (
    <div className="account-layout">
      <nav className="account-nav" aria-label={t("accountNav")}>
        <ul>
          {SECTIONS.map(([to, key]) => (
            <li key={to}>
              <Link to={to} aria-current={pathname.replace(/\/$/, "") === to ? "page" : undefined}>
                {t(key)}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" onClick={onLogout} disabled={!session}>
              {t("logout")}
            </button>
          </li>
        </ul>
      </nav>
      <div className="account-content">
        {session ? (
          <Outlet />
        ) : session === null && !hadSession.current ? (
          <div className="account-empty empty-state">
            <p>{t("loginRequiredNext")}</p>
            <button type="button" className="primary" onClick={() => openAuthModal("login")}>
              {t("loginTitle")}
            </button>
          </div>
        ) : (
          <p className="account-empty">{t("loading")}</p>
        )}
      </div>
    </div>
  );
}

/** A section's heading and body. */
export function AccountPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <h1>{title}</h1>
      {children}
    </>
  );
}
