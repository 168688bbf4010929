/** A page title for the account routes in the shopper's language (root data carry the messages). */
import { rootMessages } from "../../i18n/translator.ts";

type Match = { id: string; loaderData?: unknown } | undefined;

export function accountMeta(matches: readonly Match[], key: string) {
  const messages = rootMessages(matches.find((m) => m?.id === "root")?.loaderData);
  const title = messages?.account?.[key] ?? "Moje konto";
  return [{ title: `${title} | Kiosk` }, { name: "robots", content: "noindex, nofollow" }];
}
