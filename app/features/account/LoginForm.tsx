import { useState } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import { useNotify } from "../../components/Toasts.tsx";
import type { AuthMode } from "./auth-modal.ts";
import { apiErrorMessage } from "./errors.ts";
import { Field, FormMessage, focusFirstInvalid, ModeButton, SubmitButton } from "./Field.tsx";
import { useFocusOnOpen, useFormStatus } from "./use-account-form.ts";
import { login } from "./session-runtime.ts";
import { email as emailRule, problemsOf, required, type Problems } from "./validate.ts";

export function LoginForm({ onMode, onDone }: { onMode: (mode: AuthMode) => void; onDone: () => void }) {
  const { t } = useTranslation("account");
  const notify = useNotify();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [problems, setProblems] = useState<Problems<"email" | "password">>({});
  const { error, setError, busy, setBusy, form } = useFormStatus();
  const first = useFocusOnOpen();

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (busy) return;
    const found = problemsOf({ email: emailRule(email), password: required(password) });
    setProblems(found);
    setError(null);
    if (Object.keys(found).length) return focusFirstInvalid(form.current);
    setBusy(true);
    const answer = await login(email.trim(), password);
    setBusy(false);
    if (answer.code === 200) {
      notify({ type: "success", message: t("loggedIn") });
      onDone();
    } else {
      setError(apiErrorMessage(t, answer));
    }
  }

  return (
    <form ref={form} className="account-form" noValidate onSubmit={submit} aria-busy={busy}>
      <Field
        ref={first}
        label={t("email")}
        name="email"
        type="email"
        autoComplete="username"
        required
        value={email}
        onValue={setEmail}
        problem={problems.email}
      />
      <Field
        label={t("password")}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onValue={setPassword}
        problem={problems.password}
      />
      <FormMessage error={error} />
      <SubmitButton busy={busy} label={t("submitLogin")} />
      <p className="form-links">
        <ModeButton mode="reset" onMode={onMode} label={t("forgotPassword")} />
      </p>
      <p className="form-links">
        {t("noAccount")} <ModeButton mode="register" onMode={onMode} label={t("registerLink")} />
      </p>
    </form>
  );
}
