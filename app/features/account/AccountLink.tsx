/** The header's account entry: a guest's button opens the login modal; a customer's link goes to /my-account. */
import { Link } from "react-router";
import { useTranslation } from "../../i18n/react.tsx";
import { preloadOnIntent } from "../../components/PanelSlots.tsx";
import { openAuthModal } from "./auth-modal.ts";
import { useSession } from "./session-store.ts";

export function AccountLink() {
  const { t } = useTranslation();
  const session = useSession();
  if (session) {
    return (
      <Link to="/my-account" className="account-button">
        <PersonIcon />
        <span className="account-label">{t("myAccount")}</span>
      </Link>
    );
  }
  return (
    <button type="button" className="account-button" {...preloadOnIntent("login")} onClick={() => openAuthModal("login")}>
      <PersonIcon />
      <span className="account-label">{t("logIn")}</span>
    </button>
  );
}

function PersonIcon() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
    </svg>
  );
}
