/** /newsletter/wypisz?token=… (the unsubscribe link of every newsletter mail). */
import type { Route } from "./+types/newsletter-unsubscribe";
import { newsletterMeta } from "../features/newsletter/meta.ts";
import { UnsubscribePage } from "../features/newsletter/NewsletterPages.tsx";

// The link's token is personal: no cache keeps the page.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ matches }) => newsletterMeta(matches, "unsubscribeTitle");

export default function NewsletterUnsubscribe() {
  return <UnsubscribePage />;
}
