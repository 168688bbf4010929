/**
 * /my-account/gift-cards: the cards the signed-in customer bought (GET /api/gift-cards/mine): code, value, balance,
 * valid until, status and the order that sold it. Only the buyer sees a card listed; anyone with its code may spend it.
 */
import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { MyGiftCard } from "../../../contract/giftcard.ts";
import { formatPrice, plnToGrosze } from "../../../domain/money.ts";
import { TableHead } from "../../components/TableHead.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { AccountPage } from "../account/AccountLayout.tsx";
import { FormMessage } from "../account/Field.tsx";
import { giftCardErrorKey, myGiftCards } from "./giftcard-api.ts";
import "../orders/orders.css";
import "./giftcard.css";

const zl = (pln: number) => formatPrice(plnToGrosze(pln));

export function GiftCardsPage() {
  const { t, i18n } = useTranslation("giftcard");
  const [items, setItems] = useState<MyGiftCard[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    void myGiftCards().then((answer) => (answer.code === 200 ? setItems(answer.result.items) : setError(t(giftCardErrorKey(answer)))));
  }, [t]);
  const day = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeZone: "Europe/Warsaw" }).format(new Date(iso));

  return (
    <AccountPage title={t("pageHeading")}>
      <FormMessage error={error} />
      <p>{t("pageIntro")}</p>
      {items === null ? (
        error ? null : (
          <p className="account-empty">{t("loading")}</p>
        )
      ) : items.length === 0 ? (
        <div className="account-section">
          <p className="account-empty">{t("empty")}</p>
          <Link to="/prezenty/karty-podarunkowe" className="button">
            {t("browse")}
          </Link>
        </div>
      ) : (
        <table className="orders-table gift-cards-table" data-testid="gift-cards-table">
          <caption className="visually-hidden">{t("pageCaption")}</caption>
          <TableHead columns={[t("colCard"), t("colCode"), t("colValue"), t("colBalance"), t("colValid"), t("colStatus"), t("colOrder")]} />
          <tbody>
            {items.map((card) => (
              <tr key={card.card_id} data-testid={`gift-card-${card.card_id}`}>
                <td className="gift-card-name">{card.name}</td>
                <td className="gift-card-code-cell" data-label={t("colCode")}>
                  <span className="gift-card-code" data-testid="gift-card-code">
                    {card.code}
                  </span>
                </td>
                <td data-label={t("colValue")}>{zl(card.value)}</td>
                <td data-label={t("colBalance")} data-testid="gift-card-balance">
                  {zl(card.balance)}
                </td>
                <td data-label={t("colValid")}>{day(card.expires_at)}</td>
                <td data-label={t("colStatus")}>
                  <span className={`order-status gift-card-state-${card.state}`}>{t(`state_${card.state}`)}</span>
                </td>
                <td data-label={t("colOrder")}>{card.order_number ?? "–"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </AccountPage>
  );
}
