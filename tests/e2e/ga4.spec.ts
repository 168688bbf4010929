/**
 * GA4 (docs/decisions/2026-11-27-ga4.md): what `window.dataLayer` receives, with and without the shopper's consent.
 * The e2e server has a measurement id (G-KIOSKE2E); Google's tag is a stub (fixtures.ts) that counts its loads.
 * Without consent: consent mode's defaults (all denied), no tag, no event at all. With consent: the tag loads, consent
 * is granted, and each e-commerce event arrives as gtag("event", name, params) with GA4's item fields:
 * view_promotion, view_item_list, select_item, view_item, add_to_cart, add_to_wishlist, remove_from_cart, search and
 * select_promotion. (The checkout's view_cart … purchase are built by the same door; their payloads are unit-tested.)
 */
import type { BrowserContext, Page } from "@playwright/test";
import { BOOK } from "./checkout-helpers.ts";
import { expect, test } from "./fixtures.ts";

type Entry = unknown[] | Record<string, unknown>;
type Params = Record<string, unknown> & { items?: Record<string, unknown>[] };

function consent(context: BrowserContext, analytics: boolean) {
  return context.addInitScript((yes) => {
    localStorage.setItem("cookie-consent", JSON.stringify({ v: 1, analytics: yes, at: new Date().toISOString() }));
  }, analytics);
}

/** The data layer as plain JSON: gtag's Arguments objects as arrays. */
const layer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((e) =>
      e && typeof e === "object" && !Array.isArray(e) && "length" in e
        ? JSON.parse(JSON.stringify(Array.from(e as ArrayLike<unknown>)))
        : JSON.parse(JSON.stringify(e)),
    ),
  ) as Promise<Entry[]>;

const eventsOf = (entries: Entry[]) =>
  entries.filter((e): e is unknown[] => Array.isArray(e) && e[0] === "event").map((e) => ({ name: e[1] as string, params: e[2] as Params }));

/** The last event of that name, once it is in the data layer. */
async function event(page: Page, name: string, where: (p: Params) => boolean = () => true): Promise<Params> {
  let found: Params | undefined;
  await expect
    .poll(
      async () => {
        found = eventsOf(await layer(page))
          .filter((e) => e.name === name && where(e.params))
          .at(-1)?.params;
        return found !== undefined;
      },
      { message: `event ${name}` },
    )
    .toBe(true);
  return found!;
}

const gtagLoads = (page: Page) => page.evaluate(() => (window as unknown as { __gtagLoaded?: number }).__gtagLoaded ?? 0);

