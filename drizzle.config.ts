import { defineConfig } from "drizzle-kit";

// Used only to generate migrations (`npm run db:generate`); the app applies them itself at start.
export default defineConfig({
  dialect: "postgresql",
  // One list of every table (it re-exports each module's tables.ts): docs/decisions/2026-11-26-drizzle-role.md.
  schema: "./server/db/schema.ts",
  out: "./server/db/migrations",
});
