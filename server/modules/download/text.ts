/**
 * The words of a generated book: a deterministic short text from the product (title, author, sku), the same in
 * every format, so a file depends on nothing but its product.
 */
export interface BookFacts {
  sku: string;
  title: string;
  author: string | null;
  /** a sample: the first chapter only, marked "Fragment" */
  fragment: boolean;
  /** the bought copy's mark ("Egzemplarz zamówienia nr …"): the order number, as the shop's terms promise */
  copyOf?: string | null;
}

export interface Chapter {
  heading: string;
  paragraphs: string[];
}

const OPENINGS = [
  "Poranek był chłodny, a nad miastem wisiała mgła, która nie chciała ustąpić nawet po wschodzie słońca.",
  "Nikt nie spodziewał się listu, który tego dnia leżał na progu starego domu przy końcu ulicy.",
  "Wiatr od morza przynosił zapach soli i zapowiedź zmian, których nikt jeszcze nie potrafił nazwać.",
  "W bibliotece panowała cisza, przerywana tylko szelestem przewracanych kartek.",
];
const MIDDLES = [
  "Każdy krok przybliżał bohaterów do odpowiedzi, choć żadne z nich nie wiedziało jeszcze, jakie pytanie zadać.",
  "Rozmowa trwała do późna, a każde słowo ważyło więcej, niż się wydawało.",
  "Droga prowadziła przez las, w którym ścieżki zmieniały się z każdą porą roku.",
  "Stare mapy mówiły jedno, pamięć mieszkańców zupełnie co innego.",
];

/** A small stable hash of the sku: which sentences a book gets. */
function seedOf(sku: string): number {
  let h = 2166136261;
  for (const ch of sku) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}

export function chaptersOf(book: BookFacts): Chapter[] {
  const seed = seedOf(book.sku);
  const pick = (list: readonly string[], n: number) => list[(seed + n) % list.length]!;
  const by = book.author ? ` Autor: ${book.author}.` : "";
  const first: Chapter = {
    heading: "Rozdział 1",
    paragraphs: [
      `${book.title}.${by}`,
      pick(OPENINGS, 0),
      pick(MIDDLES, 1),
      ...(book.copyOf ? [`Egzemplarz zamówienia nr ${book.copyOf}.`] : []),
      ...(book.fragment ? [`To jest fragment książki „${book.title}”. Całość kupisz w księgarni Kiosk (${book.sku}).`] : []),
    ],
  };
  if (book.fragment) return [first];
  return [
    first,
    {
      heading: "Rozdział 2",
      paragraphs: [pick(OPENINGS, 2), pick(MIDDLES, 3), `Koniec wydania demonstracyjnego „${book.title}” (${book.sku}).`],
    },
  ];
}

/** The title as shown in the file: with "Fragment" for a sample. */
export const displayTitle = (book: BookFacts) => (book.fragment ? `${book.title} – Fragment` : book.title);
