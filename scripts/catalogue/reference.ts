/**
 * Fixed reference data of the demo catalogue: tax classes/rates/rules, attributes with options and
 * the category tree. Ids here are stable; other code may rely on them.
 */
import { slugify } from "../../domain/slug.ts";
import { MAIN_CATEGORY_ID, ROOT_CATEGORY_ID, SPECIAL_LIST_CATEGORY_ID } from "../../domain/category.ts";
import type { Translations } from "../../domain/language.ts";
import { attributeTranslations, categoryTranslations, optionTranslations } from "./translations.ts";

// ---------------------------------------------------------------- tax

/** Tax classes; `voucher`: multi-purpose vouchers (gift cards), outside VAT (docs/polish-rules.md §3.1). */
export const TAX = { books: 1, press: 2, goods: 3, regional: 4, voucher: 5, retailCustomer: 10 } as const;

export const TAX_CLASSES = [
  { id: 1, name: "Książki i e-booki", type: "product" },
  { id: 2, name: "Prasa i czasopisma", type: "product" },
  { id: 3, name: "Towary", type: "product" },
  { id: 4, name: "Prasa regionalna", type: "product" },
  { id: 5, name: "Bony różnego przeznaczenia (karty podarunkowe)", type: "product" },
  { id: 10, name: "Klient detaliczny", type: "customer" },
];

/** A rate with no percentage (null) is "np.": not subject to VAT. */
export const TAX_RATES = [
  { id: 1, code: "PL-5", country_id: "PL", region_id: 0, region_name: "", postcode: "*", rate: 5 },
  { id: 2, code: "PL-8", country_id: "PL", region_id: 0, region_name: "", postcode: "*", rate: 8 },
  { id: 3, code: "PL-23", country_id: "PL", region_id: 0, region_name: "", postcode: "*", rate: 23 },
  { id: 4, code: "PL-NP", country_id: "PL", region_id: 0, region_name: "", postcode: "*", rate: null },
];

export const TAX_RULES = [
  { id: 1, code: "Książki i prasa regionalna 5%", priority: 0, position: 0, product_tax_class_ids: [1, 4], customer_tax_class_ids: [10], tax_rate_ids: [1] },
  { id: 2, code: "Prasa 8%", priority: 0, position: 1, product_tax_class_ids: [2], customer_tax_class_ids: [10], tax_rate_ids: [2] },
  { id: 3, code: "Stawka podstawowa 23%", priority: 0, position: 2, product_tax_class_ids: [3], customer_tax_class_ids: [10], tax_rate_ids: [3] },
  {
    id: 4,
    code: "Poza VAT: bony różnego przeznaczenia",
    priority: 0,
    position: 3,
    product_tax_class_ids: [5],
    customer_tax_class_ids: [10],
    tax_rate_ids: [4],
  },
];

// ---------------------------------------------------------------- attributes

export const ATTR = {
  color: 93,
  size: 142,
  publication_form: 150,
  publishing_series: 151,
  pattern_type: 152,
  womens_sizes: 153,
  kids_sizes: 154,
  mens_sizes: 155,
  erin_recommends: 156,
} as const;

export interface AttributeDef {
  id: number;
  code: string;
  label: string;
  input: string;
  filterable: boolean;
  visibleOnFront: boolean;
  options?: readonly (readonly [label: string, swatch?: string])[];
}

export const COLOURS = [
  { label: "Czarny", hex: "#000000", code: "CZA" },
  { label: "Biały", hex: "#ffffff", code: "BIA" },
  { label: "Granatowy", hex: "#1f2a44", code: "GRA" },
  { label: "Czerwony", hex: "#c0392b", code: "CZE" },
  { label: "Zielony", hex: "#2e7d32", code: "ZIE" },
  { label: "Szary", hex: "#9e9e9e", code: "SZA" },
  { label: "Żółty", hex: "#f1c40f", code: "ZOL" },
  { label: "Niebieski", hex: "#1976d2", code: "NIE" },
] as const;

