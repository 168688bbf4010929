/**
 * The back office's category tree and attribute options (docs/decisions/2026-11-26-catalogue-csv.md, "Categories
 * and attributes"): create, rename, move, reorder and hide categories; translate their names; add and rename an
 * attribute's options and translate them and the attribute's label. Only this file writes these rows for the panel;
 * the staff module reaches it through CatalogService. Each change is one transaction; the page-version triggers
 * (migration 0008) move every process's page cache, and the service drops this process's caches.
 *
 * A category's `path` (ids from the root), `level` and `url_path` follow its parent: a move rewrites them for the
 * whole subtree and reports the old and new addresses, so the url module can redirect the old ones (301).
 */
import { slugify } from "../../../domain/slug.ts";
import type { Database } from "../../db/client.ts";
import { accept, refuse, type Outcome } from "../../http/outcome.ts";

export const CATALOGUE_LANGUAGES = ["en", "de", "it"] as const;
export type Names = Partial<Record<(typeof CATALOGUE_LANGUAGES)[number], string>>;

export interface StaffCategory {
  id: number;
  parent_id: number | null;
  level: number;
  position: number;
  name: string;
  url_key: string;
  url_path: string;
  is_active: boolean;
  include_in_menu: boolean;
  names: Names;
  products: number;
}

export interface StaffAttribute {
  id: number;
  attribute_code: string;
  frontend_label: string;
  labels: Names;
  options: { id: number; label: string; sort_order: number; labels: Names }[];
}

type Tx = Pick<Database, "query">;
type Moved = { id: number; from: string; to: string };

const CATEGORY_COLUMNS = `c.id, c.parent_id, c.level::int AS level, c.position, c.name, c.url_key, c.url_path, c.is_active, c.include_in_menu,
  coalesce((SELECT jsonb_object_agg(k, v->>'name') FROM jsonb_each(c.translations) AS t(k, v) WHERE v ? 'name'), '{}') AS names`;

/** The whole tree in display order (by path of positions), each with its number of products. */
export async function staffCategoryTree(db: Tx): Promise<StaffCategory[]> {
  return db.query<StaffCategory>(
    `WITH RECURSIVE t AS (
       SELECT id, ARRAY[position, id] AS sort FROM categories WHERE parent_id IS NULL
       UNION ALL SELECT c.id, t.sort || ARRAY[c.position, c.id] FROM categories c JOIN t ON c.parent_id = t.id)
     SELECT ${CATEGORY_COLUMNS}, (SELECT count(*)::int FROM product_categories pc WHERE pc.category_id = c.id) AS products
       FROM categories c JOIN t ON t.id = c.id ORDER BY t.sort`,
  );
}

async function categoryRow(db: Tx, id: number): Promise<StaffCategory | null> {
  const [row] = await db.query<StaffCategory>(
    `SELECT ${CATEGORY_COLUMNS}, (SELECT count(*)::int FROM product_categories pc WHERE pc.category_id = c.id) AS products FROM categories c WHERE c.id = $1`,
    [id],
  );
  return row ?? null;
}

const urlPathUnder = (parent: { level: number; url_path: string }, key: string) => (parent.level <= 1 ? key : `${parent.url_path}/${key}`);

function cleanNames(names: Names | undefined): Names {
  const out: Names = {};
  for (const l of CATALOGUE_LANGUAGES) {
    const v = names?.[l]?.trim();
    if (v) out[l] = v;
  }
  return out;
}

/** The translations object with each language's `name` (or `label`) set, or removed when empty. */
function mergeNames(sql: string, names: Names, key: "name" | "label") {
  // jsonb: for each language, either set {key: value} merged into what is there, or remove that key
  const set = Object.fromEntries(CATALOGUE_LANGUAGES.filter((l) => names[l]).map((l) => [l, { [key]: names[l] }]));
  const drop = CATALOGUE_LANGUAGES.filter((l) => !names[l]);
  return {
    expr: `(SELECT coalesce(jsonb_object_agg(k, v), '{}') FROM jsonb_each(
              (SELECT coalesce(jsonb_object_agg(k2, CASE WHEN k2 = ANY($DROP::text[]) THEN v2 - '${key}' ELSE v2 END), '{}') FROM jsonb_each(${sql}) AS a(k2, v2))
              || (SELECT coalesce(jsonb_object_agg(k3, coalesce(${sql}->k3, '{}') || v3), '{}') FROM jsonb_each($SET::jsonb) AS b(k3, v3))
            ) AS c(k, v) WHERE v <> '{}'::jsonb)`,
    set: JSON.stringify(set),
    drop,
  };
}

