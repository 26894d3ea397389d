import type { ReactNode } from 'react';

export type Column<Row> = {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string;
};

/**
 * A table that scrolls sideways on narrow screens instead of squeezing its columns. The
 * scroll box is focusable and named, so keyboard users can scroll it too.
 */
export function DataTable<Row extends { id: number | string }>({
  caption,
  columns,
  rows,
  actions,
  rowKey = (row) => row.id,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  actions?: { header: string; cell: (row: Row) => ReactNode };
  /** Rows of several tables can share ids (a file and a video); then the key says which. */
  rowKey?: (row: Row) => number | string;
}) {
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
      tabIndex={0}
      aria-label={caption}
      className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white"
    >
      <table className="w-full min-w-[40rem] border-collapse text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className="px-3 py-3 text-start font-semibold">
                {column.header}
              </th>
            ))}
            {actions && (
              <th scope="col" className="px-3 py-3 text-end font-semibold">
                {actions.header}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-t border-slate-200 align-top">
              {columns.map((column) => (
                <td key={column.key} className={column.className ?? 'px-3 py-3 text-slate-800'}>
                  {column.cell(row)}
                </td>
              ))}
              {actions && (
                <td className="px-3 py-2">
                  <div className="flex justify-end gap-1">{actions.cell(row)}</div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
