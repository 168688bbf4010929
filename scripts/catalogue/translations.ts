/**
 * English, German and Italian texts of the demo catalogue's own labels (docs/decisions/2026-11-26-catalogue-translations.md):
 * category names and descriptions, attribute labels and their options, subscription lengths and first issues,
 * configurable and bundle option titles, download titles. Each row keeps its Polish text in its own columns and
 * these in `translations` ({"en": {"name": "…"}, …}); product names and descriptions stay Polish.
 * Every function here is derived from the Polish text or a stable key, so the same texts can be written into a demo
 * database seeded before the column existed (`translateDemoCatalogue`).
 */
import type { Database } from "../../server/db/client.ts";
import type { Translations } from "../../domain/language.ts";

type Texts = readonly [en: string, de: string, it: string];
type Query = Pick<Database, "query">["query"];

/** One field in the three languages. */
function one(field: string, [en, de, it]: Texts): Translations {
  return { en: { [field]: en }, de: { [field]: de }, it: { [field]: it } };
}

/** Several fields at once: field → its three texts. */
function many(fields: Record<string, Texts>): Translations {
  const out = { en: {}, de: {}, it: {} } as Required<Translations>;
  for (const [field, [en, de, it]] of Object.entries(fields)) {
    out.en[field] = en;
    out.de[field] = de;
    out.it[field] = it;
  }
  return out;
}

// ---------------------------------------------------------------- categories

