/**
 * Polish word pools for the demo catalogue: people, publishers, magazine titles, book titles,
 * collections, clothing motifs and description sentences. No name here contains "geographic"
 * or "żółw": the fixtures own those words, so search-relevance tests stay meaningful.
 */
import type { Rng } from "./random.ts";

// ---------------------------------------------------------------- people

const MALE = [
  "Adam",
  "Andrzej",
  "Bartosz",
  "Dariusz",
  "Grzegorz",
  "Jacek",
  "Jakub",
  "Jan",
  "Jerzy",
  "Kamil",
  "Krzysztof",
  "Łukasz",
  "Maciej",
  "Marek",
  "Mateusz",
  "Michał",
  "Paweł",
  "Piotr",
  "Rafał",
  "Robert",
  "Stanisław",
  "Szymon",
  "Tomasz",
  "Wojciech",
  "Zbigniew",
  "Witold",
  "Antoni",
  "Igor",
  "Filip",
  "Leszek",
];
const FEMALE = [
  "Agnieszka",
  "Aleksandra",
  "Anna",
  "Barbara",
  "Beata",
  "Dorota",
  "Ewa",
  "Hanna",
  "Irena",
  "Joanna",
  "Julia",
  "Katarzyna",
  "Magdalena",
  "Małgorzata",
  "Maria",
  "Marta",
  "Monika",
  "Natalia",
  "Olga",
  "Paulina",
  "Renata",
  "Sylwia",
  "Urszula",
  "Weronika",
  "Zofia",
  "Alicja",
  "Kinga",
  "Halina",
  "Teresa",
  "Izabela",
];
const SURNAMES = [
  "Nowak",
  "Kowalski",
  "Wiśniewski",
  "Wójcik",
  "Kowalczyk",
  "Kamiński",
  "Lewandowski",
  "Zieliński",
  "Szymański",
  "Woźniak",
  "Dąbrowski",
  "Kozłowski",
  "Jankowski",
  "Mazur",
  "Wojciechowski",
  "Kwiatkowski",
  "Krawczyk",
  "Kaczmarek",
  "Piotrowski",
  "Grabowski",
  "Zając",
  "Pawłowski",
  "Michalski",
  "Król",
  "Wieczorek",
  "Jabłoński",
  "Wróbel",
  "Nowicki",
  "Majewski",
  "Olszewski",
  "Stępień",
  "Malinowski",
  "Jaworski",
  "Adamczyk",
  "Dudek",
  "Nowakowski",
  "Pietrzak",
  "Wilk",
  "Sikora",
  "Baran",
  "Rutkowski",
  "Michalak",
  "Szewczyk",
  "Ostrowski",
  "Tomaszewski",
  "Zalewski",
  "Wróblewski",
  "Jasiński",
  "Sadowski",
  "Bąk",
  "Zawadzki",
  "Chmielewski",
  "Borkowski",
  "Czarnecki",
  "Sawicki",
  "Sokołowski",
  "Urbański",
  "Kubiak",
  "Maciejewski",
  "Szczepański",
];
const NORDIC = [
  "Lars Holmberg",
  "Karin Lindqvist",
  "Erik Nyström",
  "Ingrid Dahl",
  "Sven Ekdahl",
  "Astrid Berglund",
  "Nils Sandvik",
  "Maja Fjeld",
  "Henrik Lund",
  "Sofie Haugen",
  "Olof Strand",
  "Elin Moberg",
  "Gunnar Vik",
  "Liv Aasen",
  "Mikael Sjöberg",
  "Hedda Solberg",
];
const FOREIGN = [
  "Claire Dubois",
  "Marco Bellini",
  "Emily Harper",
  "Jonathan Blake",
  "Isabel Moreno",
  "Thomas Kessler",
  "Hannah Weiss",
  "Oliver Grant",
  "Lucia Ferrante",
  "Daniel Novak",
  "Sophie Laurent",
  "Patrick O'Neill",
];

function feminine(surname: string): string {
  if (surname.endsWith("ski")) return `${surname.slice(0, -3)}ska`;
  if (surname.endsWith("cki")) return `${surname.slice(0, -3)}cka`;
  if (surname.endsWith("dzki")) return `${surname.slice(0, -4)}dzka`;
  return surname;
}

export function polishPerson(rng: Rng): string {
  const surname = rng.pick(SURNAMES);
  return rng.chance(0.5) ? `${rng.pick(MALE)} ${surname}` : `${rng.pick(FEMALE)} ${feminine(surname)}`;
}

export function author(rng: Rng, genre: string, leaf: string): string {
  if (leaf === "krym-szw" || leaf === "krym-nor" || (leaf === "krym-skand" && rng.chance(0.9))) return rng.pick(NORDIC);
  if ((leaf === "lit-obca" || genre === "fant") && rng.chance(0.6)) return rng.pick(FOREIGN);
  return polishPerson(rng);
}

// ---------------------------------------------------------------- publishers

