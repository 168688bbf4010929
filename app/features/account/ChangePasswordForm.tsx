/**
 * Change password: the current one, the new one twice. On success the server revokes the other sessions,
 * so the customer is logged in again with the new password (as the specification's client does).
 */
import { useTranslation } from "../../i18n/react.tsx";
import { useNotify } from "../../components/Toasts.tsx";
import { errorCode } from "./api.ts";
import { apiErrorMessage, errorKey } from "./errors.ts";
import { Field, FormMessage, focusFirstInvalid, SubmitButton } from "./Field.tsx";
import { accountCall, login } from "./session-runtime.ts";
import { useAccountForm } from "./use-account-form.ts";
import { newPassword, problemsOf, required, sameAs } from "./validate.ts";

export function ChangePasswordForm({ email }: { email: string }) {
  const { t } = useTranslation("account");
  const notify = useNotify();
  const { values, setValues, setProblems, error, setError, busy, setBusy, form, bind } = useAccountForm({ current: "", next: "", repeat: "" });

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (busy) return;
    const found = problemsOf({ current: required(values.current), next: newPassword(values.next), repeat: sameAs(values.repeat, values.next) });
    setProblems(found);
    setError(null);
    if (Object.keys(found).length) return focusFirstInvalid(form.current);
    setBusy(true);
    const answer = await accountCall("/api/user/change-password", { method: "POST", body: { currentPassword: values.current, newPassword: values.next } });
    const code = errorCode(answer);
    if (code === null) {
      await login(email, values.next);
      setBusy(false);
      setValues({ current: "", next: "", repeat: "" });
      notify({ type: "success", message: t("passwordChanged") });
      return;
    }
    setBusy(false);
    if (code === "WRONG_PASSWORD") setProblems({ current: { key: errorKey(code) } });
    else if (code === "WEAK_PASSWORD") setProblems({ next: { key: errorKey(code) } });
    else return setError(apiErrorMessage(t, answer));
    focusFirstInvalid(form.current);
  }

  return (
    <section className="account-section" aria-labelledby="password-heading">
      <h2 id="password-heading">{t("changePasswordHeading")}</h2>
      <form ref={form} className="account-form" noValidate onSubmit={submit} aria-busy={busy}>
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <Field label={t("currentPassword")} type="password" autoComplete="current-password" required {...bind("current")} />
        <Field label={t("newPassword")} type="password" autoComplete="new-password" required hint={t("passwordHint")} {...bind("next")} />
        <Field label={t("repeatPassword")} type="password" autoComplete="new-password" required {...bind("repeat")} />
        <FormMessage error={error} />
        <SubmitButton busy={busy} label={t("changePassword")} />
      </form>
    </section>
  );
}
