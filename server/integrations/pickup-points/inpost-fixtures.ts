/**
 * The InPost points the stand-in serves: about 200 real-looking parcel lockers and PaczkoPunkty (POP) in 15
 * Polish cities, built deterministically (same seed, same points) from real city centres, postcode ranges and
 * street names. The codes KRA010, KRA01M, WAW97H and POP-WAW62 always exist. Not InPost's real list.
 */
import type { ShipxPoint } from "./shipx-protocol.ts";

interface City {
  name: string;
  province: string;
  prefix: string;
  lat: number;
  lng: number;
  /** First two postcode digits used in the city. */
  postcodes: [number, number];
  points: number;
  streets: string[];
}

const CITIES: City[] = [
  {
    name: "Warszawa",
    province: "mazowieckie",
    prefix: "WAW",
    lat: 52.2297,
    lng: 21.0122,
    postcodes: [0, 4],
    points: 40,
    streets: [
      "Marszałkowska",
      "Żurawia",
      "Puławska",
      "Grójecka",
      "Górczewska",
      "Targowa",
      "Chełmska",
      "Prosta",
      "Kaliska",
      "Wołoska",
      "Broniewskiego",
      "Aleja Krakowska",
      "Ostrobramska",
      "Modlińska",
    ],
  },
  {
    name: "Kraków",
    province: "małopolskie",
    prefix: "KRA",
    lat: 50.0647,
    lng: 19.945,
    postcodes: [30, 31],
    points: 25,
    streets: ["Kamieńskiego", "Długa", "Karmelicka", "Wielicka", "Zakopiańska", "Dobrego Pasterza", "Kalwaryjska", "Bora-Komorowskiego", "Czerwone Maki"],
  },
  {
    name: "Łódź",
    province: "łódzkie",
    prefix: "LOD",
    lat: 51.7592,
    lng: 19.456,
    postcodes: [90, 94],
    points: 15,
    streets: ["Piotrkowska", "Kościuszki", "Zgierska", "Rzgowska", "Retkińska", "Pomorska"],
  },
  {
    name: "Wrocław",
    province: "dolnośląskie",
    prefix: "WRO",
    lat: 51.1079,
    lng: 17.0385,
    postcodes: [50, 54],
    points: 20,
    streets: ["Legnicka", "Grabiszyńska", "Krzywoustego", "Powstańców Śląskich", "Kiełczowska", "Ślężna"],
  },
  {
    name: "Poznań",
    province: "wielkopolskie",
    prefix: "POZ",
    lat: 52.4064,
    lng: 16.9252,
    postcodes: [60, 61],
    points: 18,
    streets: ["Głogowska", "Grunwaldzka", "Dąbrowskiego", "Hetmańska", "Os. Kosmonautów", "Garbary"],
  },
  {
    name: "Gdańsk",
    province: "pomorskie",
    prefix: "GDA",
    lat: 54.352,
    lng: 18.6466,
    postcodes: [80, 80],
    points: 15,
    streets: ["Grunwaldzka", "Długa", "Kartuska", "Chałubińskiego", "Piecewska", "Jana Pawła II"],
  },
  {
    name: "Szczecin",
    province: "zachodniopomorskie",
    prefix: "SZC",
    lat: 53.4285,
    lng: 14.5528,
    postcodes: [70, 71],
    points: 10,
    streets: ["Wyszyńskiego", "Krzywoustego", "Ku Słońcu", "Mickiewicza"],
  },
  {
    name: "Bydgoszcz",
    province: "kujawsko-pomorskie",
    prefix: "BYD",
    lat: 53.1235,
    lng: 18.0084,
    postcodes: [85, 85],
    points: 8,
    streets: ["Gdańska", "Fordońska", "Wojska Polskiego", "Kujawska"],
  },
  {
    name: "Lublin",
    province: "lubelskie",
    prefix: "LUB",
    lat: 51.2465,
    lng: 22.5684,
    postcodes: [20, 20],
    points: 10,
    streets: ["Krakowskie Przedmieście", "Zana", "Lipowa", "Związkowa", "Mełgiewska"],
  },
  {
    name: "Katowice",
    province: "śląskie",
    prefix: "KAT",
    lat: 50.2649,
    lng: 19.0238,
    postcodes: [40, 40],
    points: 10,
    streets: ["Chorzowska", "Mikołowska", "Francuska", "1 Maja", "Bażantów"],
  },
  {
    name: "Białystok",
    province: "podlaskie",
    prefix: "BIA",
    lat: 53.1325,
    lng: 23.1688,
    postcodes: [15, 15],
    points: 7,
    streets: ["Lipowa", "Sienkiewicza", "Wrocławska", "Mickiewicza"],
  },
  {
    name: "Rzeszów",
    province: "podkarpackie",
    prefix: "RZE",
    lat: 50.0412,
    lng: 21.9991,
    postcodes: [35, 35],
    points: 7,
    streets: ["3 Maja", "Rejtana", "Podkarpacka", "Krakowska"],
  },
  {
    name: "Olsztyn",
    province: "warmińsko-mazurskie",
    prefix: "OLS",
    lat: 53.7784,
    lng: 20.4801,
    postcodes: [10, 10],
    points: 5,
    streets: ["Pieniężnego", "Pstrowskiego", "Krasickiego"],
  },
  {
    name: "Kielce",
    province: "świętokrzyskie",
    prefix: "KIE",
    lat: 50.8661,
    lng: 20.6286,
    postcodes: [25, 25],
    points: 5,
    streets: ["Sienkiewicza", "Warszawska", "Świętokrzyska"],
  },
  {
    name: "Opole",
    province: "opolskie",
    prefix: "OPO",
    lat: 50.6751,
    lng: 17.9213,
    postcodes: [45, 45],
    points: 5,
    streets: ["Ozimska", "Oleska", "Niemodlińska"],
  },
];