export const BOOK_PUBLISHERS = [
  "Wydawnictwo Sowa",
  "Dom Wydawniczy Atrament",
  "Wydawnictwo Kruk",
  "Oficyna Wisła",
  "Wydawnictwo Lipa",
  "Wydawnictwo Pióro",
  "Wydawnictwo Latarnia",
  "Księgarnia pod Globusem",
  "Wydawnictwo Bursztyn",
  "Oficyna Mazowiecka",
  "Wydawnictwo Wrzos",
  "Wydawnictwo Dębowe",
  "Wydawnictwo Kameleon",
  "Wydawnictwo Skrzydła",
] as const;

export const PRESS_PUBLISHERS = [
  "Media Polska",
  "Wydawnictwo Prasowe Orzeł",
  "Grupa Medialna Horyzont",
  "Press Service Kraków",
  "Edycje Pomorskie",
  "Wydawnictwo Kiosk Media",
] as const;
export const COLLECTION_PUBLISHERS = ["RBA Polska", "Edycje Kolekcjonerskie", "Orbis Kolekcje", "Wydawnictwo Modelarz"] as const;
export const CLOTHING_MAKERS = ["Kiosk Style", "Polska Bawełna", "Nadruk Studio"] as const;

// ---------------------------------------------------------------- magazine titles

export type Frequency = "tygodnik" | "dwutygodnik" | "miesięcznik" | "kwartalnik" | "gazeta regionalna";

export interface TitleDef {
  name: string;
  frequency: Frequency;
  /** category key of the issues */
  category: string;
  regional?: boolean;
  /** cover price range in zł */
  price: readonly [number, number];
  topics: readonly string[];
}

const T_OPINION = ["polityka i gospodarka", "rozmowa tygodnia", "felietony", "raport z regionów", "kultura i media", "sondaż"];
const T_WOMEN = ["moda na nowy sezon", "przepisy na cały tydzień", "zdrowie i uroda", "psychologia związku", "gwiazdy bez tajemnic", "porady domowe"];
const T_TV = ["program na 7 dni", "premiery seriali", "filmy weekendu", "wywiady z aktorami", "krzyżówka z nagrodami"];
const T_KIDS = ["naklejki", "kolorowanki", "zagadki i rebusy", "komiks", "zabawy ruchowe", "plakat"];
const T_SCIENCE = ["odkrycia archeologów", "tajemnice kosmosu", "wyprawy badawcze", "nowe technologie", "przyroda Polski", "historia wielkich wynalazków"];
const T_MOTO = ["testy nowych aut", "porównanie SUV-ów", "porady serwisowe", "klasyki na drogach", "ceny używanych aut"];
const T_FOOD = ["wypieki sezonowe", "kuchnia regionalna", "szybkie obiady", "przetwory", "menu na święta"];
const T_HOME = ["aranżacje wnętrz", "kalendarz ogrodnika", "rośliny balkonowe", "remont krok po kroku", "domowe DIY"];
const T_HEALTH = ["dieta i ruch", "zdrowy sen", "profilaktyka", "pielęgnacja skóry", "joga dla początkujących"];
const T_HOBBY = ["krzyżówki panoramiczne", "sudoku", "poradnik wędkarza", "modelarstwo", "szarady"];
const T_CULTURE = ["nowa proza", "eseje", "poezja", "recenzje książek", "teatr i film", "wywiady z pisarzami"];
const T_REGION = ["wiadomości z gmin", "kalendarz imprez", "sport lokalny", "historia regionu", "ogłoszenia"];

