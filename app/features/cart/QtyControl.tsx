/**
 * Quantity of a cart line: − and + buttons around a number field that commits on blur or Enter. 0 typed asks
 * whether to remove the line (`onZero`: the line's confirm-before-remove dialog; the field shows the quantity
 * again meanwhile); `describedBy` ties the field to the line's note of a quantity held to the stock (issue 16).
 */
import { useEffect, useId, useState } from "react";
import { useTranslation } from "../../i18n/react.tsx";

export function QtyControl({
  name,
  qty,
  disabled,
  onChange,
  onZero,
  describedBy,
}: {
  name: string;
  qty: number;
  disabled: boolean;
  onChange: (qty: number) => void;
  onZero: () => void;
  describedBy?: string;
}) {
  const { t } = useTranslation("cart");
  const id = useId();
  const [text, setText] = useState(String(qty));
  useEffect(() => setText(String(qty)), [qty]);
  const commit = () => {
    const value = Number(text);
    if (text.trim() !== "" && value === 0) {
      setText(String(qty));
      onZero();
    } else if (Number.isInteger(value) && value >= 1) {
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
        min={0}
        step={1}
        value={text}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key !== "Enter") return;
          // Without this, the Enter that opens the remove dialog would go on to press the button focused in it.
          e.preventDefault();
          commit();
        }}
      />
      <button type="button" aria-label={t("increase", { name })} disabled={disabled} onClick={() => onChange(qty + 1)}>
        +
      </button>
    </span>
  );
}
