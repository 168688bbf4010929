/** Why shop here: the "home-usp" CMS block as a strip of short promises with icons. */
import { useId } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import type { UspItem } from "./home-data.ts";

const ICONS: Record<string, string> = {
  truck: "M3 6h11v9H3zM14 9h4l3 3v3h-7zM7 18.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0zM19 18.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0z",
  gift: "M4 11h16v10H4zM3 7h18v4H3zM12 7v14M12 7c-1.5-3-5-3.5-5-1.2C7 7 9 7 12 7zM12 7c1.5-3 5-3.5 5-1.2C17 7 15 7 12 7z",
  lock: "M6 11h12v10H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3M12 15v2.5",
  return: "M4 9h11a5 5 0 0 1 0 10H8M4 9l4-4M4 9l4 4",
};
const FALLBACK = "M5 12l4.5 4.5L19 7";

export function UspStrip({ items }: { items: UspItem[] }) {
  const { t } = useTranslation("pages");
  const headingId = useId();
  if (!items.length) return null;
  return (
    <section className="usp" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t("uspHeading")}
      </h2>
      <ul>
        {items.map((item) => (
          <li key={item.title}>
            <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
              <path d={ICONS[item.icon] ?? FALLBACK} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <div>
              <h3>{item.title}</h3>
              {item.text ? <p>{item.text}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
