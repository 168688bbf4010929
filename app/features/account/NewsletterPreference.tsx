/**
 * Newsletter preference: the checkbox shows the subscription of the customer's own e-mail (read with the customer's
 * token: nobody else's status can be read). Ticking it asks for a subscription (double opt-in: a confirmation
 * link is mailed, the subscription starts when it is opened); unticking it unsubscribes at once. The profile's
 * is_subscribed follows on the next refresh.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import { errorCode } from "./api.ts";
import { newsletterErrorKey } from "../newsletter/errors.ts";
import { CheckField, FormMessage } from "./Field.tsx";
import { accountCall, refreshProfile } from "./session-runtime.ts";

const PATH = "/api/ext/mailchimp-subscribe/subscribe";

export function NewsletterPreference({ email, subscribed: initial }: { email: string; subscribed: boolean }) {
  const { t } = useTranslation("newsletter");
  const [subscribed, setSubscribed] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void accountCall<string>(PATH, { query: { email } }).then((answer) => {
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
    const answer = next
      ? await accountCall(PATH, { method: "POST", body: { email, source: "account" } })
      : await accountCall(PATH, { method: "DELETE", body: { email } });
    setBusy(false);
    if (answer.code === 200) {
      if (!next) setSubscribed(false);
      setSaved(next ? t("prefConfirmSent", { email }) : t("prefUnsubscribed"));
      void refreshProfile();
    } else {
      setError(t(newsletterErrorKey(errorCode(answer))));
    }
  }

  return (
    <section className="account-section" aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading">{t("prefHeading")}</h2>
      <CheckField id="newsletter-subscribed" label={t("consent")} checked={subscribed} disabled={busy} onChecked={(checked) => void change(checked)} />
      <FormMessage error={error} success={saved} />
    </section>
  );
}
