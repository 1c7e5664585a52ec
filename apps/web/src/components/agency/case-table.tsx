/**
 * An agency inbox's rows (the feedback inbox, the repair-report inbox): a native table of the cases with the
 * columns given as data, ending in each row's 处理 button (`onOpen(item)`, labelled with the case's 受理编号).
 * A native table: readable at 200 % zoom and 375 px (it scrolls sideways inside its focusable, named
 * wrapper), keyboard-reachable through its buttons.
 */
import { Button } from 'antd';
import type { Key, ReactNode } from 'react';

export interface CaseColumn<Item> {
  header: string;
  cell: (item: Item) => ReactNode;
  className?: string;
}

export interface CaseTableProps<Item> {
  /** The region's accessible name, e.g. 意见反馈列表. */
  label: string;
  items: readonly Item[];
  columns: readonly CaseColumn<Item>[];
  rowKey: (item: Item) => Key;
  caseNumber: (item: Item) => string;
  onOpen: (item: Item) => void;
  /** Class names of the wrapper and the table (the feature's styles). */
  wrapClassName: string;
  tableClassName: string;
}

export function CaseTable<Item>(props: CaseTableProps<Item>) {
  return (
    <div className={props.wrapClassName} tabIndex={0} role="region" aria-label={props.label}>
      <table className={props.tableClassName}>
        <thead>
          <tr>
            {props.columns.map((column) => (
              <th scope="col" key={column.header}>
                {column.header}
              </th>
            ))}
            <th scope="col">操作</th>
          </tr>
        </thead>
        <tbody>
          {props.items.map((item) => (
            <tr key={props.rowKey(item)}>
              {props.columns.map((column) => (
                <td key={column.header} className={column.className}>
                  {column.cell(item)}
                </td>
              ))}
              <td>
                <Button size="small" onClick={() => props.onOpen(item)} aria-label={`处理 ${props.caseNumber(item)}`}>
                  处理
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
