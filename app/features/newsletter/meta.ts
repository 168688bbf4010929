/** A page title for the newsletter link pages in the shopper's language (root data carry the messages); never indexed. */
import { rootMessages } from "../../i18n/translator.ts";

type Match = { id: string; loaderData?: unknown } | undefined;

export function newsletterMeta(matches: readonly Match[], key: string) {
  const messages = rootMessages(matches.find((m) => m?.id === "root")?.loaderData);
  const title = messages?.newsletter?.[key] ?? "Newsletter";
  return [{ title: `${title} | Kiosk` }, { name: "robots", content: "noindex, nofollow" }];
}
