/** What other modules' tests may use of the customer module (never imported by production code). */
export { signAccessToken } from "./access-token.ts";
