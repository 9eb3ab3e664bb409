// Rows of the file named by their spreadsheet row, each with its reasons: the rows with errors
// (left out) and the rows whose names look like formulas (imported as they are, but told). A file
// of thousands of such rows would make a page nobody reads: the first ones show the pattern.
import { StackedCell, StackedTable } from 'shared-ui/StackedTable';
import { importText } from './patient-import-text';

const rowsShown = 200;

export function ImportRowReasons({ heading, hint, rows }: { heading: string; hint?: string; rows: { line: number; reasons: string[] }[] }) {
  if (rows.length === 0) return null;
  return (
    <>
      <h3>{heading}</h3>
      {hint ? <p>{hint}</p> : null}
      {rows.length > rowsShown ? <p>{importText.errorsShown(rowsShown, rows.length)}</p> : null}
      <StackedTable
        caption={heading}
        columns={[importText.line, importText.reason]}
        rows={rows.slice(0, rowsShown)}
        rowKey={(row) => String(row.line)}
        cells={(row) => (
          <>
            <StackedCell label={importText.line}>{row.line}</StackedCell>
            <StackedCell label={importText.reason}>{row.reasons.join(' ; ')}</StackedCell>
          </>
        )}
        minWidth="32rem"
      />
    </>
  );
}
