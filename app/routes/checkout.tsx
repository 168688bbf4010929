/**
 * /checkout (docs/storefront.md §2): the steps by URL hash. The cart and the saved details live in the
 * browser, so the server renders the frame and the page fills in after hydration. Never indexed or cached.
 */
import type { Route } from "./+types/checkout";
import { CheckoutPage } from "../features/checkout/CheckoutPage.tsx";
import { rootMessages } from "../i18n/translator.ts";
import { pageTitle, type PageClass } from "../lib/seo.ts";

export const handle = { pageClass: "checkout" satisfies PageClass };

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ matches }) => {
  const messages = rootMessages(matches.find((m) => m?.id === "root")?.loaderData);
  return [{ title: pageTitle(messages?.checkout?.["title"] ?? "Kasa") }, { name: "robots", content: "noindex, nofollow" }];
};

export default function Checkout() {
  return <CheckoutPage />;
}
