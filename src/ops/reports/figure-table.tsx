import type { ReactNode } from 'react';

export interface FigureColumn<T> {
  header: ReactNode;
  numeric?: boolean;
  cell(row: T): ReactNode;
}

/**
 * A report's table: the chart's figures for every reader (a screen reader reads this, not the picture),
 * with a caption naming it, row headers in the first column, and a total row in the table's foot.
 */
export function FigureTable<T>({
  caption,
  columns,
  rows,
  total,
  rowKey,
  testId,
}: {
  caption: string;
  columns: readonly FigureColumn<T>[];
  rows: readonly T[];
  total?: T;
  rowKey(row: T): string;
  testId: string;
}) {
  const line = (row: T, key: string) => (
    <tr key={key} data-testid={`${testId}-row`}>
      {columns.map((column, index) =>
        index === 0 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns are fixed.
          <th key={index} scope="row">
            {column.cell(row)}
          </th>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns are fixed.
          <td key={index} className={column.numeric ? 'num' : undefined}>
            {column.cell(row)}
          </td>
        ),
      )}
    </tr>
  );
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <div className="table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="ops-table ops-table--dense" data-testid={testId}>
        <caption className="ops-table__caption">{caption}</caption>
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
        <tbody>{rows.map((row) => line(row, rowKey(row)))}</tbody>
        {total ? <tfoot className="ops-report__total">{line(total, 'total')}</tfoot> : null}
      </table>
    </div>
  );
}
