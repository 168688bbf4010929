import { beforeAll, describe, expect, it } from "vitest";
import { foldWord, searchTerms, toMatchTsQuery, toRankTsQuery } from "../../../domain/catalog-query.ts";
import { foldedLemmas, PolishLemmatizer } from "./polish-lemmas.ts";

let pl: PolishLemmatizer;
beforeAll(async () => {
  pl = await PolishLemmatizer.load();
}, 60_000);

describe("Polish lemmas from the Hunspell dictionary", () => {
  it("ties inflected forms to their lemma, by suffix rules and for forms the dictionary lists on their own", () => {
    expect(pl.lemmasOf("kryminały")).toContain("kryminał");
    expect(pl.lemmasOf("żurawiem")).toEqual(["żuraw"]);
    expect(pl.lemmasOf("żurawia")).toContain("żuraw");
    expect(pl.lemmasOf("prenumeraty")).toContain("prenumerata");
    expect(pl.lemmasOf("czasopisma")).toContain("czasopismo");
    expect(pl.lemmasOf("xyzq")).toEqual([]);
  });

  it("generates a lemma's forms, so that a query without diacritics finds the lemma", () => {
    const forms = pl.formsOf("żuraw").map(foldWord);
    expect(forms).toEqual(expect.arrayContaining(["zuraw", "zurawia", "zurawiem", "zurawie"]));
    expect(pl.formsOf("książka").map(foldWord)).toEqual(expect.arrayContaining(["ksiazki", "ksiazek", "ksiazke"]));
    expect(foldedLemmas(pl, "Żurawiem".toLowerCase())).toEqual(["zuraw"]);
  });
});

describe("search tsqueries", () => {
  it("match a word by prefix or lemma, and rank it by its lemmas when it has some", () => {
    const lemmas = new Map([["zurawia", ["zuraw", "zurawi"]]]);
    expect(toMatchTsQuery(["zurawia", "seria"], lemmas)).toBe("(zurawia:* | zuraw | zurawi) & (seria:*)");
    expect(toRankTsQuery(["zurawia", "seria"], lemmas)).toBe("(zuraw | zurawi) & seria:*");
  });

  it("never put a lemma that is not [a-z0-9] into a tsquery", () => {
    expect(toMatchTsQuery(["abc"], new Map([["abc", ["x' | y", "ok"]]]))).toBe("(abc:* | ok)");
  });

  it("reads an ISSN with or without its dash", () => {
    expect(searchTerms("0028-0712").issn).toBe("0028071");
    expect(searchTerms("2049-363X").issn).toBe("2049363");
    expect(searchTerms("12345678901").issn).toBeNull();
  });
});
