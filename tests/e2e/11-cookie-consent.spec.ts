/**
 * The cookie banner (docs/polish-rules.md §5): a first visit shows it with the page (server-rendered), both
 * choices are equal buttons, a choice is stored and the banner stays away on the next page; the footer's
 * "Ustawienia cookies" opens it again with the stored choice, Escape closes it and the focus goes back.
 * A choice made in English is asked in English.
 */
import { expect, test } from "./fixtures.ts";

const stored = (page: import("@playwright/test").Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("cookie-consent") ?? "null") as { v: number; analytics: boolean } | null);

test("cookie banner: first visit, choice stored, reopened from the footer", async ({ page, open, axe, shot }) => {
  const banner = page.getByRole("region", { name: "Pliki cookies w sklepie Kiosk" });
  // The server's copy is answered without the banner's React component (docs/decisions/2026-11-26-first-load-js.md).
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  const bannerCode = () => scripts.filter((s) => /\/ConsentBanner-[\w-]+\.js$/.test(s));

  await test.step("a first visit shows the banner, the server's copy, before any script ran", async () => {
    const html = await (await page.request.get("/")).text();
    expect(html).toContain("Pliki cookies w sklepie Kiosk");
    await open("/");
    await expect(banner).toBeVisible();
    await expect(banner.getByRole("button", { name: "Tylko niezbędne" })).toBeVisible();
    await expect(banner.getByRole("button", { name: "Akceptuję analityczne" })).toBeVisible();
    await shot("consent-01-first-visit");
    await axe("cookie banner");
    expect(bannerCode(), "the banner's component is not part of the first load").toEqual([]);
  });

  await test.step("'Tylko niezbędne' stores the refusal and closes the banner", async () => {
    await banner.getByRole("button", { name: "Tylko niezbędne" }).click();
    await expect(banner).toBeHidden();
    expect(await stored(page)).toMatchObject({ v: 1, analytics: false });
  });

  await test.step("the next page does not ask again", async () => {
    await open("/i/zwroty");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();
  });

  await test.step("the footer reopens it with the stored choice; Escape closes it and returns the focus", async () => {
    const settings = page.getByRole("contentinfo").getByRole("link", { name: "Ustawienia cookies" });
    await settings.click();
    await expect(banner).toBeVisible();
    await expect(banner.getByRole("heading", { name: "Pliki cookies w sklepie Kiosk" })).toBeFocused();
    await expect(banner).toContainText("tylko niezbędne pliki cookies");
    expect(bannerCode(), "reopening loads the banner's component").toHaveLength(1);
    await page.keyboard.press("Escape");
    await expect(banner).toBeHidden();
    await expect(settings).toBeFocused();
  });

  await test.step("accepting from the reopened banner changes the stored choice", async () => {
    await page.getByRole("contentinfo").getByRole("link", { name: "Ustawienia cookies" }).click();
    await banner.getByRole("button", { name: "Akceptuję analityczne" }).click();
    await expect(banner).toBeHidden();
    expect(await stored(page)).toMatchObject({ v: 1, analytics: true });
  });
});

test("cookie banner: a first visit in English is asked in English", async ({ page, open }) => {
  await open("/?lng=en");
  const banner = page.getByRole("region", { name: "Cookies at Kiosk" });
  await expect(banner).toBeVisible();
  await banner.getByRole("button", { name: "Necessary only" }).click();
  await expect(banner).toBeHidden();
  expect(await stored(page)).toMatchObject({ analytics: false });
});
