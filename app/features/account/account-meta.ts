/** A page title for the account routes in the shopper's language (root data carry the messages). */
import type { Messages } from "../../i18n/resources.ts";

type Match = { id: string; loaderData?: unknown } | undefined;

export function accountMeta(matches: readonly Match[], key: string) {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { messages?: Messages } | undefined;
  const title = root?.messages?.account?.[key] ?? "Moje konto";
  return [{ title: `${title} | Kiosk` }, { name: "robots", content: "noindex, nofollow" }];
}
