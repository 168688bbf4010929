/**
 * The /api routes as the route plugins register them, without services or a database: what the contract checks
 * (routes.test.ts, request-schemas.test.ts) read.
 */
import Fastify, { type RouteOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { systemRoutes } from "../modules/system/index.ts";
import { API_ROUTE_PLUGINS } from "../api-routes.ts";

export async function registeredRoutes(): Promise<RouteOptions[]> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const routes: RouteOptions[] = [];
  app.addHook("onRoute", (r) => void routes.push(r));
  // The route plugins read their services and settings when registered; nothing is called here.
  app.decorate("services", {} as never);
  app.decorate("config", { NODE_ENV: "test" } as never);
  await app.register(systemRoutes, { prefix: "/api", db: {} as never, readyTimeoutMs: 1000 });
  for (const plugin of API_ROUTE_PLUGINS) await app.register(plugin, { prefix: "/api" });
  await app.ready();
  await app.close();
  return routes.filter((r) => r.url.startsWith("/api/") && r.method !== "HEAD");
}
