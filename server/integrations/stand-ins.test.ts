/** The app's stand-ins: started for unset URLs outside production, closed with the app, none in production. */
import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { DEVELOPMENT_PAYU, loadConfig } from "../config.ts";
import { payuClientFromConfig } from "./payu/client.ts";
import { startStandIns } from "./stand-ins.ts";

const reachable = (url: string) =>
  fetch(`${url}/v1/points/KRA010`).then(
    () => true,
    () => false,
  );

describe("startStandIns", () => {
  it("starts a stand-in for each unset URL and fills the URL in; close stops them", async () => {
    const running = await startStandIns(loadConfig({ NODE_ENV: "test" }));
    expect(running.standIns.map((s) => s.name).sort()).toEqual(["payu", "pickup-points", "shipx", "vat-register"]);
    expect(running.config.VAT_REGISTER_URL).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(running.config.PICKUP_POINTS_URL).toBe(running.standIns.find((s) => s.name === "pickup-points")!.url);
    expect(await reachable(running.config.PICKUP_POINTS_URL!)).toBe(true);
    await running.close();
    expect(await reachable(running.config.PICKUP_POINTS_URL!)).toBe(false);
  });

  it("the PayU stand-in takes the configured POS and keys, so the client from the configuration talks to it", async () => {
    const running = await startStandIns(loadConfig({ NODE_ENV: "test", PAYU_STAND_IN_PORT: "0" }));
    try {
      expect(running.config.PAYU_URL).toBe(running.standIns.find((s) => s.name === "payu")!.url);
      const client = payuClientFromConfig(running.config);
      expect(client.posId).toBe(DEVELOPMENT_PAYU.posId);
      expect((await client.payMethods()).some((m) => m.value === "blik")).toBe(true);
    } finally {
      await running.close();
    }
  });

  it("starts none for services whose URL is set", async () => {
    const running = await startStandIns(
      loadConfig({
        NODE_ENV: "test",
        VAT_REGISTER_URL: "http://127.0.0.1:1/",
        PICKUP_POINTS_URL: "http://127.0.0.1:2/",
        PAYU_URL: "https://secure.snd.payu.com",
        PAYU_POS_ID: "300746",
        PAYU_CLIENT_ID: "300746",
        PAYU_CLIENT_SECRET: "sandbox-secret",
        PAYU_SECOND_KEY: "sandbox-second-key",
        SHIPX_URL: "https://sandbox-api-shipx-pl.easypack24.net",
        SHIPX_TOKEN: "sandbox-token",
        SHIPX_ORGANIZATION_ID: "1234",
      }),
    );
    expect(running.standIns).toEqual([]);
    expect(running.config.VAT_REGISTER_URL).toBe("http://127.0.0.1:1/");
  });

  it("starts none in production, where the real services are the defaults", async () => {
    const running = await startStandIns(
      loadConfig({
        NODE_ENV: "production",
        AUTH_SECRET: "x".repeat(32),
        SMTP_URL: "smtp://relay.example:587",
        PAYU_POS_ID: "145227",
        PAYU_CLIENT_ID: "145227",
        PAYU_CLIENT_SECRET: "production-secret",
        PAYU_SECOND_KEY: "production-second-key",
      }),
    );
    expect(running.standIns).toEqual([]);
    expect(running.config.VAT_REGISTER_URL).toBe("https://wl-api.mf.gov.pl");
    expect(running.config.PICKUP_POINTS_URL).toBe("https://api-shipx-pl.easypack24.net");
    expect(running.config.PAYU_URL).toBe("https://secure.payu.com");
    // no ShipX token and organisation: no shipments (the back office answers SHIPMENTS_NOT_CONFIGURED)
    expect(running.config.SHIPX_URL).toBeUndefined();
  });

  it("ShipX: InPost's API in production with the token and organisation; a URL without them does not start", () => {
    const production = { NODE_ENV: "production", AUTH_SECRET: "x".repeat(32), SMTP_URL: "smtp://relay.example:587" };
    expect(loadConfig({ ...production, SHIPX_TOKEN: "t", SHIPX_ORGANIZATION_ID: "1234" }).SHIPX_URL).toBe("https://api-shipx-pl.easypack24.net");
    expect(() => loadConfig({ NODE_ENV: "test", SHIPX_URL: "https://sandbox-api-shipx-pl.easypack24.net" })).toThrow(
      /SHIPX_TOKEN and SHIPX_ORGANIZATION_ID must be set when SHIPX_URL is set/,
    );
  });

  it("a stand-in that cannot start stops the start and closes the ones already started", async () => {
    const busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, "127.0.0.1", resolve));
    const port = (busy.address() as { port: number }).port;
    // A port the system just gave out and took back (not port + 1, which a test running beside this one may hold).
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const vatPort = (probe.address() as { port: number }).port;
    await new Promise((r) => probe.close(r));
    try {
      await expect(
        startStandIns(loadConfig({ NODE_ENV: "test", VAT_REGISTER_STAND_IN_PORT: String(vatPort), PICKUP_POINTS_STAND_IN_PORT: String(port) })),
      ).rejects.toThrow(/EADDRINUSE/);
      // The VAT register stand-in started first on vatPort and must be closed again: the port is free.
      const again = createServer();
      await new Promise<void>((resolve, reject) => again.once("error", reject).listen(vatPort, "127.0.0.1", resolve));
      await new Promise((r) => again.close(r));
    } finally {
      await new Promise((r) => busy.close(r));
    }
  });
});
