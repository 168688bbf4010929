import { defineConfig } from "drizzle-kit";

// Used only to generate migrations (`npm run db:generate`); the app applies them itself at start.
export default defineConfig({
  dialect: "postgresql",
  // One file per domain: schema.ts (catalogue), schema-<domain>.ts for the others.
  schema: "./server/db/schema*.ts",
  out: "./server/db/migrations",
});
