/**
 * Change password: the current one, the new one twice. On success the server revokes the other sessions,
 * so the customer is logged in again with the new password (as the specification's client does).
 */
import { useRef, useState } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import { useNotify } from "../../components/Toasts.tsx";
import { errorCode } from "./api.ts";
import { apiErrorMessage, errorKey } from "./errors.ts";
import { Field, FormMessage, focusFirstInvalid } from "./Field.tsx";
import { accountCall, login } from "./session-runtime.ts";
import { newPassword, problemsOf, required, sameAs, type Problems, withoutProblem } from "./validate.ts";

type Fields = "current" | "next" | "repeat";

export function ChangePasswordForm({ email }: { email: string }) {
  const { t } = useTranslation("account");
  const notify = useNotify();
  const [values, setValues] = useState({ current: "", next: "", repeat: "" });
  const [problems, setProblems] = useState<Problems<Fields>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const set = (field: Fields) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setProblems((p) => withoutProblem(p, field));
  };

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (busy) return;
    const found = problemsOf<Fields>({ current: required(values.current), next: newPassword(values.next), repeat: sameAs(values.repeat, values.next) });
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
        <Field
          label={t("currentPassword")}
          name="current"
          type="password"
          autoComplete="current-password"
          required
          value={values.current}
          onValue={set("current")}
          problem={problems.current}
        />
        <Field
          label={t("newPassword")}
          name="next"
          type="password"
          autoComplete="new-password"
          required
          hint={t("passwordHint")}
          value={values.next}
          onValue={set("next")}
          problem={problems.next}
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
        <FormMessage error={error} />
        <button type="submit" className="primary" disabled={busy}>
          {busy ? t("working") : t("changePassword")}
        </button>
      </form>
    </section>
  );
}
