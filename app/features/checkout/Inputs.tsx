/** Form controls of the checkout: a label, the value, and the error tied to the control (aria-invalid, aria-describedby). */
import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import { useTranslation } from "../../i18n/react.tsx";

type TextProps = Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value"> & {
  label: string;
  name: string;
  value: string;
  error?: string | undefined;
  hint?: string;
  onValue: (value: string) => void;
};

export function TextField({ label, name, value, error, hint, onValue, type = "text", ...rest }: TextProps) {
  const { t } = useTranslation("checkout");
  const id = useId();
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={error ? "field field-invalid" : "field"}>
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type={type} value={value} aria-invalid={error ? true : undefined} aria-describedby={described} onChange={(e) => onValue(e.currentTarget.value)} {...rest} />
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

export function CheckField({ label, name, checked, error, onValue, children }: { label: ReactNode; name: string; checked: boolean; error?: string | undefined; onValue: (v: boolean) => void; children?: ReactNode }) {
  const { t } = useTranslation("checkout");
  const id = useId();
  return (
    <div className={error ? "check-field field-invalid" : "check-field"}>
      <input id={id} type="checkbox" name={name} checked={checked} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} onChange={(e) => onValue(e.currentTarget.checked)} />
      <label htmlFor={id}>{label}</label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

export function RadioGroup<T extends string>({ legend, name, value, options, error, onValue }: {
  legend: string;
  name: string;
  value: T | "";
  options: { value: T; label: ReactNode; testId?: string }[];
  error?: string | undefined;
  onValue: (v: T) => void;
}) {
  const { t } = useTranslation("checkout");
  const id = useId();
  return (
    <fieldset className={error ? "radio-group field-invalid" : "radio-group"} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className="radio-option" data-testid={o.testId}>
          <input type="radio" name={name} value={o.value} checked={value === o.value} onChange={() => onValue(o.value)} />
          <span>{o.label}</span>
        </label>
      ))}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {t(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