export const SIZES = ["XS", "S", "M", "L", "XL", "XXL"] as const;
/** Letter size → women's (EU) and kids' (height, cm) equivalents. */
export const WOMENS_SIZES = ["34", "36", "38", "40", "42", "44"] as const;
export const KIDS_SIZES = ["110", "122", "134", "146", "158", "170"] as const;
export const MENS_SIZES = ["XS", "S", "M", "L", "XL", "XXL"] as const;

export const PUBLICATION_FORMS = ["Wydanie papierowe", "E-book", "PDF", "Audiobook"] as const;

export const PUBLISHING_SERIES = [
  "Seria z Żurawiem",
  "Czarna Seria",
  "Klasyka Dziecięca",
  "Biblioteka Klasyki",
  "Seria Nowej Prozy",
  "Mapy Wyobraźni",
  "Seria Historyczna",
  "Poradniki na Co Dzień",
  "Seria Portrety",
  "Mistrzowie Grozy",
  "Mała Biblioteczka",
  "Seria Północna",
] as const;

export const PATTERN_TYPES = ["Gładki", "Z nadrukiem", "W paski", "Z haftem"] as const;

export const ATTRIBUTES: AttributeDef[] = [
  {
    id: ATTR.color,
    code: "color",
    label: "Kolor",
    input: "select",
    filterable: true,
    visibleOnFront: true,
    options: COLOURS.map((c) => [c.label, c.hex] as const),
  },
  { id: ATTR.size, code: "size", label: "Rozmiar", input: "select", filterable: true, visibleOnFront: true, options: SIZES.map((s) => [s] as const) },
  {
    id: ATTR.publication_form,
    code: "publication_form",
    label: "Forma wydania",
    input: "select",
    filterable: true,
    visibleOnFront: true,
    options: PUBLICATION_FORMS.map((s) => [s] as const),
  },
  {
    id: ATTR.publishing_series,
    code: "publishing_series",
    label: "Seria wydawnicza",
    input: "select",
    filterable: true,
    visibleOnFront: true,
    options: PUBLISHING_SERIES.map((s) => [s] as const),
  },
  {
    id: ATTR.pattern_type,
    code: "pattern_type",
    label: "Wzór",
    input: "select",
    filterable: true,
    visibleOnFront: true,
    options: PATTERN_TYPES.map((s) => [s] as const),
  },
  {
    id: ATTR.womens_sizes,
    code: "womens_sizes",
    label: "Rozmiar damski",
    input: "select",
    filterable: true,
    visibleOnFront: true,
    options: WOMENS_SIZES.map((s) => [s] as const),
  },
  {
    id: ATTR.kids_sizes,
    code: "kids_sizes",
    label: "Rozmiar dziecięcy",
    input: "select",
    filterable: true,
    visibleOnFront: true,
    options: KIDS_SIZES.map((s) => [s] as const),
  },
  {
    id: ATTR.mens_sizes,
    code: "mens_sizes",
    label: "Rozmiar męski",
    input: "select",
    filterable: true,
    visibleOnFront: true,
    options: MENS_SIZES.map((s) => [s] as const),
  },
  {
    id: ATTR.erin_recommends,
    code: "erin_recommends",
    label: "Polecane przez redakcję",
    input: "select",
    filterable: true,
    visibleOnFront: true,
    options: [["Tak"], ["Nie"]],
  },
  { id: 160, code: "author", label: "Autor", input: "text", filterable: false, visibleOnFront: true },
  { id: 161, code: "publisher", label: "Wydawca", input: "text", filterable: false, visibleOnFront: true },
  { id: 162, code: "press_type", label: "Rodzaj wydawnictwa", input: "text", filterable: false, visibleOnFront: true },
  { id: 163, code: "manufacturer", label: "Producent", input: "text", filterable: false, visibleOnFront: true },
  { id: 164, code: "magazine_id", label: "Numer tytułu prasowego", input: "int", filterable: false, visibleOnFront: false },
  { id: 165, code: "book_premiere", label: "Data premiery", input: "date", filterable: false, visibleOnFront: true },
  { id: 166, code: "editions_qty", label: "Liczba wydań w roku", input: "int", filterable: false, visibleOnFront: true },
  { id: 167, code: "shipping_schedule", label: "Harmonogram wysyłki", input: "textarea", filterable: false, visibleOnFront: true },
  { id: 168, code: "isbn", label: "ISBN", input: "text", filterable: false, visibleOnFront: true },
  { id: 169, code: "ean", label: "EAN", input: "text", filterable: false, visibleOnFront: true },
  { id: 170, code: "bestseller", label: "Bestseller", input: "boolean", filterable: false, visibleOnFront: false },
  { id: 171, code: "promo_block", label: "Blok promocyjny", input: "boolean", filterable: false, visibleOnFront: false },
];