export type CategoryRefusal = "CATEGORY_NOT_FOUND" | "CATEGORY_INVALID";

/** A new category at the end of its parent's children; its url key from its name unless given. */
export async function createCategory(
  db: Database,
  input: { parent_id: number; name: string; url_key?: string; names?: Names; include_in_menu?: boolean },
): Promise<Outcome<{ before: null; after: StaffCategory }, CategoryRefusal>> {
  const name = input.name.trim();
  const key = slugify(input.url_key?.trim() || name);
  if (!name || name.length > 255 || !key) return refuse("CATEGORY_INVALID", "A category needs a name (and a url key of letters or digits).", { field: "name" });
  return db.transaction(async (tx) => {
    // one writer of new category ids at a time
    await tx.query("LOCK TABLE categories IN SHARE ROW EXCLUSIVE MODE");
    const [parent] = await tx.query<{ id: number; path: string; level: number; url_path: string }>(
      "SELECT id, path, level::int AS level, url_path FROM categories WHERE id = $1",
      [input.parent_id],
    );
    if (!parent) return refuse("CATEGORY_NOT_FOUND", `There is no category ${input.parent_id}.`, { field: "parent_id" });
    const urlPath = urlPathUnder(parent, key);
    const [taken] = await tx.query("SELECT 1 FROM categories WHERE url_path = $1", [urlPath]);
    if (taken) return refuse("CATEGORY_INVALID", `The address ${urlPath} is taken.`, { field: "url_key" });
    const [{ id }] = (await tx.query<{ id: number }>("SELECT coalesce(max(id), 0) + 1 AS id FROM categories")) as [{ id: number }];
    const names = cleanNames(input.names);
    await tx.query(
      `INSERT INTO categories (id, parent_id, path, level, position, name, url_key, url_path, is_active, include_in_menu, translations)
       VALUES ($1, $2, $3, $4, (SELECT coalesce(max(position), 0) + 1 FROM categories WHERE parent_id = $2), $5, $6, $7, true, $8, $9::jsonb)`,
      [
        id,
        parent.id,
        `${parent.path}/${id}`,
        parent.level + 1,
        name,
        key,
        urlPath,
        input.include_in_menu ?? true,
        JSON.stringify(Object.fromEntries(Object.entries(names).map(([l, v]) => [l, { name: v }]))),
      ],
    );
    return accept({ before: null, after: (await categoryRow(tx, id))! });
  });
}

/** A new name (the address stays, so links keep working) and its translations. */
export async function renameCategory(
  db: Database,
  id: number,
  input: { name: string; names?: Names },
): Promise<Outcome<{ before: StaffCategory; after: StaffCategory }, CategoryRefusal>> {
  const name = input.name.trim();
  if (!name || name.length > 255) return refuse("CATEGORY_INVALID", "A category needs a name.", { field: "name" });
  return db.transaction(async (tx) => {
    const before = await categoryRow(tx, id);
    if (!before) return refuse("CATEGORY_NOT_FOUND", `There is no category ${id}.`);
    const m = mergeNames("translations", cleanNames(input.names), "name");
    await tx.query(`UPDATE categories SET name = $2, translations = ${m.expr.replace("$DROP", "$3").replace("$SET", "$4")} WHERE id = $1`, [
      id,
      name,
      m.drop,
      m.set,
    ]);
    return accept({ before, after: (await categoryRow(tx, id))! });
  });
}

/** Shown or hidden in the shop (`is_active`), and in the menu. */
export async function setCategoryVisibility(
  db: Database,
  id: number,
  input: { is_active?: boolean; include_in_menu?: boolean },
): Promise<Outcome<{ before: StaffCategory; after: StaffCategory }, CategoryRefusal>> {
  return db.transaction(async (tx) => {
    const before = await categoryRow(tx, id);
    if (!before) return refuse("CATEGORY_NOT_FOUND", `There is no category ${id}.`);
    await tx.query(
      "UPDATE categories SET is_active = coalesce($2::boolean, is_active), include_in_menu = coalesce($3::boolean, include_in_menu) WHERE id = $1",
      [id, input.is_active ?? null, input.include_in_menu ?? null],
    );
    return accept({ before, after: (await categoryRow(tx, id))! });
  });
}

