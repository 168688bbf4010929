/**
 * Builds the whole demo catalogue in memory as rows per table (snake_case keys = column names),
 * plus the list of media files to write. Pure and deterministic: same options ⇒ same output.
 */
import { slugify } from "../../domain/slug.ts";
import { finalPrice, type PriceSource } from "../../domain/pricing.ts";
import { windowReduction } from "../../domain/omnibus.ts";
import { ean13CheckDigit, isbn13CheckDigit } from "../../domain/tax-id.ts";
import { createRng, type Rng } from "./random.ts";
import { addDays, addMonths, dayInWarsaw, dayOfYear, daysBetween, DAY_MS, makeDay, parts, warsawMidnight, weekday } from "./dates.ts";
import { FIXTURES, FIXTURE_ROWS, PREORDER_DEMO, FIXTURE_TSHIRT_COLOURS, FIXTURE_TSHIRT_SIZES } from "./fixtures.ts";
import {
  bundleTitleTranslations,
  configurableOptionTranslations,
  downloadTitleTranslations,
  numberOptionTranslations,
  startingNumberTranslations,
} from "./translations.ts";
import {
  ATTR,
  COLOURS,
  KIDS_SIZES,
  MENS_SIZES,
  PATTERN_TYPES,
  PUBLISHING_SERIES,
  SIZES,
  TAX,
  WOMENS_SIZES,
  buildCategories,
  optionIndex,
  type CategoryIndex,
} from "./reference.ts";
import {
  BOOK_PUBLISHERS,
  CLOTHING_MAKERS,
  COLLECTION_PUBLISHERS,
  CURATED_TITLES,
  FREQUENCY_TEXT,
  GENRE_LEAVES,
  GENRE_WEIGHTS,
  MATERIALS,
  MOTIFS,
  PRESS_PUBLISHERS,
  WEEKDAYS,
  author as pickAuthor,
  bookDescription,
  bookTitle,
  collectionName,
  generatedTitle,
  plural,
  type Genre,
  type TitleDef,
} from "./words.ts";
import type { CoverKind, CoverSpec } from "./covers.ts";

// ---------------------------------------------------------------- types

export interface ProductRow {
  id: number;
  sku: string;
  type_id: string;
  name: string;
  url_key: string;
  url_path: string;
  status: number;
  visibility: number;
  price: number;
  special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
  tax_class_id: number;
  retail_price: number | null;
  promo_price: number | null;
  description: string;
  short_description: string;
  meta_title: string | null;
  meta_description: string | null;
  meta_keyword: string | null;
  ean: string | null;
  isbn: string | null;
  image: string | null;
  main_category_id: number | null;
  category_names: string;
  author: string | null;
  publisher: string | null;
  press_type: string | null;
  publication_form: number | null;
  publishing_series: number | null;
  manufacturer: string | null;
  magazine_id: number | null;
  book_premiere: string | null;
  editions_qty: number | null;
  shipping_schedule: string | null;
  is_recurring_payment: boolean;
  is_gift_included: boolean;
  is_virtual_bundle: boolean;
  bestseller: boolean;
  promo_block: boolean;
  news_from_date: string | null;
  news_to_date: string | null;
  view_count: number;
  sales_count: number;
  weight_g: number | null;
  created_at: string;
  updated_at: string;
}

type Row = Record<string, unknown>;

export interface ProductTables {
  products: ProductRow[];
  product_categories: Row[];
  product_attribute_values: Row[];
  product_super_links: Row[];
  configurable_options: Row[];
  product_links: Row[];
  bundle_options: Row[];
  bundle_selections: Row[];
  subscription_number_options: Row[];
  subscription_starting_numbers: Row[];
  downloadable_links: Row[];
  product_media: Row[];
  stock_items: Row[];
  price_history: Row[];
  url_rewrites: Row[];
}

export type FileJob =
  | { path: string; kind: "cover"; spec: CoverSpec }
  | { path: string; kind: "detail"; spec: CoverSpec; variant: 2 | 3; blurb: string }
  | { path: string; kind: "link"; target: string };

export interface BuildOptions {
  products: number;
  seed: number;
  now: Date;
}

export interface BuildResult {
  categories: CategoryIndex;
  tables: ProductTables;
  files: FileJob[];
  counts: Record<string, number>;
}

type Special = { price: number; from: string; to: string | null; dip?: { price: number; from: string; to: string } };

interface Draft {
  row: ProductRow;
  /** category keys; ancestors (from level 2) are added automatically; the first is the main category */
  cats: string[];
  cover: CoverSpec;
  blurb: string;
  mediaLabels: string[];
  attrs: [number, number][];
  stock: "physical" | "none" | "preorder" | "parent";
  eligibleSpecial: boolean;
  /** preset creation time (books: around the premiere, issues: on release) */
  createdAt?: Date;
  /** fixtures decide status, visibility, special price and stock themselves */
  fixture?: {
    /** a configurable child's own special price (with its own dip); null or absent: its parent's */
    special?: Special | null;
    outOfStock?: boolean;
    qty?: number;
    bestseller?: boolean;
    createdDaysAgo?: number;
    /** no price history at all (an Omnibus case: nothing is known from before its special price) */
    noHistory?: boolean;
  };
  parentId?: number;
  /** child image = the parent's cover in this colour */
  colourImage?: string;
  special?: Special | null;
}

// ---------------------------------------------------------------- small helpers

const SHARES = { issue: 0.25, subscription: 0.08, collection: 0.05, download: 0.1, family: 0.08, bundle: 0.03, grouped: 0.03, virtual: 0.01 } as const;
/** Products with an id above this point to a shared pool cover (hard-linked) once N > OWN_COVER_LIMIT. */
export const OWN_COVER_LIMIT = 5000;
export const MIN_PRODUCTS = 100;

function pad(id: number): string {
  return String(id).padStart(6, "0");
}

/** zł range → grosze ending mostly in 99 or 90. */
function priceZl(rng: Rng, minZl: number, maxZl: number): number {
  const zl = rng.int(minZl, maxZl);
  const end = rng.weighted([
    [99, 7],
    [90, 2],
    [49, zl > minZl ? 1 : 0],
  ] as const);
  return zl * 100 + end;
}

const priceSourceOf = (row: Pick<ProductRow, "price" | "special_price" | "special_from_date" | "special_to_date">): PriceSource => ({
  price: row.price,
  specialPrice: row.special_price,
  specialFromDate: row.special_from_date,
  specialToDate: row.special_to_date,
});

/** Rounds down to a price ending in ,99 (at least 0,99). */
function to99(grosze: number): number {
  return Math.max(99, Math.floor(grosze / 100) * 100 - 1);
}

function imagePath(sku: string): string {
  const s = sku.toLowerCase();
  return `/catalog/product/${s[0]}/${s[1]}/${s}.svg`;
}

function isbnFrom(seven: number): string {
  const first12 = `97883${String(seven).padStart(7, "0")}`;
  return `${first12}${isbn13CheckDigit(first12)}`;
}

function ean(first12: string): string {
  return `${first12}${ean13CheckDigit(first12)}`;
}

function emptyRow(id: number, sku: string, type: string, name: string, taxClass: number, price: number): ProductRow {
  return {
    id,
    sku,
    type_id: type,
    name,
    url_key: "",
    url_path: "",
    status: 1,
    visibility: 4,
    price,
    special_price: null,
    special_from_date: null,
    special_to_date: null,
    tax_class_id: taxClass,
    retail_price: null,
    promo_price: null,
    description: "",
    short_description: "",
    meta_title: null,
    meta_description: null,
    meta_keyword: null,
    ean: null,
    isbn: null,
    image: null,
    main_category_id: null,
    category_names: "",
    author: null,
    publisher: null,
    press_type: null,
    publication_form: null,
    publishing_series: null,
    manufacturer: null,
    magazine_id: null,
    book_premiere: null,
    editions_qty: null,
    shipping_schedule: null,
    is_recurring_payment: false,
    is_gift_included: false,
    is_virtual_bundle: false,
    bestseller: false,
    promo_block: false,
    news_from_date: null,
    news_to_date: null,
    view_count: 0,
    sales_count: 0,
    weight_g: null,
    created_at: "",
    updated_at: "",
  };
}

// ---------------------------------------------------------------- magazine titles and issues

interface Title {
  index: number;
  def: TitleDef;
  magazineId: number;
  publisher: string;
  price: number;
  weekday: number;
  dom: number;
  issn7: string;
  taxClass: number;
  issues: { id: number; date: string }[];
  subscriptionId?: number;
}

interface Issue {
  date: string;
  nr: number;
  year: number;
  label: string;
}

function makeTitle(index: number, def: TitleDef, rng: Rng, magazineId: number): Title {
  return {
    index,
    def,
    magazineId,
    publisher: rng.pick(PRESS_PUBLISHERS),
    price: priceZl(rng, def.price[0], def.price[1]),
    weekday: rng.int(1, 5),
    dom: rng.int(1, 25),
    issn7: String(1_000_000 + ((magazineId * 7_919) % 9_000_000)).slice(0, 7),
    taxClass: def.regional ? TAX.regional : TAX.press,
    issues: [],
  };
}

/** The k-th most recent issue on or before `today` (k < 0: upcoming issues). */
function issueAt(t: Title, today: string, k: number): Issue {
  const f = t.def.frequency;
  let date: string;
  let nr: number;
  if (f === "tygodnik" || f === "gazeta regionalna" || f === "dwutygodnik") {
    let latest = addDays(today, -((weekday(today) - t.weekday + 7) % 7));
    const step = f === "dwutygodnik" ? 14 : 7;
    if (step === 14 && Math.floor(daysBetween("2024-01-01", latest) / 7) % 2 === 1) latest = addDays(latest, -7);
    date = addDays(latest, -step * k);
    nr = Math.floor((dayOfYear(date) - 1) / step) + 1;
  } else {
    const { y, m, d } = parts(today);
    const step = f === "kwartalnik" ? 3 : 1;
    let base = d >= t.dom ? { y, m } : addMonths(y, m, -1);
    if (step === 3) base = addMonths(base.y, base.m, -((base.m - 1) % 3));
    const at = addMonths(base.y, base.m, -step * k);
    date = makeDay(at.y, at.m, t.dom);
    nr = step === 3 ? Math.floor((at.m - 1) / 3) + 1 : at.m;
  }
  const year = parts(date).y;
  return { date, nr, year, label: `${nr}/${year}` };
}

