/** Quantity of a cart line: − and + buttons around a number field that commits on blur or Enter. */
import { useEffect, useId, useState } from "react";
import { useTranslation } from "../../i18n/react.tsx";

export function QtyControl({ name, qty, disabled, onChange }: { name: string; qty: number; disabled: boolean; onChange: (qty: number) => void }) {
  const { t } = useTranslation("cart");
  const id = useId();
  const [text, setText] = useState(String(qty));
  useEffect(() => setText(String(qty)), [qty]);
  const commit = () => {
    const value = Number(text);
    if (Number.isInteger(value) && value >= 1) {
      if (value !== qty) onChange(value);
    } else setText(String(qty));
  };
  return (
    <span className="qty-control">
      <button type="button" aria-label={t("decrease", { name })} disabled={disabled || qty <= 1} onClick={() => onChange(qty - 1)}>
        −
      </button>
      <label htmlFor={id} className="visually-hidden">
        {t("qtyOf", { name })}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === "Enter") commit();
        }}
      />
      <button type="button" aria-label={t("increase", { name })} disabled={disabled} onClick={() => onChange(qty + 1)}>
        +
      </button>
    </span>
  );
}
