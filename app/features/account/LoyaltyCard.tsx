/** The loyalty card: its EAN-13 number as an inline SVG barcode (quiet zones, human-readable digits). */
import { useTranslation } from "../../i18n/react.tsx";
import { barRuns, ean13Modules, isValidEan13 } from "./ean13.ts";

const QUIET = 11; // modules of white space left of the symbol (GS1 minimum), 7 on the right
const BAR_HEIGHT = 60;
const GUARDS = new Set([0, 2, 46, 48, 92, 94]); // guard bars run down into the text line

export function LoyaltyCard({ number }: { number: string | null | undefined }) {
  const { t } = useTranslation("account");
  return (
    <section className="account-section" aria-labelledby="loyalty-heading">
      <h2 id="loyalty-heading">{t("loyaltyHeading")}</h2>
      {number && isValidEan13(number) ? (
        <>
          <p>{t("loyaltyIntro")}</p>
          <div className="loyalty-card">
            <Barcode code={number} label={t("loyaltyBarcode", { number })} />
          </div>
        </>
      ) : (
        <p className="account-empty">{t("loyaltyNone")}</p>
      )}
    </section>
  );
}

export function Barcode({ code, label }: { code: string; label: string }) {
  const modules = ean13Modules(code);
  const width = QUIET + 95 + 7;
  const text = (x: number, s: string) => (
    <text x={x} y={BAR_HEIGHT + 9} fontSize="10" fontFamily="monospace" textAnchor="middle" fill="#000">
      {s}
    </text>
  );
  return (
    <svg viewBox={`0 0 ${width} ${BAR_HEIGHT + 12}`} role="img" aria-label={label} data-ean13={code}>
      <rect width={width} height={BAR_HEIGHT + 12} fill="#fff" />
      {barRuns(modules).map(([x, w]) => (
        <rect key={x} x={QUIET + x} y={0} width={w} height={GUARDS.has(x) ? BAR_HEIGHT + 5 : BAR_HEIGHT} fill="#000" />
      ))}
      {text(QUIET - 5, code[0]!)}
      {text(QUIET + 3 + 21, code.slice(1, 7))}
      {text(QUIET + 50 + 21, code.slice(7))}
    </svg>
  );
}
