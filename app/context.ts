/** What the server hands to every loader: the in-process services and the request's CSP nonce. */
import { createContext } from "react-router";
import type { Services } from "../server/services.ts";
import type { publicConfig } from "../server/config.ts";

export interface AppContext {
  services: Services;
  nonce: string;
  /** what the browser may know of the configuration (absent in tests that build a context by hand) */
  config?: ReturnType<typeof publicConfig>;
}

export const appContext = createContext<AppContext>();
