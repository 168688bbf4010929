/**
 * Migration 0044 brings the payments page of a shop generated before 2026-11-27 to the template of
 * server/modules/cms/content/platnosci.ts: the cash-on-delivery section shown only while it is offered, its example
 * the cheapest carrier collecting cash on delivery now. A page staff have rewritten there, and a page already new, are
 * left as they are. On a database of its own (PGlite in memory): the test rewrites the page.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, expect, it } from "vitest";
import { setupTestApp, type TestContext } from "../../test/helper.ts";

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp({ DATABASE_URL: "" });
});
afterAll(async () => t?.close());

const statements = readFileSync(new URL("../../db/migrations/0044_payments_page_cod.sql", import.meta.url), "utf8").split("--> statement-breakpoint");
const migrate = async () => {
  for (const statement of statements) await t.db.query(statement);
};
const page = async () => (await t.db.query<{ content: string }>("SELECT content FROM cms_pages WHERE identifier = 'platnosci'"))[0]!.content;
const setPage = (content: string) => t.db.query("UPDATE cms_pages SET content = $1 WHERE identifier = 'platnosci'", [content]);

const NEW_EXAMPLE = "na przykład {{cod_example_carrier}} za pobraniem kosztuje {{cod_example_price}}";
const OLD_EXAMPLE = "na przykład Kurier InPost za pobraniem kosztuje {{cod_price:flatrate_flatrate}}";

/** The page as generated before 2026-11-27, from the page as generated now. */
const asBefore = (now: string) =>
  now
    .replace("{{#cod}}<h2>Płatność przy odbiorze</h2>", "<h2>Płatność przy odbiorze</h2>")
    .replace(NEW_EXAMPLE, OLD_EXAMPLE)
    .replace("</p>{{/cod}}", "</p>")
    .replace("przelewem{{#cod}} albo przy odbiorze{{/cod}}).", "przelewem albo przy odbiorze).");

it("brings a payments page generated before to the current template", async () => {
  const current = await page();
  expect(current).toContain("{{#cod}}");
  expect(current).toContain(NEW_EXAMPLE);
  const before = asBefore(current);
  expect(before).not.toContain("{{#cod}}");
  expect(before).not.toContain("{{/cod}}");
  expect(before).toContain(OLD_EXAMPLE);
  await setPage(before);
  await migrate();
  expect(await page()).toBe(current);
});

it("brings the gift card paragraph alone when the section was already current", async () => {
  const current = await page();
  await setPage(current.replace("przelewem{{#cod}} albo przy odbiorze{{/cod}}).", "przelewem albo przy odbiorze)."));
  await migrate();
  expect(await page()).toBe(current);
});

it("leaves a page already current as it is, and a section staff rewrote (each text is brought on its own)", async () => {
  const current = await page();
  await migrate();
  expect(await page()).toBe(current);
  const rewritten = asBefore(current).replace(OLD_EXAMPLE, "na przykład kurierem za pobraniem zapłacisz więcej");
  await setPage(rewritten);
  await migrate();
  const after = await page();
  expect(after).toContain("<h2>Płatność przy odbiorze</h2>");
  expect(after).not.toContain("{{#cod}}<h2>");
  expect(after).toBe(rewritten.replace("przelewem albo przy odbiorze).", "przelewem{{#cod}} albo przy odbiorze{{/cod}})."));
  await setPage(current);
});
