/**
 * The customer's profile and address book (GET/POST /api/user/me). A customer reads and changes only their own
 * rows: every query is keyed by the authenticated customer id, and an incoming address whose id or customer_id is
 * not theirs is refused with 403 before anything is written. Saving with `addresses` replaces the address book
 * (addresses with an id are updated, without one created, missing ones deleted); without `addresses` it is kept.
 * Refusals (403, a taken or refused address, a customer gone meanwhile) are returned as values.
 */
import type { z } from "zod";
import type { AddressInput, ProfileInput } from "../../../contract/customer.ts";
import type { EmailDomainRules } from "../../../domain/email-rules.ts";
import type { Database } from "../../db/client.ts";
import type { RowOf } from "../../db/rows.ts";
import type { customerAddresses, customers } from "./tables.ts";
import { accept, refuse, valueOr, type Outcome } from "../../http/outcome.ts";
import { unauthorized } from "./authenticate.ts";
import { emailDomainRefusal } from "./email-domain.ts";
import type { AddressSchema, ProfileSchema } from "../../../contract/customer.ts";

type Query = Pick<Database, "query">;

/** An address and a profile as the API answers them (the response schemas). */
export type Address = z.infer<typeof AddressSchema>;
export type Profile = z.infer<typeof ProfileSchema>;

type AddressRow = RowOf<typeof customerAddresses>;
type ProfileRow = Pick<RowOf<typeof customers>, "id" | "group_id" | "email" | "firstname" | "lastname" | "created_at" | "updated_at" | "loyalty_card"> & {
  is_subscribed: boolean;
  addresses: AddressRow[];
};

export type ProfileRefusal = "UNAUTHORIZED" | "FORBIDDEN" | "EMAIL_DOMAIN_REFUSED" | "EMAIL_TAKEN";

export const INVALID_ADDRESS_MESSAGE = "Provided invalid address.id or address.customer_id";
export const EMAIL_TAKEN_MESSAGE = "Customer with same email exists";

/** An e-mail refused by the domain rules (a verdict of domain/email-rules.ts other than "ok"), as a refusal. */
export function isUniqueViolation(err: unknown): boolean {
  return typeof err === "object" && err !== null && (err as { code?: unknown }).code === "23505";
}

function toAddress(r: AddressRow): Address {
  return {
    id: r.id,
    customer_id: r.customer_id,
    firstname: r.firstname,
    lastname: r.lastname,
    company: r.company,
    vat_id: r.vat_id,
    street: [r.street1, r.street2],
    city: r.city,
    postcode: r.postcode,
    country_id: r.country_id,
    telephone: r.telephone,
    region: { region_code: r.region_code, region: r.region, region_id: r.region_id },
    region_id: r.region_id,
    default_shipping: r.is_default_shipping,
    default_billing: r.is_default_billing,
  };
}

const iso = (d: Date | string) => new Date(d).toISOString();

/** Writes the address book of `customerId` to match `addresses` (ownership already checked). */
export async function saveAddresses(q: Query, customerId: number, addresses: AddressInput[]): Promise<void> {
  const firstShipping = addresses.findIndex((a) => a.default_shipping);
  const firstBilling = addresses.findIndex((a) => a.default_billing);
  const keep: number[] = [];
  for (const [i, a] of addresses.entries()) {
    const values = [
      a.firstname,
      a.lastname,
      a.company ?? null,
      a.vat_id ?? null,
      a.street[0] ?? "",
      a.street[1] ?? "",
      a.city,
      a.postcode,
      a.country_id,
      a.telephone ?? "",
      a.region?.region ?? null,
      a.region?.region_code ?? null,
      a.region_id ?? a.region?.region_id ?? null,
      i === firstShipping,
      i === firstBilling,
    ];
    if (a.id !== undefined) {
      await q.query(
        `UPDATE customer_addresses SET firstname=$3, lastname=$4, company=$5, vat_id=$6, street1=$7, street2=$8, city=$9, postcode=$10,
           country_id=$11, telephone=$12, region=$13, region_code=$14, region_id=$15, is_default_shipping=$16, is_default_billing=$17
         WHERE id = $1 AND customer_id = $2`,
        [a.id, customerId, ...values],
      );
      keep.push(a.id);
    } else {
      const rows = await q.query<{ id: number }>(
        `INSERT INTO customer_addresses (customer_id, firstname, lastname, company, vat_id, street1, street2, city, postcode, country_id,
           telephone, region, region_code, region_id, is_default_shipping, is_default_billing)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16) RETURNING id`,
        [customerId, ...values],
      );
      keep.push(rows[0]!.id);
    }
  }
  await q.query("DELETE FROM customer_addresses WHERE customer_id = $1 AND NOT (id = ANY($2::int[]))", [customerId, keep]);
}

