/**
 * A quantity field (whole numbers from 0) with a visible label, for bundle selections and grouped items. A number
 * above `max` (what can be bought) becomes `max`, and the field says so (issue 16).
 */
import { useId, useState, type ReactNode } from "react";
import { QtyLimitNote } from "../../components/QtyLimitNote.tsx";
import { limitQty } from "./stock.ts";

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
  const [limitedTo, setLimitedTo] = useState<number | null>(null);
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
        aria-describedby={max !== undefined ? `${id}-limit` : undefined}
        onChange={(e) => {
          const { qty, limited } = limitQty(e.target.value === "" ? 0 : Number(e.target.value), max);
          setLimitedTo(limited ? qty : null);
          onChange(qty);
        }}
      />
      {max !== undefined ? <QtyLimitNote id={`${id}-limit`} limitedTo={limitedTo} /> : null}
    </span>
  );
}