/** Category key (scripts/catalogue/reference.ts) → its name in English, German, Italian. */
export const CATEGORY_NAMES: Record<string, Texts> = {
  prasa: ["Press", "Presse", "Stampa"],
  tygodniki: ["Weeklies", "Wochenzeitschriften", "Settimanali"],
  "tyg-opinii": ["Opinion weeklies", "Meinungsmagazine", "Settimanali d'opinione"],
  "tyg-kobiet": ["Women's weeklies", "Wöchentliche Frauenzeitschriften", "Settimanali femminili"],
  "tyg-tv": ["TV weeklies", "TV-Zeitschriften", "Settimanali TV"],
  dwutygodniki: ["Fortnightlies", "Zweiwöchentliche Zeitschriften", "Quindicinali"],
  "dwu-kobiet": ["Women's fortnightlies", "Zweiwöchentliche Frauenzeitschriften", "Quindicinali femminili"],
  "dwu-dzieci": ["Children's magazines", "Kinderzeitschriften", "Riviste per bambini"],
  miesieczniki: ["Monthlies", "Monatszeitschriften", "Mensili"],
  "mies-nauka": ["Popular science", "Populärwissenschaft", "Divulgazione scientifica"],
  "mies-nauka-historia": ["History and archaeology", "Geschichte und Archäologie", "Storia e archeologia"],
  "mies-nauka-przyroda": ["Nature and travel", "Natur und Reisen", "Natura e viaggi"],
  "mies-nauka-technika": ["Science and technology", "Wissenschaft und Technik", "Scienza e tecnica"],
  "mies-moto": ["Motoring", "Auto und Motor", "Motori"],
  "mies-kuchnia": ["Food and cooking", "Essen und Kochen", "Cucina"],
  "mies-dom": ["Home and garden", "Haus und Garten", "Casa e giardino"],
  "mies-zdrowie": ["Health and beauty", "Gesundheit und Schönheit", "Salute e bellezza"],
  "mies-hobby": ["Hobbies and leisure", "Hobby und Freizeit", "Hobby e tempo libero"],
  kwartalniki: ["Quarterlies", "Vierteljahreszeitschriften", "Trimestrali"],
  "kw-lit": ["Literary quarterlies", "Literarische Vierteljahreshefte", "Trimestrali letterari"],
  "kw-kult": ["Cultural quarterlies", "Kulturelle Vierteljahreshefte", "Trimestrali culturali"],
  "kw-hobby": ["Hobby quarterlies", "Hobby-Vierteljahreshefte", "Trimestrali per hobbisti"],
  regionalna: ["Regional press", "Regionalpresse", "Stampa regionale"],
  "reg-pomorze": ["Pomerania", "Pommern", "Pomerania"],
  "reg-malopolska": ["Lesser Poland", "Kleinpolen", "Piccola Polonia"],
  "reg-slask": ["Silesia", "Schlesien", "Slesia"],
  "reg-mazowsze": ["Masovia", "Masowien", "Masovia"],
  ksiazki: ["Books", "Bücher", "Libri"],
  lit: ["Fiction", "Belletristik", "Narrativa"],
  "lit-pl": ["Polish literature", "Polnische Literatur", "Letteratura polacca"],
  "lit-obca": ["World literature", "Internationale Literatur", "Letteratura straniera"],
  krym: ["Crime and thrillers", "Krimis und Thriller", "Gialli e thriller"],
  "krym-skand": ["Scandinavian crime", "Skandinavische Krimis", "Gialli scandinavi"],
  "krym-szw": ["Swedish crime", "Schwedische Krimis", "Gialli svedesi"],
  "krym-nor": ["Norwegian crime", "Norwegische Krimis", "Gialli norvegesi"],
  "krym-pl": ["Polish crime", "Polnische Krimis", "Gialli polacchi"],
  "krym-thr": ["Psychological thrillers", "Psychothriller", "Thriller psicologici"],
  fant: ["Fantasy and science fiction", "Fantastik", "Fantastico"],
  "fant-fantasy": ["Fantasy", "Fantasy", "Fantasy"],
  "fant-sf": ["Science fiction", "Science-Fiction", "Fantascienza"],
  "fant-horror": ["Horror", "Horror", "Horror"],
  dzieci: ["For children", "Für Kinder", "Per bambini"],
  "dzieci-bajki": ["Fairy tales", "Märchen", "Fiabe"],
  "dzieci-obrazkowe": ["Picture books", "Bilderbücher", "Libri illustrati"],
  "dzieci-mlodziez": ["Young adult", "Jugendbücher", "Libri per ragazzi"],
  poradniki: ["Guides and how-to", "Ratgeber", "Manuali"],
  "por-kuchnia": ["Cookery", "Kochen", "Cucina"],
  "por-zdrowie": ["Health", "Gesundheit", "Salute"],
  "por-psych": ["Psychology", "Psychologie", "Psicologia"],
  "por-dom": ["Home and garden", "Haus und Garten", "Casa e giardino"],
  hist: ["History", "Geschichte", "Storia"],
  "hist-pl": ["Polish history", "Polnische Geschichte", "Storia della Polonia"],
  "hist-pl-sred": ["Middle Ages", "Mittelalter", "Medioevo"],
  "hist-pl-xx": ["20th century", "20. Jahrhundert", "XX secolo"],
  "hist-swiat": ["World history", "Weltgeschichte", "Storia universale"],
  bio: ["Biographies", "Biografien", "Biografie"],
  "bio-wsp": ["Memoirs", "Erinnerungen", "Memorie"],
  "bio-art": ["Artists' biographies", "Künstlerbiografien", "Biografie di artisti"],
  zapowiedzi: ["Coming soon", "Demnächst erhältlich", "Prossimamente"],
  cyfrowe: ["E-books and PDF", "E-Books und PDF", "E-book e PDF"],
  ebooki: ["E-books", "E-Books", "E-book"],
  "eb-lit": ["Literature", "Literatur", "Letteratura"],
  "eb-krym": ["Crime", "Krimis", "Gialli"],
  "eb-fant": ["Fantasy", "Fantastik", "Fantastico"],
  "eb-por": ["Guides", "Ratgeber", "Manuali"],
  pdf: ["PDF editions", "PDF-Ausgaben", "Edizioni PDF"],
  "pdf-tyg": ["Weeklies in PDF", "Wochenzeitschriften als PDF", "Settimanali in PDF"],
  "pdf-mies": ["Monthlies in PDF", "Monatszeitschriften als PDF", "Mensili in PDF"],
  kolekcje: ["Collections", "Sammlungen", "Collezioni"],
  "kol-modele": ["Models and vehicles", "Modelle und Fahrzeuge", "Modellini e veicoli"],
  "kol-hist": ["History and militaria", "Geschichte und Militaria", "Storia e militaria"],
  "kol-dzieci": ["Collections for children", "Sammlungen für Kinder", "Collezioni per bambini"],
  "kol-sztuka": ["Art and crafts", "Kunst und Handwerk", "Arte e artigianato"],
  prenumerata: ["Subscriptions", "Abonnements", "Abbonamenti"],
  "pren-mag": ["Magazine subscriptions", "Zeitschriften-Abos", "Abbonamenti alle riviste"],
  "pren-tyg": ["Weekly subscriptions", "Abos für Wochenzeitschriften", "Abbonamenti ai settimanali"],
  "pren-dwu": ["Fortnightly subscriptions", "Abos für zweiwöchentliche Zeitschriften", "Abbonamenti ai quindicinali"],
  "pren-mies": ["Monthly subscriptions", "Abos für Monatszeitschriften", "Abbonamenti ai mensili"],
  "pren-kw": ["Quarterly subscriptions", "Abos für Vierteljahreszeitschriften", "Abbonamenti ai trimestrali"],
  "pren-reg": ["Regional press subscriptions", "Abos für Regionalpresse", "Abbonamenti alla stampa regionale"],
  "pren-kol": ["Collection subscriptions", "Sammlungs-Abos", "Abbonamenti alle collezioni"],
  "pren-premium": ["Premium subscriptions", "Premium-Abos", "Abbonamenti Premium"],
  odziez: ["Clothing", "Bekleidung", "Abbigliamento"],
  koszulki: ["T-shirts", "T-Shirts", "Magliette"],
  "koszulki-damskie": ["Women's T-shirts", "Damen-T-Shirts", "Magliette da donna"],
  "koszulki-meskie": ["Men's T-shirts", "Herren-T-Shirts", "Magliette da uomo"],
  "koszulki-dzieciece": ["Children's T-shirts", "Kinder-T-Shirts", "Magliette per bambini"],
  bluzy: ["Sweatshirts", "Sweatshirts", "Felpe"],
  "bluzy-damskie": ["Women's sweatshirts", "Damen-Sweatshirts", "Felpe da donna"],
  "bluzy-meskie": ["Men's sweatshirts", "Herren-Sweatshirts", "Felpe da uomo"],
  prezenty: ["Gifts", "Geschenke", "Regali"],
  karty: ["Gift cards", "Geschenkkarten", "Carte regalo"],
  "zestawy-prez": ["Gift sets", "Geschenksets", "Set regalo"],
  dostep: ["Digital access", "Digitaler Zugang", "Accesso digitale"],
  promocje: ["Offers", "Angebote", "Offerte"],
  okazje: ["Deals of the day", "Tagesangebote", "Offerte del giorno"],
  pakiety: ["Bundles", "Pakete", "Pacchetti"],
  listy: ["Special lists", "Besondere Listen", "Liste speciali"],
  "lista-bestsellery": ["Bestsellers", "Bestseller", "Bestseller"],
  "lista-nowosci": ["New releases", "Neuheiten", "Novità"],
  "lista-polecane": ["Editors' picks", "Empfehlungen der Redaktion", "Scelti dalla redazione"],
};

