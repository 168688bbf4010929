/**
 * Which stand-ins the app starts by itself: outside production, each external service whose URL is not set gets
 * its local stand-in, started before the app and closed after it (server/main.ts, server/test/helper.ts).
 * To add one, add an entry to STAND_INS.
 */
import type { Config } from "../config.ts";
import type { StandIn } from "./stand-in.ts";
import { startVatRegisterStandIn } from "./vat-register/stand-in.ts";
import { startPickupPointsStandIn } from "./pickup-points/stand-in.ts";
import { startPayuStandIn } from "./payu/stand-in.ts";
import { startEdroneStandIn } from "./edrone/stand-in.ts";
import { startShipxStandIn } from "./shipx/stand-in.ts";
import { DEVELOPMENT_SHIPX } from "../config.ts";

interface StandInEntry {
  /** Whether this configuration wants the stand-in (typically: its URL is unset outside production). */
  wanted(config: Config): boolean;
  start(config: Config): Promise<StandIn>;
  /** The configuration pointing at the started stand-in. */
  use(config: Config, url: string): Config;
}

const STAND_INS: StandInEntry[] = [
  {
    wanted: (c) => c.NODE_ENV !== "production" && !c.VAT_REGISTER_URL,
    start: (c) => startVatRegisterStandIn({ port: c.VAT_REGISTER_STAND_IN_PORT }),
    use: (c, url) => ({ ...c, VAT_REGISTER_URL: url }),
  },
  {
    wanted: (c) => c.NODE_ENV !== "production" && !c.PICKUP_POINTS_URL,
    start: (c) => startPickupPointsStandIn({ port: c.PICKUP_POINTS_STAND_IN_PORT }),
    use: (c, url) => ({ ...c, PICKUP_POINTS_URL: url }),
  },
  {
    // The POS and keys are the configured ones (DEVELOPMENT_PAYU unless set); it POSTs notifications wherever an
    // order's notifyUrl says (the app's PUBLIC_URL).
    wanted: (c) => c.NODE_ENV !== "production" && !c.PAYU_URL,
    start: (c) =>
      startPayuStandIn({
        port: c.PAYU_STAND_IN_PORT,
        posId: c.PAYU_POS_ID,
        clientId: c.PAYU_CLIENT_ID,
        clientSecret: c.PAYU_CLIENT_SECRET,
        secondKey: c.PAYU_SECOND_KEY,
      }),
    use: (c, url) => ({ ...c, PAYU_URL: url }),
  },
  {
    // Only when the marketing platform is turned on (it is off by default).
    wanted: (c) => c.NODE_ENV !== "production" && c.MARKETING_PLATFORM === "edrone" && !c.EDRONE_URL,
    start: (c) => startEdroneStandIn({ port: c.EDRONE_STAND_IN_PORT, appId: c.EDRONE_APP_ID ?? "kiosk-development" }),
    use: (c, url) => ({ ...c, EDRONE_URL: url }),
  },
  {
    // InPost shipments (the back office): the configured token and organisation, else the development ones.
    wanted: (c) => c.NODE_ENV !== "production" && !c.SHIPX_URL,
    start: (c) =>
      startShipxStandIn({
        port: c.SHIPX_STAND_IN_PORT,
        token: c.SHIPX_TOKEN ?? DEVELOPMENT_SHIPX.token,
        organizationId: c.SHIPX_ORGANIZATION_ID ?? DEVELOPMENT_SHIPX.organizationId,
      }),
    use: (c, url) => ({ ...c, SHIPX_URL: url }),
  },
];

export interface RunningStandIns {
  /** The configuration with the stand-ins' URLs filled in. */
  config: Config;
  standIns: StandIn[];
  /** Closes them all (after the app has closed). */
  close(): Promise<void>;
}

export async function startStandIns(config: Config): Promise<RunningStandIns> {
  const standIns: StandIn[] = [];
  const close = async () => {
    await Promise.allSettled(standIns.map((s) => s.close()));
  };
  let configured = config;
  try {
    for (const entry of STAND_INS) {
      if (!entry.wanted(configured)) continue;
      const standIn = await entry.start(configured);
      standIns.push(standIn);
      configured = entry.use(configured, standIn.url);
    }
  } catch (err) {
    await close();
    throw err;
  }
  return { config: configured, standIns, close };
}
