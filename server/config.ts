/**
 * Configuration, validated once at boot with one schema. A missing or wrong variable stops the start
 * with a sentence that names it. Only `publicConfig` may reach the browser.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { z } from "zod";

/** The catalogue caches' default budget in MB (`CATALOG_CACHE_MB`). */
export const DEFAULT_CATALOG_CACHE_MB = 128;

const bool = z.enum(["true", "false", "1", "0", "yes", "no"], { error: "must be true or false" }).transform((v) => v === "true" || v === "1" || v === "yes");

const ConfigSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** Unset: 127.0.0.1 outside production (a development shop is not reachable from the network), 0.0.0.0 in production. */
  HOST: z.string().min(1).optional(),
  PORT: z.coerce.number({ error: "must be a port number" }).int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: "must be a postgres:// or postgresql:// URL" })
    .optional(),
  /**
   * PostgreSQL streaming replicas for catalogue reads, comma-separated postgres:// URLs (server/db/replicas.ts). A
   * replica behind the primary is skipped; writes and everything else use DATABASE_URL. Ignored without DATABASE_URL.
   */
  DATABASE_REPLICA_URLS: z
    .string()
    .regex(/^\s*(postgres(ql)?:\/\/[^,\s]+\s*)(,\s*postgres(ql)?:\/\/[^,\s]+\s*)*$/, { error: "must be comma-separated postgres:// URLs" })
    .optional(),
  /**
   * How long a request may wait for PostgreSQL (docs/reliability.md, "Database outages"), in milliseconds; 0 turns
   * a limit off. Past them the request answers 503 SERVICE_UNAVAILABLE with Retry-After. PGlite ignores them.
   */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number({ error: "must be a number" }).int().min(0).max(600_000).default(5000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number({ error: "must be a number" }).int().min(0).max(3_600_000).default(15_000),
  DATABASE_LOCK_TIMEOUT_MS: z.coerce.number({ error: "must be a number" }).int().min(0).max(3_600_000).default(5000),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number({ error: "must be a number" }).int().min(0).max(3_600_000).default(30_000),
  /** How long /api/ready waits for the database before it answers 503 (a probe must fail fast). */
  READY_TIMEOUT_MS: z.coerce.number({ error: "must be a number" }).int().min(50).max(60_000).default(1000),
  /**
   * The embedded database's page cache (PostgreSQL's shared_buffers) when DATABASE_URL is unset. Its WebAssembly
   * memory grows to the highest use and is never returned: 32MB keeps a PGlite process about 120 MB smaller under
   * load than PostgreSQL's default of 128MB (docs/benchmarks.md, "Embedded database memory").
   */
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^\d{1,6}(kB|MB|GB)$/, { error: "must be a size such as 32MB" })
    .default("32MB"),
  /**
   * false: the embedded database's WebAssembly is never optimised by V8 (docs/decisions/2026-11-29-pglite-wasm-tier-up.md):
   * a process peaks near 400 MB instead of about 900 MB once while V8 optimises PGlite's largest function, and the
   * database's work runs slower.
   */
  PGLITE_WASM_OPTIMIZE: bool.default(true),
  DATA_DIR: z.string().min(1).default("./var"),
  /** The OpenAPI document and its viewer at /api/docs. Unset: on outside production, off in production. */
  API_DOCS: bool.optional(),
  /** Products the demo catalogue gets on first start of an empty database. 0 disables seeding. */
  CATALOG_SEED_PRODUCTS: z.coerce.number({ error: "must be a number" }).int().min(0).max(1_000_000).default(2000),
  CATALOG_SEED: z.coerce.number({ error: "must be a number" }).int().default(2026),
  /** List out-of-stock products in listings and search. */
  CATALOG_SHOW_OUT_OF_STOCK: bool.default(false),
  /**
   * Seconds a search's matching ids, total and aggregations, and whole answers, may be reused; 0 disables (every search
   * and listing is computed afresh). Built product documents follow it unless CATALOG_DOCUMENT_CACHE_SECONDS is set.
   */
  CATALOG_SEARCH_CACHE_SECONDS: z.coerce.number({ error: "must be a number" }).int().min(0).max(3600).default(30),
  /**
   * Seconds a built product document (and a query word's lemmas) may be reused; 0 disables; unset: as
   * CATALOG_SEARCH_CACHE_SECONDS. Dropped within a second of any catalogue write, or of a stock move of its product
   * (docs/decisions/2026-11-23-catalogue-speed.md, docs/decisions/2026-11-27-document-cache.md).
   */
  CATALOG_DOCUMENT_CACHE_SECONDS: z.coerce.number({ error: "must be a number" }).int().min(0).max(3600).optional(),
  /**
   * Text searches and listings matched, ranked and counted in each app process from an index of the listing (read at start, kept
   * fresh from the database before each search; docs/decisions/2026-11-27-search-index.md). Off: PostgreSQL answers.
   */
  CATALOG_SEARCH_INDEX: bool.default(true),
  /**
   * The search index answers in a worker thread of the process, beside the main thread's HTTP and JSON
   * (docs/decisions/2026-11-28-search-thread.md). Off: in the main thread.
   */
  CATALOG_SEARCH_THREAD: bool.default(true),
  /**
   * How many worker threads search at once (with CATALOG_SEARCH_THREAD): the first reads the index, the others share
   * its packed part (docs/decisions/2026-11-28-search-thread.md). 2 on a machine with two cores or more serves about
   * 40 % more distinct searches a second; listings gain nothing, and each worker costs 25–60 MB.
   */
  CATALOG_SEARCH_THREADS: z.coerce.number({ error: "must be a number" }).int().min(1).max(16).default(1),
  /** Seconds a server-rendered page is reused from the HTML output cache (until the catalogue changes); 0 disables. */
  PAGE_CACHE_SECONDS: z.coerce.number({ error: "must be a number" }).int().min(0).max(604800).default(86400),
  /**
   * Memory budget (MB) of each process's catalogue caches: documents, search results and answers. 128 holds the
   * documents of about a fifth of a 100,000-product catalogue (docs/decisions/2026-11-27-document-cache.md, "The default
   * budget doubled"); keep `--max-old-space-size` at least about 100 MB above it.
   */
  CATALOG_CACHE_MB: z.coerce.number({ error: "must be a number" }).int().min(1).max(4096).default(DEFAULT_CATALOG_CACHE_MB),
  /** A product with visibility 1 (a configurable child) resolves to its parent with a 301. */
  CATALOG_CHILD_TO_PARENT: bool.default(true),
  /** Store-code prefix for storefront paths (/{code}/...); empty means off. */
  /** What the minicart badge counts: item quantities or cart lines. */
  CART_MINICART_COUNT: z.enum(["quantities", "lines"]).default("quantities"),
  STORE_CODE_PREFIX: z
    .string()
    .regex(/^[a-z0-9_]*$/, { error: "must be lowercase letters, digits or _" })
    .default(""),
  /** The shop's address as shoppers reach it (links in e-mails, PayU's return and notifications); default http://localhost:PORT. */
  PUBLIC_URL: z.url({ error: "must be an absolute URL" }).default("http://localhost:3000"),
  /** Seconds the server waits for in-flight requests on SIGTERM. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(120).default(10),
  /** Secret that signs customer access tokens (HS256). Required in production; shared by every process. */
  AUTH_SECRET: z.string().min(32, { error: "must be at least 32 characters" }).optional(),
  /** Lifetime of a customer access token in seconds; the storefront refreshes it with the refresh token. */
  AUTH_ACCESS_TOKEN_SECONDS: z.coerce.number({ error: "must be a number" }).int().min(5).max(86_400).default(900),
  /** Lifetime of a refresh token in days (rotated on every use). */
  AUTH_REFRESH_TOKEN_DAYS: z.coerce.number({ error: "must be a number" }).int().min(1).max(365).default(30),
  /**
   * Seconds after a refresh token's rotation in which presenting it again still yields a session (a fresh token of
   * the same family) instead of counting as reuse: a browser that sent the refresh and navigated away before storing
   * the answer. After it, reuse revokes the family. 0 turns the grace off.
   */
  AUTH_REFRESH_GRACE_SECONDS: z.coerce.number({ error: "must be a number" }).int().min(0).max(300).default(30),
  /** VAT-payer register (white list) base URL; unset = the local stand-in outside production, the real API in production. */
  VAT_REGISTER_URL: z.url({ error: "must be an absolute URL" }).optional(),
  /** Register searches all processes together may make per day (the register blocks an IP past ~100). */
  VAT_REGISTER_DAILY_BUDGET: z.coerce.number({ error: "must be a number" }).int().min(0).max(10_000).default(90),
  /** Register searches one client IP may cause per day (its share of the budget). */
  VAT_REGISTER_CALLS_PER_IP_PER_DAY: z.coerce.number({ error: "must be a number" }).int().min(1).max(10_000).default(20),
  VAT_REGISTER_TIMEOUT_MS: z.coerce.number({ error: "must be a number" }).int().min(100).max(60_000).default(5000),
  /** Company lookups one client IP may make per minute. */
  COMPANY_LOOKUP_PER_MINUTE: z.coerce.number({ error: "must be a number" }).int().min(1).max(1000).default(10),
  /** Popularity (docs/decisions/2026-11-27-popularity.md): days after which a view or a sale weighs half as much in the popularity sorts and lists. */
  POPULARITY_HALF_LIFE_DAYS: z.coerce.number({ error: "must be a number" }).min(1).max(3650).default(30),
  /** Seconds between a process's writes of the product views it counted (one statement each); also written on shutdown. */
  POPULARITY_FLUSH_SECONDS: z.coerce.number({ error: "must be a number" }).int().min(1).max(3600).default(10),
  /** How many of the top-selling products (decayed sales) carry the bestseller flag; 0: none. */
  POPULARITY_BESTSELLERS: z.coerce.number({ error: "must be a number" }).int().min(0).max(100_000).default(100),
  /** InPost points API (ShipX) base URL; unset = the local stand-in outside production, the real API in production. */
  PICKUP_POINTS_URL: z.url({ error: "must be an absolute URL" }).optional(),
  /** Seconds a pickup point search answer is reused per process; 0 disables. */
  PICKUP_POINTS_CACHE_SECONDS: z.coerce.number({ error: "must be a number" }).int().min(0).max(86_400).default(300),
  PICKUP_POINTS_TIMEOUT_MS: z.coerce.number({ error: "must be a number" }).int().min(100).max(60_000).default(5000),
  /** Ports of the local stand-ins (0 = any free port). */
  VAT_REGISTER_STAND_IN_PORT: z.coerce.number({ error: "must be a port number" }).int().min(0).max(65535).default(0),
  /**
   * VIES, the EU's VAT-number check, for company buyers in another EU country (reverse charge); production default
   * https://ec.europa.eu/taxation_customs/vies/rest-api, elsewhere the local stand-in.
   */
  VIES_URL: z.url({ error: "must be an absolute URL" }).optional(),
  VIES_TIMEOUT_MS: z.coerce.number({ error: "must be a number" }).int().min(100).max(60_000).default(8000),
  VIES_STAND_IN_PORT: z.coerce.number({ error: "must be a port number" }).int().min(0).max(65535).default(0),
  /** The shop's own EU VAT number (PL…): VIES then gives each check a consultation number, kept with the order as proof. */
  VIES_REQUESTER_VAT_ID: z
    .string()
    .regex(/^[A-Z]{2}[0-9A-Z]{2,12}$/, { error: "must be an EU VAT number such as PL5260250995" })
    .optional(),
  PICKUP_POINTS_STAND_IN_PORT: z.coerce.number({ error: "must be a port number" }).int().min(0).max(65535).default(0),
  /** "catcher": a local SMTP catcher started with the app (GET /api/dev/mailbox); "smtp": SMTP_URL. Default: catcher outside production. */
  MAIL_TRANSPORT: z.enum(["catcher", "smtp"], { error: "must be catcher or smtp" }).optional(),
  /** smtp:// or smtps:// URL of the mail relay (with credentials), required when MAIL_TRANSPORT=smtp. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: "must be an smtp:// or smtps:// URL" })
    .optional(),
  MAIL_FROM: z.string().min(3).default("Kiosk <sklep@kiosk.localhost>"),
  /** The marketing platform that receives confirmed newsletter subscribers and their consents: off, or edrone. */
  MARKETING_PLATFORM: z.enum(["off", "edrone"]).default("off"),
  /** edrone's API; unset outside production: the local stand-in (server/integrations/edrone). */
  EDRONE_URL: z.url({ error: "must be an absolute URL" }).optional(),
  /** The shop's edrone app id (required in production when MARKETING_PLATFORM=edrone). */
  EDRONE_APP_ID: z.string().min(1).max(200).optional(),
  EDRONE_STAND_IN_PORT: z.coerce.number({ error: "must be a port number" }).int().min(0).max(65535).default(0),
  /** Where the contact form's messages go (each with Reply-To set to the shopper who wrote). */
  CONTACT_EMAIL: z.email({ error: "must be an e-mail address" }).default("kontakt@kiosk.localhost"),
  /** Contact-form messages one IP address may send in an hour; then 429 RATE_LIMITED. */
  CONTACT_MESSAGES_PER_IP: z.coerce.number({ error: "must be a number" }).int().min(1).max(10_000).default(5),
  /** Port of the local mail catcher; 0 picks a free one. */
  MAIL_CATCHER_PORT: z.coerce.number({ error: "must be a port number" }).int().min(0).max(65535).default(0),
  PASSWORD_MIN_LENGTH: z.coerce.number({ error: "must be a number" }).int().min(6).max(128).default(8),
  /** How many of the four character classes (lower, upper, digit, other) a password needs. */
  PASSWORD_MIN_CLASSES: z.coerce.number({ error: "must be a number" }).int().min(1).max(4).default(3),
  /** Proof-of-work difficulty of the registration bot check (ALTCHA maxnumber); small in tests. */
  BOTCHECK_MAX_NUMBER: z.coerce.number({ error: "must be a number" }).int().min(1).max(10_000_000).default(100_000),
  /** Comma lists of e-mail domains: when the allow list is set only its domains may register. */
  MAILER_ALLOW_DOMAINS: z.string().default(""),
  MAILER_DENY_DOMAINS: z.string().default(""),
  /**
   * Behind a load balancer: which proxies to trust for X-Forwarded-For (Fastify trustProxy): "true", a hop count,
   * or a comma list of addresses/CIDRs. Off by default, so a client cannot fake its IP to dodge the throttles.
   */
  TRUST_PROXY: z
    .string()
    .default("")
    .transform((v): boolean | number | string[] => {
      const s = v.trim();
      if (s === "" || s === "false") return false;
      if (s === "true") return true;
      if (/^\d+$/.test(s)) return Number(s);
      return s
        .split(",")
        .map((a) => a.trim())
        .filter(Boolean);
    }),
  /** Lifetime of a password reset link in minutes. */
  RESET_TOKEN_MINUTES: z.coerce
    .number({ error: "must be a number" })
    .int()
    .min(5)
    .max(7 * 24 * 60)
    .default(60),
  /**
   * Overrides the delivery rules' free-delivery threshold (domain/delivery-rules.ts, 199 zł): free delivery from this
   * gross amount of goods (after discount), in złoty; 0 disables free delivery; unset keeps the rules' threshold.
   */
  CART_FREE_SHIPPING_THRESHOLD: z.coerce.number({ error: "must be an amount in złoty" }).min(0).max(100_000).optional(),
  /**
   * The shop is over the EU distance-sales threshold (EUR 10,000 a year) and declares EU consumers' VAT in OSS: a
   * delivery to a consumer in Germany or Italy is taxed at that country's rate (domain/vat-abroad.ts); false: Polish VAT.
   */
  VAT_OSS: bool.default(true),
  /**
   * The GA4 measurement id ("G-XXXXXXX"): the storefront loads Google's tag with it after the shopper accepts analytics
   * cookies (app/features/analytics); unset: no tag is loaded and nothing is sent to Google.
   */
  GA4_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]{4,16}$/, { error: "must be a GA4 measurement id such as G-ABC123XYZ" })
    .optional(),
  /**
   * The Measurement Protocol API secret of the GA4 data stream (GA4 admin → Data streams → Measurement Protocol API
   * secrets): with GA4_MEASUREMENT_ID, refunds are sent to GA4 from the server (server/modules/analytics); unset: none.
   */
  GA4_API_SECRET: z.string().min(1).max(200).optional(),
  /** GA4 Measurement Protocol's base URL; production default https://www.google-analytics.com, elsewhere the local stand-in. */
  GA4_MP_URL: z.url({ error: "must be an absolute URL" }).optional(),
  GA4_STAND_IN_PORT: z.coerce.number({ error: "must be a port number" }).int().min(0).max(65535).default(0),
  /** Coupon attempts allowed per cart and per IP address in 10 minutes; past them apply-coupon answers 429 RATE_LIMITED. */
  CART_COUPON_ATTEMPTS_PER_CART: z.coerce.number({ error: "must be a number" }).int().min(1).max(10_000).default(10),
  CART_COUPON_ATTEMPTS_PER_IP: z.coerce.number({ error: "must be a number" }).int().min(1).max(10_000).default(60),
  /** Gift card codes one client IP may try (balance checks and applying) in 10 minutes. */
  GIFT_CARD_ATTEMPTS_PER_IP: z.coerce.number({ error: "must be a number" }).int().min(1).max(100_000).default(20),
  /** Gift card codes one cart may try in 10 minutes. */
  GIFT_CARD_ATTEMPTS_PER_CART: z.coerce.number({ error: "must be a number" }).int().min(1).max(100_000).default(10),
  /** Reviews one client IP address may write in an hour (then 429 RATE_LIMITED). */
  REVIEW_ATTEMPTS_PER_IP: z.coerce.number({ error: "must be a number" }).int().min(1).max(100_000).default(10),
  /** Reviews one customer may write in an hour. */
  REVIEW_ATTEMPTS_PER_CUSTOMER: z.coerce.number({ error: "must be a number" }).int().min(1).max(100_000).default(5),
  /** Guest carts one IP address may create in 10 minutes (customers' carts are not counted). */
  CART_GUEST_CARTS_PER_IP: z.coerce.number({ error: "must be a number" }).int().min(1).max(100_000).default(300),
  /** Order attempts (POST /api/order) one IP address may make in 10 minutes; then 429 RATE_LIMITED. */
  ORDER_ATTEMPTS_PER_IP: z.coerce.number({ error: "must be a number" }).int().min(1).max(1_000_000).default(60),
  /**
   * PayU REST API v2.1 base URL (docs/polish-rules.md §1): https://secure.payu.com, or the sandbox
   * https://secure.snd.payu.com. Unset outside production: the local PayU stand-in is started and used.
   */
  PAYU_URL: z.url({ error: "must be an absolute URL" }).optional(),
  /** The POS (merchantPosId) and its OAuth client credentials and second key (MD5), from the PayU panel. */
  PAYU_POS_ID: z.string().regex(/^\d+$/, { error: "must be the numeric POS id" }).optional(),
  PAYU_CLIENT_ID: z.string().min(1).optional(),
  PAYU_CLIENT_SECRET: z.string().min(1).optional(),
  PAYU_SECOND_KEY: z.string().min(1).optional(),
  PAYU_TIMEOUT_MS: z.coerce.number({ error: "must be a number" }).int().min(100).max(60_000).default(10_000),
  PAYU_STAND_IN_PORT: z.coerce.number({ error: "must be a port number" }).int().min(0).max(65535).default(0),
  /**
   * InPost ShipX shipments API (docs/api.md §18): its base URL, the organisation's API token and id (the InPost
   * Manager's "API ShipX" page). Unset outside production: the local ShipX stand-in is started and used; production
   * without the token and id creates no shipments (the back office answers SHIPMENTS_NOT_CONFIGURED).
   */
  SHIPX_URL: z.url({ error: "must be an absolute URL" }).optional(),
  SHIPX_TOKEN: z.string().min(1).optional(),
  SHIPX_ORGANIZATION_ID: z.string().regex(/^\d+$/, { error: "must be the numeric organisation id" }).optional(),
  SHIPX_TIMEOUT_MS: z.coerce.number({ error: "must be a number" }).int().min(100).max(60_000).default(10_000),
  SHIPX_STAND_IN_PORT: z.coerce.number({ error: "must be a port number" }).int().min(0).max(65535).default(0),
  /**
   * Minutes an unpaid online order keeps its stock; then it expires (status canceled, stock released). The shop's
   * terms promise 3 days (the payments, terms and contact pages; a test holds them together).
   */
  PAYMENT_VALIDITY_MINUTES: z.coerce
    .number({ error: "must be a number" })
    .int()
    .min(5)
    .max(7 * 24 * 60)
    .default(3 * 24 * 60),
  /** How often each process looks for expired unpaid orders, in seconds (0: never; tests call the sweep). */
  PAYMENT_EXPIRY_SWEEP_SECONDS: z.coerce.number({ error: "must be a number" }).int().min(0).max(3600).default(60),
  /**
   * Vue Storefront 1.x compatibility (docs/decisions/2026-11-27-vsf1-compat.md): requests from an origin listed in
   * CORS_ORIGINS get the VSF1 dialect (error results as strings, Magento's omitted fields, a non-rotating refresh
   * family, orders without Kiosk's checkout block). The shop's own storefront keeps the strict rules.
   */
  VSF1_COMPAT: bool.default(false),
  /** Comma list of origins (`https://vsf.example.pl`) allowed to call /api from a browser (CORS). */
  CORS_ORIGINS: z
    .string()
    .default("")
    .transform((v, ctx) => {
      const origins = v
        .split(",")
        .map((o) => o.trim())
        .filter(Boolean);
      for (const o of origins) {
        let parsed: URL | undefined;
        try {
          parsed = new URL(o);
        } catch {}
        if (!parsed || parsed.origin !== o.replace(/\/$/, ""))
          ctx.addIssue({ code: "custom", message: `must be a comma list of origins such as https://vsf.example.pl (not ${o})` });
      }
      return origins.map((o) => o.replace(/\/$/, ""));
    }),
  /** VSF1 compatibility: lifetime of a VSF1 client's refresh token (it is not rotated, so it lives shorter). */
  VSF1_REFRESH_TOKEN_HOURS: z.coerce.number({ error: "must be a number" }).int().min(1).max(720).default(24),
  /** VSF1 compatibility: registrations one client IP may make in an hour (the VSF1 client cannot solve the bot check). */
  VSF1_REGISTRATIONS_PER_IP: z.coerce.number({ error: "must be a number" }).int().min(1).max(10_000).default(3),
  /** Database-backed jobs (pg-boss, server/jobs/): workers and schedules run in this process. Default: on, except NODE_ENV=test. */
  JOBS_ENABLED: bool.optional(),
});

