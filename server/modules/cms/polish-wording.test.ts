/**
 * The shop speaks to every shopper alike (issue 16): Polish texts addressed to the shopper do not assume a man
 * ("Nie napisałeś", "jeśli wyraziłeś", "Musisz być zalogowany"). Read from the sources of every text the shopper
 * sees: the storefront's strings, the CMS pages, the e-mails and the catalogue's banners and blocks.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../../..");
const files = (dir: string) =>
  readdirSync(join(ROOT, dir), { recursive: true })
    .map(String)
    .filter((f) => /\.(ts|tsx)$/.test(f) && !f.endsWith(".test.ts"))
    .map((f) => join(dir, f));
const SOURCES = [
  ...files("app/i18n/locales"),
  ...files("server/modules/cms/content"),
  ...files("server/integrations/mail"),
  ...files("server/modules/order"),
  ...files("server/modules/customer"),
  ...files("scripts/catalogue"),
  ...(() => {
    try {
      return [
        ...files("server/modules/subscription"),
        ...files("server/modules/download"),
        ...files("server/modules/giftcard"),
        ...files("server/modules/contact"),
      ];
    } catch {
      return [];
    }
  })(),
];

/** Second-person masculine (or feminine) past forms and adjectives that assume who reads. */
const GENDERED = [
  /(?<!\p{L})\p{L}+(?:łeś|łaś|łbyś|łabyś)(?!\p{L})/gu,
  /(?<!\p{L})(?:zalogowany|zalogowana|pewien|pewna|gotowy|gotowa|zainteresowany|zainteresowana|zadowolony|zadowolona)(?!\p{L})/gu,
];

describe("Polish texts addressed to the shopper", () => {
  it("use forms that do not assume a man or a woman", () => {
    expect(SOURCES.length).toBeGreaterThan(20);
    const found: string[] = [];
    for (const file of SOURCES) {
      const lines = readFileSync(join(ROOT, file), "utf8").split("\n");
      lines.forEach((line, i) => {
        for (const re of GENDERED) for (const m of line.matchAll(re)) found.push(`${file}:${i + 1}: ${m[0]}`);
      });
    }
    expect(found).toEqual([]);
  });

  it("would notice one (self-check)", () => {
    expect("Nie napisałeś jeszcze recenzji".match(GENDERED[0]!)).toEqual(["napisałeś"]);
    expect("Musisz być zalogowany".match(GENDERED[1]!)).toEqual(["zalogowany"]);
    expect("właściwy sąd".match(GENDERED[0]!)).toBeNull();
  });
});
