/** Personal details: first name, last name, e-mail (the profile fields that may be modified, docs/storefront.md §5). */
import { useRef, useState } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import { useNotify } from "../../components/Toasts.tsx";
import { errorCode } from "./api.ts";
import { apiErrorMessage, errorKey } from "./errors.ts";
import { Field, FormMessage, focusFirstInvalid } from "./Field.tsx";
import { updateProfile } from "./session-runtime.ts";
import type { Customer } from "./types.ts";
import { email as emailRule, personName, problemsOf, type Problems, withoutProblem } from "./validate.ts";

type Fields = "firstname" | "lastname" | "email";

export function ProfileForm({ user }: { user: Customer }) {
  const { t } = useTranslation("account");
  const notify = useNotify();
  const [values, setValues] = useState({ firstname: user.firstname, lastname: user.lastname, email: user.email });
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
    const found = problemsOf<Fields>({ firstname: personName(values.firstname), lastname: personName(values.lastname), email: emailRule(values.email) });
    setProblems(found);
    setError(null);
    if (Object.keys(found).length) return focusFirstInvalid(form.current);
    setBusy(true);
    const answer = await updateProfile({ firstname: values.firstname.trim(), lastname: values.lastname.trim(), email: values.email.trim() });
    setBusy(false);
    const code = errorCode(answer);
    if (code === null) notify({ type: "success", message: t("profileUpdated") });
    else if (code === "EMAIL_TAKEN" || code === "EMAIL_DOMAIN_REFUSED") {
      setProblems({ email: { key: errorKey(code) } });
      focusFirstInvalid(form.current);
    } else setError(apiErrorMessage(t, answer));
  }

  return (
    <section className="account-section" aria-labelledby="profile-heading">
      <h2 id="profile-heading">{t("profileHeading")}</h2>
      <form ref={form} className="account-form" noValidate onSubmit={submit} aria-busy={busy}>
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
          label={t("email")}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onValue={set("email")}
          problem={problems.email}
        />
        <FormMessage error={error} />
        <button type="submit" className="primary" disabled={busy}>
          {busy ? t("working") : t("save")}
        </button>
      </form>
    </section>
  );
}
