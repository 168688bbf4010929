/**
 * The catalogue's CSV export and import through /api/admin/catalog (fastify.inject on PGlite, or PostgreSQL with
 * DATABASE_URL): refused for each role without the permission; the export streams every product; an import with one
 * bad row reports row, column, code and Polish message and writes nothing; a good one applies every row in one
 * transaction, opens an Omnibus period for a new price like the panel's edit, moves the storefront's product
 * document, categories and attributes, and is audited once.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { can, STAFF_ROLES, type StaffPermission, type StaffRole } from "../../../domain/staff.ts";
import { setupTestApp, type TestContext } from "../../test/helper.ts";
import { csvField, parseCsv } from "../catalog/index.ts";
import { staffOf, type SignedIn } from "./test-support.ts";

let t: TestContext;
const staff: Partial<Record<StaffRole, SignedIn>> = {};
const as = (role: StaffRole) => staff[role]!;

beforeAll(async () => {
  t = await setupTestApp();
  for (const role of STAFF_ROLES) staff[role] = await staffOf(t.app, role);
});
afterAll(async () => t?.close());

const exportCsv = (who: SignedIn) => t.app.inject({ method: "GET", url: "/api/admin/catalog/export.csv", headers: { cookie: who.cookie } });
const importCsv = (who: SignedIn, csv: string, csrf = who.csrf) =>
  t.app.inject({
    method: "POST",
    url: "/api/admin/catalog/import",
    headers: { cookie: who.cookie, "x-csrf-token": csrf, "content-type": "text/csv" },
    payload: csv,
  });

async function refusedForOthers(permission: StaffPermission, call: (who: SignedIn) => Promise<{ statusCode: number; json(): any }>) {
  const refused = STAFF_ROLES.filter((r) => !can(r, permission));
  expect(refused.length).toBeGreaterThan(0);
  for (const role of refused) {
    const res = await call(as(role));
    expect([role, res.statusCode, res.json().result?.error]).toEqual([role, 403, "FORBIDDEN"]);
  }
}

/** Two simple products with stock and no special price, not configurable children. */
async function twoProducts() {
  return t.db.query<{ id: number; sku: string; name: string; price: number; type_id: string }>(
    `SELECT p.id, p.sku, p.name, p.price, p.type_id FROM products p JOIN stock_items s ON s.product_id = p.id
      WHERE p.type_id = 'simple' AND p.status = 1 AND p.visibility > 1 AND p.special_price IS NULL AND p.price > 1000
        AND NOT EXISTS (SELECT 1 FROM product_super_links l WHERE l.child_id = p.id)
      ORDER BY p.id DESC OFFSET 7 LIMIT 2`,
  );
}

const auditImports = () =>
  t.db.query<{ staff_email: string; after: any }>("SELECT staff_email, after FROM staff_audit_log WHERE action = 'catalog.import' ORDER BY id");

describe("CSV text", () => {
  it("quotes what needs quoting and reads it back, line numbers kept across quoted line breaks", () => {
    const line = ["a,b", 'say "hi"', "two\nlines", "=SUM(A1)", "plain"].map(csvField).join(",");
    expect(line).toBe('"a,b","say ""hi""","two\nlines",\'=SUM(A1),plain');
    const rows = parseCsv(`\ufeffh1,h2\r\n${line}\r\nx,y\r\n`);
    expect(rows.map((r) => r.line)).toEqual([1, 2, 4]);
    expect(rows[1]!.fields).toEqual(["a,b", 'say "hi"', "two\nlines", "'=SUM(A1)", "plain"]);
  });
});

describe("export", () => {
  it("streams every product with the header first; roles without catalogue access are refused", async () => {
    await refusedForOthers("catalog.read", exportCsv);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/catalog/export.csv" })).statusCode).toBe(401);
    const res = await exportCsv(as("catalogue"));
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["cache-control"]).toBe("no-store");
    const rows = parseCsv(res.body);
    expect(rows[0]!.fields).toEqual([
      "sku",
      "type",
      "name",
      "price",
      "special_price",
      "special_from_date",
      "special_to_date",
      "qty",
      "is_in_stock",
      "status",
      "visibility",
      "categories",
      "attributes",
      "tax_class",
      "isbn",
      "author",
      "publisher",
    ]);
    const [count] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM products");
    expect(rows.length - 1).toBe(count!.n);
    const [p] = await twoProducts();
    const row = rows.find((r) => r.fields[0] === p!.sku)!;
    expect(row.fields[3]).toBe((p!.price / 100).toFixed(2));
  });

  it("the unchanged export imports as no change at all", async () => {
    const res = await exportCsv(as("owner"));
    const before = await auditImports();
    const again = await importCsv(as("owner"), res.body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().result.changed).toBe(0);
    expect((await auditImports()).length).toBe(before.length + 1);
  });
});

