/**
 * The account order page's parcel and invoice number (docs/api.md §18): the InPost tracking number with a link to
 * InPost's tracking page, and the invoice number once the shop has issued them. Its four languages' words are here,
 * not in the shared translations, so they load with the order page only (not with every storefront page).
 */
import type { Language } from "../../i18n/languages.ts";
import type { OrderDetail } from "../orders/types.ts";

const WORDS: Record<Language, { parcel: string; tracking: string; newTab: string; invoiceNumber: string; waiting: string }> = {
  pl: {
    parcel: "Przesyłka InPost",
    tracking: "Śledź przesyłkę",
    newTab: "otwiera się w nowej karcie",
    invoiceNumber: "Numer faktury",
    waiting: "przygotowana, numer wkrótce",
  },
  en: {
    parcel: "InPost parcel",
    tracking: "Track the parcel",
    newTab: "opens in a new tab",
    invoiceNumber: "Invoice number",
    waiting: "prepared, number soon",
  },
  de: {
    parcel: "InPost-Sendung",
    tracking: "Sendung verfolgen",
    newTab: "öffnet in einem neuen Tab",
    invoiceNumber: "Rechnungsnummer",
    waiting: "vorbereitet, Nummer folgt",
  },
  it: {
    parcel: "Spedizione InPost",
    tracking: "Traccia la spedizione",
    newTab: "si apre in una nuova scheda",
    invoiceNumber: "Numero di fattura",
    waiting: "preparata, numero a breve",
  },
};

/** The rows of the order's facts list (a <dl>): the parcel and the invoice number, when there are any. */
export function OrderShipmentFacts({ order, lang }: { order: OrderDetail; lang: Language }) {
  const w = WORDS[lang] ?? WORDS.pl;
  const shipment = order.extension_attributes?.shipment;
  const invoiceNumber = order.extension_attributes?.invoice?.number;
  return (
    <>
      {shipment ? (
        <div>
          <dt>{w.parcel}</dt>
          {/* a 24-digit number breaks rather than running into the next column */}
          <dd data-testid="order-tracking" style={{ overflowWrap: "anywhere" }}>
            {shipment.tracking_number && shipment.tracking_url ? (
              <>
                {shipment.tracking_number}{" "}
                <a href={shipment.tracking_url} target="_blank" rel="noopener noreferrer">
                  {w.tracking}
                  <span className="visually-hidden"> ({w.newTab})</span>
                </a>
              </>
            ) : (
              w.waiting
            )}
          </dd>
        </div>
      ) : null}
      {invoiceNumber ? (
        <div>
          <dt>{w.invoiceNumber}</dt>
          <dd data-testid="order-invoice-number">{invoiceNumber}</dd>
        </div>
      ) : null}
    </>
  );
}
