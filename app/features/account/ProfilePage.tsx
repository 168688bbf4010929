/** /my-account: personal details, password, newsletter, loyalty card and the customer's reviews. */
import { useTranslation } from "../../i18n/react.tsx";
import { AccountPage } from "./AccountLayout.tsx";
import { ChangePasswordForm } from "./ChangePasswordForm.tsx";
import { LoyaltyCard } from "./LoyaltyCard.tsx";
import { NewsletterPreference } from "./NewsletterPreference.tsx";
import { ProfileForm } from "./ProfileForm.tsx";
import { useSession } from "./session-store.ts";

export function ProfilePage() {
  const { t } = useTranslation("account");
  const user = useSession()?.user;
  if (!user) return <p className="account-empty">{t("loading")}</p>;
  return (
    <AccountPage title={t("greeting", { name: user.firstname })}>
      <ProfileForm key={`${user.id}-${user.email}`} user={user} />
      <ChangePasswordForm email={user.email} />
      <NewsletterPreference key={user.email} email={user.email} subscribed={user.extension_attributes?.is_subscribed ?? false} />
      <LoyaltyCard number={user.extension_attributes?.loyalty_card} />
      <section className="account-section" aria-labelledby="reviews-heading">
        <h2 id="reviews-heading">{t("reviewsHeading")}</h2>
        <p className="account-empty">{t("reviewsEmpty")}</p>
      </section>
    </AccountPage>
  );
}
