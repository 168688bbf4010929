/** /api/health and /api/ready. */
import { z } from "zod";

export const Health = z.strictObject({ status: z.literal("ok") });
export const Ready = z.strictObject({
  status: z.literal("ready"),
  database: z.enum(["pglite", "postgres"]),
  /** the in-process search index: "loading" while the database answers searches alone, "off" when disabled */
  searchIndex: z.enum(["ready", "loading", "off"]),
});
export const NotReady = z.strictObject({ error: z.string(), message: z.string() });