export class ProfileService {
  private readonly db: Database;
  private readonly rules: EmailDomainRules;
  private readonly clock: () => Date;

  constructor(db: Database, rules: EmailDomainRules, clock: () => Date) {
    this.db = db;
    this.rules = rules;
    this.clock = clock;
  }

  /** The profile of a customer who exists (just registered or changed); a missing one is thrown (401). */
  async get(customerId: number): Promise<Profile> {
    return valueOr(await this.read(customerId));
  }

  /**
   * The profile of the token's customer (GET /api/user/me): the same query also authenticates, as only an active
   * customer whose token version matches answers, so the token check costs no second round trip.
   */
  me(customerId: number, tokenVersion: number): Promise<Outcome<Profile, "UNAUTHORIZED">> {
    return this.read(customerId, tokenVersion);
  }

  private async read(customerId: number, tokenVersion?: number): Promise<Outcome<Profile, "UNAUTHORIZED">> {
    // One round trip: the customer row with its addresses aggregated as JSON.
    const rows = await this.db.query<ProfileRow>(
      `SELECT c.id, c.group_id, c.email, c.firstname, c.lastname, c.created_at, c.updated_at, c.loyalty_card,
              EXISTS (SELECT 1 FROM newsletter_subscribers n WHERE n.email = c.email) AS is_subscribed,
              COALESCE((SELECT json_agg(a ORDER BY a.id) FROM customer_addresses a WHERE a.customer_id = c.id), '[]'::json) AS addresses
         FROM customers c WHERE c.id = $1${tokenVersion === undefined ? "" : " AND c.is_active AND c.token_version = $2"}`,
      tokenVersion === undefined ? [customerId] : [customerId, tokenVersion],
    );
    const c = rows[0];
    if (!c) return unauthorized();
    const addresses = c.addresses.map(toAddress);
    return accept({
      id: c.id,
      group_id: c.group_id,
      email: c.email,
      firstname: c.firstname,
      lastname: c.lastname,
      default_billing: addresses.find((a) => a.default_billing)?.id ?? null,
      default_shipping: addresses.find((a) => a.default_shipping)?.id ?? null,
      website_id: 1,
      store_id: 1,
      created_at: iso(c.created_at),
      updated_at: iso(c.updated_at),
      addresses,
      extension_attributes: { is_subscribed: c.is_subscribed, loyalty_card: c.loyalty_card },
    });
  }

  async update(customerId: number, input: ProfileInput): Promise<Outcome<Profile, ProfileRefusal>> {
    if (input.addresses) {
      const rows = await this.db.query<Pick<AddressRow, "id">>("SELECT id FROM customer_addresses WHERE customer_id = $1", [customerId]);
      const owned = new Set(rows.map((r) => r.id));
      const notOwned = (a: AddressInput) => (a.id !== undefined && !owned.has(a.id)) || (a.customer_id !== undefined && a.customer_id !== customerId);
      if (input.addresses.some(notOwned)) return refuse("FORBIDDEN", INVALID_ADDRESS_MESSAGE);
    }
    const current = (await this.db.query<Pick<ProfileRow, "email">>("SELECT email FROM customers WHERE id = $1", [customerId]))[0];
    if (!current) return unauthorized();
    const refused = input.email === current.email ? null : emailDomainRefusal(input.email, this.rules);
    if (refused) return refused;
    try {
      await this.db.transaction(async (tx) => {
        await tx.query("UPDATE customers SET email = $2, firstname = $3, lastname = $4, updated_at = $5 WHERE id = $1", [
          customerId,
          input.email,
          input.firstname,
          input.lastname,
          this.clock(),
        ]);
        if (input.email !== current.email) {
          // The newsletter subscription follows the customer to the new address.
          await tx.query(
            `UPDATE newsletter_subscribers SET email = $2, customer_id = $3
              WHERE email = $1 AND NOT EXISTS (SELECT 1 FROM newsletter_subscribers WHERE email = $2)`,
            [current.email, input.email, customerId],
          );
        }
        if (input.addresses) await saveAddresses(tx, customerId, input.addresses);
      });
    } catch (err) {
      if (isUniqueViolation(err)) return refuse("EMAIL_TAKEN", EMAIL_TAKEN_MESSAGE);
      throw err;
    }
    return this.read(customerId);
  }
}