/** The hand-written titles; National Geographic Polska is a fixture and is not here. */
export const CURATED_TITLES: TitleDef[] = [
  { name: "Przegląd Tygodnia", frequency: "tygodnik", category: "tyg-opinii", price: [8, 12], topics: T_OPINION },
  { name: "Horyzont", frequency: "tygodnik", category: "tyg-opinii", price: [8, 11], topics: T_OPINION },
  { name: "Nowy Tygodnik", frequency: "tygodnik", category: "tyg-opinii", price: [7, 10], topics: T_OPINION },
  { name: "Forum Opinii", frequency: "tygodnik", category: "tyg-opinii", price: [9, 12], topics: T_OPINION },
  { name: "Kobieta i Dom", frequency: "tygodnik", category: "tyg-kobiet", price: [4, 6], topics: T_WOMEN },
  { name: "Moja Chwila", frequency: "tygodnik", category: "tyg-kobiet", price: [4, 6], topics: T_WOMEN },
  { name: "Życie na Co Dzień", frequency: "tygodnik", category: "tyg-kobiet", price: [4, 5], topics: T_WOMEN },
  { name: "Tydzień z Telewizją", frequency: "tygodnik", category: "tyg-tv", price: [4, 5], topics: T_TV },
  { name: "Ekran Tygodnia", frequency: "tygodnik", category: "tyg-tv", price: [4, 5], topics: T_TV },
  { name: "Uroda i Styl", frequency: "dwutygodnik", category: "dwu-kobiet", price: [6, 9], topics: T_WOMEN },
  { name: "Pani Moda", frequency: "dwutygodnik", category: "dwu-kobiet", price: [6, 9], topics: T_WOMEN },
  { name: "Mały Odkrywca", frequency: "dwutygodnik", category: "dwu-dzieci", price: [7, 12], topics: T_KIDS },
  { name: "Kolorowy Świat Dzieci", frequency: "dwutygodnik", category: "dwu-dzieci", price: [7, 12], topics: T_KIDS },
  { name: "Odkrycia Historii", frequency: "miesięcznik", category: "mies-nauka-historia", price: [12, 18], topics: T_SCIENCE },
  { name: "Wiedza Dziś", frequency: "miesięcznik", category: "mies-nauka-technika", price: [10, 16], topics: T_SCIENCE },
  { name: "Świat Przyrody", frequency: "miesięcznik", category: "mies-nauka-przyroda", price: [12, 19], topics: T_SCIENCE },
  { name: "Podróże i Przygody", frequency: "miesięcznik", category: "mies-nauka-przyroda", price: [12, 19], topics: T_SCIENCE },
  { name: "Technika Jutra", frequency: "miesięcznik", category: "mies-nauka-technika", price: [11, 16], topics: T_SCIENCE },
  { name: "Kosmos i Gwiazdy", frequency: "miesięcznik", category: "mies-nauka-technika", price: [13, 19], topics: T_SCIENCE },
  { name: "Auto Magazyn", frequency: "miesięcznik", category: "mies-moto", price: [9, 14], topics: T_MOTO },
  { name: "Motocykl i Droga", frequency: "miesięcznik", category: "mies-moto", price: [10, 15], topics: T_MOTO },
  { name: "Klasyki Motoryzacji", frequency: "miesięcznik", category: "mies-moto", price: [14, 22], topics: T_MOTO },
  { name: "Smaki Polski", frequency: "miesięcznik", category: "mies-kuchnia", price: [8, 13], topics: T_FOOD },
  { name: "Kuchnia Domowa", frequency: "miesięcznik", category: "mies-kuchnia", price: [7, 11], topics: T_FOOD },
  { name: "Słodkie Wypieki", frequency: "miesięcznik", category: "mies-kuchnia", price: [8, 12], topics: T_FOOD },
  { name: "Mój Ogród", frequency: "miesięcznik", category: "mies-dom", price: [8, 12], topics: T_HOME },
  { name: "Dom z Pomysłem", frequency: "miesięcznik", category: "mies-dom", price: [9, 14], topics: T_HOME },
  { name: "Działka i Balkon", frequency: "miesięcznik", category: "mies-dom", price: [6, 9], topics: T_HOME },
  { name: "Zdrowie na Co Dzień", frequency: "miesięcznik", category: "mies-zdrowie", price: [6, 10], topics: T_HEALTH },
  { name: "Joga i Równowaga", frequency: "miesięcznik", category: "mies-zdrowie", price: [12, 18], topics: T_HEALTH },
  { name: "Krzyżówki Panoramiczne", frequency: "miesięcznik", category: "mies-hobby", price: [4, 7], topics: T_HOBBY },
  { name: "Szarady Mistrza", frequency: "miesięcznik", category: "mies-hobby", price: [4, 7], topics: T_HOBBY },
  { name: "Wędkarz Polski", frequency: "miesięcznik", category: "mies-hobby", price: [9, 14], topics: T_HOBBY },
  { name: "Kwartalnik Słowo", frequency: "kwartalnik", category: "kw-lit", price: [19, 25], topics: T_CULTURE },
  { name: "Strona Literacka", frequency: "kwartalnik", category: "kw-lit", price: [18, 25], topics: T_CULTURE },
  { name: "Teatr i Film", frequency: "kwartalnik", category: "kw-kult", price: [16, 24], topics: T_CULTURE },
  { name: "Kwartalnik Sztuki", frequency: "kwartalnik", category: "kw-kult", price: [18, 25], topics: T_CULTURE },
  { name: "Kurier Kaszubski", frequency: "gazeta regionalna", category: "reg-pomorze", regional: true, price: [3, 5], topics: T_REGION },
  { name: "Gazeta Podhalańska", frequency: "gazeta regionalna", category: "reg-malopolska", regional: true, price: [3, 5], topics: T_REGION },
  { name: "Głos Śląska", frequency: "gazeta regionalna", category: "reg-slask", regional: true, price: [3, 5], topics: T_REGION },
  { name: "Echo Mazowsza", frequency: "gazeta regionalna", category: "reg-mazowsze", regional: true, price: [3, 5], topics: T_REGION },
];