/** The signing secret of test apps (NODE_ENV=test) when AUTH_SECRET is unset: every test process signs alike. */
export const TEST_AUTH_SECRET = "kiosk-test-secret-only-for-automated-tests";

/**
 * The development signing secret when AUTH_SECRET is unset: random, generated once into DATA_DIR/auth-secret
 * (readable by its owner only) and reused by every later start on that data folder, so a development shop left
 * reachable has no well-known secret its tokens could be forged with.
 */
export function developmentAuthSecret(dataDir: string): string {
  const file = resolve(dataDir, "auth-secret");
  try {
    const kept = readFileSync(file, "utf8").trim();
    if (kept.length >= 32) return kept;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  try {
    // wx: of two processes starting at once on a fresh folder, one writes and the other reads what it wrote.
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
    return secret;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    return readFileSync(file, "utf8").trim();
  }
}

/** The local PayU stand-in's POS and keys, used outside production when PAYU_URL is unset. */
export const DEVELOPMENT_PAYU = { posId: "300746", clientId: "300746", clientSecret: "kiosk-dev-payu-client-secret", secondKey: "kiosk-dev-payu-second-key" };

/** The local ShipX stand-in's token and organisation, used outside production when SHIPX_TOKEN is unset. */
export const DEVELOPMENT_SHIPX = { token: "kiosk-dev-shipx-token", organizationId: "52147" };

export type Config = Omit<
  z.output<typeof ConfigSchema>,
  | "HOST"
  | "API_DOCS"
  | "DATA_DIR"
  | "AUTH_SECRET"
  | "MAIL_TRANSPORT"
  | "PAYU_POS_ID"
  | "PAYU_CLIENT_ID"
  | "PAYU_CLIENT_SECRET"
  | "PAYU_SECOND_KEY"
  | "JOBS_ENABLED"
> & {
  HOST: string;
  API_DOCS: boolean;
  JOBS_ENABLED: boolean;
  PAYU_POS_ID: string;
  PAYU_CLIENT_ID: string;
  PAYU_CLIENT_SECRET: string;
  PAYU_SECOND_KEY: string;
  DATA_DIR: string;
  AUTH_SECRET: string;
  MAIL_TRANSPORT: "catcher" | "smtp";
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
  if (parsed.data.NODE_ENV === "production" && !parsed.data.AUTH_SECRET) {
    throw new ConfigError("Kiosk cannot start: The environment variable AUTH_SECRET must be set in production (at least 32 characters).");
  }
  const mailTransport = parsed.data.MAIL_TRANSPORT ?? (parsed.data.NODE_ENV === "production" ? "smtp" : "catcher");
  if (mailTransport === "smtp" && !parsed.data.SMTP_URL) {
    throw new ConfigError("Kiosk cannot start: The environment variable SMTP_URL must be set when mail goes over SMTP (production, or MAIL_TRANSPORT=smtp).");
  }
  const payuSet = [parsed.data.PAYU_POS_ID, parsed.data.PAYU_CLIENT_ID, parsed.data.PAYU_CLIENT_SECRET, parsed.data.PAYU_SECOND_KEY];
  if (parsed.data.PAYU_URL && payuSet.some((v) => !v)) {
    throw new ConfigError(
      "Kiosk cannot start: The environment variables PAYU_POS_ID, PAYU_CLIENT_ID, PAYU_CLIENT_SECRET and PAYU_SECOND_KEY must be set when PAYU_URL is set.",
    );
  }
  if (parsed.data.SHIPX_URL && (!parsed.data.SHIPX_TOKEN || !parsed.data.SHIPX_ORGANIZATION_ID)) {
    throw new ConfigError("Kiosk cannot start: The environment variables SHIPX_TOKEN and SHIPX_ORGANIZATION_ID must be set when SHIPX_URL is set.");
  }
  if (mailTransport === "catcher" && parsed.data.NODE_ENV === "production") {
    throw new ConfigError(
      "Kiosk cannot start: The environment variable MAIL_TRANSPORT must not be catcher in production (mail would never leave the process).",
    );
  }
  const dataDir = resolve(parsed.data.DATA_DIR);
  const production = parsed.data.NODE_ENV === "production";
  if (production && parsed.data.MARKETING_PLATFORM === "edrone" && !parsed.data.EDRONE_APP_ID) {
    throw new ConfigError("Kiosk cannot start: The environment variable EDRONE_APP_ID must be set when MARKETING_PLATFORM is edrone.");
  }
  return {
    ...parsed.data,
    // Outside production an unset URL is filled in by the stand-in started for it (server/integrations/stand-ins.ts).
    VAT_REGISTER_URL: parsed.data.VAT_REGISTER_URL ?? (production ? "https://wl-api.mf.gov.pl" : undefined),
    VIES_URL: parsed.data.VIES_URL ?? (production ? "https://ec.europa.eu/taxation_customs/vies/rest-api" : undefined),
    PICKUP_POINTS_URL: parsed.data.PICKUP_POINTS_URL ?? (production ? "https://api-shipx-pl.easypack24.net" : undefined),
    EDRONE_URL: parsed.data.EDRONE_URL ?? (production ? "https://api.edrone.me" : undefined),
    EDRONE_APP_ID: parsed.data.EDRONE_APP_ID ?? (production ? undefined : "kiosk-development"),
    GA4_MP_URL: parsed.data.GA4_MP_URL ?? (production ? "https://www.google-analytics.com" : undefined),
    HOST: parsed.data.HOST ?? (production ? "0.0.0.0" : "127.0.0.1"),
    API_DOCS: parsed.data.API_DOCS ?? !production,
    AUTH_SECRET: parsed.data.AUTH_SECRET ?? (parsed.data.NODE_ENV === "test" ? TEST_AUTH_SECRET : developmentAuthSecret(dataDir)),
    // Unset: this process's own port, so PayU's return and notifications reach a shop started on another PORT.
    PUBLIC_URL: input["PUBLIC_URL"] === undefined ? `http://localhost:${parsed.data.PORT}` : parsed.data.PUBLIC_URL,
    // Production without PayU's keys takes no online payment (PAYU_URL stays unset and the online methods are not offered).
    PAYU_URL: parsed.data.PAYU_URL ?? (production && payuSet.every(Boolean) ? "https://secure.payu.com" : undefined),
    // The stand-in's POS and keys outside production (server/integrations/payu/stand-in.ts accepts the configured ones).
    PAYU_POS_ID: parsed.data.PAYU_POS_ID ?? DEVELOPMENT_PAYU.posId,
    PAYU_CLIENT_ID: parsed.data.PAYU_CLIENT_ID ?? DEVELOPMENT_PAYU.clientId,
    PAYU_CLIENT_SECRET: parsed.data.PAYU_CLIENT_SECRET ?? DEVELOPMENT_PAYU.clientSecret,
    PAYU_SECOND_KEY: parsed.data.PAYU_SECOND_KEY ?? DEVELOPMENT_PAYU.secondKey,
    // Production with the token and id uses InPost's API; outside production an unset URL gets the stand-in.
    SHIPX_URL:
      parsed.data.SHIPX_URL ?? (production && parsed.data.SHIPX_TOKEN && parsed.data.SHIPX_ORGANIZATION_ID ? "https://api-shipx-pl.easypack24.net" : undefined),

    // Test apps start no jobs unless a test asks for them (JOBS_ENABLED=true).
    JOBS_ENABLED: parsed.data.JOBS_ENABLED ?? parsed.data.NODE_ENV !== "test",
    MAIL_TRANSPORT: mailTransport,
    DATA_DIR: dataDir,
    pgliteDir: resolve(dataDir, "pglite"),
    mediaDir: resolve(dataDir, "media"),
    imageCacheDir: resolve(dataDir, "cache/img"),
  };
}

/** The database timeouts of `config` (server/db/client.ts). */
export function databaseTimeouts(config: Config) {
  return {
    connectMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    lockMs: config.DATABASE_LOCK_TIMEOUT_MS,
    idleInTransactionMs: config.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  };
}

/** What the browser may see. */
export function publicConfig(config: Config) {
  return {
    storeCodePrefix: config.STORE_CODE_PREFIX,
    publicUrl: config.PUBLIC_URL,
    showOutOfStock: config.CATALOG_SHOW_OUT_OF_STOCK,
    minicartCount: config.CART_MINICART_COUNT,
    /** Google's tag is loaded with it after consent (app/features/analytics/analytics-head.server.ts); null: never */
    ga4MeasurementId: config.GA4_MEASUREMENT_ID ?? null,
  };
}