function shippingSchedule(t: Title): string {
  switch (t.def.frequency) {
    case "tygodnik":
    case "gazeta regionalna":
      return `Wysyłka w każdy ${WEEKDAYS[t.weekday]} – w dniu ukazania się numeru.`;
    case "dwutygodnik":
      return `Wysyłka co drugi ${WEEKDAYS[t.weekday]}.`;
    case "miesięcznik":
      return `Wysyłka około ${t.dom}. dnia każdego miesiąca.`;
    case "kwartalnik":
      return `Wysyłka w styczniu, kwietniu, lipcu i październiku, około ${t.dom}. dnia miesiąca.`;
  }
}

function subscriptionCategory(t: Title): string {
  switch (t.def.frequency) {
    case "tygodnik":
      return "pren-tyg";
    case "dwutygodnik":
      return "pren-dwu";
    case "miesięcznik":
      return "pren-mies";
    case "kwartalnik":
      return "pren-kw";
    case "gazeta regionalna":
      return "pren-reg";
  }
}

const NAT_GEO: TitleDef = {
  name: "National Geographic Polska",
  frequency: "miesięcznik",
  category: "mies-nauka-przyroda",
  price: [16, 16],
  topics: ["Wielkie migracje zwierząt", "Tajemnice oceanów", "Ostatnie dzikie miejsca Europy"],
};

// ---------------------------------------------------------------- the builder