const TITLE_PREFIXES = [
  "Magazyn",
  "Świat",
  "Przegląd",
  "Kurier",
  "Poradnik",
  "Almanach",
  "Zeszyty",
  "Przewodnik",
  "Vademecum",
  "Kalendarz",
  "Gazeta",
  "Sekrety",
];
const TITLE_TOPICS: readonly (readonly [string, string, readonly string[]])[] = [
  ["Wędkarza", "mies-hobby", T_HOBBY],
  ["Ogrodnika", "mies-dom", T_HOME],
  ["Kolejarza", "mies-nauka-technika", T_SCIENCE],
  ["Fotografa", "mies-hobby", T_HOBBY],
  ["Majsterkowicza", "mies-dom", T_HOME],
  ["Podróżnika", "mies-nauka-przyroda", T_SCIENCE],
  ["Kucharza", "mies-kuchnia", T_FOOD],
  ["Rowerzysty", "mies-zdrowie", T_HEALTH],
  ["Żeglarza", "mies-hobby", T_HOBBY],
  ["Pszczelarza", "mies-dom", T_HOME],
  ["Kolekcjonera", "mies-hobby", T_HOBBY],
  ["Gracza", "mies-hobby", T_HOBBY],
  ["Biegacza", "mies-zdrowie", T_HEALTH],
  ["Akwarysty", "mies-hobby", T_HOBBY],
  ["Astronoma", "mies-nauka-technika", T_SCIENCE],
  ["Genealoga", "mies-nauka-historia", T_SCIENCE],
  ["Szachisty", "mies-hobby", T_HOBBY],
  ["Winiarza", "mies-kuchnia", T_FOOD],
  ["Kierowcy", "mies-moto", T_MOTO],
  ["Motocyklisty", "mies-moto", T_MOTO],
  ["Działkowca", "mies-dom", T_HOME],
  ["Rodzica", "mies-zdrowie", T_HEALTH],
  ["Melomana", "kw-kult", T_CULTURE],
  ["Kinomana", "kw-kult", T_CULTURE],
  ["Czytelnika", "kw-lit", T_CULTURE],
  ["Historyka", "mies-nauka-historia", T_SCIENCE],
  ["Archeologa", "mies-nauka-historia", T_SCIENCE],
  ["Modelarza", "mies-hobby", T_HOBBY],
  ["Turysty", "mies-nauka-przyroda", T_SCIENCE],
  ["Grzybiarza", "mies-nauka-przyroda", T_SCIENCE],
  ["Piekarza", "mies-kuchnia", T_FOOD],
  ["Krawcowej", "mies-hobby", T_HOBBY],
  ["Programisty", "mies-nauka-technika", T_SCIENCE],
  ["Inwestora", "tyg-opinii", T_OPINION],
  ["Rolnika", "mies-dom", T_HOME],
  ["Myśliwego", "mies-nauka-przyroda", T_SCIENCE],
  ["Filatelisty", "mies-hobby", T_HOBBY],
  ["Numizmatyka", "mies-hobby", T_HOBBY],
  ["Taternika", "mies-nauka-przyroda", T_SCIENCE],
  ["Ornitologa", "mies-nauka-przyroda", T_SCIENCE],
];
const TITLE_SUFFIXES = ["", " Extra", " Plus", " Junior", " Classic", " Pro"];
const TITLE_REGIONS = ["", " Pomorze", " Mazury", " Podhale", " Śląsk", " Wielkopolska", " Lubelszczyzna", " Warmia", " Kujawy", " Podlasie"];

/** The i-th generated title (0-based); plain "Prefix Topic" names come first. Unique for i < 28 800. */
export function generatedTitle(i: number, rng: Rng): TitleDef {
  const topicCount = TITLE_TOPICS.length;
  const t = i % topicCount;
  const p = Math.floor(i / topicCount) % TITLE_PREFIXES.length;
  const rest = Math.floor(i / (topicCount * TITLE_PREFIXES.length));
  const s = rest % TITLE_SUFFIXES.length;
  const r = Math.floor(rest / TITLE_SUFFIXES.length) % TITLE_REGIONS.length;
  const cycle = Math.floor(rest / (TITLE_SUFFIXES.length * TITLE_REGIONS.length));
  const [topic, category, topics] = TITLE_TOPICS[t] as readonly [string, string, readonly string[]];
  const name = `${TITLE_PREFIXES[p]} ${topic}${TITLE_SUFFIXES[s]}${TITLE_REGIONS[r]}${cycle > 0 ? ` ${cycle + 1}` : ""}`;
  const quarterly = rng.chance(0.25);
  const low = rng.int(5, 16);
  return {
    name,
    frequency: quarterly ? "kwartalnik" : "miesięcznik",
    category: quarterly ? (category.startsWith("kw-") ? category : "kw-hobby") : category.startsWith("kw-") ? "mies-hobby" : category,
    price: quarterly ? [low + 5, low + 8] : [low, low + 4],
    topics,
  };
}

// ---------------------------------------------------------------- book titles

export type Genre = "lit" | "krym" | "fant" | "dzieci" | "poradniki" | "hist" | "bio";

export const GENRE_LEAVES: Record<Genre, readonly (readonly [string, number])[]> = {
  lit: [
    ["lit-pl", 6],
    ["lit-obca", 4],
  ],
  krym: [
    ["krym-szw", 2],
    ["krym-nor", 2],
    ["krym-skand", 1],
    ["krym-pl", 4],
    ["krym-thr", 3],
  ],
  fant: [
    ["fant-fantasy", 5],
    ["fant-sf", 3],
    ["fant-horror", 2],
  ],
  dzieci: [
    ["dzieci-bajki", 4],
    ["dzieci-obrazkowe", 3],
    ["dzieci-mlodziez", 3],
  ],
  poradniki: [
    ["por-kuchnia", 3],
    ["por-zdrowie", 3],
    ["por-psych", 2],
    ["por-dom", 2],
  ],
  hist: [
    ["hist-pl-sred", 2],
    ["hist-pl-xx", 3],
    ["hist-pl", 1],
    ["hist-swiat", 3],
  ],
  bio: [
    ["bio-wsp", 5],
    ["bio-art", 5],
  ],
};

