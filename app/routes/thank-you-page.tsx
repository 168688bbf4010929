/**
 * /thank-you-page?order_increment_id=…&status=…&error=… (docs/storefront.md §2, §4 and §8): the end of the
 * checkout and of an online payment's return. Page class "thank-you page"; never indexed, never cached (the
 * query differs per order).
 */
import { data } from "react-router";
import type { Route } from "./+types/thank-you-page";
import { thankYouState, THANK_YOU_TITLES } from "../features/orders/thank-you-state.ts";
import { ThankYouView } from "../features/orders/ThankYouView.tsx";
import { rootMessages } from "../i18n/translator.ts";
import { pageTitle, type PageClass } from "../lib/seo.ts";

export const handle = { pageClass: "thank-you page" satisfies PageClass };

export function loader({ request }: Route.LoaderArgs) {
  return data(thankYouState(new URL(request.url).searchParams), { headers: { "Cache-Control": "private, no-store" } });
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  // meta() runs outside React: the texts come with the root data (the shopper's language)
  const messages = rootMessages(matches.find((m) => m?.id === "root")?.loaderData);
  const title = messages?.orders?.[THANK_YOU_TITLES[loaderData?.kind ?? "missing"]] ?? "Kiosk";
  return [{ title: pageTitle(title) }, { name: "robots", content: "noindex, nofollow" }];
};

export default function ThankYouPage({ loaderData }: Route.ComponentProps) {
  return <ThankYouView state={loaderData} />;
}
