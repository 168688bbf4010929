/**
 * Registration: the bot check starts solving as soon as the shopper starts filling in the form (its
 * progress shown), the account is created with the solution as gToken, and the customer is logged in.
 * A solution is single use: after a failed attempt a new challenge is solved.
 */
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/react.tsx";
import { useNotify } from "../../components/Toasts.tsx";
import { callApi, errorCode } from "./api.ts";
import type { AuthMode } from "./auth-modal.ts";
import { passBotCheck, type BotCheckResult } from "./bot-check.ts";
import { BotCheckStatus, type BotState } from "./BotCheckStatus.tsx";
import { apiErrorMessage, errorKey } from "./errors.ts";
import { Field, FormMessage, focusFirstInvalid } from "./Field.tsx";
import { login } from "./session-runtime.ts";
import { accepted, email as emailRule, newPassword, personName, problemsOf, sameAs, type Problems, withoutProblem } from "./validate.ts";

type Fields = "email" | "firstname" | "lastname" | "password" | "repeat" | "terms";

export function RegisterForm({ onMode, onDone }: { onMode: (mode: AuthMode) => void; onDone: () => void }) {
  const { t } = useTranslation("account");
  const notify = useNotify();
  const [values, setValues] = useState({ email: "", firstname: "", lastname: "", password: "", repeat: "" });
  const [terms, setTerms] = useState(false);
  const [problems, setProblems] = useState<Problems<Fields>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [bot, setBot] = useState<BotState>({ phase: "idle" });
  const botCheck = useRef<Promise<BotCheckResult> | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => void requestAnimationFrame(() => first.current?.focus()), []);

  function startBotCheck(): Promise<BotCheckResult> {
    if (!botCheck.current) {
      setBot({ phase: "solving", progress: 0 });
      botCheck.current = passBotCheck((progress) => setBot({ phase: "solving", progress })).then((result) => {
        setBot(result.ok ? { phase: "done" } : { phase: "failed" });
        if (!result.ok) botCheck.current = null;
        return result;
      });
    }
    return botCheck.current;
  }
  const set = (field: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setProblems((p) => withoutProblem(p, field));
  };

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (busy) return;
    const found = problemsOf<Fields>({
      email: emailRule(values.email),
      firstname: personName(values.firstname),
      lastname: personName(values.lastname),
      password: newPassword(values.password),
      repeat: sameAs(values.repeat, values.password),
      terms: accepted(terms),
    });
    setProblems(found);
    setError(null);
    if (Object.keys(found).length) return focusFirstInvalid(form.current);
    setBusy(true);
    const check = await startBotCheck();
    if (!check.ok) {
      setBusy(false);
      setError(t(errorKey(check.error)));
      return;
    }
    botCheck.current = null; // single use, whatever the outcome
    const email = values.email.trim();
    const answer = await callApi("/api/user/create", {
      method: "POST",
      body: { customer: { email, firstname: values.firstname.trim(), lastname: values.lastname.trim() }, password: values.password, gToken: check.gToken },
    });
    if (answer.code !== 200) {
      setBusy(false);
      setBot({ phase: "idle" });
      const code = errorCode(answer);
      const field: Fields | null = code === "EMAIL_TAKEN" || code === "EMAIL_DOMAIN_REFUSED" ? "email" : code === "WEAK_PASSWORD" ? "password" : null;
      if (field) {
        setProblems({ [field]: { key: errorKey(code) } });
        focusFirstInvalid(form.current);
      } else {
        setError(apiErrorMessage(t, answer));
      }
      return;
    }
    const loggedIn = await login(email, values.password);
    setBusy(false);
    notify({ type: "success", message: t("registered") });
    if (loggedIn.code === 200) onDone();
    else onMode("login");
  }

  return (
    <form ref={form} className="account-form" noValidate onSubmit={submit} onFocus={() => void startBotCheck()} aria-busy={busy}>
      <Field
        ref={first}
        label={t("email")}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onValue={set("email")}
        problem={problems.email}
      />
      <div className="field-row">
        <Field
          label={t("firstname")}
          name="firstname"
          autoComplete="given-name"
          required
          value={values.firstname}
          onValue={set("firstname")}
          problem={problems.firstname}
        />
        <Field
          label={t("lastname")}
          name="lastname"
          autoComplete="family-name"
          required
          value={values.lastname}
          onValue={set("lastname")}
          problem={problems.lastname}
        />
      </div>
      <Field
        label={t("password")}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={t("passwordHint")}
        value={values.password}
        onValue={set("password")}
        problem={problems.password}
      />
      <Field
        label={t("repeatPassword")}
        name="repeat"
        type="password"
        autoComplete="new-password"
        required
        value={values.repeat}
        onValue={set("repeat")}
        problem={problems.repeat}
      />
      <div className={problems.terms ? "field field-check field-invalid" : "field field-check"}>
        <input
          id="register-terms"
          type="checkbox"
          checked={terms}
          onChange={(e) => {
            setTerms(e.currentTarget.checked);
            setProblems((p) => withoutProblem(p, "terms"));
          }}
          aria-invalid={problems.terms ? true : undefined}
          aria-describedby={problems.terms ? "register-terms-error" : undefined}
        />
        <label htmlFor="register-terms">{t("acceptTerms")}</label>
        <Link className="terms-link" to="/i/regulamin" target="_blank">
          {t("termsLink")}
        </Link>
        {problems.terms ? (
          <p id="register-terms-error" className="field-error">
            {t(problems.terms.key)}
          </p>
        ) : null}
      </div>
      <BotCheckStatus state={bot} />
      <FormMessage error={error} />
      <button type="submit" className="primary" disabled={busy}>
        {busy ? t("working") : t("submitRegister")}
      </button>
      <p className="form-links">
        {t("haveAccount")}{" "}
        <button type="button" className="link-button" onClick={() => onMode("login")}>
          {t("submitLogin")}
        </button>
      </p>
    </form>
  );
}