/** Option ids are global, starting at 1000, in attribute order. */
export function attributeOptionRows() {
  const rows: { id: number; attribute_id: number; label: string; sort_order: number; swatch: string | null; translations: Translations }[] = [];
  let id = 1000;
  for (const a of ATTRIBUTES) {
    (a.options ?? []).forEach(([label, swatch], i) => {
      rows.push({ id: id++, attribute_id: a.id, label, sort_order: i, swatch: swatch ?? null, translations: optionTranslations(label) });
    });
  }
  return rows;
}

/** attribute id → label → option id */
export function optionIndex(): Map<number, Map<string, number>> {
  const map = new Map<number, Map<string, number>>();
  for (const o of attributeOptionRows()) {
    let m = map.get(o.attribute_id);
    if (!m) {
      m = new Map();
      map.set(o.attribute_id, m);
    }
    m.set(o.label, o.id);
  }
  return map;
}

export function attributeRows() {
  return ATTRIBUTES.map((a, i) => ({
    id: a.id,
    attribute_code: a.code,
    frontend_label: a.label,
    frontend_input: a.input,
    is_filterable: a.filterable,
    is_comparable: !a.filterable && a.visibleOnFront,
    is_user_defined: true,
    is_visible: true,
    is_visible_on_front: a.visibleOnFront,
    position: i,
    translations: attributeTranslations(a.code),
  }));
}

// ---------------------------------------------------------------- categories

interface CatDef {
  key: string;
  name: string;
  id?: number;
  sort?: "magazine_id" | "book_premiere";
  group?: "subscriptions" | "simple" | "gift" | "renewable";
  hidePrices?: boolean;
  landing?: string;
  premium?: boolean;
  menu?: boolean;
  description?: string;
  /** lists only products announced as reduced today (Omnibus); its subcategories are not, unless they say so */
  saleOnly?: boolean;
  children?: CatDef[];
}

const M = "magazine_id" as const;
const B = "book_premiere" as const;