/** The categories' own descriptions (reference.ts `description`), by category key. */
const CATEGORY_DESCRIPTIONS: Record<string, Texts> = {
  prasa: [
    "Weeklies, monthlies and quarterlies – the latest issues straight from the printer.",
    "Wochen-, Monats- und Vierteljahreszeitschriften – die neuesten Ausgaben direkt aus der Druckerei.",
    "Settimanali, mensili e trimestrali – gli ultimi numeri freschi di stampa.",
  ],
  ksiazki: [
    "New releases and bestsellers: fiction, crime, fantasy, children's books and guides.",
    "Neuheiten und Bestseller: Belletristik, Krimis, Fantastik, Kinderbücher und Ratgeber.",
    "Novità e bestseller: narrativa, gialli, fantastico, libri per bambini e manuali.",
  ],
  zapowiedzi: [
    "Forthcoming titles – we show the prices on the day of release.",
    "Verlagsvorschau – die Preise zeigen wir am Erscheinungstag.",
    "Titoli in arrivo – mostreremo i prezzi il giorno dell'uscita.",
  ],
  kolekcje: [
    "Collections published in parts: models, figures, albums and books – a new part every two weeks.",
    "Sammlungen in Teilen: Modelle, Figuren, Alben und Bücher – alle zwei Wochen ein neuer Teil.",
    "Collezioni a fascicoli: modellini, figure, album e libri – un nuovo fascicolo ogni due settimane.",
  ],
  prenumerata: [
    "Subscribe to your favourite title – cheaper than at the newsstand and delivered to your door.",
    "Abonnieren Sie Ihren Lieblingstitel – günstiger als am Kiosk und mit Lieferung nach Hause.",
    "Abbonati alla tua testata preferita – costa meno che in edicola e arriva a casa.",
  ],
};

