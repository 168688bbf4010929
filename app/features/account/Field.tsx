/**
 * A labelled form field whose error is tied to it (aria-invalid, aria-describedby), and the form-level
 * message announced to screen readers (role="alert"). Errors are translation keys of the "account" namespace.
 */
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import type { AuthMode } from "./auth-modal.ts";
import type { Bind } from "./use-account-form.ts";
import type { Problem } from "./validate.ts";

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "onChange"> & {
  label: string;
  name: string;
  problem?: Problem;
  hint?: string;
  onValue?: (value: string) => void;
};

export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field({ label, name, problem, hint, onValue, type = "text", ...rest }, ref) {
  const { t } = useTranslation("account");
  const id = useId();
  const described = [problem ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={problem ? "field field-invalid" : "field"}>
      <label htmlFor={id}>{label}</label>
      <input
        ref={ref}
        id={id}
        name={name}
        type={type}
        aria-invalid={problem ? true : undefined}
        aria-describedby={described}
        onChange={onValue ? (e) => onValue(e.currentTarget.value) : undefined}
        {...rest}
      />
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {problem ? (
        <p id={`${id}-error`} className="field-error">
          {t(problem.key, problem.values)}
        </p>
      ) : null}
    </div>
  );
});

/** First and last name side by side (registration, profile, address). */
export function NameFields({ bind, firstRef }: { bind: Bind<"firstname" | "lastname">; firstRef?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation("account");
  return (
    <div className="field-row">
      <Field ref={firstRef} label={t("firstname")} autoComplete="given-name" required {...bind("firstname")} />
      <Field label={t("lastname")} autoComplete="family-name" required {...bind("lastname")} />
    </div>
  );
}

/** A checkbox with its label after it. */
export function CheckField({
  id,
  label,
  checked,
  disabled,
  onChecked,
}: {
  id: string;
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChecked: (checked: boolean) => void;
}) {
  return (
    <div className="field field-check">
      <input id={id} type="checkbox" checked={checked} disabled={disabled} onChange={(e) => onChecked(e.currentTarget.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** A button, looking like a link, that switches the account modal to another of its forms. */
export function ModeButton({ mode, onMode, label }: { mode: AuthMode; onMode: (mode: AuthMode) => void; label: string }) {
  return (
    <button type="button" className="link-button" onClick={() => onMode(mode)}>
      {label}
    </button>
  );
}

/** The form's submit button, which says it is working while the form is busy. */
export function SubmitButton({ busy, label }: { busy: boolean; label: string }) {
  const { t } = useTranslation("account");
  return (
    <button type="submit" className="primary" disabled={busy}>
      {busy ? t("working") : label}
    </button>
  );
}

/** The form's outcome: an error (assertive) or a success (polite), always present so it is announced. */
export function FormMessage({ error, success }: { error?: string | null; success?: ReactNode }) {
  return (
    <>
      <div role="alert" className={error ? "form-message form-error" : "form-message-empty"}>
        {error ?? null}
      </div>
      <div role="status" className={success ? "form-message form-success" : "form-message-empty"}>
        {success ?? null}
      </div>
    </>
  );
}

/** Focuses the first field marked invalid inside `form` (after React has rendered the errors). */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
