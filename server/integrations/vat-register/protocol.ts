/**
 * The Ministry of Finance white-list API ("Wykaz podatników VAT", API Rejestr WL 1.6), as far as the shop uses
 * it: `GET /api/search/nip/{nip}?date=YYYY-MM-DD` (docs/polish-rules.md §2.2). Shared by the real client, which
 * validates answers with these schemas, and the stand-in, which produces them.
 */
import { z } from "zod";

/** A person in representatives / authorizedClerks / partners. */
export const WhiteListPerson = z.object({
  companyName: z.string().nullish(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  nip: z.string().nullish(),
  pesel: z.string().nullish(),
});

/**
 * Only name, nip and statusVat are required: the shop reads few fields, and a field the register drops or
 * nulls must not turn every lookup into "register unavailable".
 */
const optionalText = z
  .string()
  .nullish()
  .transform((v) => v ?? null);
const optionalPeople = z
  .array(WhiteListPerson)
  .nullish()
  .transform((v) => v ?? []);

export const WhiteListSubject = z.object({
  name: z.string().min(1),
  nip: z.string().regex(/^\d{10}$/),
  /** "Czynny" (active VAT payer), "Zwolniony" (exempt) or "Niezarejestrowany" (removed, kept in the list). */
  statusVat: z.string().min(1),
  regon: optionalText,
  pesel: optionalText,
  krs: optionalText,
  /** Seat of a legal person, e.g. "CHEŁMSKA 30/34, 00-725 WARSZAWA": one string to be parsed. */
  residenceAddress: optionalText,
  /** Permanent place of business (sole traders). */
  workingAddress: optionalText,
  representatives: optionalPeople,
  authorizedClerks: optionalPeople,
  partners: optionalPeople,
  registrationLegalDate: optionalText,
  registrationDenialBasis: optionalText,
  registrationDenialDate: optionalText,
  restorationBasis: optionalText,
  restorationDate: optionalText,
  removalBasis: optionalText,
  removalDate: optionalText,
  /** The day an SME's EU VAT exemption ("procedura SME", since 2025) starts; absent or null for everyone else. */
  exemptionSmeDate: optionalText,
  accountNumbers: z
    .array(z.string())
    .nullish()
    .transform((v) => v ?? []),
  hasVirtualAccounts: z
    .boolean()
    .nullish()
    .transform((v) => v ?? null),
});
export type WhiteListSubject = z.output<typeof WhiteListSubject>;

/** 200 answer; `subject` is null when no taxpayer has that NIP on that day. */
export const EntityResponse = z.object({
  result: z.object({
    subject: WhiteListSubject.nullable(),
    /** The official proof that the check was made: keep it. */
    requestId: z.string().min(1),
    /** "23-11-2026 10:15:02" (Warsaw time). */
    requestDateTime: z.string(),
  }),
});
export type EntityResponse = z.output<typeof EntityResponse>;

/** 4xx/5xx answer. */
export const ExceptionResponse = z.object({ code: z.string(), message: z.string() });
export type ExceptionResponse = z.output<typeof ExceptionResponse>;

/** Error codes of the white list that say "this NIP is malformed" (length, characters, checksum). */
export const INVALID_NIP_CODES: readonly string[] = ["WL-112", "WL-113", "WL-114", "WL-115"];

/** The answers the API gives for a bad request, in its own words. */
export const WL_ERRORS = {
  unexpected: { code: "WL-100", message: "Wystąpił nieoczekiwany błąd serwera." },
  dateMissing: { code: "WL-101", message: "Pole 'data' nie może być puste." },
  dateFormat: (date: string) => ({ code: "WL-102", message: `Pole 'data' ma nieprawidłowy format. (${date})` }),
  dateInFuture: { code: "WL-103", message: "Data nie może być datą przyszłą." },
  nipMissing: { code: "WL-112", message: "Pole 'NIP' nie może być puste." },
  nipLength: (nip: string) => ({ code: "WL-113", message: `Pole 'NIP' ma nieprawidłową długość. Wymagane 10 znaków (${nip}).` }),
  nipCharacters: (nip: string) => ({ code: "WL-114", message: `Pole 'NIP' zawiera niedozwolone znaki. Wymagane tylko cyfry (${nip}).` }),
  nipChecksum: (nip: string) => ({ code: "WL-115", message: `Nieprawidłowy NIP (${nip}).` }),
  /** HTTP 429: the IP has spent its searches for the day; the register blocks it until midnight (Warsaw). */
  dailyLimit: { code: "WL-191", message: "Limit żądań dla tego adresu IP został na dziś wyczerpany." },
  /** The data changed while answering: ask again at once. */
  databaseUpdated: { code: "WL-195", message: "Zaktualizowaliśmy bazę danych. Wykonaj ponownie zapytanie, aby otrzymać aktualne dane." },
  /** The data is being replaced: ask again a little later. */
  databaseUpdating: { code: "WL-196", message: "Trwa aktualizacja bazy danych. Spróbuj ponownie później." },
} as const;

/** The register's temporary refusals: the same question asked again gets an answer. */
export const TEMPORARY_CODES: readonly string[] = ["WL-195", "WL-196"];
/** The register's daily limit for the calling IP is spent (HTTP 429): no answer before midnight. */
export const DAILY_LIMIT_CODE = "WL-191";
