/** Personal details: first name, last name, e-mail (the profile fields that may be modified, docs/storefront.md §5). */
import { useTranslation } from "../../i18n/react.tsx";
import { useNotify } from "../../components/Toasts.tsx";
import { errorCode } from "./api.ts";
import { apiErrorMessage, errorKey } from "./errors.ts";
import { Field, FormMessage, focusFirstInvalid, NameFields, SubmitButton } from "./Field.tsx";
import { updateProfile } from "./session-runtime.ts";
import type { Customer } from "./types.ts";
import { useAccountForm } from "./use-account-form.ts";
import { email as emailRule, personName, problemsOf } from "./validate.ts";

export function ProfileForm({ user }: { user: Customer }) {
  const { t } = useTranslation("account");
  const notify = useNotify();
  const { setProblems, error, setError, busy, setBusy, form, bind, values } = useAccountForm({
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
  });

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (busy) return;
    const found = problemsOf({ firstname: personName(values.firstname), lastname: personName(values.lastname), email: emailRule(values.email) });
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
        <NameFields bind={bind} />
        <Field label={t("email")} type="email" autoComplete="email" required {...bind("email")} />
        <FormMessage error={error} />
        <SubmitButton busy={busy} label={t("save")} />
      </form>
    </section>
  );
}
