/**
 * The recently viewed products (kept in this browser): an honest empty state with a way back to the shop.
 */
import { Suspense, useEffect, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/react.tsx";
import { lazyModule, Loaded } from "../../components/lazy.tsx";
import { readRecentlyViewed } from "../recently-viewed/recently-viewed-storage.ts";
import { AccountPage } from "./AccountLayout.tsx";

/** The product page loads this strip on demand too: one chunk for both. */
const strip = lazyModule(() => import("../recently-viewed/RecentlyViewed.tsx"));

function Empty({ text }: { text: string }) {
  const { t } = useTranslation("account");
  return (
    <div className="account-section">
      <p className="account-empty">{text}</p>
      <Link to="/" className="button">
        {t("browseShop")}
      </Link>
    </div>
  );
}

export function RecentlyViewedPage() {
  const { t } = useTranslation("account");
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => setCount(readRecentlyViewed(window.localStorage).length), []);
  return (
    <AccountPage title={t("navRecentlyViewed")}>
      {count === 0 ? (
        <Empty text={t("recentlyViewedEmpty")} />
      ) : count === null ? null : (
        <Suspense fallback={<p className="account-empty">{t("loading")}</p>}>
          <Loaded module={strip}>{({ RecentlyViewed }) => <RecentlyViewed title={t("navRecentlyViewed")} />}</Loaded>
        </Suspense>
      )}
    </AccountPage>
  );
}
