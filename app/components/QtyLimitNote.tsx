/**
 * "Only N are available, so the quantity is now N": said after a quantity field was held to what can be bought
 * (the product page's fields and the cart's lines, issue 16). A polite live region, present while its field is, so
 * the sentence is announced when it appears; tie it to the field with aria-describedby.
 */
import { useTranslation } from "../i18n/react.tsx";

export function QtyLimitNote({ id, limitedTo, className = "qty-limit" }: { id: string; limitedTo: number | null; className?: string }) {
  const { t } = useTranslation("catalog");
  return (
    <span id={id} className={className} role="status">
      {limitedTo === null ? "" : t("qtyLimited", { count: limitedTo })}
    </span>
  );
}
