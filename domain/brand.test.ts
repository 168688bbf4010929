import { describe, expect, it } from "vitest";
import { brandPath } from "./brand.ts";

describe("brandPath", () => {
  it("makes the author's and the publisher's page from the name", () => {
    expect(brandPath("author", "Agnieszka Żółtowska")).toBe("/autor/agnieszka-zoltowska");
    expect(brandPath("publisher", "Oficyna Wisła")).toBe("/wydawca/oficyna-wisla");
    expect(brandPath("author", " — ")).toBeNull();
    expect(brandPath("publisher", null)).toBeNull();
  });
});
