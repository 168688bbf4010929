/**
 * A stand-in is a small local HTTP server that plays an external service (the VAT register, the parcel-locker
 * points API, …) in development and tests, speaking the same protocol as the real one, so the real client is
 * what talks to it. Each listens on 127.0.0.1 on its own port (0 = any free port).
 */
import Fastify, { type FastifyInstance } from "fastify";

export interface StandIn {
  readonly name: string;
  /** Base URL the real client is pointed at, e.g. http://127.0.0.1:41234 */
  readonly url: string;
  close(): Promise<void>;
}

/** A bare Fastify server for a stand-in: no logging, and closing drops connections still open (hanging modes). */
export function standInServer(): FastifyInstance {
  return Fastify({ logger: false, forceCloseConnections: true, routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 } });
}

/** Listens on 127.0.0.1:port and returns the base URL. */
export async function listenLocally(app: FastifyInstance, port: number): Promise<string> {
  await app.listen({ host: "127.0.0.1", port });
  const address = app.server.address();
  if (address === null || typeof address === "string") throw new Error("stand-in did not get a TCP port");
  return `http://127.0.0.1:${address.port}`;
}

/** How a stand-in misbehaves on purpose, to test the client's failure handling. */
export type StandInMode = "normal" | "down" | "hang" | "malformed";

/** A stand-in tests can steer: how it misbehaves, and how many calls reached it. */
export interface ControllableStandIn extends StandIn {
  mode: StandInMode;
  calls: number;
}

/**
 * Listens and returns `state` itself as the handle: the handlers read `state.mode` and count `state.calls`,
 * so a test that sets `handle.mode` changes what the next request gets.
 */
export async function listenControllable(
  name: string,
  app: FastifyInstance,
  port: number,
  state: { mode: StandInMode; calls: number },
): Promise<ControllableStandIn> {
  const url = await listenLocally(app, port);
  return Object.assign(state, { name, url, close: () => app.close() });
}
