/** The content pages' loaders (server-only): the signed-in staff member and the back office's content actions. */
import type { RouterContextProvider } from "react-router";
import type { Staff, StaffContentService } from "../../../server/modules/staff/index.ts";
import { appContext } from "../../context.server.ts";
import { requireStaff } from "./session.server.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export async function requireContentStaff(args: Args): Promise<{ staff: Staff; content: StaffContentService }> {
  const { staff } = await requireStaff(args);
  return { staff, content: args.context.get(appContext).services.staffContent };
}
