/** The contact module's front door: the contact form's route and service (no tables: its messages are mails). */
export { default as contactRoutes } from "./routes.ts";
export { ContactService } from "./service.ts";
