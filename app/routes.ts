import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("pwa.html", "routes/home.tsx", { id: "pwa-home" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
