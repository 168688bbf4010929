/** Form controls of the checkout: a label, the value, and the error tied to the control (aria-invalid, aria-describedby). */
import { Fragment, useId, type InputHTMLAttributes, type ReactNode } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import { Field } from "../account/Field.tsx";

type TextProps = Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value"> & {
  label: string;
  name: string;
  value: string;
  /** a message key of the "checkout" namespace */
  error?: string | undefined;
  hint?: string;
  onValue: (value: string) => void;
};

/** The account forms' field, with the checkout's messages. */
export function TextField({ error, ...rest }: TextProps) {
  return <Field {...rest} problem={error ? { key: `checkout:${error}` } : undefined} />;
}

export function CheckField({
  label,
  name,
  checked,
  error,
  onValue,
  children,
}: {
  label: ReactNode;
  name: string;
  checked: boolean;
  error?: string | undefined;
  onValue: (v: boolean) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation("checkout");
  const id = useId();
  return (
    <div className={error ? "check-field field-invalid" : "check-field"}>
      <input
        id={id}
        type="checkbox"
        name={name}
        checked={checked}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onValue(e.currentTarget.checked)}
      />
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

export function RadioGroup<T extends string>({
  legend,
  name,
  value,
  options,
  error,
  onValue,
}: {
  legend: string;
  name: string;
  value: T | "";
  /** `details`: shown under the option while it is chosen (e.g. the chosen payment method's bank list or code field) */
  options: { value: T; label: ReactNode; testId?: string; details?: ReactNode }[];
  error?: string | undefined;
  onValue: (v: T) => void;
}) {
  const { t } = useTranslation("checkout");
  const id = useId();
  return (
    <fieldset className={error ? "radio-group field-invalid" : "radio-group"} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {options.map((o) => (
        <Fragment key={o.value}>
          <label className="radio-option" data-testid={o.testId}>
            <input type="radio" name={name} value={o.value} checked={value === o.value} onChange={() => onValue(o.value)} />
            <span>{o.label}</span>
          </label>
          {value === o.value && o.details ? <div className="radio-details">{o.details}</div> : null}
        </Fragment>
      ))}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {t(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