/**
 * The import, categories and attributes change catalogue rows other test files read (prices, attribute values,
 * category translations). On PostgreSQL every test file shares one database, so these run on PGlite only (a fresh
 * database per file); on PostgreSQL they were run alone (docs/decisions/2026-11-26-catalogue-csv.md).
 */
const sharedDatabase = Boolean(process.env.DATABASE_URL);

describe.skipIf(sharedDatabase)("import", () => {
  it("is refused for roles without catalogue writes and without the CSRF token", async () => {
    const csv = "sku,price\r\nX,1.00\r\n";
    await refusedForOthers("catalog.write", (who) => importCsv(who, csv));
    expect((await importCsv(as("catalogue"), csv, "wrong")).json().result.error).toBe("CSRF_FAILED");
  });

  it("a bad row: every error with its line, column, code and Polish sentence, and nothing applied", async () => {
    const [a, b] = await twoProducts();
    const history = await t.db.query("SELECT id FROM price_history WHERE product_id = ANY($1::int[])", [[a!.id, b!.id]]);
    const csv = [
      "sku,name,price,special_price,special_from_date,special_to_date,qty,categories,attributes",
      `${a!.sku},${csvField(a!.name)},9.99,,,,5,,`,
      `${b!.sku},${csvField(b!.name)},12.00,15.00,2026-13-01,,x,999999,nope=1`,
      "NO-SUCH-SKU,Nic,1.00,,,,1,,",
      `${a!.sku},x,1.00,,,,1,,`,
      "too,few",
    ].join("\r\n");
    const res = await importCsv(as("catalogue"), csv);
    expect(res.statusCode).toBe(422);
    const body = res.json().result;
    expect(body.error).toBe("IMPORT_INVALID");
    expect(body.details.errors).toEqual([
      { row: 3, column: "special_price", code: "IMPORT_SPECIAL_PRICE_INVALID", message: "Cena promocyjna musi być kwotą w złotych niższą od ceny." },
      { row: 3, column: "special_from_date", code: "IMPORT_DATE_INVALID", message: "Data musi mieć postać RRRR-MM-DD." },
      { row: 3, column: "qty", code: "IMPORT_QTY_INVALID", message: "Stan musi być liczbą całkowitą." },
      { row: 3, column: "categories", code: "IMPORT_CATEGORY_UNKNOWN", message: "Nie ma kategorii o tym numerze." },
      { row: 3, column: "attributes", code: "IMPORT_ATTRIBUTE_UNKNOWN", message: "Nie ma cechy o tym kodzie (zapis: kod=wartość)." },
      {
        row: 4,
        column: "sku",
        code: "IMPORT_SKU_UNKNOWN",
        message: "Nie ma produktu o tym SKU. Aby go dodać, podaj w wierszu typ (simple albo virtual), nazwę, cenę, klasę VAT (tax_class) i kategorie.",
      },
      { row: 5, column: "sku", code: "IMPORT_SKU_DUPLICATE", message: "To SKU występuje w pliku więcej niż raz." },
      { row: 6, column: null, code: "IMPORT_ROW_SHAPE", message: "Wiersz ma inną liczbę kolumn niż nagłówek." },
    ]);
    // the good first row was not applied either
    const [still] = await t.db.query<{ price: number; qty: number }>(
      "SELECT p.price, s.qty FROM products p JOIN stock_items s ON s.product_id = p.id WHERE p.id = $1",
      [a!.id],
    );
    expect(still!.price).toBe(a!.price);
    expect(still!.qty).not.toBe(5);
    expect(await t.db.query("SELECT id FROM price_history WHERE product_id = ANY($1::int[])", [[a!.id, b!.id]])).toEqual(history);
    expect((await auditImports()).every((r) => r.after.changes.every((c: { sku: string }) => c.sku !== a!.sku))).toBe(true);
  });

  it("a header it does not know is refused before any row", async () => {
    const res = await importCsv(as("owner"), "sku,cena\r\nA,1\r\n");
    expect(res.json().result.details.errors).toEqual([{ row: 1, column: null, code: "IMPORT_COLUMN_UNKNOWN", message: "Nieznana kolumna „cena” w nagłówku." }]);
    expect((await importCsv(as("owner"), "sku,price\r\n")).json().result.details.errors[0].code).toBe("IMPORT_EMPTY");
  });

  it("a good file: all rows applied, a new Omnibus period like the panel's edit, the storefront follows; audited once", async () => {
    const [a, b] = await twoProducts();
    const [category] = await t.db.query<{ id: number }>("SELECT id FROM categories WHERE level >= 2 ORDER BY id LIMIT 1");
    const [option] = await t.db.query<{ code: string; label: string; option_id: number; attribute_id: number }>(
      `SELECT a.attribute_code AS code, o.label, o.id AS option_id, a.id AS attribute_id FROM attributes a JOIN attribute_options o ON o.attribute_id = a.id
        WHERE a.attribute_code NOT LIKE '%,%' AND o.label NOT LIKE '%|%' ORDER BY a.id, o.id LIMIT 1`,
    );
    const newPrice = a!.price - 500;
    const special = b!.price - 300;
    const csv = [
      "sku,type,price,special_price,special_from_date,special_to_date,qty,is_in_stock,status,visibility,categories,attributes",
      `${a!.sku},simple,${(newPrice / 100).toFixed(2).replace(".", ",")},,,,42,1,1,4,${category!.id},${csvField(`${option!.code}=${option!.label}`)}`,
      `${b!.sku},,${(b!.price / 100).toFixed(2)},${(special / 100).toFixed(2)},,,7,0,1,2,,`,
    ]
      .join("\n")
      .replace(/,(\d+),(\d\d),,,,42/, ',"$1,$2",,,,42');
    const res = await importCsv(as("catalogue"), csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual({ rows: 2, changed: 2, created: 0 });

    const rows = await t.db.query<{ id: number; price: number; special_price: number | null; qty: number; is_in_stock: boolean; visibility: number }>(
      `SELECT p.id, p.price, p.special_price, s.qty, s.is_in_stock, p.visibility::int AS visibility
         FROM products p JOIN stock_items s ON s.product_id = p.id WHERE p.id = ANY($1::int[]) ORDER BY p.id = $2 DESC`,
      [[a!.id, b!.id], a!.id],
    );
    expect(rows[0]).toMatchObject({ price: newPrice, special_price: null, qty: 42, is_in_stock: true, visibility: 4 });
    expect(rows[1]).toMatchObject({ price: b!.price, special_price: special, qty: 7, is_in_stock: false, visibility: 2 });
    // Omnibus: the open period is at the new price in force, the previous one closed
    for (const [id, price] of [
      [a!.id, newPrice],
      [b!.id, special],
    ] as const) {
      const history = await t.db.query<{ price: number; valid_to: Date | null }>(
        "SELECT price, valid_to FROM price_history WHERE product_id = $1 ORDER BY valid_from DESC, id DESC LIMIT 2",
        [id],
      );
      expect(history[0]).toMatchObject({ price, valid_to: null });
      expect(history[1]?.valid_to).not.toBeNull();
    }
    expect(await t.db.query("SELECT category_id FROM product_categories WHERE product_id = $1", [a!.id])).toEqual([{ category_id: category!.id }]);
    expect(await t.db.query("SELECT option_id FROM product_attribute_values WHERE product_id = $1", [a!.id])).toEqual([{ option_id: option!.option_id }]);

    const doc = (await t.app.inject(`/api/catalog/product?sku=${encodeURIComponent(a!.sku)}`)).json().result;
    expect(Math.round(doc.final_price_incl_tax * 100)).toBe(newPrice);
    const docB = (await t.app.inject(`/api/catalog/product?sku=${encodeURIComponent(b!.sku)}`)).json().result;
    expect(Math.round(docB.final_price_incl_tax * 100)).toBe(special);

    const audit = (await auditImports()).at(-1)!;
    expect(audit.staff_email).toBe(as("catalogue").email);
    expect(audit.after).toMatchObject({ rows: 2, changed: 2 });
    expect(audit.after.changes).toContainEqual({
      sku: a!.sku,
      before: expect.objectContaining({ price: a!.price }),
      after: expect.objectContaining({ price: newPrice }),
    });
  });
});

describe.skipIf(sharedDatabase)("categories and attributes", () => {
  const call = (who: SignedIn, method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: who.cookie, ...(method === "GET" ? {} : { "x-csrf-token": who.csrf }) },
      ...(payload ? { payload } : {}),
    });
  const auditOf = (target: string) =>
    t.db.query<{ staff_email: string; action: string; before: any; after: any }>(
      "SELECT staff_email, action, before, after FROM staff_audit_log WHERE target = $1 ORDER BY id",
      [target],
    );

  it("each write is refused for the roles without catalogue writes, the lists for those without catalogue access", async () => {
    const [c] = await t.db.query<{ id: number; parent_id: number }>("SELECT id, parent_id FROM categories WHERE level = 3 ORDER BY id LIMIT 1");
    const [a] = await t.db.query<{ id: number }>("SELECT id FROM attributes WHERE frontend_input = 'select' ORDER BY id LIMIT 1");
    await refusedForOthers("catalog.read", (who) => call(who, "GET", "/api/admin/categories"));
    await refusedForOthers("catalog.read", (who) => call(who, "GET", "/api/admin/attributes"));
    await refusedForOthers("catalog.write", (who) => call(who, "POST", "/api/admin/categories", { parent_id: c!.parent_id, name: "Nowa" }));
    await refusedForOthers("catalog.write", (who) => call(who, "PATCH", `/api/admin/categories/${c!.id}`, { name: "X" }));
    await refusedForOthers("catalog.write", (who) => call(who, "POST", `/api/admin/categories/${c!.id}/visibility`, { is_active: false }));
    await refusedForOthers("catalog.write", (who) => call(who, "POST", `/api/admin/categories/${c!.id}/move`, { parent_id: c!.parent_id, position: 1 }));
    await refusedForOthers("catalog.write", (who) => call(who, "PATCH", `/api/admin/attributes/${a!.id}`, { frontend_label: "X" }));
    await refusedForOthers("catalog.write", (who) => call(who, "POST", `/api/admin/attributes/${a!.id}/options`, { label: "X" }));
    expect((await t.db.query("SELECT id FROM categories WHERE name IN ('Nowa', 'X')")).length).toBe(0);
    expect((await call(as("catalogue"), "POST", "/api/admin/categories", { parent_id: c!.parent_id, name: "Nowa" }).then((r) => r)).statusCode).toBe(200);
  });

  it("create, rename with translations, reorder, move (old addresses redirect), hide; the shop follows; audited", async () => {
    // The categories made here keep no translations after the test: PostgreSQL's database is shared by the test
    // files, and the translations test compares every row's translations with the generator's.
    const [{ max }] = (await t.db.query<{ max: number }>("SELECT coalesce(max(id), 0)::int AS max FROM categories")) as [{ max: number }];
    onTestFinished(async () => void (await t.db.query("UPDATE categories SET translations = '{}' WHERE id > $1", [max])));
    const [parent] = await t.db.query<{ id: number; url_path: string }>(
      "SELECT id, url_path FROM categories WHERE level = 2 AND is_active AND EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = categories.id) ORDER BY id LIMIT 1",
    );
    const [other] = await t.db.query<{ id: number; url_path: string }>("SELECT id, url_path FROM categories WHERE level = 2 AND id <> $1 ORDER BY id LIMIT 1", [
      parent!.id,
    ]);
    const created = await call(as("catalogue"), "POST", "/api/admin/categories", {
      parent_id: parent!.id,
      name: "Komiksy łódzkie",
      names: { en: "Łódź comics" },
    });
    expect(created.statusCode, created.body).toBe(200);
    const cat = created.json().result;
    expect(cat).toMatchObject({
      parent_id: parent!.id,
      level: 3,
      url_key: "komiksy-lodzkie",
      url_path: `${parent!.url_path}/komiksy-lodzkie`,
      names: { en: "Łódź comics" },
    });
    expect((await auditOf(`category:${cat.id}`))[0]).toMatchObject({ action: "category.create", staff_email: as("catalogue").email });
    const found = await t.app.services.catalog.categoryByUrlPath(cat.url_path);
    expect(found.ok && found.value.name).toBe("Komiksy łódzkie");
    // an address taken
    const again = await call(as("catalogue"), "POST", "/api/admin/categories", { parent_id: parent!.id, name: "Komiksy łódzkie" });
    expect(again.json().result.error).toBe("CATEGORY_INVALID");

    const renamed = await call(as("owner"), "PATCH", `/api/admin/categories/${cat.id}`, { name: "Komiksy z Łodzi", names: { de: "Comics aus Łódź" } });
    expect(renamed.json().result).toMatchObject({ name: "Komiksy z Łodzi", url_path: cat.url_path, names: { de: "Comics aus Łódź" } });
    const doc = await t.app.services.catalog.categoryDoc(((await t.app.services.catalog.categoryByUrlPath(cat.url_path)) as any).value, "de");
    expect(doc.name).toBe("Comics aus Łódź");

    // reorder: first among its siblings
    const first = await call(as("catalogue"), "POST", `/api/admin/categories/${cat.id}/move`, { parent_id: parent!.id, position: 1 });
    expect(first.json().result.position).toBe(1);
    const siblings = await t.db.query<{ id: number; position: number }>("SELECT id, position FROM categories WHERE parent_id = $1 ORDER BY position", [
      parent!.id,
    ]);
    expect(siblings[0]!.id).toBe(cat.id);
    expect(siblings.map((s) => s.position)).toEqual(siblings.map((_, i) => i + 1));

    // a child, then the move of both under another parent: paths follow, the old addresses redirect
    const child = (await call(as("catalogue"), "POST", "/api/admin/categories", { parent_id: cat.id, name: "Zeszyty" })).json().result;
    expect(child.url_path).toBe(`${cat.url_path}/zeszyty`);
    expect((await call(as("catalogue"), "POST", `/api/admin/categories/${cat.id}/move`, { parent_id: child.id, position: 1 })).json().result.error).toBe(
      "CATEGORY_INVALID",
    );
    const moved = await call(as("catalogue"), "POST", `/api/admin/categories/${cat.id}/move`, { parent_id: other!.id, position: 2 });
    expect(moved.json().result).toMatchObject({ parent_id: other!.id, level: 3, url_path: `${other!.url_path}/komiksy-lodzkie`, position: 2 });
    const [movedChild] = await t.db.query<{ path: string; level: number; url_path: string }>("SELECT path, level, url_path FROM categories WHERE id = $1", [
      child.id,
    ]);
    expect(movedChild).toMatchObject({ level: 4, url_path: `${other!.url_path}/komiksy-lodzkie/zeszyty` });
    expect(movedChild!.path.endsWith(`/${other!.id}/${cat.id}/${child.id}`)).toBe(true);
    const redirect = await t.app.services.urls.map(`${cat.url_path}/zeszyty`);
    expect(redirect).toMatchObject({ _type: "redirect", _source: { url_path: `${other!.url_path}/komiksy-lodzkie/zeszyty`, redirect_code: 301 } });
    expect(await t.app.services.urls.map(`${other!.url_path}/komiksy-lodzkie`)).toMatchObject({ _type: "category", _id: String(cat.id) });
    expect((await auditOf(`category:${cat.id}`)).map((a) => a.action)).toEqual(["category.create", "category.rename", "category.move", "category.move"]);
    // the redirects are written in the move's transaction: when they cannot be, the move does not happen either
    await expect(
      t.app.services.catalog.moveCategory(cat.id, { parent_id: parent!.id, position: 1 }, undefined, async () => {
        throw new Error("redirects failed");
      }),
    ).rejects.toThrow("redirects failed");
    expect((await t.db.query<{ url_path: string }>("SELECT url_path FROM categories WHERE id = $1", [child.id]))[0]!.url_path).toBe(
      `${other!.url_path}/komiksy-lodzkie/zeszyty`,
    );

    // hidden: the shop no longer finds it
    const hidden = await call(as("catalogue"), "POST", `/api/admin/categories/${cat.id}/visibility`, { is_active: false });
    expect(hidden.json().result.is_active).toBe(false);
    expect((await t.app.services.catalog.categoryByUrlPath(`${other!.url_path}/komiksy-lodzkie`)).ok).toBe(false);
    expect((await auditOf(`category:${cat.id}`)).at(-1)).toMatchObject({
      action: "category.visibility",
      before: { is_active: true },
      after: { is_active: false },
    });

    const tree = (await call(as("catalogue"), "GET", "/api/admin/categories")).json().result.items as { id: number }[];
    const at = tree.findIndex((c) => c.id === cat.id);
    expect(tree[at + 1]!.id).toBe(child.id);
  });

  it("an attribute's label and options with their translations, a duplicate label refused; audited with before and after", async () => {
    const [a] = await t.db.query<{ id: number; attribute_code: string }>(
      "SELECT id, attribute_code FROM attributes WHERE frontend_input = 'select' ORDER BY id DESC LIMIT 1",
    );
    // put back after the test: PostgreSQL's database is shared by the test files (the translations test reads it)
    const [saved] = await t.db.query<{ frontend_label: string; translations: unknown; options: number[] }>(
      "SELECT frontend_label, translations, ARRAY(SELECT id FROM attribute_options WHERE attribute_id = a.id) AS options FROM attributes a WHERE id = $1",
      [a!.id],
    );
    onTestFinished(async () => {
      await t.db.query("DELETE FROM attribute_options WHERE attribute_id = $1 AND NOT (id = ANY($2::int[]))", [a!.id, saved!.options]);
      await t.db.query("UPDATE attributes SET frontend_label = $2, translations = $3::jsonb WHERE id = $1", [
        a!.id,
        saved!.frontend_label,
        JSON.stringify(saved!.translations),
      ]);
    });
    const label = await call(as("catalogue"), "PATCH", `/api/admin/attributes/${a!.id}`, {
      frontend_label: "Oprawa",
      labels: { en: "Binding", it: "Rilegatura" },
    });
    expect(label.statusCode, label.body).toBe(200);
    expect(label.json().result).toMatchObject({ frontend_label: "Oprawa", labels: { en: "Binding", it: "Rilegatura" } });
    const added = await call(as("catalogue"), "POST", `/api/admin/attributes/${a!.id}/options`, {
      label: "Twarda lakierowana",
      labels: { en: "Hardcover, glossy" },
    });
    expect(added.statusCode, added.body).toBe(200);
    const option = added.json().result;
    expect(option).toMatchObject({ label: "Twarda lakierowana", labels: { en: "Hardcover, glossy" } });
    const dup = await call(as("catalogue"), "POST", `/api/admin/attributes/${a!.id}/options`, { label: "twarda LAKIEROWANA" });
    expect(dup.json().result.error).toBe("ATTRIBUTE_INVALID");
    const changed = await call(as("owner"), "POST", `/api/admin/attributes/${a!.id}/options`, {
      option_id: option.id,
      label: "Twarda matowa",
      labels: { de: "Hart, matt" },
    });
    expect(changed.json().result).toMatchObject({ id: option.id, label: "Twarda matowa", labels: { de: "Hart, matt" } });
    // the option is usable in the CSV import at once
    const list = (await call(as("catalogue"), "GET", "/api/admin/attributes")).json().result.items as { id: number; options: { label: string }[] }[];
    expect(list.find((x) => x.id === a!.id)!.options.map((o) => o.label)).toContain("Twarda matowa");
    const audit = await auditOf(`attribute:${a!.id}`);
    expect(audit.map((x) => x.action)).toEqual(["attribute.update", "attribute.option", "attribute.option"]);
    expect(audit[2]).toMatchObject({ before: { label: "Twarda lakierowana" }, after: { label: "Twarda matowa" } });
  });
});

