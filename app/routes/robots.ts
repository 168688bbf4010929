/** /robots.txt: written by features/seo/robots.server.ts. */
import type { Route } from "./+types/robots";
import { robotsResponse } from "../features/seo/robots.server.ts";

export function loader({ request }: Route.LoaderArgs) {
  return robotsResponse(request);
}
