/** "Forgot the password?": sends the reset link by e-mail (the same answer whether or not the address exists). */
import { useState } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import { callApi, errorCode } from "./api.ts";
import type { AuthMode } from "./auth-modal.ts";
import { Field, FormMessage, focusFirstInvalid, ModeButton, SubmitButton } from "./Field.tsx";
import { useFocusOnOpen, useFormStatus } from "./use-account-form.ts";
import { errorKey } from "./errors.ts";
import { email as emailRule, type Problem } from "./validate.ts";

export function ResetForm({ onMode }: { onMode: (mode: AuthMode) => void }) {
  const { t } = useTranslation("account");
  const [email, setEmail] = useState("");
  const [problem, setProblem] = useState<Problem>(null);
  const { error, setError, busy, setBusy, form } = useFormStatus();
  const [sent, setSent] = useState<string | null>(null);
  const first = useFocusOnOpen();

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (busy) return;
    const found = emailRule(email);
    setProblem(found);
    setError(null);
    setSent(null);
    if (found) return focusFirstInvalid(form.current);
    if (typeof navigator !== "undefined" && navigator.onLine === false) return setError(t("resetOffline"));
    setBusy(true);
    const answer = await callApi("/api/user/reset-password", { method: "POST", body: { email: email.trim() } });
    setBusy(false);
    const code = errorCode(answer);
    if (code === null) setSent(t("resetSent", { email: email.trim() }));
    else if (code === "VALIDATION_FAILED") setProblem({ key: "emailInvalid" });
    else if (code === "RATE_LIMITED" || code === "NETWORK_ERROR") setError(t(errorKey(code)));
    else setError(t("resetError"));
  }

  return (
    <form ref={form} className="account-form" noValidate onSubmit={submit} aria-busy={busy}>
      <p>{t("resetIntro")}</p>
      <Field ref={first} label={t("email")} name="email" type="email" autoComplete="email" required value={email} onValue={setEmail} problem={problem} />
      <FormMessage error={error} success={sent} />
      <SubmitButton busy={busy} label={t("submitReset")} />
      <p className="form-links">
        <ModeButton mode="login" onMode={onMode} label={t("backToLogin")} />
      </p>
    </form>
  );
}