const TREE: CatDef[] = [
  {
    key: "prasa",
    name: "Prasa",
    sort: M,
    description: "Tygodniki, miesięczniki i kwartalniki – najnowsze wydania prosto z drukarni.",
    children: [
      {
        key: "tygodniki",
        name: "Tygodniki",
        sort: M,
        children: [
          { key: "tyg-opinii", name: "Tygodniki opinii", sort: M },
          { key: "tyg-kobiet", name: "Tygodniki dla kobiet", sort: M },
          { key: "tyg-tv", name: "Tygodniki telewizyjne", sort: M },
        ],
      },
      {
        key: "dwutygodniki",
        name: "Dwutygodniki",
        sort: M,
        children: [
          { key: "dwu-kobiet", name: "Dwutygodniki dla kobiet", sort: M },
          { key: "dwu-dzieci", name: "Czasopisma dla dzieci", sort: M },
        ],
      },
      {
        key: "miesieczniki",
        name: "Miesięczniki",
        sort: M,
        children: [
          {
            key: "mies-nauka",
            name: "Popularnonaukowe",
            sort: M,
            children: [
              { key: "mies-nauka-historia", name: "Historia i archeologia", sort: M },
              { key: "mies-nauka-przyroda", name: "Przyroda i podróże", sort: M },
              { key: "mies-nauka-technika", name: "Nauka i technika", sort: M },
            ],
          },
          { key: "mies-moto", name: "Motoryzacja", sort: M },
          { key: "mies-kuchnia", name: "Kulinaria", sort: M },
          { key: "mies-dom", name: "Dom i ogród", sort: M },
          { key: "mies-zdrowie", name: "Zdrowie i uroda", sort: M },
          { key: "mies-hobby", name: "Hobby i rozrywka", sort: M },
        ],
      },
      {
        key: "kwartalniki",
        name: "Kwartalniki",
        sort: M,
        children: [
          { key: "kw-lit", name: "Kwartalniki literackie", sort: M },
          { key: "kw-kult", name: "Kwartalniki kulturalne", sort: M },
          { key: "kw-hobby", name: "Kwartalniki hobbystyczne", sort: M },
        ],
      },
      {
        key: "regionalna",
        name: "Prasa regionalna",
        sort: M,
        children: [
          { key: "reg-pomorze", name: "Pomorze", sort: M },
          { key: "reg-malopolska", name: "Małopolska", sort: M },
          { key: "reg-slask", name: "Śląsk", sort: M },
          { key: "reg-mazowsze", name: "Mazowsze", sort: M },
        ],
      },
    ],
  },
  {
    key: "ksiazki",
    name: "Książki",
    sort: B,
    description: "Nowości i bestsellery: literatura, kryminały, fantastyka, książki dla dzieci i poradniki.",
    children: [
      {
        key: "lit",
        name: "Literatura piękna",
        sort: B,
        children: [
          { key: "lit-pl", name: "Literatura polska", sort: B },
          { key: "lit-obca", name: "Literatura obca", sort: B },
        ],
      },
      {
        key: "krym",
        name: "Kryminał i sensacja",
        sort: B,
        children: [
          {
            key: "krym-skand",
            name: "Kryminał skandynawski",
            sort: B,
            children: [
              { key: "krym-szw", name: "Kryminał szwedzki", sort: B },
              { key: "krym-nor", name: "Kryminał norweski", sort: B },
            ],
          },
          { key: "krym-pl", name: "Kryminał polski", sort: B },
          { key: "krym-thr", name: "Thriller psychologiczny", sort: B },
        ],
      },
      {
        key: "fant",
        name: "Fantastyka",
        sort: B,
        children: [
          { key: "fant-fantasy", name: "Fantasy", sort: B },
          { key: "fant-sf", name: "Science fiction", sort: B },
          { key: "fant-horror", name: "Horror", sort: B },
        ],
      },
      {
        key: "dzieci",
        name: "Dla dzieci",
        sort: B,
        children: [
          { key: "dzieci-bajki", name: "Bajki", sort: B },
          { key: "dzieci-obrazkowe", name: "Książeczki obrazkowe", sort: B },
          { key: "dzieci-mlodziez", name: "Książki dla młodzieży", sort: B },
        ],
      },
      {
        key: "poradniki",
        name: "Poradniki",
        sort: B,
        children: [
          { key: "por-kuchnia", name: "Kuchnia", sort: B },
          { key: "por-zdrowie", name: "Zdrowie", sort: B },
          { key: "por-psych", name: "Psychologia", sort: B },
          { key: "por-dom", name: "Dom i ogród", sort: B },
        ],
      },
      {
        key: "hist",
        name: "Historia",
        sort: B,
        children: [
          {
            key: "hist-pl",
            name: "Historia Polski",
            sort: B,
            children: [
              { key: "hist-pl-sred", name: "Średniowiecze", sort: B },
              { key: "hist-pl-xx", name: "XX wiek", sort: B },
            ],
          },
          { key: "hist-swiat", name: "Historia powszechna", sort: B },
        ],
      },
      {
        key: "bio",
        name: "Biografie",
        sort: B,
        children: [
          { key: "bio-wsp", name: "Wspomnienia", sort: B },
          { key: "bio-art", name: "Biografie artystów", sort: B },
        ],
      },
      {
        key: "zapowiedzi",
        name: "Wkrótce w sprzedaży",
        sort: B,
        hidePrices: true,
        description: "Zapowiedzi wydawnicze w przedsprzedaży – cenę, datę premiery i dzień wysyłki podajemy na stronie każdej książki.",
      },
    ],
  },
  {
    key: "cyfrowe",
    name: "E-booki i PDF",
    sort: B,
    children: [
      {
        key: "ebooki",
        name: "E-booki",
        sort: B,
        children: [
          { key: "eb-lit", name: "Literatura", sort: B },
          { key: "eb-krym", name: "Kryminał", sort: B },
          { key: "eb-fant", name: "Fantastyka", sort: B },
          { key: "eb-por", name: "Poradniki", sort: B },
        ],
      },
      {
        key: "pdf",
        name: "Wydania PDF",
        sort: M,
        children: [
          { key: "pdf-tyg", name: "Tygodniki w PDF", sort: M },
          { key: "pdf-mies", name: "Miesięczniki w PDF", sort: M },
        ],
      },
    ],
  },
  {
    key: "kolekcje",
    name: "Kolekcje",
    landing: "/catalog/category/landing-kolekcje.svg",
    description: "Kolekcje wydawane w częściach: modele, figurki, albumy i książki – co dwa tygodnie nowa część.",
    children: [
      { key: "kol-modele", name: "Modele i pojazdy" },
      { key: "kol-hist", name: "Historia i militaria" },
      { key: "kol-dzieci", name: "Kolekcje dla dzieci" },
      { key: "kol-sztuka", name: "Sztuka i rękodzieło" },
    ],
  },
  {
    key: "prenumerata",
    name: "Prenumerata",
    group: "subscriptions",
    description: "Zamów prenumeratę ulubionego tytułu – taniej niż w kiosku i z dostawą do domu.",
    children: [
      {
        key: "pren-mag",
        name: "Prenumerata magazynów",
        sort: M,
        children: [
          { key: "pren-tyg", name: "Prenumerata tygodników", sort: M },
          { key: "pren-dwu", name: "Prenumerata dwutygodników", sort: M },
          { key: "pren-mies", name: "Prenumerata miesięczników", sort: M },
          { key: "pren-kw", name: "Prenumerata kwartalników", sort: M },
          { key: "pren-reg", name: "Prenumerata prasy regionalnej", sort: M },
        ],
      },
      { key: "pren-kol", name: "Prenumerata kolekcji", group: "renewable" },
      { key: "pren-premium", name: "Prenumerata Premium", premium: true, sort: M },
    ],
  },
  {
    key: "odziez",
    name: "Odzież",
    children: [
      {
        key: "koszulki",
        name: "Koszulki",
        children: [
          { key: "koszulki-damskie", name: "Koszulki damskie" },
          { key: "koszulki-meskie", name: "Koszulki męskie" },
          { key: "koszulki-dzieciece", name: "Koszulki dziecięce" },
        ],
      },
      {
        key: "bluzy",
        name: "Bluzy",
        children: [
          { key: "bluzy-damskie", name: "Bluzy damskie" },
          { key: "bluzy-meskie", name: "Bluzy męskie" },
        ],
      },
    ],
  },
  {
    key: "prezenty",
    name: "Prezenty",
    group: "gift",
    children: [
      { key: "karty", name: "Karty podarunkowe" },
      { key: "zestawy-prez", name: "Zestawy prezentowe" },
      { key: "dostep", name: "Dostęp cyfrowy" },
    ],
  },
  {
    key: "promocje",
    name: "Promocje",
    saleOnly: true,
    children: [{ key: "okazje", name: "Okazje dnia", group: "simple", saleOnly: true }],
  },
  // Every bundle, reduced or not: not under "Promocje", whose lists hold reductions only (Omnibus,
  // docs/decisions/2026-11-22-omnibus.md). Right after it, so every category keeps its id.
  { key: "pakiety", name: "Pakiety" },
  {
    key: "listy",
    name: "Listy specjalne",
    id: SPECIAL_LIST_CATEGORY_ID,
    children: [
      { key: "lista-bestsellery", name: "Bestsellery" },
      { key: "lista-nowosci", name: "Nowości" },
      { key: "lista-polecane", name: "Polecane przez redakcję" },
    ],
  },
];

