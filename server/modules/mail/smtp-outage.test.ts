/**
 * The relay down, then back (issue 17, defect 5): every kind of mail the shop sends while the relay (here the local
 * catcher, refusing every mail with 421 as a relay that is down or overloaded answers) cannot take it is kept in the
 * outbox and delivered once when it is back: the welcome, the reset link, "password changed", the order confirmation,
 * "payment received" and the gift card. Before the outbox these went out in memory and were lost (0 of 2 arrived).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_ENV, bearer, login, PASSWORD, randomIp, register } from "../../test/customers.ts";
import { until } from "../download/test-support.ts";
import { BLIK, cartWith, GIFT_CARD_SKU, orderFromCart } from "../giftcard/test-support.ts";
import { payTestApp, type PayContext } from "../payment/test-support.ts";
import { dueNow } from "./test-support.ts";

let c: PayContext;
beforeAll(async () => {
  c = await payTestApp({ ...ACCOUNT_ENV });
});
afterAll(async () => c?.close());

const subjectsTo = async (email: string) =>
  ((await c.t.app.inject(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json().result as { subject: string }[]).map((m) => m.subject).sort();

describe("the relay down, then back", () => {
  it("every mail written while it refused is delivered once after it is back", async () => {
    const { app, db } = c.t;
    const catcher = app.services.mail.catcher!;
    const outbox = app.services.mailOutbox;
    catcher.refusing = true;
    let who: Awaited<ReturnType<typeof register>>;
    let orderNumber: string;
    try {
      who = await register(app); // the welcome
      const { token } = await login(app, who, randomIp());
      // a gift card bought and paid online: the confirmation, "payment received" and the card's mail
      const lines = [{ sku: GIFT_CARD_SKU, qty: 1 }];
      const cartId = await cartWith(app, lines, token);
      const res = await orderFromCart(app, { cartId, lines, ...BLIK, email: who.email, token, virtual: true });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      orderNumber = res.body.result.orderNumber;
      await c.payu.settled();
      await until(
        async () => (await db.query("SELECT 1 FROM gift_cards WHERE order_id = $1", [res.body.result.backendOrderId])).length === 1,
        "the card issued",
      );
      // a reset link asked for, then the password changed
      expect((await app.inject({ method: "POST", url: "/api/user/reset-password", payload: { email: who.email }, remoteAddress: randomIp() })).statusCode).toBe(
        200,
      );
      const changed = await app.inject({
        method: "POST",
        url: "/api/user/change-password",
        headers: bearer(token),
        payload: { currentPassword: PASSWORD, newPassword: "Zupelnie-Nowe-1" },
        remoteAddress: randomIp(),
      });
      expect(changed.statusCode, changed.body).toBe(200);
      const waitingMail = () =>
        db.query<{ last_error: string | null }>(
          "SELECT last_error FROM mail_outbox WHERE sent_at IS NULL AND (payload->'mail'->>'to' = $1 OR payload->>'email' = $1 OR order_id = $2)",
          [who.email, res.body.result.backendOrderId],
        );
      const refused = (rows: { last_error: string | null }[]) => rows.some((w) => /try again later/.test(w.last_error ?? ""));
      // A pass stops at the first refusal. On a database shared with other test files (PostgreSQL) it may meet another
      // file's due mail first, which then waits for its backoff: pass again until one of these mails was refused.
      await outbox.flush();
      for (let pass = 0; pass < 20 && !refused(await waitingMail()); pass++) await outbox.flush();
      expect(await subjectsTo(who.email)).toEqual([]);
      const waiting = await waitingMail();
      expect(waiting.length).toBe(6);
      expect(refused(waiting)).toBe(true);
    } finally {
      catcher.refusing = false;
    }
    // The relay is back; the backoff passes.
    await dueNow(db);
    await outbox.flush();
    const expected = [
      "Kiosk – hasło zostało zmienione",
      `Kiosk – otrzymaliśmy płatność za zamówienie nr ${orderNumber}`,
      `Kiosk – potwierdzenie zamówienia nr ${orderNumber}`,
      `Kiosk – Twoja karta podarunkowa (zamówienie nr ${orderNumber})`,
      "Kiosk – ustaw nowe hasło",
      "Witamy w Kiosku – konto zostało założone",
    ].sort();
    expect(await subjectsTo(who.email)).toEqual(expected);
    // once: nothing is sent again
    await dueNow(db);
    await outbox.flush();
    expect(await subjectsTo(who.email)).toEqual(expected);
  });
});
