/** Prices, stock, listings and product pages. */
export default {
  pl: {
    priceNow: "Cena:",
    priceRegular: "Cena regularna:",
    lowest30: "Najniższa cena z 30 dni przed obniżką: {{price}}",
    lowest30Info: "Najniższa cena z 30 dni przed zmianą ceny: {{price}}",
  },
  en: {
    priceNow: "Price:",
    priceRegular: "Regular price:",
    lowest30: "Lowest price in the 30 days before the reduction: {{price}}",
    lowest30Info: "Lowest price in the 30 days before the price change: {{price}}",
  },
  de: {
    priceNow: "Preis:",
    priceRegular: "Regulärer Preis:",
    lowest30: "Niedrigster Preis der letzten 30 Tage vor der Preissenkung: {{price}}",
    lowest30Info: "Niedrigster Preis der letzten 30 Tage vor der Preisänderung: {{price}}",
  },
  it: {
    priceNow: "Prezzo:",
    priceRegular: "Prezzo normale:",
    lowest30: "Prezzo più basso nei 30 giorni precedenti la riduzione: {{price}}",
    lowest30Info: "Prezzo più basso nei 30 giorni precedenti la variazione di prezzo: {{price}}",
  },
};