/**
 * Moves a category under `parent_id` (its own subtree refused) at 1-based `position` among the new siblings, which
 * are renumbered 1..n; the same parent is a reorder. The subtree's path, level and address follow; `moved` lists the
 * addresses that changed.
 */
export async function moveCategory(
  db: Database,
  id: number,
  input: { parent_id: number; position: number },
  /**
   * Run inside the move's transaction with the addresses that changed: the caller's redirects (the url module's
   * table, written through `tx`) commit with the move or not at all.
   */
  onMoved?: (tx: Pick<Database, "query">, moved: Moved[]) => Promise<void>,
): Promise<Outcome<{ before: StaffCategory; after: StaffCategory; moved: Moved[] }, CategoryRefusal>> {
  return db.transaction(async (tx) => {
    await tx.query("LOCK TABLE categories IN SHARE ROW EXCLUSIVE MODE");
    const before = await categoryRow(tx, id);
    if (!before) return refuse("CATEGORY_NOT_FOUND", `There is no category ${id}.`);
    if (before.parent_id === null) return refuse("CATEGORY_INVALID", "The root category does not move.", { field: "id" });
    const [me] = await tx.query<{ path: string }>("SELECT path FROM categories WHERE id = $1", [id]);
    const [parent] = await tx.query<{ id: number; path: string; level: number; url_path: string }>(
      "SELECT id, path, level::int AS level, url_path FROM categories WHERE id = $1",
      [input.parent_id],
    );
    if (!parent) return refuse("CATEGORY_NOT_FOUND", `There is no category ${input.parent_id}.`, { field: "parent_id" });
    if (parent.id === id || `${parent.path}/`.startsWith(`${me!.path}/`)) {
      return refuse("CATEGORY_INVALID", "A category cannot move under itself.", { field: "parent_id" });
    }
    let moved: Moved[] = [];
    if (parent.id !== before.parent_id) {
      const newPath = `${parent.path}/${id}`;
      const newUrl = urlPathUnder(parent, before.url_key);
      const [clash] = await tx.query("SELECT 1 FROM categories WHERE url_path = $1 AND id <> $2", [newUrl, id]);
      if (clash) return refuse("CATEGORY_INVALID", `The address ${newUrl} is taken under the new parent.`, { field: "parent_id" });
      const levelShift = parent.level + 1 - before.level;
      // the subtree: its path prefix, level and url_path prefix replaced
      moved = await tx.query<Moved>(
        `UPDATE categories c SET
           path = $2 || substr(c.path, length($3) + 1),
           level = c.level + $4,
           url_path = CASE WHEN c.id = $1 THEN $5 ELSE $5 || substr(c.url_path, length($6) + 1) END,
           parent_id = CASE WHEN c.id = $1 THEN $7 ELSE c.parent_id END
         FROM categories old WHERE old.id = c.id AND (c.id = $1 OR c.path LIKE $3 || '/%')
         RETURNING c.id, old.url_path AS "from", c.url_path AS "to"`,
        [id, newPath, me!.path, levelShift, newUrl, before.url_path, parent.id],
      );
      moved = moved.filter((m) => m.from !== m.to);
    }
    // renumber the new siblings with this one at `position`
    const siblings = (await tx.query<{ id: number }>("SELECT id FROM categories WHERE parent_id = $1 AND id <> $2 ORDER BY position, id", [parent.id, id])).map(
      (s) => s.id,
    );
    const at = Math.max(0, Math.min(siblings.length, input.position - 1));
    siblings.splice(at, 0, id);
    await tx.query("UPDATE categories c SET position = o.n FROM unnest($1::int[]) WITH ORDINALITY AS o(id, n) WHERE c.id = o.id AND c.position <> o.n", [
      siblings,
    ]);
    if (onMoved && moved.length > 0) await onMoved(tx, moved);
    return accept({ before, after: (await categoryRow(tx, id))!, moved });
  });
}

// ---- attributes ----

export async function staffAttributes(db: Tx): Promise<StaffAttribute[]> {
  return db.query<StaffAttribute>(
    `SELECT a.id, a.attribute_code, a.frontend_label,
            coalesce((SELECT jsonb_object_agg(k, v->>'frontend_label') FROM jsonb_each(a.translations) AS t(k, v) WHERE v ? 'frontend_label'), '{}') AS labels,
            coalesce((SELECT jsonb_agg(jsonb_build_object('id', o.id, 'label', o.label, 'sort_order', o.sort_order,
                       'labels', coalesce((SELECT jsonb_object_agg(k, v->>'label') FROM jsonb_each(o.translations) AS t(k, v) WHERE v ? 'label'), '{}'))
                       ORDER BY o.sort_order, o.id) FROM attribute_options o WHERE o.attribute_id = a.id), '[]') AS options
       FROM attributes a WHERE a.frontend_input IN ('select', 'multiselect') ORDER BY a.position, a.id`,
  );
}

