/** A table's row of column headings (`<th scope="col">`); with `numeric`, every column after the first holds amounts ("num"). */
export function TableHead({ columns, numeric = false }: { columns: string[]; numeric?: boolean }) {
  return (
    <thead>
      <tr>
        {columns.map((label, i) => (
          <th key={label} scope="col" className={numeric && i > 0 ? "num" : undefined}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
