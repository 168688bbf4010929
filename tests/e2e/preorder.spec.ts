/**
 * Pre-orders (docs/storefront.md, "Pre-orders"): the demo book premiering on a Sunday with no stock shows
 * "Przedsprzedaż" with its release and dispatch dates on the product page, says so in the add-to-cart toast and
 * on the cart line; with a book in stock beside it the cart and the checkout review say the order ships whole on
 * the pre-order's dispatch date, and the confirmation mail repeats it.
 */
import { expect, plain, productPath, test } from "./fixtures.ts";
import { answerCookieBanner, BOOK, courierAndCod, fillPerson, mails, next, step } from "./checkout-helpers.ts";
import { newCustomer } from "./account-helpers.ts";

/** "2027-01-24" → "24.01.2027", as the Polish storefront writes dates. */
const day = (iso: string) => iso.split("-").reverse().join(".");

test("pre-order: product page, toast, cart line, mixed cart, checkout review and mail", async ({ page, context, open, api, axe, shot, request }) => {
  await answerCookieBanner(context);
  const found = await api<{
    items: { sku: string; parentSku: string; slug: string; name: string; preorder: { release_date: string; dispatch_date: string } }[];
  }>(`/api/catalog/search?query=${encodeURIComponent("Ostatni prom na Hel")}&size=1&includeFields=sku,parentSku,slug,name,preorder`);
  const book = found.items[0]!;
  expect(book.name).toBe("Ostatni prom na Hel");
  expect(book.preorder).not.toBeNull();
  const dates = `premiera ${day(book.preorder.release_date)}, wysyłka ${day(book.preorder.dispatch_date)}`;
  const shipsWhole = `wyślemy je w całości ${day(book.preorder.dispatch_date)}`;

  await test.step("the product page says Przedsprzedaż with the release and dispatch dates near the price", async () => {
    await open(productPath(book));
    const note = page.locator(".pdp-price .preorder-note");
    await expect(note).toBeVisible();
    expect(plain(await note.textContent())).toBe(`Przedsprzedaż ${dates}`);
    await expect(page.getByText("Niedostępny")).toHaveCount(0);
    await expect(page.getByText("Dostępny", { exact: true })).toHaveCount(0);
    await shot("preorder-product");
    await axe("pre-order product page");
  });

  await test.step("adding it: the toast names the pre-order and its dates", async () => {
    await page.getByRole("form", { name: "Zakup" }).getByRole("button", { name: "Dodaj do koszyka" }).click();
    await expect(page.getByRole("status").getByText(`Produkt został dodany do koszyka! Przedsprzedaż: ${dates}.`)).toBeVisible();
    await shot("preorder-toast");
    await axe("pre-order toast");
    await page.getByRole("button", { name: "OK", exact: true }).click();
  });

  await test.step("a book in stock beside it: the cart line and the mixed cart say when it ships", async () => {
    await open(BOOK);
    await page.getByRole("form", { name: "Zakup" }).getByRole("button", { name: "Dodaj do koszyka" }).click();
    await expect(page.getByRole("status").getByText(/^Produkt został dodany do koszyka!$/)).toBeVisible();
    await page.getByRole("button", { name: "OK", exact: true }).click();
    await page.getByTestId("minicart").click();
    const panel = page.getByRole("dialog", { name: "Koszyk" });
    await expect(panel.locator(".cart-line")).toHaveCount(2);
    const line = panel.locator(".cart-line").filter({ hasText: book.name });
    await expect(line.locator(".preorder-note")).toBeVisible();
    expect(plain(await line.locator(".preorder-note").textContent())).toBe(`Przedsprzedaż ${dates}`);
    await expect(panel.locator(".dispatch-note")).toContainText(shipsWhole);
    await shot("preorder-cart");
    await axe("cart with a pre-order");
    await page.keyboard.press("Escape");
  });

  const email = newCustomer("preorder").email;
  await test.step("the checkout review shows the pre-order line and when the order ships; the mail repeats it", async () => {
    await open("/checkout");
    await expect(step(page, "personal")).toBeVisible();
    await fillPerson(page, email);
    await next(page);
    await courierAndCod(page);
    const review = step(page, "review");
    const line = review.locator("tr").filter({ hasText: book.name });
    expect(plain(await line.locator(".preorder-note").textContent())).toBe(`Przedsprzedaż ${dates}`);
    await expect(review.locator(".dispatch-note")).toContainText(shipsWhole);
    await shot("preorder-checkout-review");
    await axe("checkout review with a pre-order");
    await review.getByRole("checkbox", { name: /Akceptuję/ }).check();
    await page.getByTestId("place-order").click();
    await expect(page).toHaveURL(/\/thank-you-page\?order_increment_id=\d{9}/);
    await expect.poll(async () => (await mails(request, email)).length).toBe(1);
    const mail = (await mails(request, email))[0]!;
    expect(mail.text).toContain(`przedsprzedaż: ${dates}`);
    expect(mail.text).toContain(shipsWhole);
  });
});
