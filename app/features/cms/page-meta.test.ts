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

describe("statusPageMeta", () => {
  it("gives the not-found page a suffixed title, a description and Open Graph tags in its language, and no canonical", async () => {
    const { statusPageMeta } = await import("./page-meta.ts");
    const ctx = pageMetaContext([{ id: "root", loaderData: { lang: "de", messagesJson: messagesJsonFor("de") } }]);
    const tags = statusPageMeta(ctx, { heading: "notFoundHeading", text: "notFoundText" }, "noindex, follow");
    const de = messagesFor("de").pages;
    expect(tags).toContainEqual({ title: `${de.notFoundHeading} | Kiosk` });
    expect(tags).toContainEqual({ name: "description", content: de.notFoundText });
    expect(tags).toContainEqual({ name: "robots", content: "noindex, follow" });
    expect(tags).toContainEqual({ property: "og:title", content: de.notFoundHeading });
    expect(tags).toContainEqual({ property: "og:description", content: de.notFoundText });
    expect(tags).toContainEqual({ property: "og:locale", content: "de_DE" });
    expect(tags.some((t) => "tagName" in t)).toBe(false);
  });
});
