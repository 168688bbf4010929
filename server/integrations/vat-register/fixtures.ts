/**
 * Taxpayers the stand-in register knows: invented companies with valid NIP and REGON checksums, real Polish
 * addresses in the register's one-string format, and statuses Czynny / Zwolniony / Niezarejestrowany.
 * Not real firms: do not use them for anything but development and tests.
 */
import type { WhiteListSubject } from "./protocol.ts";

type Fixture = Pick<WhiteListSubject, "name" | "nip" | "statusVat" | "regon" | "krs" | "residenceAddress" | "workingAddress" | "registrationLegalDate" | "accountNumbers"> &
  Partial<Pick<WhiteListSubject, "removalBasis" | "removalDate" | "representatives">>;

const FIXTURES: Fixture[] = [
  { name: "KIOSK PRASOWY SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ", nip: "5261588130", statusVat: "Czynny", regon: "998698795", krs: "0000512345", residenceAddress: "ul. Prosta 49 00-838 Warszawa", workingAddress: null, registrationLegalDate: "2014-06-02", accountNumbers: ["14102010007309114170753645"] },
  { name: "WYDAWNICTWO POD WAWELEM SPÓŁKA AKCYJNA", nip: "6765761698", statusVat: "Czynny", regon: "871689760", krs: "0000231877", residenceAddress: "UL. KAMIEŃSKIEGO 11, 30-644 KRAKÓW", workingAddress: null, registrationLegalDate: "2005-03-14", accountNumbers: ["81102010008469788093208196", "83114020047273177848648876"] },
  { name: "KSIĘGARNIA NAUKOWA WIELKOPOLSKA SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ", nip: "7792978758", statusVat: "Czynny", regon: "347787681", krs: "0000687002", residenceAddress: "PL. WOLNOŚCI 7B/2, 61-738 POZNAŃ", workingAddress: null, registrationLegalDate: "2017-09-01", accountNumbers: ["71102010000457178472671475"] },
  { name: "BAŁTYCKA DRUKARNIA SPÓŁKA JAWNA", nip: "5839084527", statusVat: "Czynny", regon: "059972830", krs: "0000104118", residenceAddress: "UL. DŁUGA 5, 80-831 GDAŃSK", workingAddress: null, registrationLegalDate: "1998-01-20", accountNumbers: ["91102010007929841622948662"] },
  { name: "ODRA MEDIA SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ SPÓŁKA KOMANDYTOWA", nip: "8977517797", statusVat: "Czynny", regon: "922983693", krs: "0000450021", residenceAddress: "RYNEK 1, 50-106 WROCŁAW", workingAddress: null, registrationLegalDate: "2013-02-11", accountNumbers: ["13102010005793186032080737"] },
  { name: "ANNA NOWAK KSIĘGARNIA \"ZAKŁADKA\"", nip: "7272524778", statusVat: "Zwolniony", regon: "647258772", krs: null, residenceAddress: null, workingAddress: "UL. PIOTRKOWSKA 104, 90-926 ŁÓDŹ", registrationLegalDate: "2019-05-06", accountNumbers: [] },
  { name: "ŚLĄSKIE CENTRUM KOLEKCJONERA SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ", nip: "6348214168", statusVat: "Czynny", regon: "210521854", krs: "0000733410", residenceAddress: "UL. 1-GO MAJA 3/5, 40-224 KATOWICE", workingAddress: null, registrationLegalDate: "2018-04-23", accountNumbers: ["45102010004914524410646001"] },
  { name: "PODKARPACKI KOLPORTAŻ SPÓŁKA CYWILNA JAN KOWALSKI, PIOTR WIŚNIEWSKI", nip: "8133976158", statusVat: "Czynny", regon: "846450604", krs: null, residenceAddress: null, workingAddress: "UL. 3 MAJA 12 M. 4, 35-030 RZESZÓW", registrationLegalDate: "2011-10-03", accountNumbers: ["16102010004541465908538012"] },
  { name: "LUBELSKIE STOWARZYSZENIE CZYTELNIKÓW", nip: "9466363224", statusVat: "Zwolniony", regon: "808864235", krs: "0000398877", residenceAddress: "KRAKOWSKIE PRZEDMIEŚCIE 39, 20-076 LUBLIN", workingAddress: null, registrationLegalDate: "2012-01-16", accountNumbers: [] },
  { name: "POMORSKA HURTOWNIA PRASY SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ", nip: "8525355770", statusVat: "Czynny", regon: "879432629", krs: "0000562901", residenceAddress: "AL. PAPIEŻA JANA PAWŁA II 42, 70-415 SZCZECIN", workingAddress: null, registrationLegalDate: "2015-07-27", accountNumbers: ["21102010007058602145842108"] },
  { name: "MAREK ZIELIŃSKI PRZEDSIĘBIORSTWO HANDLOWE \"ZIELONY KIOSK\"", nip: "5548440934", statusVat: "Czynny", regon: "244845263", krs: null, residenceAddress: null, workingAddress: "KOBYLNICA 12, 76-251 KOBYLNICA", registrationLegalDate: "2008-11-12", accountNumbers: ["48102010003097658280258220"] },
  { name: "WARMIŃSKIE WYDAWNICTWO REGIONALNE SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ", nip: "7397116495", statusVat: "Czynny", regon: "415771880", krs: "0000801234", residenceAddress: "UL. PIENIĘŻNEGO 15, 10-003 OLSZTYN", workingAddress: null, registrationLegalDate: "2019-10-01", accountNumbers: ["22102010003579511174432568"] },
  { name: "PODLASKIE ZABAWKI SPÓŁKA AKCYJNA W LIKWIDACJI", nip: "5422792641", statusVat: "Niezarejestrowany", regon: "515474280", krs: "0000345678", residenceAddress: "UL. LIPOWA 14, 15-424 BIAŁYSTOK", workingAddress: null, registrationLegalDate: "2010-02-01", accountNumbers: [], removalBasis: "Art. 96 ust. 9", removalDate: "2025-12-31" },
  { name: "KATARZYNA WÓJCIK BIURO RACHUNKOWE", nip: "6572599679", statusVat: "Czynny", regon: "750031451", krs: null, residenceAddress: null, workingAddress: "STARE BABICE, UL. WARSZAWSKA 10, 05-082 STARE BABICE", registrationLegalDate: "2021-03-15", accountNumbers: ["34102010000378495183801253"] },
  { name: "OPOLSKA SPÓŁDZIELNIA WYDAWNICZA", nip: "7540288379", statusVat: "Czynny", regon: "555597471", krs: "0000020771", residenceAddress: "UL. OZIMSKA 46A, 45-368 OPOLE", workingAddress: null, registrationLegalDate: "1996-05-10", accountNumbers: ["68102010005407207547354864", "93114020043906188479188957"] },
  { name: "MAZOWIECKI DOM KSIĄŻKI SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ", nip: "5255552185", statusVat: "Czynny", regon: "248861939", krs: "0000600111", residenceAddress: "AL. JEROZOLIMSKIE 146C, 02-305 WARSZAWA", workingAddress: null, registrationLegalDate: "2016-01-04", accountNumbers: ["29102010000733688283472855"] },
];

/** The register's full subject record for a fixture, with the fields the shop does not use left empty. */
export function registerSubject(f: Fixture): WhiteListSubject {
  return {
    pesel: null,
    representatives: f.representatives ?? [],
    authorizedClerks: [],
    partners: [],
    registrationDenialBasis: null,
    registrationDenialDate: null,
    restorationBasis: null,
    restorationDate: null,
    removalBasis: f.removalBasis ?? null,
    removalDate: f.removalDate ?? null,
    hasVirtualAccounts: false,
    ...f,
  };
}

export const REGISTER_FIXTURES: ReadonlyMap<string, WhiteListSubject> = new Map(FIXTURES.map((f) => [f.nip, registerSubject(f)]));
