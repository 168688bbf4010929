/**
 * The account area's frame: navigation and the current section. Account routes need a logged-in customer
 * (docs/storefront.md §2): the session lives in the browser, so the server renders a loading line and
 * the browser sends a guest home with "You need to be logged in to see this page". A customer who logs
 * out here (or in another tab) goes home without that message.
 */
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link, Outlet, useLocation, useNavigate } from "react-router";
import { useTranslation } from "../../i18n/react.tsx";
import { useNotify } from "../../components/Toasts.tsx";
import { useSession, type Session } from "./session-store.ts";
import { logout } from "./session-runtime.ts";
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
    if (!hadSession.current) notify({ type: "warning", message: t("loginRequired") });
    navigate("/", { replace: true, state: { keepPanels: true } });
  }, [session, navigate, notify, t]);

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
      <div className="account-content">{session ? <Outlet /> : <p className="account-empty">{t("loading")}</p>}</div>
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
