// The admin screens' data table: horizontally scrollable on phones, one header style.
export function AdminTable({ columns, minWidth = "44rem", children }: { columns: string[]; minWidth?: string; children: React.ReactNode }) {
  return (
    <table className="w-full text-left text-sm" style={{ minWidth }}>
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