export type AttributeRefusal = "ATTRIBUTE_NOT_FOUND" | "ATTRIBUTE_INVALID";

/** The attribute's label in Polish and its translations. */
export async function updateAttribute(
  db: Database,
  id: number,
  input: { frontend_label: string; labels?: Names },
): Promise<Outcome<{ before: StaffAttribute; after: StaffAttribute }, AttributeRefusal>> {
  const label = input.frontend_label.trim();
  if (!label || label.length > 255) return refuse("ATTRIBUTE_INVALID", "An attribute needs a label.", { field: "frontend_label" });
  return db.transaction(async (tx) => {
    const before = (await staffAttributes(tx)).find((a) => a.id === id);
    if (!before) return refuse("ATTRIBUTE_NOT_FOUND", `There is no select attribute ${id}.`);
    const m = mergeNames("translations", cleanNames(input.labels), "label");
    await tx.query(
      `UPDATE attributes SET frontend_label = $2, translations = ${m.expr.replaceAll("'label'", "'frontend_label'").replace("$DROP", "$3").replace("$SET", "$4")} WHERE id = $1`,
      [
        id,
        label,
        m.drop,
        JSON.stringify(Object.fromEntries(Object.entries(JSON.parse(m.set)).map(([l, v]) => [l, { frontend_label: (v as { label: string }).label }]))),
      ],
    );
    return accept({ before, after: (await staffAttributes(tx)).find((a) => a.id === id)! });
  });
}

/** A new option (at the end) or a changed one (`option_id`): its Polish label and translations. */
export async function saveAttributeOption(
  db: Database,
  attributeId: number,
  input: { option_id?: number; label: string; labels?: Names },
): Promise<Outcome<{ before: StaffAttribute["options"][number] | null; after: StaffAttribute["options"][number] }, AttributeRefusal>> {
  const label = input.label.trim();
  if (!label || label.length > 255 || label.includes("|")) {
    return refuse("ATTRIBUTE_INVALID", "An option needs a label without a | character.", { field: "label" });
  }
  return db.transaction(async (tx) => {
    await tx.query("LOCK TABLE attribute_options IN SHARE ROW EXCLUSIVE MODE");
    const attribute = (await staffAttributes(tx)).find((a) => a.id === attributeId);
    if (!attribute) return refuse("ATTRIBUTE_NOT_FOUND", `There is no select attribute ${attributeId}.`);
    const before = input.option_id === undefined ? null : (attribute.options.find((o) => o.id === input.option_id) ?? null);
    if (input.option_id !== undefined && !before) return refuse("ATTRIBUTE_NOT_FOUND", `The attribute has no option ${input.option_id}.`);
    if (attribute.options.some((o) => o.id !== input.option_id && o.label.toLowerCase() === label.toLowerCase())) {
      return refuse("ATTRIBUTE_INVALID", `The attribute already has the option ${label}.`, { field: "label" });
    }
    const m = mergeNames("translations", cleanNames(input.labels), "label");
    let id = input.option_id;
    if (id === undefined) {
      const [next] = await tx.query<{ id: number; sort: number }>(
        "SELECT (SELECT coalesce(max(id), 0) + 1 FROM attribute_options) AS id, (SELECT coalesce(max(sort_order), 0) + 1 FROM attribute_options WHERE attribute_id = $1) AS sort",
        [attributeId],
      );
      id = next!.id;
      await tx.query("INSERT INTO attribute_options (id, attribute_id, label, sort_order, translations) VALUES ($1, $2, $3, $4, '{}')", [
        id,
        attributeId,
        label,
        next!.sort,
      ]);
    }
    await tx.query(`UPDATE attribute_options SET label = $2, translations = ${m.expr.replace("$DROP", "$3").replace("$SET", "$4")} WHERE id = $1`, [
      id,
      label,
      m.drop,
      m.set,
    ]);
    const after = (await staffAttributes(tx)).find((a) => a.id === attributeId)!.options.find((o) => o.id === id)!;
    return accept({ before, after });
  });
}
