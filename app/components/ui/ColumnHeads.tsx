/** One column's heading: `numeric` columns (amounts, ages) are set to the right, as their figures are. */
export interface ColumnHead {
  label: string;
  numeric?: boolean;
}

/**
 * The heading row of a light table on a public page (what a year costs, which class for an age): the
 * same look and cell spacing in each, and `scope="col"` so a screen reader names each cell's column.
 */
export function ColumnHeads({ columns }: { columns: readonly ColumnHead[] }) {
  return (
    <thead className="bg-brand-50 text-brand-950 print:bg-white">
      <tr>
        {columns.map((column) => (
          <th key={column.label} scope="col" className={`px-3 py-2.5 font-semibold${column.numeric ? ' text-right' : ''}`}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
