// Two versions of the same properties side by side: a property per row, its value in each version. Used where a
// person chooses between versions (the conflict dialog: theirs / yours) or confirms a change (the JSON import:
// now / after the import). A muted cell is the version that did not change the property.
import type { ReactNode } from "react";

type Cell = { content: ReactNode; muted?: boolean };
export type ComparisonRow = { key: string; name: ReactNode; cells: readonly [Cell, Cell] };

const SIZES = {
  sm: { table: "text-sm", head: "text-xs", cell: "px-2 py-1", headCell: "px-2 py-0.5" },
  xs: { table: "text-xs", head: "", cell: "px-1.5 py-0.5", headCell: "px-1.5 py-0.5" },
} as const;

export function ComparisonTable({
  label,
  caption,
  columns,
  rows,
  size = "sm",
  className = "",
}: {
  label: string;
  caption?: ReactNode;
  columns: readonly [string, string];
  rows: readonly ComparisonRow[];
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const sizes = SIZES[size];
  return (
    <table className={`w-full table-fixed border-collapse ${sizes.table} ${className}`} aria-label={label}>
      {caption ? <caption className="text-left text-sm font-medium text-slate-900">{caption}</caption> : null}
      <thead>
        <tr className={`text-left text-slate-500 ${sizes.head}`}>
          <th scope="col" className={`w-28 font-medium ${sizes.headCell}`}>
            Property
          </th>
          {columns.map((column) => (
            <th key={column} scope="col" className={`font-medium ${sizes.headCell}`}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-t border-slate-200 align-top">
            <th scope="row" className={`text-left font-medium text-slate-700 ${sizes.cell}`}>
              {row.name}
            </th>
            {row.cells.map((cell, index) => (
              <td
                key={index}
                className={`break-words ${sizes.cell} ${cell.muted ? "text-slate-600" : "text-slate-900"}`}
              >
                {cell.content}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