export const GENRE_WEIGHTS: readonly (readonly [Genre, number])[] = [
  ["lit", 20],
  ["krym", 20],
  ["fant", 12],
  ["dzieci", 15],
  ["poradniki", 13],
  ["hist", 11],
  ["bio", 9],
];

const LIT_A = [
  "Dziewczyna",
  "Dom",
  "Ogród",
  "Lato",
  "Zima",
  "Listy",
  "Wnuczka",
  "Córki",
  "Sad",
  "Kamienica",
  "Ostatnia zima",
  "Pokój",
  "Most",
  "Okno",
  "Jesień",
  "Powroty",
  "Cisza",
  "Wiosna",
  "Ludzie",
  "Sekrety",
  "Nocne rozmowy",
  "Światło",
];
const LIT_B = [
  "z latarni",
  "pod lipami",
  "nad rozlewiskiem",
  "na Podlasiu",
  "w Sandomierzu",
  "przy Długiej",
  "nad morzem",
  "w górach",
  "bez powrotu",
  "na skraju lasu",
  "z zapachem jabłek",
  "w starym domu",
  "nad Bugiem",
  "na Kaszubach",
  "z dawnych lat",
  "w Lublinie",
  "pod Tatrami",
  "na Żuławach",
];
const KRYM_A = [
  "Cień",
  "Ślad",
  "Milczenie",
  "Zmowa",
  "Krew",
  "Szept",
  "Ostatni świadek",
  "Zimna sprawa",
  "Czarna woda",
  "Noc",
  "Kłamstwo",
  "Pętla",
  "Martwa cisza",
  "Gra pozorów",
  "Ostatnia ofiara",
  "Sekret",
  "List",
  "Prawda",
];
const KRYM_B = [
  "nad Wisłą",
  "w Sopocie",
  "z przeszłości",
  "na bagnach",
  "we mgle",
  "pod lodem",
  "bez twarzy",
  "za zamkniętymi drzwiami",
  "w starym młynie",
  "na końcu świata",
  "o północy",
  "w Krakowie",
  "na Helu",
  "w Kazimierzu",
  "w Gdyni",
  "na Mazurach",
];
const NORD_B = ["w Sztokholmie", "nad fiordem", "w Oslo", "pod zorzą", "w Göteborgu", "na Lofotach", "w Bergen", "nad zatoką", "w Uppsali", "na szkierach"];
const FANT_A = [
  "Korona",
  "Miecz",
  "Strażnik",
  "Kroniki",
  "Dziedzictwo",
  "Pieśń",
  "Wrota",
  "Cytadela",
  "Ostatni mag",
  "Tron",
  "Klątwa",
  "Księga",
  "Gwiazda",
  "Róża",
];
const FANT_B = [
  "cienia",
  "gwiazd",
  "północy",
  "zaginionego królestwa",
  "popiołów",
  "burzy",
  "zmierzchu",
  "smoków",
  "wiatru",
  "czarnego lasu",
  "świtu",
  "starych bogów",
];
const SF_A = ["Stacja", "Orbita", "Kolonia", "Sygnał", "Protokół", "Echo", "Projekt", "Misja", "Odyseja", "Horyzont zdarzeń"];
const SF_B = ["Europa", "Zero", "z Proximy", "Omega", "Andromeda", "na Marsie", "Tytan", "2149", "poza czasem", "Kepler"];
const HORROR = [
  "Szepty z piwnicy",
  "Dom na wzgórzu",
  "Coś w ciemności",
  "Klątwa starego cmentarza",
  "Ostatnie drzwi",
  "Noc kruków",
  "Lalka z Wilczego Dołu",
  "Mgła nad stawem",
  "Dzwony o trzeciej",
  "Pokój numer 13",
];
const KIDS_A = ["Przygody", "Wakacje", "Tajemnica", "Wielka wyprawa", "Sekret", "Urodziny", "Zimowy dzień", "Pierwszy dzień w szkole"];
const KIDS_B = [
  "jeżyka Kolczatka",
  "misia Tymka",
  "lisicy Róży",
  "smoka Kubusia",
  "kaczuszki Mili",
  "wiewiórki Pestki",
  "pieska Fafika",
  "zajączka Kicusia",
  "sowy Mądrali",
  "kotki Mruczki",
  "bobra Bartka",
  "biedronki Kropeczki",
];
const BAJKI = [
  "Bajki na dobranoc",
  "Bajki z leśnej polany",
  "Bajeczki dla maluchów",
  "Baśnie polskie",
  "Bajki o zwierzętach",
  "Bajki z morałem",
  "Bajki spod poduszki",
  "Baśnie z czterech stron świata",
];
const OBRAZKOWE = [
  "Moje pierwsze słowa",
  "Kolory i kształty",
  "Zwierzęta na wsi",
  "Pojazdy w mieście",
  "Co słychać w lesie?",
  "Liczę do dziesięciu",
  "Cztery pory roku",
  "Na placu zabaw",
  "Moje ciało",
  "W przedszkolu",
];
const MLODZIEZ = [
  "Klasa 7B",
  "Obóz nad jeziorem",
  "Zaginiona mapa",
  "Szyfr Kopernika",
  "Drużyna z Zielonej",
  "Wakacje z duchami",
  "Tajny klub detektywów",
  "Gwiezdny plecak",
  "Zadanie specjalne",
  "Dziewczyna z deskorolką",
];
const GUIDE_A: Record<string, readonly string[]> = {
  "por-kuchnia": [
    "Kuchnia polska",
    "Zdrowe śniadania",
    "Domowe przetwory",
    "Pieczenie chleba",
    "Kuchnia wegetariańska",
    "Obiady w 30 minut",
    "Zupy",
    "Ciasta babci",
  ],
  "por-zdrowie": ["Zdrowy kręgosłup", "Sen", "Odporność", "Dieta śródziemnomorska", "Joga", "Zdrowe serce", "Bieganie"],
  "por-psych": ["Spokój", "Uważność", "Asertywność", "Minimalizm", "Dobre nawyki", "Rozmowy z nastolatkiem", "Pewność siebie"],
  "por-dom": ["Ogród", "Balkon pełen kwiatów", "Remont mieszkania", "Porządek w domu", "Warzywnik", "Rośliny doniczkowe", "Domowe oszczędzanie"],
};
const GUIDE_B = [
  " na co dzień",
  " dla początkujących",
  " w 30 dni",
  " krok po kroku",
  " – praktyczny poradnik",
  " bez tajemnic",
  " dla całej rodziny",
  " – 100 sprawdzonych sposobów",
];
const HIST_A = ["Dzieje", "Tajemnice", "Krótka historia", "Kronika", "Atlas", "Sekrety", "Codzienność", "Upadek", "Narodziny"];
const HIST_PL_SRED = [" Piastów", " Jagiellonów", " średniowiecznego Krakowa", " zamków krzyżackich", " rycerstwa polskiego", " Gniezna"];
const HIST_PL_XX = [" PRL-u", " II Rzeczypospolitej", " Powstania Warszawskiego", " polskiego lotnictwa", " Solidarności", " Kresów"];
const HIST_WORLD = [" Hanzy", " Imperium Rzymskiego", " Bizancjum", " wypraw krzyżowych", " Wenecji", " Wikingów", " Jedwabnego Szlaku"];
const BIO_SUB = ["Biografia", "Życie na scenie", "Między słowami", "Wspomnienia", "Moja droga", "Portret artysty", "Listy i dzienniki", "Życie w kolorze"];

