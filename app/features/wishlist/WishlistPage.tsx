/** /my-account/wishlist: the signed-in customer's wishlist, the same list as the panel's. */
import { useTranslation } from "../../i18n/react.tsx";
import { AccountPage } from "../account/AccountLayout.tsx";
import { WishlistList } from "./WishlistList.tsx";

export function WishlistPage() {
  const { t } = useTranslation("wishlist");
  return (
    <AccountPage title={t("title")}>
      <WishlistList headingLevel={2} />
    </AccountPage>
  );
}
