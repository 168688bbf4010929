import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { analyticsBootstrap, analyticsHeadScript } from "./analytics-head.server.ts";

/** Runs the head script in a bare page: a data layer, a head that collects the scripts added, a localStorage. */
function run(measurementId: string | null, stored: unknown) {
  const added: { src: string; async: boolean }[] = [];
  const window: Record<string, unknown> = {};
  const document = { createElement: () => ({ src: "", async: false }), head: { appendChild: (s: { src: string; async: boolean }) => added.push(s) } };
  const localStorage = { getItem: () => (stored === undefined ? null : JSON.stringify(stored)) };
  window["document"] = document;
  runInNewContext(analyticsBootstrap(measurementId), { window, document, localStorage, Date, JSON, encodeURIComponent });
  const layer = () => (window["dataLayer"] as ArrayLike<unknown>[]).map((a) => Array.from(a));
  return { window, added, layer };
}

describe("consent mode v2 and Google's tag in the head (docs/decisions/2026-11-27-ga4.md)", () => {
  it("sets every storage to denied before anything else, and loads no tag without consent", () => {
    const page = run("G-TEST1234", undefined);
    expect(page.layer()[0]).toEqual([
      "consent",
      "default",
      {
        ad_storage: "denied",
        ad_user_data: "denied",
        ad_personalization: "denied",
        analytics_storage: "denied",
        functionality_storage: "granted",
        security_storage: "granted",
        wait_for_update: 500,
      },
    ]);
    expect(page.added).toEqual([]);
    expect(page.layer().some((a) => a[0] === "config")).toBe(false);
  });

  it("with a stored yes: consent updated to granted, then the tag with the measurement id", () => {
    const page = run("G-TEST1234", { v: 1, analytics: true, at: "" });
    expect(page.layer().slice(2, 4)).toEqual([
      ["consent", "update", { analytics_storage: "granted" }],
      ["js", expect.any(Date)],
    ]);
    expect(page.layer()[4]).toEqual(["config", "G-TEST1234"]);
    expect(page.added).toEqual([{ src: "https://www.googletagmanager.com/gtag/js?id=G-TEST1234", async: true }]);
  });

  it("a later yes from the banner (kioskConsent) loads the tag once; a no only updates consent", () => {
    const page = run("G-TEST1234", { v: 1, analytics: false, at: "" });
    expect(page.added).toHaveLength(0);
    const consent = page.window["kioskConsent"] as (granted: boolean) => void;
    consent(false);
    expect(page.added).toHaveLength(0);
    consent(true);
    consent(true);
    expect(page.added).toHaveLength(1);
    expect(
      page
        .layer()
        .filter((a) => a[0] === "consent")
        .map((a) => (a[2] as { analytics_storage: string }).analytics_storage),
    ).toEqual(["denied", "denied", "granted", "granted"]);
  });

  it("without a measurement id (or a malformed one) never loads a tag, even with consent", () => {
    for (const id of [null, "UA-123", "G-<script>"]) {
      const page = run(id, { v: 1, analytics: true, at: "" });
      expect(page.added).toEqual([]);
      expect(page.layer().some((a) => a[0] === "config")).toBe(false);
    }
  });

  it("carries the response's nonce", () => {
    expect(analyticsHeadScript("abc123", null).toString()).toMatch(/^<script nonce="abc123">\(function\(\)\{/);
  });
});
