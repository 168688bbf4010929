/** What the server hands to every loader: the in-process services and the request's CSP nonce. */
import { createContext } from "react-router";
import type { Services } from "../server/services.ts";

export interface AppContext {
  services: Services;
  nonce: string;
}

export const appContext = createContext<AppContext>();
