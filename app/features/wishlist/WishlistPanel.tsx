/** The wishlist side panel (docs/storefront.md §2): opened from the header's heart, exclusive with the other panels. */
import { Panel } from "../../components/Panels.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { Link } from "react-router";
import { useSession } from "../account/session-store.ts";
import { WishlistList } from "./WishlistList.tsx";

export function WishlistPanel() {
  const { t } = useTranslation("wishlist");
  const session = useSession();
  return (
    <Panel name="wishlist" title={t("title")}>
      <WishlistList />
      <p className="wl-note">{session ? <Link to="/my-account/wishlist">{t("accountLink")}</Link> : t("guestNote")}</p>
    </Panel>
  );
}
