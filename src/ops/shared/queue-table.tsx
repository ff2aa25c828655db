import type { ReactNode } from 'react';

export interface Column<T> {
  header: ReactNode;
  /** Amounts: right-aligned in tabular figures. */
  numeric?: boolean;
  cell(item: T): ReactNode;
}

interface Props<T> {
  /** The table's name, for the scrolling region that holds it. */
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey(item: T): string | number;
  /** Each row's test id (`application-row`, …). */
  rowTestId: string;
  /** Said instead of an empty table. */
  empty: ReactNode;
}

/** A queue or log as a table in a region the keyboard can reach and scroll, or a line saying it is empty. */
export function QueueTable<T>({ label, columns, rows, rowKey, rowTestId, empty }: Props<T>) {
  if (rows.length === 0) return <p className="empty-state">{empty}</p>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <div className="table-scroll" tabIndex={0} role="region" aria-label={label}>
      <table className="ops-table">
        <thead>
          <tr>
            {columns.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns are fixed.
              <th key={index} scope="col" className={column.numeric ? 'num' : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((item) => (
            <tr key={rowKey(item)} data-testid={rowTestId}>
              {columns.map((column, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns are fixed.
                <td key={index} className={column.numeric ? 'num' : undefined}>
                  {column.cell(item)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
