/** A quantity field (whole numbers from 0) with a visible label, for bundle selections and grouped items. */
import { useId, type ReactNode } from "react";

export function QtyInput({
  label,
  name,
  value,
  onChange,
  max,
  disabled,
}: {
  label: ReactNode;
  name: string;
  value: number;
  onChange: (qty: number) => void;
  max?: number;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <span className="pdp-qty">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        name={name}
        min={0}
        max={max}
        step={1}
        value={Number.isFinite(value) ? value : 0}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value === "" ? 0 : Math.max(0, Math.floor(Number(e.target.value))))}
      />
    </span>
  );
}