/** A book title for a genre and leaf category. */
export function bookTitle(rng: Rng, genre: Genre, leaf: string): string {
  const tome = rng.chance(0.06) ? `. Tom ${rng.int(2, 4)}` : "";
  switch (genre) {
    case "lit":
      return `${rng.pick(LIT_A)} ${rng.pick(LIT_B)}${tome}`;
    case "krym":
      return `${rng.pick(KRYM_A)} ${rng.pick(leaf === "krym-szw" || leaf === "krym-nor" || leaf === "krym-skand" ? NORD_B : KRYM_B)}${tome}`;
    case "fant":
      if (leaf === "fant-horror") return `${rng.pick(HORROR)}${tome}`;
      if (leaf === "fant-sf") return `${rng.pick(SF_A)} ${rng.pick(SF_B)}${tome}`;
      return `${rng.pick(FANT_A)} ${rng.pick(FANT_B)}${tome}`;
    case "dzieci":
      if (leaf === "dzieci-bajki") return rng.chance(0.5) ? rng.pick(BAJKI) : `${rng.pick(KIDS_A)} ${rng.pick(KIDS_B)}`;
      if (leaf === "dzieci-obrazkowe") return rng.pick(OBRAZKOWE);
      return `${rng.pick(MLODZIEZ)}${tome}`;
    case "poradniki":
      return `${rng.pick(GUIDE_A[leaf] ?? GUIDE_A["por-dom"] ?? [])}${rng.pick(GUIDE_B)}`;
    case "hist": {
      const tail =
        leaf === "hist-pl-sred" ? HIST_PL_SRED : leaf === "hist-swiat" ? HIST_WORLD : leaf === "hist-pl-xx" ? HIST_PL_XX : [...HIST_PL_SRED, ...HIST_PL_XX];
      return `${rng.pick(HIST_A)}${rng.pick(tail)}`;
    }
    case "bio":
      return `${polishPerson(rng)}. ${rng.pick(BIO_SUB)}`;
  }
}

export const GENRE_NOUN: Record<Genre, string> = {
  lit: "powieść obyczajowa",
  krym: "kryminał",
  fant: "powieść fantastyczna",
  dzieci: "książka dla dzieci",
  poradniki: "poradnik",
  hist: "książka historyczna",
  bio: "biografia",
};

const GENRE_LOVERS: Record<Genre, string> = {
  lit: "dobrej literatury",
  krym: "kryminałów",
  fant: "fantastyki",
  dzieci: "wspólnego czytania z dziećmi",
  poradniki: "praktycznej wiedzy",
  hist: "historii",
  bio: "prawdziwych historii",
};