describe("product media", () => {
  const upload = (who: SignedIn, productId: number, body: Buffer, type = "image/png", alt = "Okładka z tyłu") =>
    t.app.inject({
      method: "POST",
      url: `/api/admin/products/${productId}/media?alt=${encodeURIComponent(alt)}`,
      headers: { cookie: who.cookie, "x-csrf-token": who.csrf, "content-type": type },
      payload: body,
    });
  const call = (who: SignedIn, method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: who.cookie, ...(method === "GET" ? {} : { "x-csrf-token": who.csrf }) }, ...(payload ? { payload } : {}) });

  it("upload, order, alt text, delete: the shop's image follows, the file is served and removed; refused for other roles; audited", async () => {
    const sharp = (await import("sharp")).default;
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c02020" } })
      .png()
      .toBuffer();
    const [p] = await twoProducts();
    const before = await t.db.query<{ id: number; file: string }>("SELECT id, file FROM product_media WHERE product_id = $1 ORDER BY position, id", [p!.id]);
    const [{ image: mainBefore }] = (await t.db.query<{ image: string | null }>("SELECT image FROM products WHERE id = $1", [p!.id])) as [
      { image: string | null },
    ];

    await refusedForOthers("catalog.read", (who) => call(who, "GET", `/api/admin/products/${p!.id}/media`));
    await refusedForOthers("catalog.write", (who) => upload(who, p!.id, png));
    await refusedForOthers("catalog.write", (who) => call(who, "POST", `/api/admin/products/${p!.id}/media/order`, { ids: before.map((m) => m.id) }));
    if (before[0]) {
      await refusedForOthers("catalog.write", (who) => call(who, "PATCH", `/api/admin/products/${p!.id}/media/${before[0]!.id}`, { label: "x" }));
      await refusedForOthers("catalog.write", (who) => call(who, "DELETE", `/api/admin/products/${p!.id}/media/${before[0]!.id}`));
    }
    expect((await upload(as("catalogue"), p!.id, Buffer.from("not an image at all"))).json().result.error).toBe("MEDIA_INVALID");
    expect((await upload(as("catalogue"), 999_999_999, png)).statusCode).toBe(404);

    const added = await upload(as("catalogue"), p!.id, png);
    expect(added.statusCode, added.body).toBe(200);
    const media = added.json().result;
    expect(media).toMatchObject({ label: "Okładka z tyłu", position: before.at(-1)?.id ? expect.any(Number) : 1 });
    expect(media.file).toMatch(/^uploads\/\d{4}-\d{2}\/[0-9a-f]{24}\.png$/);
    const served = await t.app.inject(`/img/150/150/${media.file}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toMatch(/^image\//);

    // first in order: the product's main image, in the shop's document too
    const ids = [media.id, ...before.map((m) => m.id)];
    const ordered = await call(as("catalogue"), "POST", `/api/admin/products/${p!.id}/media/order`, { ids });
    expect(ordered.json().result.items.map((m: { id: number }) => m.id)).toEqual(ids);
    expect((await call(as("catalogue"), "POST", `/api/admin/products/${p!.id}/media/order`, { ids: [media.id] })).json().result.error).toBe(
      before.length ? "MEDIA_INVALID" : undefined,
    );
    const doc = (await t.app.inject(`/api/catalog/product?sku=${encodeURIComponent(p!.sku)}`)).json().result;
    expect(doc.image).toBe(media.file);
    expect(doc.media_gallery[0]).toMatchObject({ image: media.file, lab: "Okładka z tyłu" });

    const relabelled = await call(as("owner"), "PATCH", `/api/admin/products/${p!.id}/media/${media.id}`, { label: "Tył okładki" });
    expect(relabelled.json().result.label).toBe("Tył okładki");

    const removed = await call(as("catalogue"), "DELETE", `/api/admin/products/${p!.id}/media/${media.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await t.app.inject(`/img/150/150/${media.file}`)).statusCode).toBe(404);
    const [{ image: mainAfter }] = (await t.db.query<{ image: string | null }>("SELECT image FROM products WHERE id = $1", [p!.id])) as [
      { image: string | null },
    ];
    expect(mainAfter).toBe(before[0]?.file ?? mainBefore);
    expect((await call(as("catalogue"), "DELETE", `/api/admin/products/${p!.id}/media/${media.id}`)).json().result.error).toBe("MEDIA_NOT_FOUND");

    const audit = await t.db.query<{ action: string; staff_email: string }>(
      "SELECT action, staff_email FROM staff_audit_log WHERE target = $1 AND action LIKE 'product.media%' ORDER BY id",
      [`product:${p!.id}`],
    );
    expect(audit.map((a) => a.action)).toEqual(["product.media_add", "product.media_order", "product.media_label", "product.media_delete"]);
  });
});