/** The main category's title (reference.ts). */
const MAIN_META_TITLE: Texts = [
  "Kiosk – press, books, subscriptions and collections",
  "Kiosk – Presse, Bücher, Abonnements und Sammlungen",
  "Kiosk – stampa, libri, abbonamenti e collezioni",
];

/**
 * A category's translations: its name, its description (its own, else the shop's sentence built as the Polish one is),
 * title, meta description and keywords. `parentKey` is given below level 2, where the Polish texts name the parent too.
 */
export function categoryTranslations(key: string, parentKey: string | null, level: number): Translations {
  if (key === "main") return one("meta_title", MAIN_META_TITLE);
  const names = CATEGORY_NAMES[key];
  if (!names) return {};
  const parent = parentKey ? CATEGORY_NAMES[parentKey] : undefined;
  const langs = [0, 1, 2] as const;
  const name = (i: 0 | 1 | 2) => names[i];
  const trail = (i: 0 | 1 | 2) => (level > 2 && parent ? ` – ${parent[i]}` : "");
  const own = CATEGORY_DESCRIPTIONS[key];
  const described: Texts = [
    own?.[0] ?? `${name(0)}${trail(0)} at the Kiosk shop. See what is new, the bestsellers and the current offers.`,
    own?.[1] ?? `${name(1)}${trail(1)} im Kiosk-Shop. Entdecken Sie Neuheiten, Bestseller und aktuelle Angebote.`,
    own?.[2] ?? `${name(2)}${trail(2)} nel negozio Kiosk. Scopri le novità, i bestseller e le offerte del momento.`,
  ];
  const keywords = langs.map((i) => [names[i], level > 2 && parent ? parent[i] : null, "Kiosk"].filter(Boolean).join(", ").toLowerCase()) as unknown as Texts;
  return many({
    name: names,
    description: described,
    meta_title: langs.map((i) => `${name(i)}${trail(i)} | Kiosk`) as unknown as Texts,
    meta_description: [
      `${name(0)}${trail(0)} – buy online at Kiosk. Fast shipping, secure payments and free delivery from 199 zł.`,
      `${name(1)}${trail(1)} – online kaufen bei Kiosk. Schneller Versand, sichere Zahlung und kostenlose Lieferung ab 199 zł.`,
      `${name(2)}${trail(2)} – acquista online su Kiosk. Spedizione rapida, pagamenti sicuri e consegna gratuita da 199 zł.`,
    ],
    meta_keywords: keywords,
  });
}

// ---------------------------------------------------------------- attributes and their options

/** Attribute code → its label. ISBN and EAN read the same everywhere. */
const ATTRIBUTE_LABELS: Record<string, Texts> = {
  color: ["Colour", "Farbe", "Colore"],
  size: ["Size", "Größe", "Taglia"],
  publication_form: ["Format", "Ausgabeform", "Formato"],
  publishing_series: ["Publisher's series", "Verlagsreihe", "Collana"],
  pattern_type: ["Pattern", "Muster", "Motivo"],
  womens_sizes: ["Women's size", "Damengröße", "Taglia donna"],
  kids_sizes: ["Children's size", "Kindergröße", "Taglia bambino"],
  mens_sizes: ["Men's size", "Herrengröße", "Taglia uomo"],
  erin_recommends: ["Editors' pick", "Empfehlung der Redaktion", "Scelto dalla redazione"],
  author: ["Author", "Autor", "Autore"],
  publisher: ["Publisher", "Verlag", "Editore"],
  press_type: ["Type of publication", "Publikationsart", "Tipo di pubblicazione"],
  manufacturer: ["Manufacturer", "Hersteller", "Produttore"],
  magazine_id: ["Press title number", "Nummer des Pressetitels", "Numero della testata"],
  book_premiere: ["Release date", "Erscheinungsdatum", "Data di uscita"],
  editions_qty: ["Issues per year", "Ausgaben pro Jahr", "Numeri all'anno"],
  shipping_schedule: ["Shipping schedule", "Versandplan", "Calendario delle spedizioni"],
  bestseller: ["Bestseller", "Bestseller", "Bestseller"],
  promo_block: ["Promotional block", "Werbeblock", "Blocco promozionale"],
};