const BOOK_HOOKS: Record<Genre, readonly string[]> = {
  lit: [
    "To ciepła, mądra opowieść o rodzinie, przyjaźni i o tym, że nigdy nie jest za późno na nowy początek.",
    "Wielowątkowa saga, w której przeszłość splata się z teraźniejszością, a dawne sekrety wychodzą na jaw.",
    "Subtelna proza o dorastaniu, stracie i sile wspomnień, które zostają z nami na zawsze.",
    "Historia kilku pokoleń kobiet, które łączy dom pełen tajemnic.",
  ],
  krym: [
    "Mroczna intryga, drobiazgowe śledztwo i zakończenie, którego nikt się nie spodziewa.",
    "Zaginięcie młodej dziennikarki uruchamia lawinę zdarzeń, a komisarz musi zmierzyć się z własną przeszłością.",
    "Trup w zamkniętym pokoju, niewiarygodni świadkowie i policjantka, która nie odpuszcza.",
    "Trzymający w napięciu thriller, w którym nikt nie jest tym, za kogo się podaje.",
  ],
  fant: [
    "Epicka opowieść o magii, zdradzie i odwadze, która zmienia losy królestw.",
    "Świat wykreowany z rozmachem, bohaterowie z krwi i kości oraz stawka większa niż życie.",
    "Wciągająca przygoda, w której dawne legendy okazują się przerażająco prawdziwe.",
    "Niepokojąca wizja przyszłości, w której technologia wymyka się spod kontroli.",
  ],
  dzieci: [
    "Zabawna i ciepła historia, która uczy przyjaźni, odwagi i cierpliwości.",
    "Kolorowe ilustracje i krótkie rozdziały sprawiają, że to idealna lektura do czytania na głos.",
    "Pełna humoru opowieść o wielkich przygodach małych bohaterów.",
    "Książka rozwija wyobraźnię i słownictwo, a przy okazji bawi całą rodzinę.",
  ],
  poradniki: [
    "Praktyczne wskazówki, sprawdzone porady i mnóstwo przykładów z życia.",
    "Autor krok po kroku pokazuje, jak wprowadzić zmiany, które naprawdę działają.",
    "Przejrzysty układ, listy kontrolne i ćwiczenia pomagają od razu przejść do działania.",
    "Wiedza ekspertów podana w przystępny sposób, bez zbędnej teorii.",
  ],
  hist: [
    "Rzetelna, a zarazem przystępna opowieść oparta na źródłach i najnowszych badaniach.",
    "Autor odkrywa mniej znane fakty i obala utrwalone mity.",
    "Bogato ilustrowana podróż w czasie, pełna map, dokumentów i relacji świadków.",
    "Książka pokazuje wielką historię z perspektywy zwykłych ludzi.",
  ],
  bio: [
    "Fascynujący portret człowieka, który wymykał się prostym ocenom.",
    "Opowieść o talencie, ambicji i cenie, jaką płaci się za sukces.",
    "Oparta na listach, wywiadach i nieznanych dotąd dokumentach.",
    "Szczera, momentami zabawna, a momentami poruszająca historia życia.",
  ],
};

const BOOK_INTROS: Record<Genre, readonly string[]> = {
  lit: ["{who} w powieści „{title}” zabiera czytelników w niezapomnianą podróż.", "„{title}” to najnowsza powieść, w której {who} mistrzowsko buduje nastrój."],
  krym: [
    "{who} w kryminale „{title}” po raz kolejny trzyma w napięciu do ostatniej strony.",
    "„{title}” – kryminał, w którym {who} prowadzi czytelnika przez labirynt fałszywych tropów.",
  ],
  fant: ["{who} w powieści „{title}” otwiera drzwi do zupełnie nowego świata.", "„{title}” to historia, którą {who} snuje z ogromną wyobraźnią."],
  dzieci: [
    "{who} w książce „{title}” zaprasza najmłodszych do świata pełnego przygód.",
    "„{title}” to opowieść, którą {who} przygotowuje specjalnie dla dzieci.",
  ],
  poradniki: [
    "{who} w poradniku „{title}” dzieli się wieloletnim doświadczeniem.",
    "„{title}” to poradnik, w którym {who} odpowiada na najczęstsze pytania czytelników.",
  ],
  hist: [
    "{who} w książce „{title}” przygląda się przeszłości z nowej perspektywy.",
    "„{title}” to opowieść, w której {who} łączy rzetelność historyka z talentem gawędziarza.",
  ],
  bio: ["{who} w książce „{title}” kreśli wielowymiarowy portret bohatera.", "„{title}” to biografia, nad którą {who} pracuje od wielu lat."],
};

export function bookDescription(rng: Rng, genre: Genre, title: string, who: string, publisher: string, pages: number): { description: string; short: string } {
  const hook = rng.pick(BOOK_HOOKS[genre]);
  const intro = rng.pick(BOOK_INTROS[genre]).replace("{who}", who).replace("{title}", title);
  const sentences = [intro, hook];
  if (rng.chance(0.7)) sentences.push(`Wydanie liczy ${pages} ${plural(pages, "stronę", "strony", "stron")}; wydawca: ${publisher}.`);
  if (rng.chance(0.5)) sentences.push(`Pozycja obowiązkowa dla miłośników ${GENRE_LOVERS[genre]}.`);
  return { description: sentences.join(" "), short: hook };
}

