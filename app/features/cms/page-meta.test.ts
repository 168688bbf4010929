import { describe, expect, it } from "vitest";
import "../../lib/document-messages.server.ts";
import { messagesFor, messagesJsonFor } from "../../i18n/resources.ts";
import { pageMetaContext } from "./page-meta.ts";

describe("pageMetaContext", () => {
  it("reads the page texts of a document request (root data carry only the language)", () => {
    const meta = pageMetaContext([{ id: "root", loaderData: { lang: "pl", origin: "https://kiosk.example" } }]);
    expect(meta.text("homeTitle")).toBe(messagesFor("pl").pages.homeTitle);
    expect(meta.text("homeTitle")).not.toBe("homeTitle");
    expect(meta.origin).toBe("https://kiosk.example");
  });

  it("reads them from a client navigation's root data, in its language", () => {
    const meta = pageMetaContext([{ id: "root", loaderData: { lang: "de", messagesJson: messagesJsonFor("de") } }]);
    expect(meta.lang).toBe("de");
    expect(meta.text("homeTitle")).toBe(messagesFor("de").pages.homeTitle);
  });

  it("falls back to Polish and the key without root data", () => {
    const meta = pageMetaContext([]);
    expect(meta.lang).toBe("pl");
    expect(meta.text("missingKey")).toBe("missingKey");
  });
});