export function buildCatalogue(opts: BuildOptions): BuildResult {
  const N = Math.floor(opts.products);
  if (!Number.isFinite(N) || N < MIN_PRODUCTS) throw new RangeError(`The catalogue needs at least ${MIN_PRODUCTS} products, got ${opts.products}.`);
  const now = opts.now;
  const today = dayInWarsaw(now);
  const root = createRng(opts.seed);
  const cats = buildCategories();
  const opt = optionIndex();
  const option = (attr: number, label: string): number => {
    const id = opt.get(attr)?.get(label);
    if (id === undefined) throw new Error(`No option ${label} for attribute ${attr}`);
    return id;
  };
  const seriesOption = (name: string) => option(ATTR.publishing_series, name);
  const FORM_PAPER = option(ATTR.publication_form, "Wydanie papierowe");
  const FORM_EBOOK = option(ATTR.publication_form, "E-book");
  const FORM_PDF = option(ATTR.publication_form, "PDF");

  const drafts = new Map<number, Draft>();
  const add = (d: Draft) => {
    if (drafts.has(d.row.id)) throw new Error(`Duplicate product id ${d.row.id}`);
    drafts.set(d.row.id, d);
  };

  // ------------------------------------------------ plan: how many of each kind, in which id order
  const plan = root.fork("plan");
  const n = {
    issue: Math.max(0, Math.round(N * SHARES.issue) - 1),
    subscription: Math.max(0, Math.round(N * SHARES.subscription) - 1),
    collection: Math.max(0, Math.round(N * SHARES.collection) - 1),
    download: Math.max(0, Math.round(N * SHARES.download) - 1),
    familyRows: Math.max(0, Math.round(N * SHARES.family) - (1 + FIXTURES.tshirt.childSkus.length)),
    bundle: Math.max(0, Math.round(N * SHARES.bundle) - 1),
    grouped: Math.max(0, Math.round(N * SHARES.grouped) - 1),
    virtual: Math.max(0, Math.round(N * SHARES.virtual) - 1),
  };
  const nEbook = Math.round(n.download * 0.6);
  const nPdf = n.download - nEbook;
  type Unit = { kind: string; size: number; colours?: number; sizes?: number; firstId?: number };
  const units: Unit[] = [];
  const push = (kind: string, count: number) => {
    for (let i = 0; i < count; i++) units.push({ kind, size: 1 });
  };
  push("issue", n.issue);
  push("subscription", n.subscription);
  push("collection", n.collection);
  push("ebook", nEbook);
  push("pdf", nPdf);
  push("bundle", n.bundle);
  push("grouped", n.grouped);
  push("virtual", n.virtual);
  let familyRows = 0;
  for (;;) {
    const colours = plan.int(2, 3);
    const sizes = plan.int(3, 5);
    const size = 1 + colours * sizes;
    if (familyRows + size > n.familyRows) break;
    familyRows += size;
    units.push({ kind: "family", size, colours, sizes });
  }
  const used = units.reduce((s, u) => s + u.size, 0);
  const nBooks = N - FIXTURE_ROWS - used;
  if (nBooks < 0) throw new RangeError(`Too few products (${N}) for the catalogue mix.`);
  push("book", nBooks);
  plan.shuffle(units);
  let nextId = FIXTURE_ROWS + 1;
  const byKind = new Map<string, Unit[]>();
  for (const u of units) {
    u.firstId = nextId;
    nextId += u.size;
    const list = byKind.get(u.kind) ?? [];
    list.push(u);
    byKind.set(u.kind, list);
  }
  if (nextId - 1 !== N) throw new Error(`Planned ${nextId - 1} products instead of ${N}`);
  const idsOf = (kind: string) => (byKind.get(kind) ?? []).map((u) => u.firstId as number);

  // ------------------------------------------------ magazine titles
  const titleRng = root.fork("titles");
  const titleCount = Math.max(1, n.subscription);
  const titles: Title[] = [];
  for (let i = 0; i < titleCount; i++) {
    const r = titleRng.fork(i);
    const def = i < CURATED_TITLES.length ? (CURATED_TITLES[i] as TitleDef) : generatedTitle(i - CURATED_TITLES.length, r);
    titles.push(makeTitle(i, def, r, 101 + i));
  }
  const natGeo = makeTitle(-1, NAT_GEO, titleRng.fork("natgeo"), FIXTURES.natGeoIssue.magazineId);
  natGeo.price = 1699;
  natGeo.weekday = 3;
  natGeo.dom = 10;

  // ------------------------------------------------ books
  const isbnSeen = new Set<string>([FIXTURES.zolwBook.isbn]);
  let isbnCounter = 0;
  const nextIsbn = (): string => {
    for (;;) {
      isbnCounter++;
      const candidate = isbnFrom((isbnCounter * 7_919 + 1_234_567) % 10_000_000);
      if (!isbnSeen.has(candidate)) {
        isbnSeen.add(candidate);
        return candidate;
      }
    }
  };
  const SERIES_BY: Record<string, readonly string[]> = {
    lit: ["Seria z Żurawiem", "Seria Nowej Prozy", "Biblioteka Klasyki"],
    krym: ["Czarna Seria"],
    krymNord: ["Seria Północna", "Czarna Seria"],
    fant: ["Mapy Wyobraźni"],
    horror: ["Mistrzowie Grozy"],
    dzieci: ["Klasyka Dziecięca", "Mała Biblioteczka"],
    poradniki: ["Poradniki na Co Dzień"],
    hist: ["Seria Historyczna"],
    bio: ["Seria Portrety"],
  };
  const booksByLeaf = new Map<string, number[]>();
  const booksBySeries = new Map<string, number[]>();
  const bookIds: number[] = [];
  const trackBook = (id: number, leaf: string, series: string | null) => {
    bookIds.push(id);
    const l = booksByLeaf.get(leaf) ?? [];
    l.push(id);
    booksByLeaf.set(leaf, l);
    if (series) {
      const s = booksBySeries.get(series) ?? [];
      s.push(id);
      booksBySeries.set(series, s);
    }
  };

  const bookPremiere = (rng: Rng): string => {
    const r = rng.next();
    if (r < 0.05) return addDays(today, rng.int(1, 60));
    if (r < 0.17) return addDays(today, -rng.int(0, 45));
    return addDays(today, -rng.int(46, 3 * 365));
  };
  const createdNear = (rng: Rng, day: string): Date => {
    const earliest = now.getTime() - 730 * DAY_MS;
    const t = Math.min(warsawMidnight(day) - rng.int(0, 21) * DAY_MS + rng.int(7, 18) * 3_600_000, now.getTime() - rng.int(1, 48) * 3_600_000);
    return new Date(Math.max(earliest + rng.int(0, 86_400) * 1000, t));
  };

  interface BookSpec {
    id: number;
    sku: string;
    name: string;
    genre: Genre;
    leaf: string;
    author: string;
    publisher: string;
    series: string | null;
    price: number;
    premiere: string;
    isbn: string;
    pages: number;
  }
  const bookDraft = (rng: Rng, b: BookSpec, kind: "book" | "ebook"): Draft => {
    const type = kind === "book" ? "simple" : "downloadable";
    const row = emptyRow(b.id, b.sku, type, b.name, TAX.books, b.price);
    const title = kind === "ebook" ? b.name.replace(/ \(e-book\)$/, "") : b.name;
    const desc = bookDescription(rng, b.genre, title, b.author, b.publisher, b.pages);
    row.author = b.author;
    row.publisher = b.publisher;
    row.isbn = b.isbn;
    row.ean = b.isbn;
    row.book_premiere = b.premiere;
    row.publication_form = kind === "book" ? FORM_PAPER : FORM_EBOOK;
    row.publishing_series = b.series ? seriesOption(b.series) : null;
    row.weight_g = kind === "book" ? Math.round(b.pages * 1.1 + 60) : null;
    row.description =
      kind === "ebook" ? `${desc.description} Wersja elektroniczna w formacie EPUB – do czytania na czytniku, tablecie i w telefonie.` : desc.description;
    row.short_description = desc.short;
    if (kind === "book" && rng.chance(0.3)) row.retail_price = to99(Math.round((b.price * rng.int(110, 125)) / 100)) + 100;
    const future = b.premiere > today;
    const attrs: [number, number][] = [[ATTR.publication_form, row.publication_form as number]];
    if (row.publishing_series) attrs.push([ATTR.publishing_series, row.publishing_series]);
    return {
      row,
      cats: future ? [b.leaf, "zapowiedzi"] : [b.leaf],
      cover: {
        kind,
        title,
        subtitle: b.author,
        badge: kind === "ebook" ? "E-book" : future ? "Zapowiedź" : "Książka",
        seed: b.sku,
        top: b.series ?? b.publisher,
      },
      blurb: row.description,
      mediaLabels: ["Okładka", "Tył okładki", "Fragment"].slice(0, rng.int(1, 3)),
      attrs,
      stock: kind === "ebook" ? "none" : future ? "preorder" : "physical",
      eligibleSpecial: !future,
      createdAt: createdNear(rng, future ? addDays(today, -rng.int(1, 40)) : b.premiere),
    };
  };

  const genreSeries = (rng: Rng, genre: Genre, leaf: string): string | null => {
    if (!rng.chance(0.4)) return null;
    const key =
      genre === "krym" && (leaf === "krym-szw" || leaf === "krym-nor" || leaf === "krym-skand") ? "krymNord" : leaf === "fant-horror" ? "horror" : genre;
    return rng.pick(SERIES_BY[key] ?? PUBLISHING_SERIES);
  };

  const bookRng = root.fork("books");
  const demoPreorderId = idsOf("book")[0];
  for (const id of idsOf("book")) {
    const rng = bookRng.fork(id);
    const genre = rng.weighted(GENRE_WEIGHTS);
    const leaf = rng.weighted(GENRE_LEAVES[genre]);
    const series = genreSeries(rng, genre, leaf);
    const ranges: Record<Genre, [number, number]> = {
      dzieci: [19, 49],
      poradniki: [29, 69],
      lit: [32, 59],
      krym: [34, 59],
      fant: [34, 64],
      hist: [39, 89],
      bio: [39, 79],
    };
    const [lo, hi] = ranges[genre];
    const spec: BookSpec = {
      id,
      sku: `KS-${pad(id)}`,
      name: bookTitle(rng, genre, leaf),
      genre,
      leaf,
      author: pickAuthor(rng, genre, leaf),
      publisher: rng.pick(BOOK_PUBLISHERS),
      series,
      price: priceZl(rng, lo, hi),
      premiere: bookPremiere(rng),
      isbn: nextIsbn(),
      pages: genre === "dzieci" && leaf !== "dzieci-mlodziez" ? rng.int(24, 96) : rng.int(180, 640),
    };
    if (id === demoPreorderId) {
      // The demo pre-order: a named book premiering on PREORDER_DEMO's date (or in 59 days once that has passed), no stock.
      spec.name = PREORDER_DEMO.name;
      spec.premiere = PREORDER_DEMO.premiere > today ? PREORDER_DEMO.premiere : addDays(today, 59);
    }
    add(bookDraft(rng, spec, "book"));
    trackBook(id, leaf, series);
  }

  // ------------------------------------------------ issues (single_number)
  const issueDraft = (rng: Rng, id: number, sku: string, t: Title, k: number, name?: string): Draft => {
    const issue = issueAt(t, today, k);
    const special = rng.chance(0.06);
    const price = special ? t.price + 200 : t.price;
    const row = emptyRow(id, sku, "single_number", name ?? `${t.def.name} ${issue.label}`, t.taxClass, price);
    const freq = FREQUENCY_TEXT[t.def.frequency];
    const topics = rng.sample(t.def.topics, 3);
    row.press_type = t.def.frequency;
    row.magazine_id = t.magazineId;
    row.editions_qty = freq.perYear;
    row.shipping_schedule = shippingSchedule(t);
    row.publisher = t.publisher;
    row.ean = ean(`977${t.issn7}${String(issue.nr % 100).padStart(2, "0")}`);
    row.weight_g = rng.int(150, 420);
    row.publication_form = FORM_PAPER;
    row.description = [
      `Numer ${issue.label} ${freq.gen} „${t.def.name}”${special ? " – wydanie specjalne z dodatkiem" : ""}.`,
      `W numerze: ${topics.join(", ").replace(/, ([^,]*)$/, " oraz $1")}.`,
      `Pismo ukazuje się ${freq.adverb}; wydawca: ${t.publisher}.`,
      ...(rng.chance(0.5) ? ["Zamów teraz, a wyślemy je jeszcze dziś."] : []),
    ].join(" ");
    row.short_description = `Wydanie ${issue.label} – ${topics[0] ?? "najnowszy numer"}.`;
    t.issues.push({ id, date: issue.date });
    const released = warsawMidnight(issue.date) + 6 * 3_600_000;
    return {
      row,
      cats: [t.def.category],
      cover: { kind: "issue", title: t.def.name, subtitle: t.publisher, badge: `Nr ${issue.label}`, seed: `title-${t.magazineId}-${issue.nr}`, lines: topics },
      blurb: row.description,
      mediaLabels: ["Okładka", "Spis treści"].slice(0, rng.int(1, 2)),
      attrs: [[ATTR.publication_form, FORM_PAPER]],
      stock: "physical",
      eligibleSpecial: true,
      createdAt: new Date(Math.min(released, now.getTime() - 3_600_000) - rng.int(1, 3) * DAY_MS),
    };
  };
  const issueRng = root.fork("issues");
  idsOf("issue").forEach((id, j) => {
    const t = titles[j % titles.length] as Title;
    add(issueDraft(issueRng.fork(id), id, `CZ-${pad(id)}`, t, Math.floor(j / titles.length)));
  });

  // ------------------------------------------------ subscriptions (magazines)
  const subOptions: Row[] = [];
  const startNumbers: Row[] = [];
  let subOptionId = 1;
  let startId = 1;
  const subscriptionDraft = (rng: Rng, id: number, sku: string, t: Title, premium: boolean): Draft => {
    const factors = [0.95, 0.9, 0.85];
    const options = [3, 6, 12].map((numbers, i) => ({ numbers, price: to99(Math.round(t.price * numbers * (factors[i] as number))) }));
    const row = emptyRow(id, sku, "subscription", `Prenumerata ${t.def.name}`, t.taxClass, (options[0] as { price: number }).price);
    const freq = FREQUENCY_TEXT[t.def.frequency];
    row.press_type = t.def.frequency;
    row.magazine_id = t.magazineId;
    row.editions_qty = freq.perYear;
    row.shipping_schedule = shippingSchedule(t);
    row.publisher = t.publisher;
    row.description = [
      `Prenumerata ${freq.gen} „${t.def.name}” to gwarancja, że żaden numer Cię nie ominie.`,
      // the claim follows the delivery rules (domain/terms-text.ts expands it when the product is served)
      "Wybierz 3, 6 lub 12 wydań – zapłacisz mniej niż w kiosku{{#subscriptions_free}}, a dostawa jest bezpłatna{{/subscriptions_free}}.",
      `Pismo ukazuje się ${freq.adverb}. ${row.shipping_schedule}`,
      ...(premium ? ["W pakiecie Premium otrzymujesz także dostęp do wydań cyfrowych i archiwum."] : []),
    ].join(" ");
    row.short_description = `Prenumerata na 3, 6 lub 12 wydań z dostawą do domu.`;
    options.forEach((o, i) => {
      subOptions.push({
        id: subOptionId++,
        product_id: id,
        numbers: o.numbers,
        label: `${o.numbers} ${plural(o.numbers, "wydanie", "wydania", "wydań")}`,
        price: o.price,
        position: i,
        translations: numberOptionTranslations(`${o.numbers} ${plural(o.numbers, "wydanie", "wydania", "wydań")}`),
      });
    });
    for (let k = 1; k <= 3; k++) {
      const next = issueAt(t, today, -k);
      startNumbers.push({
        id: startId++,
        product_id: id,
        label: `Nr ${next.label}`,
        issue_date: next.date,
        position: k - 1,
        translations: startingNumberTranslations(`Nr ${next.label}`),
      });
    }
    t.subscriptionId = id;
    return {
      row,
      cats: premium ? [subscriptionCategory(t), "pren-premium"] : [subscriptionCategory(t)],
      cover: {
        kind: "subscription",
        title: t.def.name,
        subtitle: "3, 6 lub 12 wydań",
        badge: "Prenumerata",
        seed: `title-${t.magazineId}`,
        lines: t.def.topics.slice(0, 3),
      },
      blurb: row.description,
      mediaLabels: ["Prenumerata", "Przykładowe wydanie"].slice(0, rng.int(1, 2)),
      attrs: [],
      stock: "none",
      eligibleSpecial: false,
    };
  };
  const subRng = root.fork("subscriptions");
  idsOf("subscription").forEach((id, j) => {
    const t = titles[j % titles.length] as Title;
    const rng = subRng.fork(id);
    add(subscriptionDraft(rng, id, `PR-${pad(id)}`, t, rng.chance(0.12)));
  });

  // ------------------------------------------------ partwork collections (subscription type)
  const collectionDraft = (
    rng: Rng,
    id: number,
    sku: string,
    title: string,
    category: string,
    item: string,
    recurring: boolean,
    gift: boolean,
    partPrice?: number,
  ): Draft => {
    const perPart = partPrice ?? priceZl(rng, 24, 69);
    const options = [3, 6, 12].map((numbers, i) => ({ numbers, price: to99(Math.round(perPart * numbers * ([1, 0.97, 0.93][i] as number))) }));
    const row = emptyRow(id, sku, "subscription", `Prenumerata kolekcji „${title}”`, TAX.goods, (options[0] as { price: number }).price);
    const maker = rng.pick(COLLECTION_PUBLISHERS);
    row.manufacturer = maker;
    row.publisher = maker;
    row.editions_qty = 26;
    row.shipping_schedule = "Kolejne części wysyłamy co dwa tygodnie.";
    row.is_recurring_payment = recurring;
    row.is_gift_included = gift;
    row.weight_g = rng.int(300, 1200);
    row.description = [
      `Kolekcja „${title}” to wyjątkowa seria wydawana w częściach co dwa tygodnie.`,
      `Każda część to ${item} wraz z bogato ilustrowanym zeszytem.`,
      ...(recurring
        ? [
            "Po zakończeniu opłaconego okresu prenumerata odnawia się automatycznie: należność za kolejny okres tej samej długości pobieramy z zapisanej karty. Odnawianie wyłączysz w dowolnym momencie w Moim koncie.",
          ]
        : []),
      ...(gift ? ["Do pierwszej przesyłki dołączamy prezent dla prenumeratorów."] : []),
    ].join(" ");
    row.short_description = `Kolekcja w częściach: ${item}.`;
    options.forEach((o, i) => {
      subOptions.push({
        id: subOptionId++,
        product_id: id,
        numbers: o.numbers,
        label: `${o.numbers} ${plural(o.numbers, "część", "części", "części")}`,
        price: o.price,
        position: i,
        translations: numberOptionTranslations(`${o.numbers} ${plural(o.numbers, "część", "części", "części")}`),
      });
    });
    const part = rng.int(1, 40);
    for (let k = 1; k <= 3; k++) {
      startNumbers.push({
        id: startId++,
        product_id: id,
        label: `Część ${part + k}`,
        issue_date: addDays(today, 7 + 14 * (k - 1)),
        position: k - 1,
        translations: startingNumberTranslations(`Część ${part + k}`),
      });
    }
    return {
      row,
      cats: recurring ? [category, "pren-kol"] : [category],
      cover: { kind: "collection", title, subtitle: item, badge: "Kolekcja", seed: sku },
      blurb: row.description,
      mediaLabels: ["Kolekcja", "Pierwsza część", "Zeszyt"].slice(0, rng.int(1, 3)),
      attrs: [],
      stock: "none",
      eligibleSpecial: false,
    };
  };
  const collRng = root.fork("collections");
  let collIndex = 0;
  for (const id of idsOf("collection")) {
    const rng = collRng.fork(id);
    let c = collectionName(collIndex++);
    if (c.title === "Legendarne lokomotywy") c = collectionName(collIndex++);
    add(collectionDraft(rng, id, `KL-${pad(id)}`, c.title, c.category, c.item, rng.chance(0.4), rng.chance(0.3)));
  }

  // ------------------------------------------------ downloadable: e-books and PDF issues
  const downloadLinks: Row[] = [];
  let downloadId = 1;
  const addLink = (productId: number, sku: string, format: string, position: number) =>
    downloadLinks.push({
      id: downloadId++,
      product_id: productId,
      title: format === "pdf" ? "Wydanie PDF" : `Plik ${format.toUpperCase()}`,
      translations: downloadTitleTranslations(format === "pdf" ? "Wydanie PDF" : `Plik ${format.toUpperCase()}`),
      file_format: format,
      file_path: `downloads/${sku}.${format}`,
      sample_url: format === "pdf" ? null : `/samples/${sku.toLowerCase()}-fragment.${format}`,
      number_of_downloads: format === "pdf" ? 0 : 5,
      is_shareable: false,
      position,
    });
  const EBOOK_GENRES: readonly (readonly [Genre, string, number])[] = [
    ["lit", "eb-lit", 4],
    ["krym", "eb-krym", 4],
    ["fant", "eb-fant", 3],
    ["poradniki", "eb-por", 2],
  ];
  const ebookRng = root.fork("ebooks");
  for (const id of idsOf("ebook")) {
    const rng = ebookRng.fork(id);
    const [genre, cat] = rng.weighted(EBOOK_GENRES.map((g) => [g, g[2]] as const));
    const leaf = rng.weighted(GENRE_LEAVES[genre]);
    const sku = `EB-${pad(id)}`;
    const d = bookDraft(
      rng,
      {
        id,
        sku,
        name: `${bookTitle(rng, genre, leaf)} (e-book)`,
        genre,
        leaf,
        author: pickAuthor(rng, genre, leaf),
        publisher: rng.pick(BOOK_PUBLISHERS),
        series: genreSeries(rng, genre, leaf),
        price: priceZl(rng, 14, 44),
        premiere: addDays(today, -rng.int(0, 3 * 365)),
        isbn: nextIsbn(),
        pages: rng.int(150, 600),
      },
      "ebook",
    );
    d.cats = [cat];
    add(d);
    addLink(id, sku, "epub", 0);
  }
  const pdfRng = root.fork("pdf");
  idsOf("pdf").forEach((id, j) => {
    const rng = pdfRng.fork(id);
    const t = titles[(j * 7 + 3) % titles.length] as Title;
    const issue = issueAt(t, today, Math.floor(j / titles.length));
    const sku = `PDF-${pad(id)}`;
    const row = emptyRow(id, sku, "downloadable", `${t.def.name} ${issue.label} – wydanie PDF`, TAX.press, to99(Math.round(t.price * 0.85)));
    const freq = FREQUENCY_TEXT[t.def.frequency];
    row.press_type = t.def.frequency;
    row.magazine_id = t.magazineId;
    row.editions_qty = freq.perYear;
    row.publisher = t.publisher;
    row.publication_form = FORM_PDF;
    row.description = [
      `Cyfrowe wydanie ${freq.gen} „${t.def.name}” – numer ${issue.label} w formacie PDF.`,
      "Plik pobierzesz od razu po zaksięgowaniu płatności, bez czekania na kuriera.",
      ...(rng.chance(0.5) ? [`W numerze: ${rng.sample(t.def.topics, 2).join(" oraz ")}.`] : []),
    ].join(" ");
    row.short_description = `Wydanie ${issue.label} w PDF – do pobrania od razu.`;
    add({
      row,
      cats: [t.def.frequency === "miesięcznik" || t.def.frequency === "kwartalnik" ? "pdf-mies" : "pdf-tyg"],
      cover: {
        kind: "pdf",
        title: t.def.name,
        subtitle: "Wydanie cyfrowe",
        badge: `Nr ${issue.label}`,
        seed: `title-${t.magazineId}-${issue.nr}`,
        lines: t.def.topics.slice(0, 3),
      },
      blurb: row.description,
      mediaLabels: ["Okładka"],
      attrs: [[ATTR.publication_form, FORM_PDF]],
      stock: "none",
      eligibleSpecial: true,
      createdAt: new Date(Math.min(warsawMidnight(issue.date) + 8 * 3_600_000, now.getTime() - 3_600_000)),
    });
    addLink(id, sku, "pdf", 0);
  });

  // ------------------------------------------------ configurable clothing
  const superLinks: Row[] = [];
  const confOptions: Row[] = [];
  let confOptionId = 1;
  const familyParents: number[] = [];
  type Fit = "damska" | "męska" | "dziecięca" | "unisex";
  const familyDrafts = (
    rng: Rng,
    id: number,
    garment: "Koszulka" | "Bluza",
    fit: Fit,
    motif: string,
    colourCodes: readonly string[],
    sizeList: readonly string[],
    price: number,
    name?: string,
  ) => {
    const sku = `TS-${pad(id)}`;
    const fitWord = fit === "unisex" ? "" : ` ${fit}`;
    const parentName = name ?? `${garment}${fitWord} „${motif}”`;
    const colours = colourCodes.map((code) => {
      const c = COLOURS.find((x) => x.code === code);
      if (!c) throw new Error(`Unknown colour ${code}`);
      return c;
    });
    const pattern = rng.chance(0.7) ? "Z nadrukiem" : rng.pick(PATTERN_TYPES);
    const fitAttr = fit === "damska" ? ATTR.womens_sizes : fit === "dziecięca" ? ATTR.kids_sizes : ATTR.mens_sizes;
    const fitLabels: readonly string[] = fit === "damska" ? WOMENS_SIZES : fit === "dziecięca" ? KIDS_SIZES : MENS_SIZES;
    const fitOption = (size: string) => option(fitAttr, fitLabels[SIZES.indexOf(size as (typeof SIZES)[number])] as string);
    const maker = rng.pick(CLOTHING_MAKERS);
    const material = rng.pick(MATERIALS);
    const kind: CoverKind = garment === "Koszulka" ? "tshirt" : "hoodie";
    const catKeys =
      garment === "Koszulka"
        ? fit === "unisex"
          ? ["koszulki-meskie", "koszulki-damskie"]
          : [fit === "damska" ? "koszulki-damskie" : fit === "męska" ? "koszulki-meskie" : "koszulki-dzieciece"]
        : fit === "unisex"
          ? ["bluzy-meskie", "bluzy-damskie"]
          : [fit === "damska" ? "bluzy-damskie" : "bluzy-meskie"];
    const parent = emptyRow(id, sku, "configurable", parentName, TAX.goods, price);
    parent.manufacturer = maker;
    parent.description = [
      `${garment} z motywem „${motif}” dla wszystkich, którzy kochają czytać.`,
      `Uszyta z ${material}, przyjemna w dotyku i odporna na pranie.`,
      `Dostępna w ${colours.length} kolorach i rozmiarach od ${sizeList[0]} do ${sizeList[sizeList.length - 1]}.`,
      ...(rng.chance(0.5) ? ["Świetny pomysł na prezent dla mola książkowego."] : []),
    ].join(" ");
    parent.short_description = `${garment} „${motif}” – ${colours.map((c) => c.label.toLowerCase()).join(", ")}.`;
    const parentAttrs: [number, number][] = [[ATTR.pattern_type, option(ATTR.pattern_type, pattern)]];
    for (const c of colours) parentAttrs.push([ATTR.color, option(ATTR.color, c.label)]);
    for (const s of sizeList) parentAttrs.push([ATTR.size, option(ATTR.size, s)], [fitAttr, fitOption(s)]);
    const parentImage = `${imagePath(sku).slice(0, -4)}-${(colours[0] as { code: string }).code.toLowerCase()}.svg`;
    add({
      row: parent,
      cats: catKeys,
      cover: { kind, title: parentName, subtitle: motif, badge: garment, seed: sku, colour: colours[0]?.hex },
      blurb: parent.description,
      mediaLabels: ["Przód", "Detal nadruku", "Na modelu"].slice(0, rng.int(1, 3)),
      attrs: parentAttrs,
      stock: "parent",
      eligibleSpecial: true,
      colourImage: parentImage,
    });
    confOptions.push({
      id: confOptionId++,
      product_id: id,
      attribute_id: ATTR.color,
      label: "Kolor",
      position: 0,
      translations: configurableOptionTranslations("Kolor"),
    });
    confOptions.push({
      id: confOptionId++,
      product_id: id,
      attribute_id: ATTR.size,
      label: "Rozmiar",
      position: 1,
      translations: configurableOptionTranslations("Rozmiar"),
    });
    familyParents.push(id);
    let childId = id + 1;
    let position = 0;
    for (const c of colours) {
      for (const s of sizeList) {
        const childSku = `${sku}-${s}-${c.code}`;
        const child = emptyRow(childId, childSku, "simple", `${parentName} – ${c.label}, ${s}`, TAX.goods, price);
        child.visibility = 1;
        child.manufacturer = maker;
        child.ean = ean(`590${String(childId).padStart(9, "0")}`);
        child.weight_g = (garment === "Koszulka" ? 160 : 420) + SIZES.indexOf(s as (typeof SIZES)[number]) * 20;
        child.description = parent.description;
        child.short_description = `${garment} „${motif}”, kolor: ${c.label.toLowerCase()}, rozmiar ${s}.`;
        add({
          row: child,
          cats: catKeys,
          cover: { kind, title: parentName, subtitle: motif, badge: garment, seed: sku, colour: c.hex },
          blurb: child.description,
          mediaLabels: ["Przód"],
          attrs: [
            [ATTR.color, option(ATTR.color, c.label)],
            [ATTR.size, option(ATTR.size, s)],
            [fitAttr, fitOption(s)],
            [ATTR.pattern_type, option(ATTR.pattern_type, pattern)],
          ],
          stock: "physical",
          eligibleSpecial: false,
          parentId: id,
          colourImage: `${imagePath(sku).slice(0, -4)}-${c.code.toLowerCase()}.svg`,
        });
        superLinks.push({ parent_id: id, child_id: childId, position: position++ });
        childId++;
      }
    }
  };
  const famRng = root.fork("families");
  for (const u of byKind.get("family") ?? []) {
    const id = u.firstId as number;
    const rng = famRng.fork(id);
    const garment = rng.chance(0.65) ? "Koszulka" : "Bluza";
    const fit: Fit =
      garment === "Koszulka"
        ? rng.weighted([
            ["damska", 3],
            ["męska", 3],
            ["dziecięca", 2],
            ["unisex", 2],
          ] as const)
        : rng.weighted([
            ["damska", 1],
            ["męska", 1],
            ["unisex", 1],
          ] as const);
    const colourCodes = rng.sample(
      COLOURS.map((c) => c.code),
      u.colours as number,
    );
    const sizeCount = u.sizes as number;
    const start = rng.int(0, SIZES.length - sizeCount);
    const sizeList = SIZES.slice(start, start + sizeCount);
    const price = garment === "Koszulka" ? priceZl(rng, 59, 99) : priceZl(rng, 119, 149);
    familyDrafts(rng, id, garment, fit, rng.pick(MOTIFS), colourCodes, sizeList, price);
  }

  // ------------------------------------------------ fixtures (ids 1–27)
  const fx = root.fork("fixtures");
  {
    const F = FIXTURES;
    const fixtureBook = (
      id: number,
      sku: string,
      name: string,
      genre: Genre,
      leaf: string,
      who: string,
      price: number,
      series: string | null,
      isbn?: string,
    ) => {
      const d = bookDraft(
        fx.fork(id),
        {
          id,
          sku,
          name,
          genre,
          leaf,
          author: who,
          publisher: "Wydawnictwo Sowa",
          series,
          price,
          premiere: addDays(today, -400 - id),
          isbn: isbn ?? nextIsbn(),
          pages: genre === "dzieci" ? 48 : 320,
        },
        "book",
      );
      d.fixture = { special: null };
      return d;
    };
    const zolw = fixtureBook(
      F.zolwBook.id,
      F.zolwBook.sku,
      F.zolwBook.name,
      "dzieci",
      "dzieci-bajki",
      "Hanna Sikorska",
      2999,
      "Klasyka Dziecięca",
      F.zolwBook.isbn,
    );
    zolw.row.description =
      "Żółw Tadeusz od zawsze marzył o lataniu. Kiedy pewnego dnia na jego skorupie przysiada zmęczona jaskółka, obaj wyruszają w podróż, która zmieni wszystko. Ciepła opowieść o marzeniach, przyjaźni i odwadze, pięknie ilustrowana – idealna do czytania przed snem.";
    zolw.row.short_description = "Ciepła, pięknie ilustrowana opowieść o marzeniach i przyjaźni.";
    zolw.fixture = { special: null, bestseller: true, qty: 120 };
    add(zolw);
    trackBook(zolw.row.id, "dzieci-bajki", "Klasyka Dziecięca");

    const ngIssue = issueDraft(fx.fork(2), F.natGeoIssue.id, F.natGeoIssue.sku, natGeo, 0, F.natGeoIssue.name);
    ngIssue.cover.badge = "Nr 11/2026";
    ngIssue.row.description = `Listopadowy numer 11/2026 miesięcznika „National Geographic Polska”. W numerze: wielkie migracje zwierząt, tajemnice oceanów oraz ostatnie dzikie miejsca Europy. Pismo ukazuje się raz w miesiącu.`;
    ngIssue.row.short_description = "Wydanie 11/2026 – wielkie migracje zwierząt.";
    ngIssue.row.price = 1699;
    ngIssue.fixture = { special: null, qty: 250 };
    add(ngIssue);
    const ngSub = subscriptionDraft(fx.fork(3), F.natGeoSubscription.id, F.natGeoSubscription.sku, natGeo, true);
    ngSub.cats = ["pren-mag", "pren-mies", "pren-premium"];
    ngSub.fixture = { special: null };
    add(ngSub);

    familyDrafts(fx.fork(4), F.tshirt.id, "Koszulka", "unisex", "Czytam, więc jestem", FIXTURE_TSHIRT_COLOURS, FIXTURE_TSHIRT_SIZES, 6999, F.tshirt.name);
    for (let id = F.tshirt.id; id <= F.tshirt.id + F.tshirt.childSkus.length; id++) {
      const d = drafts.get(id) as Draft;
      d.fixture = { special: null, qty: 20 + ((id * 7) % 40), createdDaysAgo: 200 };
    }
    // Omnibus, configurable children (each judged on its own history): the white T-shirts cost 59,99 instead of
    // 69,99 since 4 days ago; sizes M and L were 54,99 for three days in the 30 days before, so for them 59,99 is no
    // reduction (FIXTURE_OMNIBUS). The black ones keep their regular price (the cart suites pick one of them).
    for (const [i, sku] of F.tshirt.childSkus.entries()) {
      if (!sku.endsWith("-BIA")) continue;
      const d = drafts.get(F.tshirt.id + 1 + i) as Draft;
      const dipped = sku.includes("-M-") || sku.includes("-L-");
      d.fixture = {
        ...d.fixture,
        special: {
          price: 5999,
          from: addDays(today, -4),
          to: addDays(today, 25),
          ...(dipped ? { dip: { price: 5499, from: addDays(today, -15), to: addDays(today, -12) } } : {}),
        },
      };
    }

    const disabled = fixtureBook(F.disabled.id, F.disabled.sku, F.disabled.name, "lit", "lit-pl", "Teresa Malinowska", 3999, null);
    disabled.row.status = 2;
    add(disabled);
    const hidden = fixtureBook(F.notVisible.id, F.notVisible.sku, F.notVisible.name, "lit", "lit-pl", "Witold Sadowski", 2499, null);
    hidden.row.visibility = 1;
    add(hidden);
    const oos = fixtureBook(F.outOfStock.id, F.outOfStock.sku, F.outOfStock.name, "krym", "krym-pl", "Marek Zalewski", 3499, "Czarna Seria");
    oos.fixture = { special: null, outOfStock: true };
    add(oos);
    const active = fixtureBook(F.activeSpecial.id, F.activeSpecial.sku, F.activeSpecial.name, "lit", "lit-pl", "Zofia Borkowska", 3999, "Seria z Żurawiem");
    active.fixture = { special: { price: 2999, from: addDays(today, -5), to: addDays(today, 20) }, qty: 80, createdDaysAgo: 300 };
    add(active);
    trackBook(active.row.id, "lit-pl", "Seria z Żurawiem");
    const expired = fixtureBook(F.expiredSpecial.id, F.expiredSpecial.sku, F.expiredSpecial.name, "lit", "lit-pl", "Zofia Borkowska", 4499, "Seria z Żurawiem");
    expired.fixture = { special: { price: 3499, from: addDays(today, -40), to: addDays(today, -10) }, qty: 60, createdDaysAgo: 300 };
    add(expired);
    trackBook(expired.row.id, "lit-pl", "Seria z Żurawiem");
    const future = fixtureBook(F.futureSpecial.id, F.futureSpecial.sku, F.futureSpecial.name, "lit", "lit-pl", "Zofia Borkowska", 3499, "Seria z Żurawiem");
    future.fixture = { special: { price: 2799, from: addDays(today, 7), to: addDays(today, 30) }, qty: 70, createdDaysAgo: 300 };
    add(future);
    trackBook(future.row.id, "lit-pl", "Seria z Żurawiem");
  }

  // ------------------------------------------------ bundles
  const bundleOptions: Row[] = [];
  const bundleSelections: Row[] = [];
  let bundleOptionId = 1;
  let selectionId = 1;
  const priceOf = (id: number) => (drafts.get(id) as Draft).row.price;
  const bundleDraft = (rng: Rng, id: number, sku: string, name: string, parts: { title: string; ids: number[] }[], extra: number[], cats: string[]): Draft => {
    let sum = 0;
    parts.forEach((p, i) => {
      const optionId = bundleOptionId++;
      bundleOptions.push({
        id: optionId,
        product_id: id,
        title: p.title,
        required: true,
        type: p.ids.length > 1 ? "radio" : "select",
        position: i,
        translations: bundleTitleTranslations(p.title),
      });
      p.ids.forEach((pid, j) => {
        bundleSelections.push({
          id: selectionId++,
          option_id: optionId,
          product_id: pid,
          qty: 1,
          can_change_qty: false,
          price: null,
          is_default: j === 0,
          position: j,
        });
      });
      sum += priceOf(p.ids[0] as number);
    });
    if (extra.length) {
      const optionId = bundleOptionId++;
      bundleOptions.push({
        id: optionId,
        product_id: id,
        title: "Dodaj do pakietu",
        required: false,
        type: "checkbox",
        position: parts.length,
        translations: bundleTitleTranslations("Dodaj do pakietu"),
      });
      extra.forEach((pid, j) => {
        bundleSelections.push({
          id: selectionId++,
          option_id: optionId,
          product_id: pid,
          qty: 1,
          can_change_qty: true,
          price: to99(Math.round(priceOf(pid) * 0.9)),
          is_default: false,
          position: j,
        });
      });
    }
    const first = drafts.get(parts[0]?.ids[0] as number) as Draft;
    const row = emptyRow(id, sku, "bundle", name, first.row.tax_class_id, to99(Math.round(sum * (rng.int(80, 90) / 100))));
    row.description = [
      `${name} – ${parts.length} ${plural(parts.length, "pozycja", "pozycje", "pozycji")} w jednym zamówieniu, taniej niż osobno.`,
      "Skład pakietu możesz dopasować, wybierając wariant w każdej pozycji.",
      ...(extra.length ? ["Do pakietu możesz dodać kolejne tytuły w promocyjnej cenie."] : []),
      "Idealny pomysł na prezent.",
    ].join(" ");
    row.short_description = `${parts.length} ${plural(parts.length, "pozycja", "pozycje", "pozycji")} w pakiecie – oszczędzasz nawet 20%.`;
    return {
      row,
      cats,
      cover: { kind: "bundle", title: name, badge: "Pakiet", seed: sku },
      blurb: row.description,
      mediaLabels: ["Pakiet", "Zawartość"].slice(0, rng.int(1, 2)),
      attrs: [],
      stock: "none",
      eligibleSpecial: true,
    };
  };
  {
    const F = FIXTURES;
    const d = bundleDraft(
      fx.fork(23),
      F.bundle.id,
      F.bundle.sku,
      F.bundle.name,
      [
        { title: "Lato", ids: [F.activeSpecial.id] },
        { title: "Zima", ids: [F.expiredSpecial.id] },
        { title: "Wiosna", ids: [F.futureSpecial.id] },
      ],
      [F.zolwBook.id],
      ["pakiety", "zestawy-prez"],
    );
    // Omnibus, a bundle judged on its own history: a "special price" (about 80% of its price, since 6 days ago) that is
    // not below its 30-day low (8% under it, for three days a fortnight ago): a plain price, not a reduction
    // (FIXTURE_OMNIBUS; the case of the issue: 175,99 "instead of" 258,99 with a 30-day low of 162,99).
    const specialPrice = to99(Math.round(d.row.price * 0.8));
    const dipPrice = to99(Math.round(specialPrice * 0.92));
    d.fixture = {
      special: {
        price: specialPrice,
        from: addDays(today, -6),
        to: addDays(today, 20),
        dip: { price: dipPrice, from: addDays(today, -16), to: addDays(today, -13) },
      },
      createdDaysAgo: 300,
    };
    add(d);
  }
  const genreBundle: Record<string, string> = {
    "lit-pl": "polska proza",
    "lit-obca": "literatura z całego świata",
    "krym-szw": "szwedzkie kryminały",
    "krym-nor": "norweskie kryminały",
    "krym-skand": "skandynawskie kryminały",
    "krym-pl": "polskie kryminały",
    "krym-thr": "thrillery",
    "fant-fantasy": "fantasy",
    "fant-sf": "science fiction",
    "fant-horror": "horrory",
    "dzieci-bajki": "bajki",
    "dzieci-obrazkowe": "pierwsze książeczki",
    "dzieci-mlodziez": "książki dla młodzieży",
    "por-kuchnia": "kuchnia",
    "por-zdrowie": "zdrowie",
    "por-psych": "psychologia",
    "por-dom": "dom i ogród",
    "hist-pl-sred": "średniowiecze",
    "hist-pl-xx": "XX wiek",
    "hist-pl": "historia Polski",
    "hist-swiat": "historia świata",
    "bio-wsp": "wspomnienia",
    "bio-art": "biografie artystów",
  };
  const leavesWith3 = [...booksByLeaf.entries()].filter(([, ids]) => ids.length >= 3).map(([leaf]) => leaf);
  const titlesWith2 = titles.filter((t) => t.issues.length >= 2);
  const seriesWith2 = [...booksBySeries.entries()].filter(([, ids]) => ids.length >= 2);
  const bundleRng = root.fork("bundles");
  for (const id of idsOf("bundle")) {
    const rng = bundleRng.fork(id);
    const sku = `PAK-${pad(id)}`;
    const leaves = leavesWith3;
    const mags = titlesWith2;
    const kind = rng.weighted([
      ["books", leaves.length ? 5 : 0],
      ["press", mags.length ? 3 : 0],
      ["mixed", mags.length ? 2 : 0],
      ["fallback", 0.01],
    ] as const);
    if (kind === "books") {
      const leaf = rng.pick(leaves);
      const count = rng.int(2, 4);
      const chosen = rng.sample(booksByLeaf.get(leaf) ?? [], count + 2);
      const parts = chosen
        .slice(0, count)
        .map((bid, i) => ({ title: `Książka ${i + 1}`, ids: i === 0 && chosen.length > count ? [bid, ...chosen.slice(count, count + 2)] : [bid] }));
      add(
        bundleDraft(
          rng,
          id,
          sku,
          `Pakiet: ${genreBundle[leaf] ?? "książki"} – ${count} ${plural(count, "książka", "książki", "książek")}`,
          parts,
          rng.chance(0.3) ? rng.sample(bookIds, 2) : [],
          ["pakiety"],
        ),
      );
    } else if (kind === "press") {
      const t = rng.pick(mags);
      const ids = t.issues.map((x) => x.id).slice(0, 3);
      add(
        bundleDraft(
          rng,
          id,
          sku,
          `Pakiet prasowy: „${t.def.name}” – ${ids.length} ${plural(ids.length, "wydanie", "wydania", "wydań")}`,
          ids.map((iid, i) => ({ title: `Wydanie ${i + 1}`, ids: [iid] })),
          [],
          ["pakiety"],
        ),
      );
    } else if (kind === "mixed") {
      const t = rng.pick(mags);
      const book = rng.pick(bookIds);
      add(
        bundleDraft(
          rng,
          id,
          sku,
          `Pakiet prezentowy: książka + „${t.def.name}”`,
          [
            { title: "Książka", ids: [book, ...rng.sample(bookIds, 2).filter((b) => b !== book)] },
            { title: "Czasopismo", ids: [t.issues[0]?.id as number] },
          ],
          [],
          ["pakiety", "zestawy-prez"],
        ),
      );
    } else {
      add(
        bundleDraft(
          rng,
          id,
          sku,
          "Pakiet: lektury na lato",
          [
            { title: "Książka", ids: [FIXTURES.activeSpecial.id] },
            { title: "Bajka", ids: [FIXTURES.zolwBook.id] },
          ],
          [],
          ["pakiety"],
        ),
      );
    }
  }

  // ------------------------------------------------ grouped sets
  const productLinks: Row[] = [];
  const linkSeen = new Set<string>();
  /** `qty`: a grouped member's default quantity on the grouped page (0: the shopper chooses). */
  const link = (from: number, to: number, type: string, position: number, qty = 0) => {
    const key = `${from}:${to}:${type}`;
    if (from === to || linkSeen.has(key)) return;
    linkSeen.add(key);
    productLinks.push({ product_id: from, linked_product_id: to, link_type: type, position, qty });
  };
  const groupedDraft = (_rng: Rng, id: number, sku: string, name: string, members: number[], blurb: string, defaults: number[] = []): Draft => {
    members.forEach((m, i) => {
      link(id, m, "associated", i, defaults[i] ?? 0);
    });
    const first = drafts.get(members[0] as number) as Draft;
    const row = emptyRow(id, sku, "grouped", name, first.row.tax_class_id, Math.min(...members.map(priceOf)));
    row.description = `${name}: ${members.length} ${plural(members.length, "pozycja", "pozycje", "pozycji")} do wyboru na jednej stronie. ${blurb} Każdą pozycję możesz dodać do koszyka w dowolnej liczbie.`;
    row.short_description = blurb;
    return {
      row,
      cats: ["zestawy-prez"],
      cover: { kind: "grouped", title: name, badge: "Zestaw", seed: sku },
      blurb: row.description,
      mediaLabels: ["Zestaw"],
      attrs: [],
      stock: "none",
      eligibleSpecial: false,
    };
  };
  {
    const F = FIXTURES;
    const d = groupedDraft(
      fx.fork(24),
      F.grouped.id,
      F.grouped.sku,
      F.grouped.name,
      [F.zolwBook.id, F.activeSpecial.id, F.expiredSpecial.id, F.futureSpecial.id],
      "Książki na każdą porę roku i bajka na dobranoc.",
      // the one member with a catalogue default (the bedtime story); the others start at 0
      [1],
    );
    d.fixture = { special: null };
    add(d);
  }
  const groupedRng = root.fork("grouped");
  for (const id of idsOf("grouped")) {
    const rng = groupedRng.fork(id);
    const sku = `ZES-${pad(id)}`;
    const mags = titlesWith2;
    const series = seriesWith2;
    if (mags.length && (rng.chance(0.5) || !series.length)) {
      const t = rng.pick(mags);
      add(
        groupedDraft(
          rng,
          id,
          sku,
          `Zestaw: „${t.def.name}” – wydania archiwalne`,
          t.issues.map((x) => x.id).slice(0, 5),
          `Archiwalne numery „${t.def.name}” – uzupełnij kolekcję.`,
        ),
      );
    } else if (series.length) {
      const [name, ids] = rng.pick(series);
      add(groupedDraft(rng, id, sku, `Zestaw: seria „${name}”`, rng.sample(ids, 5), `Wybrane tytuły z serii „${name}”.`));
    } else {
      add(groupedDraft(rng, id, sku, "Zestaw: lektury obowiązkowe", [FIXTURES.zolwBook.id, FIXTURES.activeSpecial.id], "Klasyka, którą warto mieć na półce."));
    }
  }

  // ------------------------------------------------ virtual: gift cards and digital access
  const virtualDraft = (
    _rng: Rng,
    id: number,
    sku: string,
    name: string,
    price: number,
    taxClass: number,
    cat: string,
    subtitle: string,
    description: string,
    kind: CoverKind,
  ): Draft => {
    const row = emptyRow(id, sku, "virtual", name, taxClass, price);
    row.description = description;
    row.short_description = `${description.split(". ")[0]}.`;
    return {
      row,
      cats: [cat],
      cover: { kind, title: name, subtitle, badge: kind === "giftcard" ? "Karta" : "Online", seed: sku },
      blurb: description,
      mediaLabels: ["Karta"],
      attrs: [],
      stock: "none",
      eligibleSpecial: false,
    };
  };
  const giftCard = (rng: Rng, id: number, sku: string, amount: number, name: string) =>
    virtualDraft(
      rng,
      id,
      sku,
      name,
      amount * 100,
      // A multi-purpose voucher: sold outside VAT, VAT is charged on what it pays for (docs/polish-rules.md §3.1).
      TAX.voucher,
      "karty",
      `${amount} zł`,
      `Elektroniczna karta podarunkowa o wartości ${amount} zł do wykorzystania na wszystkie produkty w sklepie Kiosk. Kod wyślemy e-mailem zaraz po zaksięgowaniu płatności. Karta jest ważna 12 miesięcy.`,
      "giftcard",
    );
  {
    const F = FIXTURES;
    const d = giftCard(fx.fork(25), F.virtual.id, F.virtual.sku, 50, F.virtual.name);
    d.fixture = { special: null };
    add(d);
  }
  const THEMES = ["Wszystkiego najlepszego", "Na święta", "Dla mola książkowego", "Na Dzień Matki", "Podziękowanie", "Na Dzień Dziecka", "Na imieniny"];
  const DURATIONS = [
    ["30 dni", 3],
    ["90 dni", 8],
    ["rok", 28],
  ] as const;
  const virtRng = root.fork("virtual");
  idsOf("virtual").forEach((id, j) => {
    const rng = virtRng.fork(id);
    const sku = `KP-${pad(id)}`;
    if (j % 3 === 0) {
      const amount = rng.pick([50, 100, 150, 200, 300, 500]);
      add(giftCard(rng, id, sku, amount, `Karta podarunkowa ${amount} zł – ${rng.pick(THEMES)}`));
    } else {
      const t = rng.pick(titles);
      const [dur, issues] = rng.pick(DURATIONS);
      const d = virtualDraft(
        rng,
        id,
        sku,
        `Dostęp cyfrowy: „${t.def.name}” – ${dur}`,
        to99(Math.round(t.price * issues * 0.7)),
        TAX.press,
        "dostep",
        dur,
        `Dostęp online do wszystkich wydań „${t.def.name}” przez ${dur}. Czytaj w przeglądarce i w aplikacji, także offline. Dostęp aktywujemy zaraz po zaksięgowaniu płatności.`,
        "access",
      );
      d.row.magazine_id = t.magazineId;
      d.row.press_type = t.def.frequency;
      d.row.publisher = t.publisher;
      add(d);
    }
  });

  // ------------------------------------------------ fixture e-book and collection
  {
    const F = FIXTURES;
    const d = bookDraft(
      fx.fork(26),
      {
        id: F.downloadable.id,
        sku: F.downloadable.sku,
        name: F.downloadable.name,
        genre: "krym",
        leaf: "krym-nor",
        author: "Ingrid Dahl",
        publisher: "Wydawnictwo Latarnia",
        series: "Seria Północna",
        price: 2999,
        premiere: addDays(today, -120),
        isbn: nextIsbn(),
        pages: 380,
      },
      "ebook",
    );
    d.cats = ["eb-krym"];
    // Omnibus: a special price with no price history behind it is charged as a plain price (FIXTURE_OMNIBUS).
    d.fixture = { special: { price: 2299, from: addDays(today, -3), to: addDays(today, 25) }, noHistory: true };
    add(d);
    addLink(F.downloadable.id, F.downloadable.sku, "epub", 0);
    // 3 parts × 59,99 zł: the fixture alone guarantees a product in the 150+ price filter
    const c = collectionDraft(
      fx.fork(27),
      F.recurringCollection.id,
      F.recurringCollection.sku,
      "Legendarne lokomotywy",
      "kol-modele",
      "model lokomotywy w skali 1:87",
      true,
      true,
      5999,
    );
    c.fixture = { special: null };
    add(c);
  }

  if (drafts.size !== N) throw new Error(`Built ${drafts.size} products instead of ${N}`);

  // ------------------------------------------------ related / upsell links
  const linkRng = root.fork("links");
  for (const [leaf, ids] of booksByLeaf) {
    for (const id of ids) {
      if (!linkRng.chance(0.3)) continue;
      linkRng.sample(ids, 4).forEach((other, i) => {
        link(id, other, "related", i);
      });
      void leaf;
    }
  }
  for (const t of [...titles, natGeo]) {
    const sub = t === natGeo ? FIXTURES.natGeoSubscription.id : t.subscriptionId;
    if (sub === undefined) continue;
    for (const issue of t.issues) link(issue.id, sub, "upsell", 0);
    const latest = [...t.issues].sort((a, b) => (a.date < b.date ? 1 : -1))[0];
    if (latest) link(sub, latest.id, "related", 0);
  }
  for (const id of familyParents) {
    if (familyParents.length > 2 && linkRng.chance(0.3))
      linkRng.sample(familyParents, 2).forEach((o, i) => {
        link(id, o, "crosssell", i);
      });
  }

  // ------------------------------------------------ finalise every product: flags, prices, stock, history, categories, media, urls
  const tables: ProductTables = {
    products: [],
    product_categories: [],
    product_attribute_values: [],
    product_super_links: superLinks,
    configurable_options: confOptions,
    product_links: productLinks,
    bundle_options: bundleOptions,
    bundle_selections: bundleSelections,
    subscription_number_options: subOptions,
    subscription_starting_numbers: startNumbers,
    downloadable_links: downloadLinks,
    product_media: [],
    stock_items: [],
    price_history: [],
    url_rewrites: [],
  };
  const files: FileJob[] = [];
  const fileSeen = new Set<string>();
  const addFile = (job: FileJob) => {
    if (fileSeen.has(job.path)) return;
    fileSeen.add(job.path);
    files.push(job);
  };
  const ownCovers = N <= OWN_COVER_LIMIT ? Number.POSITIVE_INFINITY : OWN_COVER_LIMIT;
  const poolPath = (kind: string, n: number, suffix = "") => `/catalog/product/pool/${kind}-${String(n).padStart(2, "0")}${suffix}.svg`;
  const POOL_SIZE = 24;
  const POOL_TITLES: Record<CoverKind, string> = {
    book: "Książka",
    ebook: "E-book",
    issue: "Czasopismo",
    pdf: "Wydanie PDF",
    subscription: "Prenumerata",
    collection: "Kolekcja",
    tshirt: "Kiosk",
    hoodie: "Kiosk",
    bundle: "Pakiet",
    grouped: "Zestaw",
    giftcard: "Karta podarunkowa",
    access: "Dostęp cyfrowy",
  };
  const POOL_BADGES: Record<CoverKind, string> = {
    book: "Książka",
    ebook: "E-book",
    issue: "Nowy numer",
    pdf: "PDF",
    subscription: "Prenumerata",
    collection: "Kolekcja",
    tshirt: "Koszulka",
    hoodie: "Bluza",
    bundle: "Pakiet",
    grouped: "Zestaw",
    giftcard: "Karta",
    access: "Online",
  };
  const poolSpec = (spec: CoverSpec, n: number): CoverSpec => ({
    kind: spec.kind,
    title: POOL_TITLES[spec.kind],
    subtitle: spec.kind === "tshirt" || spec.kind === "hoodie" ? "Czytam, więc jestem" : "Kiosk",
    badge: POOL_BADGES[spec.kind],
    seed: `pool-${spec.kind}-${n}`,
    ...(spec.colour ? { colour: spec.colour } : {}),
  });

  const catPositions = new Map<number, number>();
  const finRng = root.fork("finalise");
  const nowMs = now.getTime();
  const historyFloor = nowMs - 120 * DAY_MS;
  const rewriteSeen = new Set<string>();
  const rewrite = (request_path: string, entity_type: string, entity_id: number, redirect_type = 0, target_path: string | null = null) => {
    if (rewriteSeen.has(request_path)) throw new Error(`Duplicate url rewrite ${request_path}`);
    rewriteSeen.add(request_path);
    tables.url_rewrites.push({ request_path, entity_type, entity_id, redirect_type, target_path });
  };
  for (const c of cats.rows) if (c.level >= 2) rewrite(c.url_path, "category", c.id);

  let mediaId = 1;
  const ids = [...drafts.keys()].sort((a, b) => a - b);
  // No two products share a name unless they are variants of one product: a name met again (the pools repeat
  // titles, a series gets several sets) becomes "… – wydanie 2", "… – wydanie 3". The first keeps it (fixtures).
  const nameCount = new Map<string, number>();
  const takenNames = new Set(ids.map((id) => (drafts.get(id) as Draft).row.name));
  for (const id of ids) {
    const d = drafts.get(id) as Draft;
    if (d.parentId !== undefined) continue;
    const base = d.row.name;
    const n = (nameCount.get(base) ?? 0) + 1;
    nameCount.set(base, n);
    if (n === 1) continue;
    let k = n;
    while (takenNames.has(`${base} – wydanie ${k}`)) k++;
    d.row.name = `${base} – wydanie ${k}`;
    takenNames.add(d.row.name);
    nameCount.set(base, k);
  }
  for (const id of ids) {
    const d = drafts.get(id) as Draft;
    const row = d.row;
    const rng = finRng.fork(id);
    const parent = d.parentId !== undefined ? (drafts.get(d.parentId) as Draft) : undefined;

    // status, visibility, flags
    if (!d.fixture && !parent) {
      if (rng.chance(0.01)) row.status = 2;
      const v = rng.next();
      if (row.type_id !== "subscription" && v < 0.015) row.visibility = 2;
      else if (row.type_id !== "subscription" && v < 0.03) row.visibility = 3;
    }
    if (parent) {
      row.status = parent.row.status;
      row.visibility = 1;
    }
    row.bestseller = parent ? false : (d.fixture?.bestseller ?? rng.chance(0.1));
    row.promo_block = !parent && rng.chance(0.05);

    // creation time
    let created: Date;
    if (parent) created = new Date(parent.row.created_at);
    else if (d.fixture?.createdDaysAgo !== undefined) created = new Date(nowMs - d.fixture.createdDaysAgo * DAY_MS - 3_600_000 * 5);
    else if (d.createdAt) created = d.createdAt;
    else if (rng.chance(0.1)) created = new Date(nowMs - rng.int(3_600, 28 * 86_400) * 1000);
    else created = new Date(nowMs - rng.int(29 * 86_400, 730 * 86_400) * 1000);
    row.created_at = created.toISOString();
    const createdDay = dayInWarsaw(created);
    const updated = new Date(Math.min(nowMs, created.getTime() + rng.int(0, 90) * DAY_MS));
    row.updated_at = updated.toISOString();

    // news
    if (parent) {
      row.news_from_date = parent.row.news_from_date;
      row.news_to_date = parent.row.news_to_date;
    } else {
      const newsDay = row.book_premiere && row.book_premiere <= today ? row.book_premiere : createdDay;
      const age = daysBetween(newsDay, today);
      if (row.book_premiere && row.book_premiere > today) {
        row.news_from_date = row.book_premiere;
        row.news_to_date = addDays(row.book_premiere, 60);
      } else if (age <= 30 && row.type_id !== "single_number") {
        row.news_from_date = newsDay;
        row.news_to_date = addDays(newsDay, rng.int(35, 60));
      } else if (age <= 30 && rng.chance(0.3)) {
        row.news_from_date = newsDay;
        row.news_to_date = addDays(newsDay, 14);
      } else if (age > 60 && rng.chance(0.05)) {
        row.news_from_date = newsDay;
        row.news_to_date = addDays(newsDay, 30);
      }
    }

    // special price
    const startMs = Math.max(created.getTime(), historyFloor);
    const startDay = dayInWarsaw(startMs);
    const room = daysBetween(startDay, today);
    let special: Special | null = null;
    if (parent) special = d.fixture?.special ?? parent.special ?? null;
    else if (d.fixture) special = d.fixture.special ?? null;
    else if (d.eligibleSpecial && room >= 12 && rng.chance(0.21)) {
      const sp = to99(Math.round((row.price * rng.int(65, 90)) / 100));
      if (sp < row.price) {
        const r = rng.next();
        if (r < 0.65) {
          const from = addDays(today, -rng.int(0, Math.min(25, room - 8)));
          const to = rng.chance(0.25) ? null : addDays(today, rng.int(2, 30));
          special = { price: sp, from, to };
          const gap = daysBetween(startDay, from);
          if (rng.chance(0.3) && gap >= 12 && sp > 199) {
            const dipTo = addDays(from, -rng.int(3, Math.min(15, gap - 8)));
            const dipFrom = addDays(dipTo, -rng.int(2, 5));
            const dipPrice = to99(sp - Math.max(100, Math.round((sp * rng.int(5, 15)) / 100)));
            if (dipPrice < sp && daysBetween(startDay, dipFrom) >= 1) special.dip = { price: dipPrice, from: dipFrom, to: dipTo };
          }
        } else if (r < 0.82 && room >= 20) {
          const from = addDays(today, -rng.int(Math.min(room - 2, 20), Math.min(room - 2, 80)));
          const to = addDays(from, rng.int(3, Math.max(3, Math.min(25, daysBetween(from, today) - 2))));
          special = { price: sp, from, to: to < today ? to : addDays(today, -1) };
        } else {
          const from = addDays(today, rng.int(2, 20));
          special = { price: sp, from, to: rng.chance(0.2) ? null : addDays(from, rng.int(7, 30)) };
        }
      }
    }
    d.special = special;
    if (special) {
      row.special_price = special.price;
      row.special_from_date = special.from;
      row.special_to_date = special.to;
    }

    // price history: periods of the effective gross price over the last ~120 days
    const periods: { price: number; from: number; to: number | null }[] = [];
    const regular = row.price;
    const boundaries: { at: number; price: number }[] = [{ at: startMs, price: regular }];
    const midnight = warsawMidnight;
    const changeRng = finRng.fork(`change:${parent ? parent.row.id : id}`);
    if (!d.fixture && room >= 20 && changeRng.chance(0.35)) {
      const changeDay = addDays(startDay, changeRng.int(5, room - 5));
      const old = changeRng.chance(0.7) ? to99(Math.round(regular * 1.12)) + 100 : to99(Math.round(regular * 0.92));
      boundaries[0] = { at: startMs, price: old };
      if (!special || changeDay < (special.dip?.from ?? special.from)) boundaries.push({ at: midnight(changeDay), price: regular });
      else boundaries[0] = { at: startMs, price: regular };
    }
    if (special) {
      const sFrom = midnight(special.from);
      if (special.dip) {
        boundaries.push({ at: midnight(special.dip.from), price: special.dip.price }, { at: midnight(special.dip.to), price: regular });
      }
      if (sFrom <= nowMs) {
        boundaries.push({ at: Math.max(sFrom, startMs + 1), price: special.price });
        if (special.to !== null && special.to < today) boundaries.push({ at: midnight(addDays(special.to, 1)), price: regular });
      }
    }
    boundaries.sort((a, b) => a.at - b.at);
    for (const b of boundaries) {
      const last = periods[periods.length - 1];
      if (last && last.price === b.price) continue;
      if (last) last.to = b.at;
      periods.push({ price: b.price, from: b.at, to: null });
    }
    const effective = finalPrice(priceSourceOf(row), now);
    const open = periods[periods.length - 1];
    if (!open || open.price !== effective) throw new Error(`Price history of ${row.sku} does not end with its effective price`);
    if (d.fixture?.noHistory) periods.length = 0;
    for (const p of periods) {
      tables.price_history.push({
        product_id: id,
        price: p.price,
        valid_from: new Date(p.from).toISOString(),
        valid_to: p.to === null ? null : new Date(p.to).toISOString(),
      });
    }

    // popularity
    if (parent) {
      row.view_count = Math.floor(parent.row.view_count / 6);
      row.sales_count = Math.floor(parent.row.sales_count / 6);
    } else {
      const base = Math.floor(25_000 * rng.next() ** 4) + rng.int(0, 60);
      row.view_count = row.bestseller ? base * 3 + 2_000 + rng.int(0, 3_000) : base;
      row.sales_count = Math.floor(row.view_count * (rng.int(5, 60) / 1000)) + (row.bestseller ? 150 + rng.int(0, 400) : 0);
    }

    // stock
    let qty = 0;
    let inStock = true;
    let manage = true;
    const backorders = 0;
    if (d.stock === "physical") {
      const out = d.fixture ? d.fixture.outOfStock === true : rng.chance(0.05);
      qty = out ? 0 : (d.fixture?.qty ?? 5 + Math.floor(495 * rng.next() ** 2));
      inStock = !out;
    } else if (d.stock === "preorder") {
      // An announcement has no stock yet: it is sold as a pre-order until its release date (domain/preorder.ts).
      inStock = false;
    } else {
      manage = false;
    }
    tables.stock_items.push({
      product_id: id,
      qty,
      is_in_stock: inStock,
      manage_stock: manage,
      backorders,
      min_sale_qty: 1,
      max_sale_qty: row.type_id === "subscription" ? 5 : manage ? 50 : 10,
      source_code: "default",
      updated_at: row.updated_at,
    });

    // categories (with ancestors from level 2 down) and the special lists
    const catIds: number[] = [];
    const catSet = new Set<number>();
    const addCat = (key: string) => {
      for (const cid of cats.lineage(key)) {
        if (catSet.has(cid)) continue;
        catSet.add(cid);
        catIds.push(cid);
      }
    };
    d.cats.forEach(addCat);
    const mainKey = d.cats[0] as string;
    row.main_category_id = (cats.byKey.get(mainKey) as { id: number }).id;
    if (!parent) {
      // "Okazje dnia" lists (sale_only) today's reductions by the Omnibus rule: its members are the windows not yet
      // ended whose special price is below the 30-day low; the listing shows each one while its window runs.
      if (special && (special.to === null || special.to >= today)) {
        const history = periods.map((p) => ({ price: p.price, validFrom: new Date(p.from), validTo: p.to === null ? null : new Date(p.to) }));
        if (windowReduction(priceSourceOf(row), history, now).isReduction) addCat("okazje");
      }
      if (row.bestseller) addCat("lista-bestsellery");
      if (row.news_to_date && row.news_to_date >= today && (row.news_from_date ?? "") <= today) addCat("lista-nowosci");
    }
    const erin = parent
      ? null
      : rng.weighted([
          ["Tak", 5],
          ["Nie", 10],
          [null, 85],
        ] as const);
    if (erin === "Tak") addCat("lista-polecane");
    if (erin) d.attrs.push([ATTR.erin_recommends, option(ATTR.erin_recommends, erin)]);
    const names: string[] = [];
    for (const cid of catIds) {
      const position = (catPositions.get(cid) ?? 0) + 1;
      catPositions.set(cid, position);
      tables.product_categories.push({ product_id: id, category_id: cid, position });
      const name = (cats.byId.get(cid) as { name: string }).name;
      if (!names.includes(name)) names.push(name);
    }
    row.category_names = names.join(" ");

    // attribute values
    const seenAttr = new Set<string>();
    for (const [attribute_id, option_id] of d.attrs) {
      const key = `${attribute_id}:${option_id}`;
      if (seenAttr.has(key)) continue;
      seenAttr.add(key);
      tables.product_attribute_values.push({ product_id: id, attribute_id, option_id });
    }

    // url, meta
    row.url_key = `${slugify(row.name)}-${id}`;
    row.url_path = row.url_key;
    const mainCat = cats.byKey.get(mainKey)?.name ?? "";
    row.meta_title = `${row.name} | Kiosk`;
    row.meta_description = `${row.short_description} ${mainCat} w sklepie Kiosk – szybka wysyłka i bezpieczne płatności.`.slice(0, 300);
    row.meta_keyword = [row.name, row.author, row.publisher, mainCat].filter(Boolean).join(", ").toLowerCase();
    if (row.visibility !== 1) rewrite(row.url_path, "product", id);

    // image and gallery
    const own = id <= ownCovers;
    const main = imagePath(row.sku);
    row.image = main;
    const poolN = (parent ? parent.row.id : id) % POOL_SIZE;
    if (d.colourImage) {
      // clothing: one image per colour, children hard-link to it
      const colourFile = own
        ? d.colourImage
        : poolPath(
            d.cover.kind,
            COLOURS.findIndex((c) => c.hex === d.cover.colour),
            "",
          );
      addFile({ path: colourFile, kind: "cover", spec: own ? d.cover : poolSpec(d.cover, 0) });
      addFile({ path: main, kind: "link", target: colourFile });
    } else if (own) {
      addFile({ path: main, kind: "cover", spec: d.cover });
    } else {
      const pool = poolPath(d.cover.kind, poolN);
      addFile({ path: pool, kind: "cover", spec: poolSpec(d.cover, poolN) });
      addFile({ path: main, kind: "link", target: pool });
    }
    d.mediaLabels.forEach((label, i) => {
      let file = main;
      if (i > 0) {
        const variant = (i + 1) as 2 | 3;
        if (own) {
          file = `${main.slice(0, -4)}-${variant}.svg`;
          addFile({ path: file, kind: "detail", spec: d.cover, variant, blurb: d.blurb });
        } else {
          file = poolPath(d.cover.kind, poolN, `-${variant}`);
          addFile({
            path: file,
            kind: "detail",
            spec: poolSpec(d.cover, poolN),
            variant,
            blurb: "Kiosk – prasa, książki, prenumerata i kolekcje. Sprawdź szczegóły produktu na stronie sklepu.",
          });
        }
      }
      tables.product_media.push({ id: mediaId++, product_id: id, file, label, position: i + 1, disabled: false });
    });

    tables.products.push(row);
  }

  // ------------------------------------------------ old URLs: 301 redirects
  const redirectRng = root.fork("redirects");
  const visible = tables.products.filter((p) => p.visibility !== 1 && p.status !== 2);
  for (const p of redirectRng.sample(visible, 14)) rewrite(`${p.url_path}.html`, "product", p.id, 301, p.url_path);
  for (const p of redirectRng.sample(visible, 2)) rewrite(`produkt/${p.url_key}`, "product", p.id, 301, p.url_path);
  const topCats = cats.rows.filter((c) => c.level >= 2 && c.level <= 3);
  for (const c of redirectRng.sample(topCats, 4)) rewrite(`${c.url_path}.html`, "category", c.id, 301, c.url_path);

  const counts: Record<string, number> = {};
  for (const p of tables.products) counts[p.type_id] = (counts[p.type_id] ?? 0) + 1;
  return { categories: cats, tables, files, counts };
}
