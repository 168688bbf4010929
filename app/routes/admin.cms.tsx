/** /admin/cms: the CMS pages, published or not, found by address or title, 50 a page. */
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/admin.cms";
import { AdminTable } from "../features/admin/table.tsx";
import { dateTime } from "../features/admin/ui.tsx";
import { withStore } from "../lib/urls.ts";
// Server-only: used by the loader alone.
import { ADMIN_HEADERS, pageOf, valueOrError } from "../features/admin/session.server.ts";
import { requireContentStaff } from "../features/admin/content.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Strony CMS | Zaplecze sklepu Kiosk" }, { name: "robots", content: "noindex, nofollow" }];

export async function loader(args: Route.LoaderArgs) {
  const { staff, content } = await requireContentStaff(args);
  const url = new URL(args.request.url);
  const q = (url.searchParams.get("q") ?? "").slice(0, 100);
  const page = pageOf(url);
  const list = valueOrError(await content.cmsPages(staff, { page, pageSize: 50, search: q }));
  return data({ ...list, page, pageSize: 50, q }, { headers: ADMIN_HEADERS });
}

export default function AdminCms({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <h1>Strony CMS</h1>
      <p>
        <Link className="adm-button" to={withStore("/admin/cms/new")}>
          Nowa strona
        </Link>
      </p>
      <Form method="get" className="adm-filters" role="search" aria-label="Szukaj stron">
        <div>
          <label htmlFor="c-q">Adres lub tytuł</label>
          <input id="c-q" name="q" type="search" defaultValue={d.q} />
        </div>
        <button type="submit">Szukaj</button>
      </Form>
      <AdminTable
        caption="Strony CMS"
        rows={d.items}
        rowKey={(p) => p.id}
        paging={d}
        columns={[
          { header: "Adres", cell: (p) => <Link to={withStore(`/admin/cms/${p.id}`)}>/i/{p.identifier}</Link> },
          { header: "Tytuł", cell: (p) => p.title },
          { header: "Stan", cell: (p) => <span className="adm-status">{p.is_active ? "opublikowana" : "niepublikowana"}</span> },
          { header: "Zmieniona", cell: (p) => dateTime(p.updated_at) },
        ]}
      />
    </>
  );
}
