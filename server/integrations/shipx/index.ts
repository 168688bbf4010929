/**
 * The InPost ShipX shipments adapter (protocol.ts, client.ts, stand-in.ts): the client the configuration asks for.
 * SHIPX_URL is InPost's API in production (with SHIPX_TOKEN and SHIPX_ORGANIZATION_ID) or the stand-in the app
 * started outside production (with the development token and organisation unless set); unset: no shipments.
 */
import { DEVELOPMENT_SHIPX, type Config } from "../../config.ts";
import { ShipxClient, type ShipmentCarrier } from "./client.ts";

export function shipxCarrier(config: Config): ShipmentCarrier | null {
  if (!config.SHIPX_URL) return null;
  const development = config.NODE_ENV !== "production";
  const token = config.SHIPX_TOKEN ?? (development ? DEVELOPMENT_SHIPX.token : undefined);
  const organizationId = config.SHIPX_ORGANIZATION_ID ?? (development ? DEVELOPMENT_SHIPX.organizationId : undefined);
  if (!token || !organizationId) return null;
  return new ShipxClient({ baseUrl: config.SHIPX_URL, token, organizationId, timeoutMs: config.SHIPX_TIMEOUT_MS });
}