test("GA4 without consent: consent mode denied, no tag, no events", async ({ page, context, open }) => {
  await consent(context, false);
  await open("/");
  await open("/c/ksiazki-30");
  await page.locator(".listing-grid .ptile-name a").first().click();
  await expect(page.getByRole("form", { name: "Zakup" })).toBeVisible();
  await open(BOOK);
  await page.getByRole("form", { name: "Zakup" }).getByRole("button", { name: "Dodaj do koszyka" }).click();
  await expect(page.getByRole("status").getByText("Produkt został dodany do koszyka!")).toBeVisible();
  await open("/search?query=national");
  await page.waitForTimeout(500);
  const entries = await layer(page);
  expect(entries[0]).toEqual([
    "consent",
    "default",
    expect.objectContaining({ analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" }),
  ]);
  expect(eventsOf(entries)).toEqual([]);
  expect(entries.some((e) => Array.isArray(e) && (e[0] === "config" || (e[0] === "consent" && e[1] === "update")))).toBe(false);
  expect(await gtagLoads(page)).toBe(0);
  expect(await page.locator('script[src*="googletagmanager.com"]').count()).toBe(0);
});

test("GA4 with consent: the tag loads, and every e-commerce event reaches the data layer with GA4's fields", async ({ page, context, open }) => {
  await consent(context, true);

  await test.step("home: consent granted, the tag with the measurement id, promotions and lists", async () => {
    await open("/");
    const entries = await layer(page);
    expect(entries[0]).toEqual(["consent", "default", expect.objectContaining({ analytics_storage: "denied" })]);
    expect(entries).toContainEqual(["consent", "update", { analytics_storage: "granted" }]);
    expect(entries).toContainEqual(["config", "G-KIOSKE2E"]);
    await expect.poll(() => gtagLoads(page)).toBe(1);
    const promo = await event(page, "view_promotion", (p) => p.creative_slot === "hero_1");
    expect(promo).toMatchObject({ promotion_id: expect.stringMatching(/^banner_\d+$/), promotion_name: expect.any(String) });
    const list = await event(page, "view_item_list", (p) => p.item_list_id === "home_promo");
    expect(list.items![0]).toMatchObject({
      item_id: expect.any(String),
      item_name: expect.any(String),
      price: expect.any(Number),
      index: 0,
      item_list_id: "home_promo",
    });
  });

  await test.step("a category: view_item_list with the category level, select_item, then view_item", async () => {
    await open("/c/ksiazki-30");
    const list = await event(page, "view_item_list", (p) => String(p.item_list_id).startsWith("category_"));
    expect(list.item_list_name).toBe("Książki");
    expect(list.items!.length).toBeGreaterThan(3);
    expect(list.items![1]).toMatchObject({ index: 1, item_category: "Książki", quantity: 1 });
    const second = list.items![1]!;
    await page.locator(".listing-grid > li").nth(1).locator(".ptile-name a").click();
    const chosen = await event(page, "select_item");
    expect(chosen).toMatchObject({ item_list_id: list.item_list_id, items: [expect.objectContaining({ item_id: second.item_id, index: 1 })] });
    const viewed = await event(page, "view_item", (p) => p.items?.[0]?.item_id === second.item_id);
    expect(viewed).toMatchObject({ currency: "PLN", value: expect.any(Number) });
    expect(viewed.items![0]).toMatchObject({ item_name: second.item_name, item_category: "Książki", quantity: 1 });
  });

  await test.step("a book: view_item with brand and categories; add_to_cart and add_to_wishlist carry them", async () => {
    await open(BOOK);
    const viewed = await event(page, "view_item");
    const item = viewed.items![0]!;
    expect(item).toMatchObject({ item_id: "KS-000001", item_brand: expect.any(String), item_category: expect.any(String) });
    await page.getByRole("form", { name: "Zakup" }).getByRole("button", { name: "Dodaj do koszyka" }).click();
    await expect(page.getByRole("status").getByText("Produkt został dodany do koszyka!")).toBeVisible();
    const added = await event(page, "add_to_cart");
    expect(added).toMatchObject({
      currency: "PLN",
      value: item.price,
      items: [
        expect.objectContaining({ item_id: "KS-000001", quantity: 1, price: item.price, item_brand: item.item_brand, item_category: item.item_category }),
      ],
    });
    await page.getByRole("button", { name: "Dodaj do ulubionych" }).first().click();
    const wished = await event(page, "add_to_wishlist");
    expect(wished).toMatchObject({
      currency: "PLN",
      value: item.price,
      items: [expect.objectContaining({ item_id: "KS-000001", item_brand: item.item_brand })],
    });
  });

  await test.step("the microcart: remove_from_cart", async () => {
    await page.getByTestId("minicart").click();
    const panel = page.getByRole("dialog", { name: "Koszyk" });
    await panel
      .getByRole("button", { name: /^Usuń z koszyka: / })
      .first()
      .click();
    await page.getByRole("dialog", { name: "Usunąć produkt z koszyka?" }).getByRole("button", { name: "Usuń" }).click();
    const removed = await event(page, "remove_from_cart");
    expect(removed).toMatchObject({ currency: "PLN", items: [expect.objectContaining({ item_id: "KS-000001", quantity: 1 })] });
    await page.keyboard.press("Escape");
  });

  await test.step("search: the term, and the results as a list", async () => {
    await open("/search?query=national");
    expect(await event(page, "search")).toEqual({ search_term: "national" });
    const results = await event(page, "view_item_list", (p) => p.item_list_id === "search_results");
    expect(results.items!.length).toBeGreaterThan(0);
  });

  await test.step("home: a banner followed is select_promotion", async () => {
    await open("/");
    const shown = await event(page, "view_promotion", (p) => p.creative_slot === "hero_1");
    const link = page.locator(".hero [data-promo-index='0'] a").first();
    await link.evaluate((a) => a.addEventListener("click", (e) => e.preventDefault(), { once: true }));
    await link.click();
    const chosen = await event(page, "select_promotion");
    expect(chosen).toMatchObject({ promotion_id: shown.promotion_id, creative_slot: "hero_1" });
  });
});