// ---------------------------------------------------------------- collections (partworks)

const COLL_ADJ = [
  "Legendarne",
  "Kultowe",
  "Słynne",
  "Historyczne",
  "Niezwykłe",
  "Klasyczne",
  "Wielkie",
  "Polskie",
  "Zabytkowe",
  "Miniaturowe",
  "Kolorowe",
  "Magiczne",
];
const COLL_NOUN: readonly (readonly [string, string, string])[] = [
  ["samochody", "kol-modele", "model samochodu w skali 1:43"],
  ["lokomotywy", "kol-modele", "model lokomotywy w skali 1:87"],
  ["motocykle", "kol-modele", "model motocykla w skali 1:24"],
  ["statki", "kol-modele", "model żaglowca z drewna"],
  ["samoloty", "kol-modele", "metalowy model samolotu"],
  ["autobusy", "kol-modele", "model autobusu w skali 1:72"],
  ["traktory", "kol-modele", "model ciągnika rolniczego"],
  ["czołgi", "kol-hist", "model czołgu w skali 1:72"],
  ["zamki", "kol-hist", "album z rekonstrukcją zamku"],
  ["mundury", "kol-hist", "figurka żołnierza w historycznym mundurze"],
  ["bitwy", "kol-hist", "zestaw figurek i mapa bitwy"],
  ["lalki w strojach ludowych", "kol-dzieci", "lalka w stroju regionalnym"],
  ["zwierzęta świata", "kol-dzieci", "figurka zwierzęcia z kartą ciekawostek"],
  ["bajki", "kol-dzieci", "książeczka z płytą audio"],
  ["dinozaury", "kol-dzieci", "model szkieletu dinozaura"],
  ["minerały", "kol-sztuka", "okaz minerału z certyfikatem"],
  ["obrazy", "kol-sztuka", "reprodukcja obrazu z albumem"],
  ["haftowane serwetki", "kol-sztuka", "zestaw do haftu krzyżykowego"],
];
const COLL_SERIES = ["", " – seria II", " – edycja kolekcjonerska", " dla dzieci", " – wydanie jubileuszowe"];

export function collectionName(i: number): { title: string; category: string; item: string } {
  const n = COLL_NOUN.length;
  const [noun, category, item] = COLL_NOUN[i % n] as readonly [string, string, string];
  const adj = COLL_ADJ[Math.floor(i / n) % COLL_ADJ.length] as string;
  const rest = Math.floor(i / (n * COLL_ADJ.length));
  const series = COLL_SERIES[rest % COLL_SERIES.length] as string;
  const cycle = Math.floor(rest / COLL_SERIES.length);
  const suffix = category === "kol-dzieci" && series === " dla dzieci" ? "" : series;
  return { title: `${adj} ${noun}${suffix}${cycle > 0 ? ` ${cycle + 1}` : ""}`, category, item };
}

// ---------------------------------------------------------------- clothing

export const MOTIFS = [
  "Mól książkowy",
  "Jeszcze jeden rozdział",
  "Kocham kryminały",
  "Kawa i książka",
  "Prenumerator z zamiłowania",
  "Czytam w tramwaju",
  "Tygodnik pod pachą",
  "Zakładka",
  "Biblioteka domowa",
  "Smoki czytają nocą",
  "Gwiezdny czytelnik",
  "Kryzys? Czytam!",
  "Cisza, czytam",
  "Krzyżówkowy mistrz",
  "Kolekcjoner lokomotyw",
  "Lis w okularach",
  "Miś czytelnik",
  "Poranna gazeta",
  "Kiosk na rogu",
  "Papierowy samolot",
];

export const MATERIALS = [
  "100% bawełny organicznej",
  "bawełny czesanej o gramaturze 180 g/m²",
  "miękkiej dzianiny z domieszką elastanu",
  "bawełny z certyfikatem OEKO-TEX",
];

// ---------------------------------------------------------------- misc helpers

/** Polish plural of "wydanie"/"część" after a number. */
export function plural(n: number, one: string, few: string, many: string): string {
  if (n === 1) return one;
  const d = n % 10;
  const t = n % 100;
  return d >= 2 && d <= 4 && (t < 12 || t > 14) ? few : many;
}

export const FREQUENCY_TEXT: Record<Frequency, { gen: string; adverb: string; perYear: number }> = {
  tygodnik: { gen: "tygodnika", adverb: "co tydzień", perYear: 52 },
  dwutygodnik: { gen: "dwutygodnika", adverb: "co dwa tygodnie", perYear: 26 },
  miesięcznik: { gen: "miesięcznika", adverb: "raz w miesiącu", perYear: 12 },
  kwartalnik: { gen: "kwartalnika", adverb: "raz na kwartał", perYear: 4 },
  "gazeta regionalna": { gen: "gazety", adverb: "co tydzień", perYear: 52 },
};

export const WEEKDAYS = ["niedzielę", "poniedziałek", "wtorek", "środę", "czwartek", "piątek", "sobotę"];
