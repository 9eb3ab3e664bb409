// A list as a plain table that pages with « Afficher plus » (the back-office's appointments,
// patients and audit trail, the portal's transactions). Wider than the screen it scrolls sideways in its own region, reachable
// by keyboard; on a phone each row becomes a block of labelled lines (StackedTable.css), so the
// table's roles are written out: a browser drops a table's semantics once its parts are no longer
// displayed as one. After « Afficher plus » the focus goes to the first new row, where reading
// continues.
import { type CSSProperties, type ReactNode, useEffect, useRef } from 'react';
import { Button } from './Button';
import './StackedTable.css';

export interface StackedTableProps<Row> {
  /** Names the scrolling region and the table. */
  caption: string;
  /** The column headings, in order; each cell repeats its own as its label on a phone. */
  columns: readonly string[];
  rows: readonly Row[];
  rowKey(row: Row): string;
  /** The row's cells (`StackedCell`s, one per column). */
  cells(row: Row): ReactNode;
  /** The table's least width on a wide screen (it scrolls below that), e.g. '48rem'. */
  minWidth: string;
  /** The list's pages as read (a TanStack infinite query fits): « Afficher plus » while there are more. */
  paging?: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    /** The last page could not be read: `problem` says why, as an alert. */
    isFetchNextPageError: boolean;
    fetchNextPage(): unknown;
  };
  problem?: string;
  /** The button's label, and what it says while the next page comes. */
  labels?: { more: string; loadingMore: string };
}

export function StackedTable<Row>({ caption, columns, rows, rowKey, cells, minWidth, paging, problem, labels }: StackedTableProps<Row>) {
  const tableRef = useRef<HTMLElement>(null);
  // The row to focus once the next page is drawn: the first new one.
  const firstNewRow = useRef<number | null>(null);

  useEffect(() => {
    const index = firstNewRow.current;
    if (index === null || rows.length <= index) return;
    firstNewRow.current = null;
    tableRef.current?.querySelectorAll<HTMLElement>('tbody tr')[index]?.focus();
  }, [rows.length]);

  const showMore = () => {
    firstNewRow.current = rows.length;
    void paging?.fetchNextPage();
  };

  return (
    <>
      {rows.length > 0 ? (
        <section
          ref={tableRef}
          className="ui-stacked-table"
          aria-label={caption}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keyboard.
          tabIndex={0}
          style={{ '--ui-stacked-table-min-width': minWidth } as CSSProperties}
        >
          {/* biome-ignore-start lint/a11y/noRedundantRoles: kept for the phone layout (see above). */}
          <table role="table">
            <caption className="ui-visually-hidden">{caption}</caption>
            <thead role="rowgroup">
              <tr role="row">
                {columns.map((column) => (
                  <th key={column} scope="col" role="columnheader">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody role="rowgroup">
              {rows.map((row) => (
                <tr key={rowKey(row)} tabIndex={-1} role="row">
                  {cells(row)}
                </tr>
              ))}
            </tbody>
          </table>
          {/* biome-ignore-end lint/a11y/noRedundantRoles: kept for the phone layout. */}
        </section>
      ) : null}
      {paging?.isFetchNextPageError && problem ? (
        <p className="ui-stacked-table__problem" role="alert">
          {problem}
        </p>
      ) : null}
      {paging?.hasNextPage && labels ? (
        <div className="ui-stacked-table__more">
          <Button variant="secondary" disabled={paging.isFetchingNextPage} onClick={showMore}>
            {paging.isFetchingNextPage ? labels.loadingMore : labels.more}
          </Button>
        </div>
      ) : null}
    </>
  );
}

/**
 * One cell, labelled with its column's heading on a phone. `nowrap`: kept on one line (a date, an
 * amount, a document's number), which the table's least width leaves room for.
 */
export function StackedCell({ label, nowrap = false, children }: { label: string; nowrap?: boolean; children?: ReactNode }) {
  return (
    <td role="cell" data-label={label} className={nowrap ? 'ui-stacked-table__nowrap' : undefined}>
      {children}
    </td>
  );
}
