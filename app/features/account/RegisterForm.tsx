/**
 * Registration: the bot check starts solving as soon as the shopper starts filling in the form (its
 * progress shown), the account is created with the solution as gToken, and the customer is logged in.
 * A solution is single use: after a failed attempt a new challenge is solved.
 */
import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/react.tsx";
import { useNotify } from "../../components/Toasts.tsx";
import { callApi, errorCode } from "./api.ts";
import type { AuthMode } from "./auth-modal.ts";
import { BotCheckStatus } from "./BotCheckStatus.tsx";
import { useBotCheck } from "./use-bot-check.ts";
import { apiErrorMessage, errorKey } from "./errors.ts";
import { Field, FormMessage, focusFirstInvalid, ModeButton, NameFields, SubmitButton } from "./Field.tsx";
import { login } from "./session-runtime.ts";
import { useAccountForm, useFocusOnOpen } from "./use-account-form.ts";
import { accepted, email as emailRule, newPassword, personName, problemsOf, sameAs, withoutProblem } from "./validate.ts";

type Fields = "email" | "firstname" | "lastname" | "password" | "repeat" | "terms";

export function RegisterForm({ onMode, onDone }: { onMode: (mode: AuthMode) => void; onDone: () => void }) {
  const { t } = useTranslation("account");
  const notify = useNotify();
  const { problems, setProblems, error, setError, busy, setBusy, form, bind, values } = useAccountForm<Record<Exclude<Fields, "terms">, string>, Fields>({
    email: "",
    firstname: "",
    lastname: "",
    password: "",
    repeat: "",
  });
  const [terms, setTerms] = useState(false);
  const bot = useBotCheck();
  const first = useFocusOnOpen();

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
    const check = await bot.start();
    if (!check.ok) {
      setBusy(false);
      setError(t(errorKey(check.error)));
      return;
    }
    bot.used(); // single use, whatever the outcome
    const email = values.email.trim();
    const answer = await callApi("/api/user/create", {
      method: "POST",
      body: { customer: { email, firstname: values.firstname.trim(), lastname: values.lastname.trim() }, password: values.password, gToken: check.gToken },
    });
    if (answer.code !== 200) {
      setBusy(false);
      bot.reset();
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
    <form ref={form} className="account-form" noValidate onSubmit={submit} onFocus={() => void bot.start()} aria-busy={busy}>
      <Field ref={first} label={t("email")} type="email" autoComplete="email" required {...bind("email")} />
      <NameFields bind={bind} />
      <Field label={t("password")} type="password" autoComplete="new-password" required hint={t("passwordHint")} {...bind("password")} />
      <Field label={t("repeatPassword")} type="password" autoComplete="new-password" required {...bind("repeat")} />
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
      <BotCheckStatus state={bot.state} />
      <FormMessage error={error} />
      <SubmitButton busy={busy} label={t("submitRegister")} />
      <p className="form-links">
        {t("haveAccount")} <ModeButton mode="login" onMode={onMode} label={t("submitLogin")} />
      </p>
    </form>
  );
}
