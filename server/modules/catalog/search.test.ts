import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIXTURES } from "../../../scripts/catalogue/fixtures.ts";
import { setupTestApp, type TestContext } from "../../test/helper.ts";

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(async () => t?.close());

async function search(qs: string) {
  const res = await t.app.inject(`/api/catalog/search?${qs}`);
  return { status: res.statusCode, body: res.json() };
}

describe("search relevance", () => {
  it("ranks an exact ISBN first", async () => {
    const { body } = await search(`query=${FIXTURES.zolwBook.isbn}`);
    expect(body.result.items[0].sku).toBe(FIXTURES.zolwBook.sku);
  });

  it("ranks an ISBN written with dashes first", async () => {
    const isbn = FIXTURES.zolwBook.isbn;
    const dashed = `${isbn.slice(0, 3)}-${isbn.slice(3, 5)}-${isbn.slice(5, 9)}-${isbn.slice(9, 12)}-${isbn.slice(12)}`;
    const { body } = await search(`query=${dashed}`);
    expect(body.result.items[0].sku).toBe(FIXTURES.zolwBook.sku);
  });

  it("ranks an exact sku first", async () => {
    const { body } = await search(`query=${encodeURIComponent(FIXTURES.natGeoIssue.sku)}`);
    expect(body.result.items[0].sku).toBe(FIXTURES.natGeoIssue.sku);
  });

  it('finds "Żółw" when the shopper types "zolw"', async () => {
    const { body } = await search("query=zolw");
    expect(body.result.items.map((i: { sku: string }) => i.sku)).toContain(FIXTURES.zolwBook.sku);
    expect(body.result.items[0].name).toMatch(/Żółw/);
  });

  it('finds National Geographic despite the typo "national geographc"', async () => {
    const { body } = await search("query=national%20geographc");
    const skus = body.result.items.map((i: { sku: string }) => i.sku);
    expect(skus).toContain(FIXTURES.natGeoIssue.sku);
    expect(skus).toContain(FIXTURES.natGeoSubscription.sku);
    expect(body.result.items.every((i: { name: string }) => /national geographic/i.test(i.name))).toBe(true);
  });

  it('finds the subscription products for "prenumerata"', async () => {
    const { body } = await search("query=prenumerata&size=100");
    expect(body.result.total).toBeGreaterThan(3);
    const types = new Set(body.result.items.map((i: { type_id: string }) => i.type_id));
    expect(types.has("subscription")).toBe(true);
    expect(body.result.items.map((i: { sku: string }) => i.sku)).toContain(FIXTURES.natGeoSubscription.sku);
    expect(body.result.items[0].type_id).toBe("subscription");
  });

  it("refuses a search term shorter than 3 characters", async () => {
    const { status, body } = await search("query=ab");
    expect(status).toBe(400);
    expect(body.result.error).toBe("SEARCH_TERM_TOO_SHORT");
  });

  it("treats SQL metacharacters as plain text", async () => {
    for (const q of ["'; DROP TABLE products; --", "a' OR '1'='1", "%_\\", "foo:* | bar & !baz", "(((", "żółw' --"]) {
      const { status, body } = await search(`query=${encodeURIComponent(q)}`);
      expect([200, 400], q).toContain(status);
      expect(body.code).toBe(status);
    }
    const after = await search("query=zolw");
    expect(after.body.result.total).toBeGreaterThan(0);
  });

  it("never lists disabled, hidden or out-of-stock products", async () => {
    for (const f of [FIXTURES.disabled, FIXTURES.notVisible, FIXTURES.outOfStock]) {
      const { body } = await search(`query=${encodeURIComponent(f.name)}&size=250`);
      expect(body.result.items?.map((i: { sku: string }) => i.sku) ?? [], f.sku).not.toContain(f.sku);
    }
  });
});