export function attributeTranslations(code: string): Translations {
  const texts = ATTRIBUTE_LABELS[code];
  return texts ? one("frontend_label", texts) : {};
}

/**
 * Option labels by their Polish text (colours, formats, patterns, yes and no). Sizes are the same in every language;
 * the publishing series are names, kept as they are.
 */
const OPTION_LABELS: Record<string, Texts> = {
  Czarny: ["Black", "Schwarz", "Nero"],
  Biały: ["White", "Weiß", "Bianco"],
  Granatowy: ["Navy", "Marineblau", "Blu navy"],
  Czerwony: ["Red", "Rot", "Rosso"],
  Zielony: ["Green", "Grün", "Verde"],
  Szary: ["Grey", "Grau", "Grigio"],
  Żółty: ["Yellow", "Gelb", "Giallo"],
  Niebieski: ["Blue", "Blau", "Azzurro"],
  "Wydanie papierowe": ["Print edition", "Druckausgabe", "Edizione cartacea"],
  "E-book": ["E-book", "E-Book", "E-book"],
  Audiobook: ["Audiobook", "Hörbuch", "Audiolibro"],
  Gładki: ["Plain", "Uni", "Tinta unita"],
  "Z nadrukiem": ["Printed", "Bedruckt", "Stampato"],
  "W paski": ["Striped", "Gestreift", "A righe"],
  "Z haftem": ["Embroidered", "Bestickt", "Ricamato"],
  Tak: ["Yes", "Ja", "Sì"],
  Nie: ["No", "Nein", "No"],
};

export function optionTranslations(polish: string): Translations {
  const texts = OPTION_LABELS[polish];
  return texts ? one("label", texts) : {};
}

/** A product's configurable option ("Kolor", "Rozmiar") reads as its attribute. */
export function configurableOptionTranslations(polish: string): Translations {
  const code = polish === "Kolor" ? "color" : polish === "Rozmiar" ? "size" : undefined;
  const texts = code ? ATTRIBUTE_LABELS[code] : undefined;
  return texts ? one("label", texts) : {};
}

// ---------------------------------------------------------------- subscriptions, bundles, downloads

/** English, German and Italian plural of a count ("3 issues", "3 Ausgaben", "3 numeri"). */
function counted(n: number, [en1, enN]: [string, string], [de1, deN]: [string, string], [it1, itN]: [string, string]): Texts {
  return [`${n} ${n === 1 ? en1 : enN}`, `${n} ${n === 1 ? de1 : deN}`, `${n} ${n === 1 ? it1 : itN}`];
}

/** A subscription length: "3 wydania" (issues of a magazine) or "3 części" (parts of a collection). */
export function numberOptionTranslations(polish: string): Translations {
  const m = /^(\d+) (\S+)$/.exec(polish);
  if (!m) return {};
  const n = Number(m[1]);
  if (/^wyda/.test(m[2]!)) return one("label", counted(n, ["issue", "issues"], ["Ausgabe", "Ausgaben"], ["numero", "numeri"]));
  if (/^częś/.test(m[2]!)) return one("label", counted(n, ["part", "parts"], ["Teil", "Teile"], ["fascicolo", "fascicoli"]));
  return {};
}

/** The issue a subscription starts from: "Nr 5/2026" or "Część 4". */
export function startingNumberTranslations(polish: string): Translations {
  const issue = /^Nr (.+)$/.exec(polish);
  if (issue) return one("label", [`No. ${issue[1]}`, `Nr. ${issue[1]}`, `N. ${issue[1]}`]);
  const part = /^Część (\d+)$/.exec(polish);
  if (part) return one("label", [`Part ${part[1]}`, `Teil ${part[1]}`, `Fascicolo ${part[1]}`]);
  return {};
}

const BUNDLE_TITLES: Record<string, Texts> = {
  "Dodaj do pakietu": ["Add to the bundle", "Zum Paket hinzufügen", "Aggiungi al pacchetto"],
  Książka: ["Book", "Buch", "Libro"],
  Czasopismo: ["Magazine", "Zeitschrift", "Rivista"],
  Bajka: ["Fairy tale", "Märchen", "Fiaba"],
  Lato: ["Summer", "Sommer", "Estate"],
  Zima: ["Winter", "Winter", "Inverno"],
  Wiosna: ["Spring", "Frühling", "Primavera"],
};

