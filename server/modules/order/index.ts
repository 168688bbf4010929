/** The order module's front door: placing orders, a customer's orders, the confirmation mail outbox. */
export { default as orderRoutes } from "./routes.ts";
export { OrderService } from "./service.ts";
