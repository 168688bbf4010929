/**
 * /placepozniej?order=…&pay_token=… ("Pay later", docs/storefront.md §2; `order_increment_id` is read too, the
 * thank-you page's name of the same number): pays an order that is waiting for its
 * money (features/payment/PayLaterPage.tsx). The server renders the frame from the query (only an order
 * number and a pay token that look like one are kept); the order is read in the browser. Never indexed, never
 * cached (robots.txt disallows it too).
 */
import { data } from "react-router";
import type { Route } from "./+types/placepozniej";
import { PayLaterPage } from "../features/payment/PayLaterPage.tsx";
import { readOrderNumber, readPayToken } from "../features/payment/urls.ts";
import { rootMessages } from "../i18n/translator.ts";
import { pageTitle, type PageClass } from "../lib/seo.ts";

export const handle = { pageClass: "checkout" satisfies PageClass };

export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  return data(
    { orderNumber: readOrderNumber(query.get("order") ?? query.get("order_increment_id")), payToken: readPayToken(query.get("pay_token")) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ matches }) => {
  const messages = rootMessages(matches.find((m) => m?.id === "root")?.loaderData);
  return [{ title: pageTitle(messages?.payment?.["plTitle"] ?? "Kiosk") }, { name: "robots", content: "noindex, nofollow" }];
};

export default function PayLater({ loaderData }: Route.ComponentProps) {
  return <PayLaterPage orderNumber={loaderData.orderNumber} payToken={loaderData.payToken} />;
}
