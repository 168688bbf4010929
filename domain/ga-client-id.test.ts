import { describe, expect, it } from "vitest";
import { gaClientIdFromCookie, gaClientIdFromCookies, validGaClientId } from "./ga-client-id.ts";

describe("GA4 client id", () => {
  it("is the id part of the _ga cookie", () => {
    expect(gaClientIdFromCookie("GA1.1.1234567890.1700000000")).toBe("1234567890.1700000000");
    expect(gaClientIdFromCookie("GA1.2.55.66")).toBe("55.66");
    expect(gaClientIdFromCookie("GS1.1.1700000000.1.0.1700000000.0.0.0")).toBeNull();
    expect(gaClientIdFromCookie("")).toBeNull();
    expect(gaClientIdFromCookies("a=1; _ga=GA1.1.987.654; _ga_ABC=GS1.1.x")).toBe("987.654");
    expect(gaClientIdFromCookies("_gat=1")).toBeNull();
  });
  it("accepts only the id's shape", () => {
    expect(validGaClientId("123.456")).toBe("123.456");
    expect(validGaClientId("123")).toBeNull();
    expect(validGaClientId("x.1")).toBeNull();
    expect(validGaClientId(null)).toBeNull();
  });
});
