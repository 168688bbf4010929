/** What other modules' tests may use of the customer module (never imported by production code). */
export { signAccessToken } from "./access-token.ts";
/** The loyalty-card number draw of new accounts, which a test may replace to force a collision. */
export { loyaltyCardDraw } from "./new-account.ts";
