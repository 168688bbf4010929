/**
 * Newsletter preference: the checkbox shows the subscription of the customer's e-mail and changes it at
 * once (POST subscribes, DELETE unsubscribes); the profile's is_subscribed follows on the next refresh.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import { callApi } from "./api.ts";
import { apiErrorMessage } from "./errors.ts";
import { CheckField, FormMessage } from "./Field.tsx";
import { refreshProfile } from "./session-runtime.ts";

const PATH = "/api/ext/mailchimp-subscribe/subscribe";

export function NewsletterPreference({ email, subscribed: initial }: { email: string; subscribed: boolean }) {
  const { t } = useTranslation("account");
  const [subscribed, setSubscribed] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void callApi<string>(PATH, { query: { email } }).then((answer) => {
      if (live && answer.code === 200) setSubscribed(answer.result === "subscribed");
    });
    return () => {
      live = false;
    };
  }, [email]);

  async function change(next: boolean) {
    setBusy(true);
    setError(null);
    setSaved(null);
    const answer = await callApi(PATH, { method: next ? "POST" : "DELETE", body: { email } });
    setBusy(false);
    if (answer.code === 200) {
      setSubscribed(next);
      setSaved(t(next ? "newsletterSubscribed" : "newsletterUnsubscribed"));
      void refreshProfile();
    } else {
      setError(apiErrorMessage(t, answer));
    }
  }

  return (
    <section className="account-section" aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading">{t("newsletterHeading")}</h2>
      <CheckField id="newsletter-subscribed" label={t("newsletterLabel")} checked={subscribed} disabled={busy} onChecked={(checked) => void change(checked)} />
      <FormMessage error={error} success={saved} />
    </section>
  );
}
