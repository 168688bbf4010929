/**
 * The contact form of /i/kontakt (loaded after hydration, on that page only). Name, e-mail, subject, an optional
 * order number, the message and the consent to processing; the bot check is solved when the form is sent (as
 * registration does it). Errors are tied to their fields; the outcome is announced.
 */
import { useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import { callApi, errorCode } from "../account/api.ts";
import { passBotCheck } from "../account/bot-check.ts";
import "./contact.css";

type Fields = "name" | "email" | "subject" | "order_number" | "message" | "consent";
const FIELDS: Fields[] = ["name", "email", "subject", "order_number", "message", "consent"];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const KNOWN = ["EMAIL_DOMAIN_REFUSED", "BOT_CHECK_FAILED", "RATE_LIMITED", "VALIDATION_FAILED", "NETWORK_ERROR"];

export function ContactForm() {
  const { t } = useTranslation("contact");
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ name: "", email: "", subject: "", order_number: "", message: "" });
  const [consent, setConsent] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<Fields, string>>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const set = (field: keyof typeof values) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    setProblems((p) => ({ ...p, [field]: undefined }));
  };

  function check(): Partial<Record<Fields, string>> {
    const found: Partial<Record<Fields, string>> = {};
    if (!values.name.trim()) found.name = t("required");
    if (!EMAIL.test(values.email.trim())) found.email = t("emailInvalid");
    if (!values.subject.trim()) found.subject = t("required");
    if (values.order_number.trim() && !/^[A-Za-z0-9-]{1,32}$/.test(values.order_number.trim())) found.order_number = t("orderInvalid");
    if (!values.message.trim()) found.message = t("required");
    if (!consent) found.consent = t("consentRequired");
    return found;
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setError(null);
    const found = check();
    setProblems(found);
    const first = FIELDS.find((f) => found[f]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setBusy(true);
    const bot = await passBotCheck(() => undefined);
    if (!bot.ok) {
      setBusy(false);
      setError(t(`err_${KNOWN.includes(bot.error) ? bot.error : "UNKNOWN"}`));
      return;
    }
    const answer = await callApi("/api/contact", {
      method: "POST",
      body: {
        name: values.name.trim(),
        email: values.email.trim(),
        subject: values.subject.trim(),
        order_number: values.order_number.trim() || undefined,
        message: values.message,
        consent: true,
        gToken: bot.gToken,
      },
    });
    setBusy(false);
    if (answer.code === 200) {
      setSent(true);
      return;
    }
    const code = errorCode(answer);
    if (code === "EMAIL_DOMAIN_REFUSED") {
      setProblems({ email: t("err_EMAIL_DOMAIN_REFUSED") });
      document.getElementById(`${id}-email`)?.focus();
    } else setError(t(`err_${code && KNOWN.includes(code) ? code : "UNKNOWN"}`));
  }

  const field = (name: Exclude<Fields, "consent" | "message">, props: { type?: string; autoComplete?: string; required?: boolean; hint?: string }) => {
    const fieldId = `${id}-${name}`;
    const problem = problems[name];
    const described = [problem ? `${fieldId}-error` : null, props.hint ? `${fieldId}-hint` : null].filter(Boolean).join(" ") || undefined;
    return (
      <div className={problem ? "field field-invalid" : "field"}>
        <label htmlFor={fieldId}>{t(name)}</label>
        <input
          id={fieldId}
          name={name}
          type={props.type ?? "text"}
          autoComplete={props.autoComplete}
          required={props.required}
          value={values[name]}
          onChange={set(name)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={described}
        />
        {props.hint ? (
          <p id={`${fieldId}-hint`} className="field-hint">
            {props.hint}
          </p>
        ) : null}
        {problem ? (
          <p id={`${fieldId}-error`} className="field-error">
            {problem}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <section className="contact-form" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t("heading")}</h2>
      {sent ? (
        <p role="status" className="form-message form-success">
          {t("sent")}
        </p>
      ) : (
        <form ref={form} noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
          {field("name", { autoComplete: "name", required: true })}
          {field("email", { type: "email", autoComplete: "email", required: true })}
          {field("subject", { required: true })}
          {field("order_number", { hint: t("orderHint") })}
          <div className={problems.message ? "field field-invalid" : "field"}>
            <label htmlFor={`${id}-message`}>{t("message")}</label>
            <textarea
              id={`${id}-message`}
              name="message"
              rows={6}
              maxLength={5000}
              required
              value={values.message}
              onChange={set("message")}
              aria-invalid={problems.message ? true : undefined}
              aria-describedby={problems.message ? `${id}-message-error` : undefined}
            />
            {problems.message ? (
              <p id={`${id}-message-error`} className="field-error">
                {problems.message}
              </p>
            ) : null}
          </div>
          <div className={problems.consent ? "field field-check field-invalid" : "field field-check"}>
            <input
              id={`${id}-consent`}
              type="checkbox"
              checked={consent}
              required
              aria-invalid={problems.consent ? true : undefined}
              aria-describedby={problems.consent ? `${id}-consent-error` : undefined}
              onChange={(e) => {
                setConsent(e.currentTarget.checked);
                setProblems((p) => ({ ...p, consent: undefined }));
              }}
            />
            <label htmlFor={`${id}-consent`}>{t("consent")}</label>
            {problems.consent ? (
              <p id={`${id}-consent-error`} className="field-error">
                {problems.consent}
              </p>
            ) : null}
          </div>
          <button type="submit" className="primary" disabled={busy}>
            {busy ? t("sending") : t("send")}
          </button>
          <div role="alert" className={error ? "form-message form-error" : "form-message-empty"}>
            {error}
          </div>
        </form>
      )}
    </section>
  );
}
