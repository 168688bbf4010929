/**
 * Configuration, validated once at boot with one schema. A missing or wrong variable stops the start
 * with a sentence that names it. Only `publicConfig` may reach the browser.
 */
import { resolve } from "node:path";
import { z } from "zod";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"], { error: "must be true or false" })
  .transform((v) => v === "true" || v === "1" || v === "yes");

const ConfigSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number({ error: "must be a port number" }).int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: "must be a postgres:// or postgresql:// URL" })
    .optional(),
  DATA_DIR: z.string().min(1).default("./var"),
  /** Products the demo catalogue gets on first start of an empty database. 0 disables seeding. */
  CATALOG_SEED_PRODUCTS: z.coerce.number({ error: "must be a number" }).int().min(0).max(1_000_000).default(2000),
  CATALOG_SEED: z.coerce.number({ error: "must be a number" }).int().default(2026),
  /** List out-of-stock products in listings and search. */
  CATALOG_SHOW_OUT_OF_STOCK: bool.default(false),
  /** Seconds a search's matching ids, total and aggregations are reused (documents are always fresh); 0 disables. */
  CATALOG_SEARCH_CACHE_SECONDS: z.coerce.number({ error: "must be a number" }).int().min(0).max(3600).default(30),
  /** A product with visibility 1 (a configurable child) resolves to its parent with a 301. */
  CATALOG_CHILD_TO_PARENT: bool.default(true),
  /** Store-code prefix for storefront paths (/{code}/...); empty means off. */
  STORE_CODE_PREFIX: z.string().regex(/^[a-z0-9_]*$/, { error: "must be lowercase letters, digits or _" }).default(""),
  PUBLIC_URL: z.url({ error: "must be an absolute URL" }).default("http://localhost:3000"),
  /** Seconds the server waits for in-flight requests on SIGTERM. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(120).default(10),
});

export type Config = Omit<z.output<typeof ConfigSchema>, "DATA_DIR"> & {
  DATA_DIR: string;
  pgliteDir: string;
  mediaDir: string;
  imageCacheDir: string;
};

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const input = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = ConfigSchema.safeParse(input);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? "configuration");
      return `The environment variable ${name} ${issue.message.startsWith("must") ? issue.message : `is invalid: ${issue.message}`}.`;
    });
    throw new ConfigError(`Kiosk cannot start: ${lines.join(" ")}`);
  }
  const dataDir = resolve(parsed.data.DATA_DIR);
  return {
    ...parsed.data,
    DATA_DIR: dataDir,
    pgliteDir: resolve(dataDir, "pglite"),
    mediaDir: resolve(dataDir, "media"),
    imageCacheDir: resolve(dataDir, "cache/img"),
  };
}

/** What the browser may see. */
export function publicConfig(config: Config) {
  return {
    storeCodePrefix: config.STORE_CODE_PREFIX,
    publicUrl: config.PUBLIC_URL,
    showOutOfStock: config.CATALOG_SHOW_OUT_OF_STOCK,
  };
}
