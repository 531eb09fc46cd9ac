// The admin screens' data table: scrolls sideways inside its region from 640 px up and becomes
// stacked cards below (app/admin/admin.css `.stack-table`): give every <td> a data-label with its
// column's name (the Cell component does) so each value keeps its name on a phone.
export function AdminTable({ columns, minWidth = "44rem", caption, id, children }: { columns: string[]; minWidth?: string; caption?: string; id?: string; children: React.ReactNode }) {
  return (
    <table id={id} className="stack-table w-full text-left text-sm" style={{ minWidth }}>
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <thead className="bg-sand text-xs uppercase tracking-wider text-muted">
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className="px-4 py-3">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** A table cell that keeps its column's name when the table is stacked on a phone. */
export function Cell({ label, className = "", children, colSpan }: { label?: string; className?: string; children?: React.ReactNode; colSpan?: number }) {
  return (
    <td data-label={label} colSpan={colSpan} className={`px-4 py-3 ${className}`.trim()}>
      {children}
    </td>
  );
}
