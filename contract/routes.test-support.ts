/**
 * The /api routes as the route plugins register them, without services or a database: what the contract checks
 * (routes.test.ts, request-schemas.test.ts) read.
 */
import Fastify, { type RouteOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { cartRoutes } from "../server/modules/cart/index.ts";
import { catalogRoutes } from "../server/modules/catalog/index.ts";
import { cmsRoutes } from "../server/modules/cms/index.ts";
import { companyRoutes } from "../server/modules/company/index.ts";
import { customerRoutes } from "../server/modules/customer/index.ts";
import { downloadRoutes } from "../server/modules/download/index.ts";
import { orderRoutes } from "../server/modules/order/index.ts";
import { paymentRoutes } from "../server/modules/payment/index.ts";
import { pickupRoutes } from "../server/modules/pickup/index.ts";
import { subscriptionRoutes } from "../server/modules/subscription/index.ts";
import { systemRoutes } from "../server/modules/system/index.ts";

export async function registeredRoutes(): Promise<RouteOptions[]> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const routes: RouteOptions[] = [];
  app.addHook("onRoute", (r) => void routes.push(r));
  // The route plugins read their services and settings when registered; nothing is called here.
  app.decorate("services", {} as never);
  app.decorate("config", { NODE_ENV: "test" } as never);
  await app.register(systemRoutes, { prefix: "/api", db: {} as never });
  for (const plugin of [
    catalogRoutes,
    cmsRoutes,
    companyRoutes,
    pickupRoutes,
    customerRoutes,
    cartRoutes,
    orderRoutes,
    paymentRoutes,
    downloadRoutes,
    subscriptionRoutes,
  ]) {
    await app.register(plugin, { prefix: "/api" });
  }
  await app.ready();
  await app.close();
  return routes.filter((r) => r.url.startsWith("/api/") && r.method !== "HEAD");
}
