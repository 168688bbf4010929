/**
 * Creates the back office's first owner account (README "Back office"):
 *
 *   npm run admin:create-owner -- --email anna@sklep.pl --name "Anna Nowak"
 *
 * The password is read from ADMIN_PASSWORD, or asked for on the terminal (at least 12 characters). It prints the
 * TOTP secret and its otpauth:// link once: put it into an authenticator app (Aegis, Google Authenticator,
 * 1Password); sign-in asks for its 6-digit code. Uses DATABASE_URL, or the PGlite database in DATA_DIR (the shop
 * must not be running on the same PGlite directory). The database is migrated first; the creation is audited.
 */
import { resolve } from "node:path";
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { openDatabase } from "../server/db/client.ts";
import { createStaffAccount, otpauthUrl } from "../server/modules/staff/index.ts";

const { values: args } = parseArgs({ options: { email: { type: "string" }, name: { type: "string" } } });
if (!args.email || !args.name) {
  console.error('Usage: npm run admin:create-owner -- --email <e-mail> --name "<name>"  (password from ADMIN_PASSWORD or the prompt)');
  process.exit(64);
}

async function askPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  try {
    return await rl.question("Password (at least 12 characters): ");
  } finally {
    rl.close();
  }
}

const password = await askPassword();
const databaseUrl = process.env.DATABASE_URL || undefined;
const pgliteDir = resolve(process.env.PGLITE_DIR || `${process.env.DATA_DIR || "./var"}/pglite`);
const db = await openDatabase(databaseUrl ? { databaseUrl } : { pgliteDir });
try {
  const outcome = await createStaffAccount(db, { email: args.email, name: args.name, role: "owner", password }, null);
  if (!outcome.ok) {
    console.error(outcome.message);
    process.exitCode = 1;
  } else {
    console.log(`Owner ${args.email} created (id ${outcome.value.id}).`);
    console.log(`TOTP secret: ${outcome.value.totpSecret}`);
    console.log(`Authenticator link: ${otpauthUrl(outcome.value.totpSecret, args.email.trim().toLowerCase())}`);
    console.log("Sign in at /admin with the e-mail, the password and the app's 6-digit code.");
  }
} finally {
  await db.close();
}
