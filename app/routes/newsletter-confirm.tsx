/** /newsletter/potwierdz?token=… (the newsletter confirmation mail's link). */
import type { Route } from "./+types/newsletter-confirm";
import { newsletterMeta } from "../features/newsletter/meta.ts";
import { ConfirmPage } from "../features/newsletter/NewsletterPages.tsx";

// The link's token is personal: no cache keeps the page.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ matches }) => newsletterMeta(matches, "confirmTitle");

export default function NewsletterConfirm() {
  return <ConfirmPage />;
}