export interface CategoryRecord {
  id: number;
  parent_id: number | null;
  path: string;
  level: number;
  position: number;
  name: string;
  url_key: string;
  url_path: string;
  is_active: boolean;
  include_in_menu: boolean;
  description: string | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  default_sort_by: string;
  is_landing: boolean;
  cate_landing_img: string | null;
  hide_prices: boolean;
  is_premium_subscription: boolean;
  special_group: string | null;
  listing_sort: string | null;
  sale_only: boolean;
  /** name, description and meta texts in English, German and Italian (./translations.ts) */
  translations: Translations;
}

export interface CategoryIndex {
  rows: CategoryRecord[];
  byKey: Map<string, CategoryRecord>;
  byId: Map<number, CategoryRecord>;
  /** ids from level 2 down to the category itself */
  lineage(key: string): number[];
}

export function buildCategories(): CategoryIndex {
  const rows: CategoryRecord[] = [];
  const byKey = new Map<string, CategoryRecord>();
  const base = (id: number, parent: number | null, path: string, level: number, name: string, urlKey: string, urlPath: string): CategoryRecord => ({
    id,
    parent_id: parent,
    path,
    level,
    position: 0,
    name,
    url_key: urlKey,
    url_path: urlPath,
    is_active: true,
    include_in_menu: false,
    description: null,
    meta_title: null,
    meta_description: null,
    meta_keywords: null,
    default_sort_by: "position",
    is_landing: false,
    cate_landing_img: null,
    hide_prices: false,
    is_premium_subscription: false,
    special_group: null,
    listing_sort: null,
    sale_only: false,
    translations: {},
  });
  const root = base(ROOT_CATEGORY_ID, null, "1", 0, "Root Catalog", "root-catalog", "root-catalog");
  const main = base(MAIN_CATEGORY_ID, ROOT_CATEGORY_ID, "1/2", 1, "Kiosk", "kiosk", "kiosk");
  main.include_in_menu = true;
  main.meta_title = "Kiosk – prasa, książki, prenumerata i kolekcje";
  main.translations = categoryTranslations("main", null, 1);
  rows.push(root, main);
  byKey.set("root", root);
  byKey.set("main", main);

  let nextId = 3;
  const walk = (defs: CatDef[], parent: CategoryRecord, parentKey: string | null) => {
    defs.forEach((def, i) => {
      const id = def.id ?? nextId++;
      const level = parent.level + 1;
      const urlKey = slugify(def.name);
      const urlPath = parent.level <= 1 ? urlKey : `${parent.url_path}/${urlKey}`;
      const row = base(id, parent.id, `${parent.path}/${id}`, level, def.name, urlKey, urlPath);
      row.position = i + 1;
      row.include_in_menu = def.menu ?? (level === 2 || level === 3);
      const trail = level > 2 ? ` – ${parent.name}` : "";
      row.description = def.description ?? `${def.name}${trail} w sklepie Kiosk. Sprawdź nowości, bestsellery i aktualne promocje.`;
      row.meta_title = `${def.name}${trail} | Kiosk`;
      row.meta_description = `${def.name}${trail} – kup online w sklepie Kiosk. Szybka wysyłka, bezpieczne płatności{{#free_delivery}} i darmowa dostawa od {{free_delivery_threshold}}{{/free_delivery}}.`;
      row.meta_keywords = [def.name, parent.level >= 2 ? parent.name : null, "Kiosk"].filter(Boolean).join(", ").toLowerCase();
      row.listing_sort = def.sort ?? null;
      row.special_group = def.group ?? null;
      row.hide_prices = def.hidePrices ?? false;
      row.is_landing = def.landing !== undefined;
      row.cate_landing_img = def.landing ?? null;
      row.is_premium_subscription = def.premium ?? false;
      row.sale_only = def.saleOnly ?? false;
      row.translations = categoryTranslations(def.key, parentKey, level);
      rows.push(row);
      byKey.set(def.key, row);
      if (def.children) walk(def.children, row, def.key);
    });
  };
  walk(TREE, main, null);

  const byId = new Map(rows.map((r) => [r.id, r]));
  const lineageCache = new Map<string, number[]>();
  return {
    rows,
    byKey,
    byId,
    lineage(key: string): number[] {
      const cached = lineageCache.get(key);
      if (cached) return cached;
      const cat = byKey.get(key);
      if (!cat) throw new Error(`Unknown category key ${key}`);
      const ids = cat.path
        .split("/")
        .map(Number)
        .filter((id) => (byId.get(id)?.level ?? 0) >= 2);
      lineageCache.set(key, ids);
      return ids;
    },
  };
}