/** A bundle option's title: a fixed one, or "Książka 2" / "Wydanie 3". */
export function bundleTitleTranslations(polish: string): Translations {
  const fixed = BUNDLE_TITLES[polish];
  if (fixed) return one("title", fixed);
  const book = /^Książka (\d+)$/.exec(polish);
  if (book) return one("title", [`Book ${book[1]}`, `Buch ${book[1]}`, `Libro ${book[1]}`]);
  const issue = /^Wydanie (\d+)$/.exec(polish);
  if (issue) return one("title", [`Issue ${issue[1]}`, `Ausgabe ${issue[1]}`, `Numero ${issue[1]}`]);
  return {};
}

/** A download's title: "Wydanie PDF" or "Plik EPUB". */
export function downloadTitleTranslations(polish: string): Translations {
  if (polish === "Wydanie PDF") return one("title", ["PDF edition", "PDF-Ausgabe", "Edizione PDF"]);
  const file = /^Plik (\S+)$/.exec(polish);
  if (file) return one("title", [`${file[1]} file`, `${file[1]}-Datei`, `File ${file[1]}`]);
  return {};
}

// ---------------------------------------------------------------- a demo database seeded before translations

/** catalog_meta key marking a demo catalogue that carries these translations. */
export const TRANSLATIONS_MARKER = "translations";

/**
 * Writes these translations into a demo catalogue seeded before the `translations` columns existed (migration
 * 0019), once: rows without translations get them, matched by their Polish text (categories by url_path); a
 * shop's own catalogue (not seeded by the generator) is left alone. Answers whether it wrote anything.
 */
export async function translateDemoCatalogue(
  db: Pick<Database, "query" | "transaction">,
  categories: { url_path: string; translations: Translations }[],
): Promise<boolean> {
  const [state] = await db.query<{ seeded: boolean; marked: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM catalog_meta WHERE key = 'seeded') AS seeded, EXISTS (SELECT 1 FROM catalog_meta WHERE key = $1) AS marked`,
    [TRANSLATIONS_MARKER],
  );
  if (!state?.seeded || state.marked) return false;
  await db.transaction(async (tx) => {
    const q: Query = tx.query.bind(tx);
    const fill = async (table: string, key: string, rows: { key: string; t: Translations }[]) => {
      const given = rows.filter((r) => Object.keys(r.t).length > 0);
      if (!given.length) return;
      await q(
        `UPDATE ${table} x SET translations = v.t FROM json_to_recordset($1::json) AS v(key text, t jsonb)
          WHERE x.${key} = v.key AND x.translations = '{}'::jsonb`,
        [JSON.stringify(given)],
      );
    };
    const labels = async (table: string, column: string) =>
      (await q<{ label: string }>(`SELECT DISTINCT ${column} AS label FROM ${table} WHERE translations = '{}'::jsonb`)).map((r) => r.label);
    await fill(
      "categories",
      "url_path",
      categories.map((c) => ({ key: c.url_path, t: c.translations })),
    );
    await fill(
      "attributes",
      "attribute_code",
      Object.keys(ATTRIBUTE_LABELS).map((code) => ({ key: code, t: attributeTranslations(code) })),
    );
    await fill(
      "attribute_options",
      "label",
      Object.keys(OPTION_LABELS).map((label) => ({ key: label, t: optionTranslations(label) })),
    );
    const byLabel = async (table: string, column: string, translate: (polish: string) => Translations) =>
      fill(
        table,
        column,
        (await labels(table, column)).map((label) => ({ key: label, t: translate(label) })),
      );
    await byLabel("configurable_options", "label", configurableOptionTranslations);
    await byLabel("bundle_options", "title", bundleTitleTranslations);
    await byLabel("subscription_number_options", "label", numberOptionTranslations);
    await byLabel("subscription_starting_numbers", "label", startingNumberTranslations);
    await byLabel("downloadable_links", "title", downloadTitleTranslations);
    await q(`INSERT INTO catalog_meta (key, value) VALUES ($1, '1') ON CONFLICT (key) DO NOTHING`, [TRANSLATIONS_MARKER]);
  });
  return true;
}
