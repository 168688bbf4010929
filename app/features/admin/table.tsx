/**
 * The back office's list table (docs/decisions/2026-11-28-back-office-content.md): a captioned, scrollable table of a
 * server-paged list, its columns declared once (heading, cell, numeric alignment, the label a narrow screen shows
 * beside a cell), an empty-list sentence, and the pager under it. Plain HTML: sorting, filtering and paging are the
 * server's (docs/decisions/2026-11-27-back-office.md, "The panel").
 */
import type { ReactNode } from "react";
import { Pager } from "./ui.tsx";

export interface AdminColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** right-aligned figures */
  num?: boolean;
}

export function AdminTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty = "Nic nie znaleziono.",
  paging,
  className,
}: {
  caption: string;
  columns: AdminColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  empty?: string;
  /** the list's page, page size and total: the pager under the table */
  paging?: { page: number; pageSize: number; total: number };
  className?: string;
}) {
  return (
    <>
      <div className="adm-table-wrap">
        <table className={className}>
          <caption className="adm-visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.header} scope="col" className={c.num ? "num" : undefined}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((c) => (
                  <td key={c.header} className={c.num ? "num" : undefined} data-label={c.header}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length === 0 ? <p>{empty}</p> : null}
      {paging ? <Pager page={paging.page} pageSize={paging.pageSize} total={paging.total} label={caption} /> : null}
    </>
  );
}
