/**
 * The VIES stand-in (protocol.ts): `POST /check-vat-number` as the Commission's REST service answers it, for a few
 * known companies and the failures VIES has. Numbers:
 * - DE811569869, IT00743110157 (and any registered below): valid; Germany shares no name or address ("---").
 * - any other well-formed number of a member state: not valid.
 * - a number whose form is wrong: 400 INVALID_INPUT.
 * - per member state, `unavailable` makes it answer MS_UNAVAILABLE (HTTP 200, as VIES does); the modes `down`
 *   (SERVICE_UNAVAILABLE, 500), `hang` and `malformed` (HTML) play the service's own outages.
 * With the requester's VAT number a valid answer carries a consultation number (`requestIdentifier`).
 */
import { listenControllable, standInServer, type ControllableStandIn, type StandInMode } from "../stand-in.ts";

export interface ViesStandIn extends ControllableStandIn {
  /** member states whose register is "down" (MS_UNAVAILABLE) */
  unavailable: Set<string>;
  /** valid numbers: "DE811569869" → {name, address} ("---" when not shared) */
  registered: Map<string, { name: string; address: string }>;
}

export const VIES_KNOWN = {
  DE: { number: "DE811569869", name: "---", address: "---" },
  IT: { number: "IT00743110157", name: "LIBRERIA ROMANA SRL", address: "VIA DEL CORSO 101 \n00186 ROMA RM" },
} as const;

const FORMS: Record<string, RegExp> = {
  DE: /^\d{9}$/,
  IT: /^\d{11}$/,
  AT: /^U\d{8}$/,
  FR: /^[0-9A-Z]{2}\d{9}$/,
  PL: /^\d{10}$/,
};
const ANY_FORM = /^[0-9A-Z+*]{2,12}$/;
const MEMBER_STATES = new Set("AT BE BG CY CZ DE DK EE EL ES FI FR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK XI".split(" "));

export async function startViesStandIn(options: { port?: number } = {}): Promise<ViesStandIn> {
  const app = standInServer();
  const state = { mode: "normal" as StandInMode, calls: 0 };
  const unavailable = new Set<string>();
  const registered = new Map<string, { name: string; address: string }>(Object.values(VIES_KNOWN).map((k) => [k.number, { name: k.name, address: k.address }]));
  const error = (code: string, message: string) => ({ actionSucceed: false, errorWrappers: [{ error: code, message }] });
  app.post<{ Body: Record<string, unknown> | undefined }>("/check-vat-number", async (req, reply) => {
    state.calls++;
    if (state.mode === "hang") return new Promise(() => undefined);
    if (state.mode === "down")
      return reply
        .status(500)
        .send(error("SERVICE_UNAVAILABLE", "An error was encountered either at the network level or the Web application level, try again later."));
    if (state.mode === "malformed") return reply.status(200).type("text/html").send("<html><body>Maintenance</body></html>");
    const b = req.body ?? {};
    const cc = typeof b["countryCode"] === "string" ? b["countryCode"] : "";
    const num = typeof b["vatNumber"] === "string" ? b["vatNumber"].replace(/\s/g, "").toUpperCase() : "";
    if (!MEMBER_STATES.has(cc) || !(FORMS[cc] ?? ANY_FORM).test(num))
      return reply.status(400).send(error("INVALID_INPUT", "The provided CountryCode is invalid or the VAT number is empty"));
    if (unavailable.has(cc)) return reply.status(200).send(error("MS_UNAVAILABLE", "The application at the Member State is not replying or not available."));
    const requester = typeof b["requesterNumber"] === "string" && typeof b["requesterMemberStateCode"] === "string";
    const found = registered.get(`${cc}${num}`);
    return {
      countryCode: cc,
      vatNumber: num,
      requestDate: new Date().toISOString().replace(/\.\d{3}Z$/, ".000Z"),
      valid: found !== undefined,
      requestIdentifier: found && requester ? `WAPIAAAA${Date.now().toString(36).toUpperCase()}` : "",
      name: found?.name ?? "---",
      address: found?.address ?? "---",
      traderName: "",
      traderStreet: "",
      traderPostalCode: "",
      traderCity: "",
      traderCompanyType: "",
      traderNameMatch: "NOT_PROCESSED",
      traderStreetMatch: "NOT_PROCESSED",
      traderPostalCodeMatch: "NOT_PROCESSED",
      traderCityMatch: "NOT_PROCESSED",
      traderCompanyTypeMatch: "NOT_PROCESSED",
    };
  });
  const handle = await listenControllable("vies", app, options.port ?? 0, state);
  return Object.assign(handle, { unavailable, registered });
}
