/**
 * The newsletter popup (spec §2), loaded only when NewsletterPopupSlot decides to show it. A modal dialog (focus
 * moves into it and stays there, Escape or the close button dismisses it, focus returns where it was). Its words
 * come from the CMS block `newsletter-popup` when the page speaks Polish, else from the translations. Subscribing
 * asks for a confirmation (double opt-in); the consent checkbox is unticked and required.
 */
import { useEffect, useId, useState, type FormEvent } from "react";
import { Modal } from "../../components/Modal.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { callApi, errorCode } from "../account/api.ts";
import { newsletterErrorKey } from "./errors.ts";
import { markPopup } from "./popup-state.ts";
import "./newsletter.css";

type Words = { title: string; text: string };

export function NewsletterPopup({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation("newsletter");
  const [words, setWords] = useState<Words>({ title: t("popupTitle"), text: t("popupText") });
  useEffect(() => {
    if (i18n.language !== "pl") return;
    let live = true;
    void callApi<{ identifier: string; content: string }[]>("/api/cms/blocks", { query: { identifier: "newsletter-popup" } }).then((answer) => {
      const block = answer.code === 200 ? answer.result[0] : undefined;
      if (!live || !block) return;
      try {
        const c = JSON.parse(block.content) as Partial<Words>;
        if (c.title && c.text) setWords({ title: c.title, text: c.text });
      } catch {
        // keep the translated words
      }
    });
    return () => {
      live = false;
    };
  }, [i18n.language]);
  return (
    <Modal
      open
      title={words.title}
      onClose={() => {
        markPopup("dismissed");
        onClose();
      }}
    >
      <p className="newsletter-text">{words.text}</p>
      <SubscribeForm source="popup" onSubscribed={() => markPopup("subscribed")} />
    </Modal>
  );
}

/** E-mail, the consent, and the answer (the same sentence whatever the address's state: nothing is revealed). */
export function SubscribeForm({ source, onSubscribed }: { source: "popup" | "footer"; onSubscribed?: () => void }) {
  const { t } = useTranslation("newsletter");
  const id = useId();
  const [email, setEmail] = useState("");
  const [consent, setConsent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setSent(null);
    const address = email.trim();
    if (!address) return setError(t("emailRequired"));
    if (!consent) return setError(t("consentRequired"));
    setBusy(true);
    const answer = await callApi("/api/ext/mailchimp-subscribe/subscribe", { method: "POST", body: { email: address, source } });
    setBusy(false);
    if (answer.code === 200) {
      setSent(t("sent", { email: address }));
      onSubscribed?.();
    } else setError(t(newsletterErrorKey(errorCode(answer))));
  }
  return (
    <form className="newsletter-form" noValidate onSubmit={(e) => void submit(e)}>
      <div className="field">
        <label htmlFor={`${id}-email`}>{t("emailLabel")}</label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
      </div>
      <div className="field field-check">
        <input id={`${id}-consent`} type="checkbox" checked={consent} required onChange={(e) => setConsent(e.currentTarget.checked)} />
        <label htmlFor={`${id}-consent`}>{t("consent")}</label>
      </div>
      <button type="submit" className="primary" disabled={busy}>
        {busy ? t("sending") : t("submit")}
      </button>
      <div id={`${id}-error`} role="alert" className={error ? "form-message form-error" : "form-message-empty"}>
        {error}
      </div>
      <div role="status" className={sent ? "form-message form-success" : "form-message-empty"}>
        {sent}
      </div>
    </form>
  );
}
