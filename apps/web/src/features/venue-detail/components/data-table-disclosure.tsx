/**
 * The text alternative of a chart: a <details> disclosure ("以表格查看…") holding a plain table of the
 * chart's figures, so the numbers are readable without the picture (DESIGN.md accessibility; the chart
 * itself is one role="img" with a name).
 */
import type { ReactNode } from 'react';

export interface DataTableDisclosureProps {
  /** The disclosure's summary, e.g. '以表格查看每月接待人次'. */
  summary: string;
  /** The table's caption (visually hidden text is not needed: the caption shows). */
  caption: string;
  columns: string[];
  rows: ReactNode[][];
}

export function DataTableDisclosure({ summary, caption, columns, rows }: DataTableDisclosureProps) {
  return (
    <details className="venue-detail__data-table">
      <summary>{summary}</summary>
      <div className="venue-detail__table-scroll" tabIndex={0} role="region" aria-label={caption}>
        <table className="venue-detail__table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((cells, rowIndex) => (
              <tr key={rowIndex}>
                {cells.map((cell, cellIndex) =>
                  cellIndex === 0 ? (
                    <th key={cellIndex} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={cellIndex}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
