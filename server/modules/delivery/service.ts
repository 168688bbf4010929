/**
 * The shop's delivery and payment terms as data (docs/decisions/2026-11-26-delivery-rules-data.md).
 *
 * DeliveryTerms is where every module reads the rules from: the code's rules with the configuration (`base`), with the
 * back office's settings (delivery_settings) laid over them. Each process keeps them in memory and asks the database,
 * at most once per `checkEveryMs`, whether their version moved (one tiny query, the settings read only when it did),
 * so a change saved through any process reaches every process within about a second. The table's trigger moves the
 * page version too (the migration), so the cached pages that state delivery terms are retired in every process.
 *
 * DeliveryBackOffice is the back office's door to the table: the editable view and the change, which writes the
 * caller's audit row in its own transaction.
 */
import type { StaffDeliveryRules, StaffDeliveryRulesBody } from "../../../contract/staff-delivery.ts";
import {
  applyDeliverySettings,
  carrierKey,
  deliverySettingsOf,
  deliverySettingsProblems,
  type DeliveryRules,
  type DeliveryRulesSource,
  type DeliverySettings,
  type DeliverySettingsProblem,
} from "../../../domain/delivery-rules.ts";
import type { Database } from "../../db/client.ts";
import { accept, refuse, type Outcome } from "../../http/outcome.ts";

/** How often a process asks whether the terms changed (README: a change reaches every process within about a second). */
export const DELIVERY_CHECK_MS = 1000;

interface SettingsRow {
  version: number;
  settings: DeliverySettings | null;
  updated_at: Date | string;
  updated_by: string | null;
}

export class DeliveryTerms implements DeliveryRulesSource {
  /** the code's rules with the operator's configuration: what applies while nothing is stored */
  readonly base: DeliveryRules;
  private rules: DeliveryRules;
  private version: number | null = null;
  private checkedAt = -Infinity;
  private pending: Promise<DeliveryRules> | undefined;
  private readonly db: Pick<Database, "query">;
  private readonly checkEveryMs: number;
  private readonly now: () => number;

  constructor(db: Pick<Database, "query">, base: DeliveryRules, opts: { checkEveryMs?: number; now?: () => number } = {}) {
    this.db = db;
    this.base = base;
    this.rules = base;
    this.checkEveryMs = opts.checkEveryMs ?? DELIVERY_CHECK_MS;
    this.now = opts.now ?? Date.now;
  }

  /** The rules in hand (as of the last check). */
  get current(): DeliveryRules {
    return this.rules;
  }

  /** The rules, checked against the database's version when the last check is older than `checkEveryMs`. */
  fresh(): Promise<DeliveryRules> | DeliveryRules {
    if (this.now() - this.checkedAt < this.checkEveryMs) return this.rules;
    this.pending ??= this.read().finally(() => (this.pending = undefined));
    return this.pending;
  }

  /** The next `fresh()` asks the database (after this process's own change). */
  invalidate(): void {
    this.checkedAt = -Infinity;
  }

  private async read(): Promise<DeliveryRules> {
    const started = this.now();
    try {
      const [row] = await this.db.query<{ version: number; settings: DeliverySettings | null }>(
        "SELECT version, CASE WHEN version IS DISTINCT FROM $1::int THEN settings END AS settings FROM delivery_settings WHERE id = 1",
        [this.version],
      );
      if (!row) {
        this.rules = this.base;
        this.version = null;
      } else if (row.version !== this.version) {
        this.rules = applyDeliverySettings(this.base, row.settings);
        this.version = row.version;
      }
      this.checkedAt = started;
    } catch {
      // The database is away: the rules in hand stay (the request that needs the database fails on its own), asked again next time.
    }
    return this.rules;
  }
}

/** What the back office sends and the audit log keeps, from the domain's settings. */
function bodyOf(s: DeliverySettings): StaffDeliveryRulesBody {
  return {
    carriers: s.carriers.map((c) => ({ key: c.key, enabled: c.enabled, price_gross: c.gross, cash_on_delivery: c.cashOnDelivery })),
    free_delivery_threshold_gross: s.freeDeliveryThresholdGross,
    cod_fee_gross: s.cashOnDeliveryFeeGross,
    payment_methods: { ...s.paymentMethods },
  };
}

function settingsOf(b: StaffDeliveryRulesBody): DeliverySettings {
  return {
    carriers: b.carriers.map((c) => ({ key: c.key, enabled: c.enabled, gross: c.price_gross, cashOnDelivery: c.cash_on_delivery })),
    freeDeliveryThresholdGross: b.free_delivery_threshold_gross,
    cashOnDeliveryFeeGross: b.cod_fee_gross,
    paymentMethods: { ...b.payment_methods },
  };
}

/** The stored settings completed for the code's carriers (a carrier added to the code since the save: as the code has it). */
function completed(stored: DeliverySettings | null, base: DeliveryRules): DeliverySettings {
  const defaults = deliverySettingsOf(base);
  if (!stored) return defaults;
  const byKey = new Map(stored.carriers.map((c) => [c.key, c]));
  return { ...stored, carriers: defaults.carriers.map((c) => byKey.get(c.key) ?? c) };
}

