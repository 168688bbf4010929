/** Prices, stock, listings and product pages; the quantity limit the product page and the cart share. */
export default {
  pl: {
    priceNow: "Cena:",
    priceRegular: "Cena regularna:",
    lowest30: "Najniższa cena z 30 dni przed obniżką: {{price}}",
    priceFrom: "od",
    qtyLimited_one: "Dostępna jest tylko {{count}} sztuka, więc ilość zmieniono na {{count}}.",
    qtyLimited_few: "Dostępne są tylko {{count}} sztuki, więc ilość zmieniono na {{count}}.",
    qtyLimited_many: "Dostępnych jest tylko {{count}} sztuk, więc ilość zmieniono na {{count}}.",
    qtyLimited_other: "Dostępnych jest tylko {{count}} sztuk, więc ilość zmieniono na {{count}}.",
  },
  en: {
    priceNow: "Price:",
    priceRegular: "Regular price:",
    lowest30: "Lowest price in the 30 days before the reduction: {{price}}",
    priceFrom: "from",
    qtyLimited_one: "Only {{count}} is available, so the quantity is now {{count}}.",
    qtyLimited_other: "Only {{count}} are available, so the quantity is now {{count}}.",
  },
  de: {
    priceNow: "Preis:",
    priceRegular: "Regulärer Preis:",
    lowest30: "Niedrigster Preis der letzten 30 Tage vor der Preissenkung: {{price}}",
    priceFrom: "ab",
    qtyLimited_one: "Nur {{count}} Stück ist verfügbar, daher wurde die Menge auf {{count}} gesetzt.",
    qtyLimited_other: "Nur {{count}} Stück sind verfügbar, daher wurde die Menge auf {{count}} gesetzt.",
  },
  it: {
    priceNow: "Prezzo:",
    priceRegular: "Prezzo normale:",
    lowest30: "Prezzo più basso nei 30 giorni precedenti la riduzione: {{price}}",
    priceFrom: "da",
    qtyLimited_one: "È disponibile solo {{count}} pezzo, quindi la quantità è ora {{count}}.",
    qtyLimited_other: "Sono disponibili solo {{count}} pezzi, quindi la quantità è ora {{count}}.",
  },
};
