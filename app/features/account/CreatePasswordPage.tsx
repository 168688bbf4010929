/**
 * /create-password?email=…&token=…: the link of the password-reset e-mail. Sets the new password with the
 * single-use token, then logs the customer in with it and opens the account.
 */
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "../../i18n/react.tsx";
import { useNotify } from "../../components/Toasts.tsx";
import { callApi, errorCode } from "./api.ts";
import { openAuthModal } from "./auth-modal.ts";
import { apiErrorMessage, errorKey } from "./errors.ts";
import { Field, FormMessage, focusFirstInvalid, SubmitButton } from "./Field.tsx";
import { login } from "./session-runtime.ts";
import { useAccountForm } from "./use-account-form.ts";
import { newPassword, problemsOf, sameAs } from "./validate.ts";
import "./account.css";

export function CreatePasswordPage() {
  const { t } = useTranslation("account");
  const [params] = useSearchParams();
  const email = params.get("email")?.trim() ?? "";
  const token = params.get("token")?.trim() ?? "";
  const notify = useNotify();
  const navigate = useNavigate();
  const { setProblems, error, setError, busy, setBusy, form, bind, values } = useAccountForm({ next: "", repeat: "" });
  const [expired, setExpired] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (busy) return;
    const found = problemsOf({ next: newPassword(values.next), repeat: sameAs(values.repeat, values.next) });
    setProblems(found);
    setError(null);
    if (Object.keys(found).length) return focusFirstInvalid(form.current);
    setBusy(true);
    const answer = await callApi("/api/user/create-password", { method: "POST", body: { email, resetToken: token, newPassword: values.next } });
    const code = errorCode(answer);
    if (code === null) {
      notify({ type: "success", message: t("passwordChanged") });
      const loggedIn = await login(email, values.next);
      setBusy(false);
      if (loggedIn.code === 200) navigate("/my-account");
      else openAuthModal("login");
      return;
    }
    setBusy(false);
    if (code === "WEAK_PASSWORD") {
      setProblems({ next: { key: errorKey(code) } });
      focusFirstInvalid(form.current);
    } else {
      setExpired(code === "INVALID_RESET_TOKEN");
      setError(apiErrorMessage(t, answer));
    }
  }

  return (
    <div className="create-password">
      <h1>{t("createPasswordHeading")}</h1>
      {!email || !token ? (
        <>
          <p role="alert">{t("createPasswordMissing")}</p>
          <button type="button" className="primary" onClick={() => openAuthModal("reset")}>
            {t("requestNewLink")}
          </button>
        </>
      ) : (
        <form ref={form} className="account-form" noValidate onSubmit={submit} aria-busy={busy}>
          <p>{t("createPasswordIntro", { email })}</p>
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <Field label={t("newPassword")} type="password" autoComplete="new-password" required hint={t("passwordHint")} {...bind("next")} />
          <Field label={t("repeatPassword")} type="password" autoComplete="new-password" required {...bind("repeat")} />
          <FormMessage error={error} />
          <div className="actions">
            <SubmitButton busy={busy} label={t("setPassword")} />
            {expired ? (
              <button type="button" className="button-secondary" onClick={() => openAuthModal("reset")}>
                {t("requestNewLink")}
              </button>
            ) : null}
          </div>
        </form>
      )}
    </div>
  );
}