const SENTENCES: Record<DeliverySettingsProblem["code"], string> = {
  DELIVERY_UNKNOWN_CARRIER: "Every carrier of the shop must be listed once, and no other.",
  DELIVERY_NO_CARRIER_PL: "The carriers left for Poland would not deliver every kind of product.",
  DELIVERY_NO_ONLINE_PAYMENT: "At least one online payment method must stay on: subscriptions, e-books and gift cards are paid online only.",
};

/** A change of the settings, the audit row written by `audit` in its transaction. */
export type DeliveryAudit = (tx: Pick<Database, "query">, change: { before: unknown; after: unknown }) => Promise<void>;

export class DeliveryBackOffice {
  private readonly db: Database;
  private readonly terms: DeliveryTerms;
  private readonly clock: () => Date;

  constructor(db: Database, terms: DeliveryTerms, clock: () => Date = () => new Date()) {
    this.db = db;
    this.terms = terms;
    this.clock = clock;
  }

  /** The carriers with their editable fields, the threshold, the fee and the payment methods, as they apply now. */
  async view(): Promise<StaffDeliveryRules> {
    const [row] = await this.db.query<SettingsRow>("SELECT version, settings, updated_at, updated_by FROM delivery_settings WHERE id = 1");
    return this.viewOf(row ?? null);
  }

  private viewOf(row: SettingsRow | null): StaffDeliveryRules {
    const base = this.terms.base;
    const s = completed(row?.settings ?? null, base);
    const byKey = new Map(s.carriers.map((c) => [c.key, c]));
    return {
      carriers: base.carriers.map((c) => {
        const own = byKey.get(carrierKey(c))!;
        return {
          key: carrierKey(c),
          carrier_title: c.carrierTitle,
          method_title: c.methodTitle,
          countries: [...c.countries],
          groups: [...c.groups],
          pickup: c.pickup,
          enabled: own.enabled,
          price_gross: own.gross,
          cash_on_delivery: own.cashOnDelivery,
        };
      }),
      free_delivery_threshold_gross: s.freeDeliveryThresholdGross,
      cod_fee_gross: s.cashOnDeliveryFeeGross,
      payment_methods: { ...s.paymentMethods },
      stored: (row?.settings ?? null) !== null,
      updated_at: row ? new Date(row.updated_at).toISOString() : null,
      updated_by: row?.updated_by ?? null,
    };
  }

  /**
   * Stores the settings (all of them) when they leave a carrier for every kind of product in Poland and an online
   * payment method; the audit row (before and after, as the back office sends them) commits with the change.
   */
  async save(
    body: StaffDeliveryRulesBody,
    by: string,
    audit: DeliveryAudit,
  ): Promise<Outcome<StaffDeliveryRules, "DELIVERY_UNKNOWN_CARRIER" | "DELIVERY_NO_CARRIER_PL" | "DELIVERY_NO_ONLINE_PAYMENT">> {
    const settings = settingsOf(body);
    const problems = deliverySettingsProblems(settings, this.terms.base);
    const first = problems[0];
    if (first) return refuse(first.code, SENTENCES[first.code], { errors: problems });
    const row = await this.db.transaction(async (tx) => {
      const [old] = await tx.query<SettingsRow>("SELECT version, settings, updated_at, updated_by FROM delivery_settings WHERE id = 1 FOR UPDATE");
      const before = bodyOf(completed(old?.settings ?? null, this.terms.base));
      const [saved] = await tx.query<SettingsRow>(
        `INSERT INTO delivery_settings (id, settings, version, updated_at, updated_by) VALUES (1, $1::jsonb, 1, $2, $3)
         ON CONFLICT (id) DO UPDATE SET settings = EXCLUDED.settings, version = delivery_settings.version + 1,
           updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by
         RETURNING version, settings, updated_at, updated_by`,
        [JSON.stringify(settings), this.clock(), by],
      );
      await audit(tx, { before, after: bodyOf(settings) });
      return saved!;
    });
    // This process sees its own change on its next request; the others within DELIVERY_CHECK_MS.
    this.terms.invalidate();
    return accept(this.viewOf(row));
  }

  /**
   * The code's terms again (with the configuration's threshold): the stored settings dropped, the row kept so its
   * version keeps growing. Nothing stored: nothing to do, nothing audited.
   */
  async reset(by: string, audit: DeliveryAudit): Promise<StaffDeliveryRules> {
    const row = await this.db.transaction(async (tx) => {
      const [old] = await tx.query<SettingsRow>("SELECT version, settings, updated_at, updated_by FROM delivery_settings WHERE id = 1 FOR UPDATE");
      if (!old || old.settings === null) return old ?? null;
      const [saved] = await tx.query<SettingsRow>(
        `UPDATE delivery_settings SET settings = NULL, version = version + 1, updated_at = $1, updated_by = $2 WHERE id = 1
         RETURNING version, settings, updated_at, updated_by`,
        [this.clock(), by],
      );
      await audit(tx, { before: bodyOf(completed(old.settings, this.terms.base)), after: bodyOf(deliverySettingsOf(this.terms.base)) });
      return saved!;
    });
    this.terms.invalidate();
    return this.viewOf(row);
  }
}
