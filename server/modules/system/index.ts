/** The system module's front door: liveness and readiness. */
export { default as systemRoutes } from "./routes.ts";
