/**
 * Orlen Paczka points for development and tests: Orlen stations and partner kiosks at real-looking addresses
 * in a few cities. Invented codes and places, not Orlen's list.
 */
import type { PickupPoint } from "./types.ts";

type Row = [
  code: string,
  type: "station" | "partner_point",
  line1: string,
  postcode: string,
  city: string,
  lat: number,
  lng: number,
  description: string,
  hours: string,
];

const ROWS: Row[] = [
  ["OP-WAW-0012", "station", "Puławska 290", "02-819", "Warszawa", 52.1542, 21.0231, "Stacja Orlen", "24/7"],
  ["OP-WAW-0047", "station", "Modlińska 6", "03-216", "Warszawa", 52.2861, 21.0118, "Stacja Orlen", "24/7"],
  ["OP-WAW-0103", "partner_point", "Marszałkowska 104", "00-017", "Warszawa", 52.2349, 21.0088, "Kiosk Ruch", "pn.-pt. 06:30-20:00, sob. 08:00-16:00"],
  ["OP-WAW-0155", "partner_point", "Grójecka 65", "02-094", "Warszawa", 52.2155, 20.9812, "Kiosk z prasą", "pn.-sob. 07:00-21:00"],
  ["OP-WAW-0188", "station", "Ostrobramska 73", "04-175", "Warszawa", 52.2311, 21.1113, "Stacja Orlen", "24/7"],
  ["OP-KRA-0021", "station", "Wielicka 259", "30-663", "Kraków", 50.0144, 19.9971, "Stacja Orlen", "24/7"],
  ["OP-KRA-0064", "partner_point", "Karmelicka 35", "31-131", "Kraków", 50.0665, 19.9292, "Kiosk Ruch", "pn.-pt. 07:00-19:00, sob. 08:00-14:00"],
  ["OP-KRA-0098", "station", "Zakopiańska 62", "30-418", "Kraków", 50.0201, 19.9288, "Stacja Orlen", "24/7"],
  ["OP-LOD-0015", "station", "Rzgowska 147", "93-338", "Łódź", 51.7305, 19.4822, "Stacja Orlen", "24/7"],
  ["OP-LOD-0033", "partner_point", "Piotrkowska 120", "90-006", "Łódź", 51.7612, 19.4581, "Kiosk z prasą", "pn.-pt. 07:00-19:00"],
  ["OP-WRO-0008", "station", "Legnicka 58", "54-204", "Wrocław", 51.1212, 16.9841, "Stacja Orlen", "24/7"],
  ["OP-WRO-0041", "partner_point", "Świdnicka 12", "50-068", "Wrocław", 51.1069, 17.0314, "Kiosk Ruch", "pn.-sob. 07:00-20:00"],
  ["OP-POZ-0019", "station", "Głogowska 218", "60-104", "Poznań", 52.3825, 16.8852, "Stacja Orlen", "24/7"],
  ["OP-POZ-0052", "partner_point", "Półwiejska 2", "61-888", "Poznań", 52.4035, 16.9289, "Kiosk z prasą", "pn.-pt. 08:00-20:00, sob. 09:00-15:00"],
  ["OP-GDA-0011", "station", "Grunwaldzka 260", "80-314", "Gdańsk", 54.3944, 18.5813, "Stacja Orlen", "24/7"],
  ["OP-GDA-0036", "partner_point", "Długa 47", "80-831", "Gdańsk", 54.3486, 18.6512, "Kiosk Ruch", "pn.-niedz. 08:00-20:00"],
  ["OP-KAT-0007", "station", "Chorzowska 150", "40-101", "Katowice", 50.2681, 18.9803, "Stacja Orlen", "24/7"],
  ["OP-LUB-0014", "station", "Mełgiewska 9", "20-209", "Lublin", 51.2501, 22.6122, "Stacja Orlen", "24/7"],
  ["OP-SZC-0009", "station", "Ku Słońcu 67", "71-047", "Szczecin", 53.4108, 14.5073, "Stacja Orlen", "24/7"],
  ["OP-RZE-0005", "partner_point", "3 Maja 16", "35-030", "Rzeszów", 50.0379, 22.0036, "Kiosk z prasą", "pn.-pt. 07:00-18:00"],
];

export const ORLEN_POINTS: readonly PickupPoint[] = ROWS.map(([code, type, line1, postcode, city, lat, lng, description, hours]) => ({
  carrier: "orlen",
  code,
  type,
  address: { line1, line2: `${postcode} ${city}`, postcode, city },
  location: { lat, lng },
  description,
  openingHours: hours,
  distance: null,
}));
