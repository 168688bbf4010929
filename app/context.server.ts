/** What the server hands to every loader: the in-process services and the request's CSP nonce. */
import { createContext } from "react-router";
import type { Services } from "../server/services.ts";
import type { publicConfig } from "../server/config.ts";

export interface AppContext {
  services: Services;
  nonce: string;
  /** what the browser may know of the configuration (absent in tests that build a context by hand) */
  config?: ReturnType<typeof publicConfig>;
  /**
   * The request renders a whole document (not a `.data` request of a client navigation): the root loader
   * then leaves the messages out of its data and the document carries them once, in its head
   * (app/lib/document-messages.server.ts). Absent: the messages travel with the root data.
   */
  documentRequest?: boolean;
  /**
   * The shopper reached the shop over https: the request's own protocol, or X-Forwarded-Proto from a proxy that
   * TRUST_PROXY trusts (Fastify's `req.protocol`), or an https PUBLIC_URL. Cookies set for it are `Secure`.
   */
  secure?: boolean;
  /**
   * The errors thrown while answering the request (app/entry.server.tsx `handleError`), for the server to tell a
   * database outage (answered with the 503 "przerwa techniczna" page) from a bug (the 500 page).
   */
  failures?: unknown[];
  /**
   * Set by the product page's loader: the product this request views. The server counts the view (a bot's excepted)
   * when it answers the page, from the page cache too (server/storefront.ts; docs/decisions/2026-11-27-popularity.md).
   */
  viewedProductId?: number;
  /** Set by the category page's loader: the category it lists (a stock move in it retires the cached page: server/storefront.ts). */
  listedCategoryId?: number;
}

export const appContext = createContext<AppContext>();