describe.skipIf(sharedDatabase)("import: new products", () => {
  const newSku = () => `IMP-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`.toUpperCase();
  const header = "sku,type,name,price,special_price,qty,is_in_stock,categories,attributes,tax_class,isbn,author,publisher,description";

  it("a row that names what a new product needs creates it: listed in its category and the parents, priced, its Omnibus period, its author's page", async () => {
    const [leaf] = await t.db.query<{ id: number; path: string; name: string }>(
      "SELECT id, path, name FROM categories WHERE level >= 3 AND is_active ORDER BY id LIMIT 1",
    );
    const parentIds = leaf!.path
      .split("/")
      .map(Number)
      .filter((id) => id !== leaf!.id);
    const [option] = await t.db.query<{ code: string; label: string; option_id: number }>(
      `SELECT a.attribute_code AS code, o.label, o.id AS option_id FROM attributes a JOIN attribute_options o ON o.attribute_id = a.id
        WHERE a.attribute_code NOT LIKE '%,%' AND o.label NOT LIKE '%|%' ORDER BY a.id, o.id LIMIT 1`,
    );
    const [sku, ebook] = [newSku(), `${newSku()}-E`];
    const author = `Zofia Importowa ${sku.slice(-5)}`;
    const csv = [
      header,
      [
        sku,
        "simple",
        csvField("Wiersze z importu, tom 1"),
        csvField("39,90"),
        "",
        "12",
        "",
        `${leaf!.id}`,
        csvField(`${option!.code}=${option!.label}`),
        "1",
        "978-83-240-0000-5",
        csvField(author),
        "Wydawnictwo CSV",
        csvField('Pierwszy akapit <script>alert(1)</script>\n\nDrugi "akapit".'),
      ].join(","),
      [ebook, "virtual", "E-wiersze z importu", "19.99", "14.99", "", "", `${leaf!.id}`, "", "1", "", "", "", ""].join(","),
    ].join("\r\n");
    const res = await importCsv(as("catalogue"), csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual({ rows: 2, changed: 2, created: 2 });

    const [p] = await t.db.query<{
      id: number;
      type_id: string;
      price: number;
      tax_class_id: number;
      isbn: string;
      url_path: string;
      description: string;
      main_category_id: number;
    }>("SELECT id, type_id, price, tax_class_id, isbn, url_path, description, main_category_id FROM products WHERE sku = $1", [sku]);
    expect(p).toMatchObject({ type_id: "simple", price: 3990, tax_class_id: 1, isbn: "9788324000005", main_category_id: leaf!.id });
    expect(p!.url_path).toBe(`wiersze-z-importu-tom-1-${p!.id}`);
    // plain text: escaped, in paragraphs
    expect(p!.description).toBe("<p>Pierwszy akapit &lt;script&gt;alert(1)&lt;/script&gt;</p><p>Drugi &quot;akapit&quot;.</p>");
    expect(await t.db.query("SELECT qty, is_in_stock, manage_stock FROM stock_items WHERE product_id = $1", [p!.id])).toEqual([
      { qty: 12, is_in_stock: true, manage_stock: true },
    ]);
    expect(await t.db.query("SELECT price, valid_to FROM price_history WHERE product_id = $1", [p!.id])).toEqual([{ price: 3990, valid_to: null }]);
    const cats = (await t.db.query<{ category_id: number }>("SELECT category_id FROM product_categories WHERE product_id = $1", [p!.id])).map(
      (r) => r.category_id,
    );
    expect(cats).toContain(leaf!.id);
    const [levels] = await t.db.query<{ ids: number[] }>("SELECT array_agg(id) AS ids FROM categories WHERE id = ANY($1::int[]) AND level >= 2", [parentIds]);
    for (const id of levels!.ids ?? []) expect(cats).toContain(id);
    expect(await t.db.query("SELECT option_id FROM product_attribute_values WHERE product_id = $1", [p!.id])).toEqual([{ option_id: option!.option_id }]);

    // the storefront: the product page's document, the category listing, the author's page
    const doc = (await t.app.inject(`/api/catalog/product?sku=${encodeURIComponent(sku)}`)).json().result;
    expect(doc.name).toBe("Wiersze z importu, tom 1");
    expect(Math.round(doc.final_price_incl_tax * 100)).toBe(3990);
    const listed = (await t.app.inject(`/api/catalog/search?category=${leaf!.id}&size=100&sort=latest`)).json();
    expect(listed.result.items.map((i: { sku: string }) => i.sku)).toEqual(expect.arrayContaining([sku, ebook]));
    expect(await t.db.query("SELECT name FROM brands WHERE kind = 'author' AND name = $1", [author])).toEqual([{ name: author }]);
    const e = (
      await t.db.query<{ id: number; special_price: number; manage_stock: boolean; is_in_stock: boolean }>(
        "SELECT p.id, p.special_price, s.manage_stock, s.is_in_stock FROM products p JOIN stock_items s ON s.product_id = p.id WHERE p.sku = $1",
        [ebook],
      )
    )[0]!;
    expect(e).toMatchObject({ special_price: 1499, manage_stock: false, is_in_stock: true });
    expect(e.id).toBe(p!.id + 1);
    // the Omnibus period opens at the price in force (the special price)
    expect(await t.db.query("SELECT price FROM price_history WHERE product_id = $1", [e.id])).toEqual([{ price: 1499 }]);

    const audit = (await auditImports()).at(-1)!;
    expect(audit.after).toMatchObject({ rows: 2, changed: 2, created: 2 });
    expect(audit.after.changes).toContainEqual({ sku, before: {}, after: expect.objectContaining({ created: true, price: 3990, tax_class: 1 }) });

    // exported with its new columns, and that export imports as no change
    const exported = parseCsv((await exportCsv(as("owner"))).body);
    const row = exported.find((r) => r.fields[0] === sku)!.fields;
    expect(row.slice(13)).toEqual(["1", "9788324000005", author, "Wydawnictwo CSV"]);
    const again = await importCsv(as("owner"), [exported[0]!.fields.join(","), row.map(csvField).join(",")].join("\r\n"));
    expect(again.json().result).toEqual({ rows: 1, changed: 0, created: 0 });
  });

  it("a new product's row that misses or breaks what it needs is refused whole, each error named; an existing product's create-only columns too", async () => {
    const [a] = await twoProducts();
    const [category] = await t.db.query<{ id: number }>("SELECT id FROM categories WHERE level >= 2 ORDER BY id LIMIT 1");
    const before = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM products");
    const good = [newSku(), "simple", "Dobry", "10.00", "", "1", "", `${category!.id}`, "", "3", "", "", "", ""];
    const rows = [
      good,
      [newSku(), "bundle", "Pakiet", "10.00", "", "", "", `${category!.id}`, "", "3", "", "", "", ""],
      [newSku(), "simple", "", "", "", "", "", "", "", "9", "123", "", "", ""],
      ["zł sku!", "simple", "Zły", "1.00", "", "", "", `${category!.id}`, "", "3", "", "", "", ""],
      [a!.sku, "simple", csvField(a!.name), (a!.price / 100).toFixed(2), "", "", "", "", "", "", "", "Ktoś Inny", "", "opis"],
    ];
    const res = await importCsv(as("owner"), [header, ...rows.map((r) => r.join(","))].join("\r\n"));
    expect(res.statusCode, res.body).toBe(422);
    const errors = res.json().result.details.errors.map((e: { row: number; column: string; code: string }) => [e.row, e.column, e.code]);
    expect(errors).toEqual([
      [3, "type", "IMPORT_TYPE_NOT_CREATABLE"],
      [4, "tax_class", "IMPORT_TAX_CLASS_INVALID"],
      [4, "isbn", "IMPORT_ISBN_INVALID"],
      [4, "name", "IMPORT_NAME_INVALID"],
      [4, "price", "IMPORT_PRICE_INVALID"],
      [4, "categories", "IMPORT_CATEGORY_REQUIRED"],
      [5, "sku", "IMPORT_SKU_INVALID"],
      [6, "author", "IMPORT_CREATE_ONLY"],
      [6, "description", "IMPORT_CREATE_ONLY"],
    ]);
    expect(await t.db.query("SELECT count(*)::int AS n FROM products")).toEqual(before);
  });
});
