import { describe, expect, it } from "vitest";
import { notFoundPath, searchWordsFromPath } from "./not-found.ts";

describe("notFoundPath", () => {
  it.each([
    [null, null],
    ["", null],
    ["  ", null],
    ["ksiazki/nie-ma", "/ksiazki/nie-ma"],
    ["/already/slashed", "/already/slashed"],
    ["a\u0000b\nc", "/abc"],
  ])("%j → %j", (nf, expected) => {
    expect(notFoundPath(nf)).toBe(expected);
  });

  it("shortens very long paths", () => {
    const path = notFoundPath("x".repeat(500))!;
    expect(path.length).toBe(201);
    expect(path.endsWith("…")).toBe(true);
  });
});

describe("searchWordsFromPath", () => {
  it.each([
    ["/ksiazki/kryminal-i-sensacja-123.html", "ksiazki kryminal sensacja"],
    ["/Żółta-Łódź", "żółta łódź"],
    ["/%C5%BC%C3%B3%C5%82w-w-kapeluszu", "żółw kapeluszu"],
    ["/p/KS-000967/sen-na-co-dzien-967", "sen dzien"],
    ["/12/34", null],
    ["/%E0%A4%A", null],
    [null, null],
  ])("%j → %j", (path, expected) => {
    expect(searchWordsFromPath(path)).toBe(expected);
  });
});