const LOCKER_PLACES = [
  "Przy sklepie Biedronka",
  "Przy sklepie Lidl",
  "Obok stacji paliw Orlen",
  "Przy wejściu do galerii",
  "Parking przy Netto",
  "Przy bloku, obok wiaty śmietnikowej",
  "Przy przystanku tramwajowym",
  "Przy Żabce",
];
const POP_PLACES = ["Sklep spożywczy", "Kiosk z prasą", "Sklep Żabka", "Kwiaciarnia", "Punkt ksero", "Sklep wielobranżowy"];
const POP_HOURS = ["pn.-pt. 08:00-20:00, sob. 09:00-14:00", "pn.-sob. 06:00-23:00, niedz. 10:00-20:00", "pn.-pt. 10:00-19:00, sob. 10:00-14:00"];

/** Codes that must exist with these exact names (documentation examples, tests). */
const PINNED: Record<string, string[]> = { KRA: ["KRA010", "KRA01M"], WAW: ["WAW97H", "POP-WAW62"] };

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const SHIPX_STAND_IN_BASE = "https://api-shipx-pl.easypack24.net";

export function buildInpostPoints(seed = 2026): ShipxPoint[] {
  const random = mulberry32(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const points: ShipxPoint[] = [];
  const taken = new Set<string>();
  for (const city of CITIES) {
    const pinned = [...(PINNED[city.prefix] ?? [])];
    for (let i = 0; i < city.points; i++) {
      const isPop = pinned.length ? pinned[0]!.startsWith("POP-") : i % 5 === 4;
      // Pinned codes come first in their city, so a generated code never takes one of them.
      let code = pinned.shift();
      while (!code || taken.has(code)) {
        const n = String(1 + Math.floor(random() * (isPop ? 199 : 299))).padStart(2, "0");
        code = isPop ? `POP-${city.prefix}${n}` : `${city.prefix}${n}${pick(["", "", "M", "H", "A", "P"])}`;
      }
      taken.add(code);
      // Spread over ~7 km around the centre (a degree of longitude is shorter than one of latitude).
      const lat = round6(city.lat + (random() - 0.5) * 0.12);
      const lng = round6(city.lng + (random() - 0.5) * 0.18);
      const first = city.postcodes[0] + Math.floor(random() * (city.postcodes[1] - city.postcodes[0] + 1));
      const postcode = `${String(first).padStart(2, "0")}-${String(Math.floor(random() * 999) + 1).padStart(3, "0")}`;
      const street = pick(city.streets);
      const building = `${1 + Math.floor(random() * 180)}${pick(["", "", "", "A", "B", "/2"])}`;
      points.push(
        shipxPoint({
          code,
          isPop,
          city,
          street,
          building,
          postcode,
          lat,
          lng,
          description: isPop ? pick(POP_PLACES) : pick(LOCKER_PLACES),
          hours: isPop ? pick(POP_HOURS) : "24/7",
          random,
          // As in InPost's list: a locker standing in a partner shop is also a PaczkoPunkt (two types), and a point
          // in a building without its own number has `building_number: null`.
          alsoPop: !isPop && i % 7 === 3,
          noNumber: isPop && i % 10 === 9,
        }),
      );
    }
  }
  return points;
}

function shipxPoint(p: {
  code: string;
  isPop: boolean;
  city: City;
  street: string;
  building: string;
  postcode: string;
  lat: number;
  lng: number;
  description: string;
  hours: string;
  random: () => number;
  alsoPop: boolean;
  noNumber: boolean;
}): ShipxPoint {
  return {
    href: `${SHIPX_STAND_IN_BASE}/v1/points/${p.code}`,
    name: p.code,
    display_name: `${p.isPop ? "PaczkoPunkt" : "Paczkomat"} ${p.code}`,
    type: p.isPop ? ["pop"] : p.alsoPop ? ["parcel_locker", "pop"] : ["parcel_locker"],
    status: "Operating",
    location: { latitude: p.lat, longitude: p.lng },
    location_type: p.isPop ? "Indoor" : "Outdoor",
    location_description: p.description,
    location_description_1: null,
    location_description_2: null,
    distance: null,
    opening_hours: p.hours,
    address: { line1: p.noNumber ? p.street : `${p.street} ${p.building}`, line2: `${p.postcode} ${p.city.name}` },
    address_details: {
      city: p.city.name,
      province: p.city.province,
      post_code: p.postcode,
      street: p.street,
      building_number: p.noNumber ? null : p.building,
      flat_number: null,
    },
    phone_number: null,
    payment_point_descr: p.isPop ? "Płatność gotówką lub kartą w punkcie" : "Płatność kartą w Paczkomacie",
    functions: p.isPop ? ["parcel_collect", "parcel_send", "parcel_reverse_return_send"] : ["parcel", "parcel_collect", "parcel_send", "standard_courier_send"],
    partner_id: p.isPop ? 33 : 0,
    is_next: !p.isPop && p.random() < 0.3,
    payment_available: true,
    payment_type: { "2": "Payment by card" },
    virtual: "0",
    location_247: !p.isPop,
    agency: null,
    image_url: `https://static.easypack24.net/points/pl/images/${p.code}.jpg`,
    location_date: null,
    easy_access_zone: !p.isPop,
    recommended_low_interest_box_machines_list: [],
    apm_doubled: null,
    operating_hours_extended: { customer: null },
    air_index_level: null,
    physical_type_mapped: p.isPop ? "000" : "003",
    physical_type_description: null,
  };
}

function round6(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}
