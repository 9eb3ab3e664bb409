// A spreadsheet saved as CSV, read as Excel writes it (DESIGN §6: one maintained parser): UTF-8 with
// or without its byte-order mark, else Windows-1252 (Excel's « CSV » on a French Windows); `;`
// (Excel in French, where `,` is the decimal separator) or `,` between cells, whichever the header
// line uses more. Rows keep the number the spreadsheet shows them under (the header is row 1), so
// a reason given for « ligne 12 » is found at row 12, blank rows and cells with line breaks included.
import { CsvError, parse } from 'csv-parse/sync';
import { errorCodes } from 'shared-domain/platform/errors';
import { patientImportLimits, patientImportMessages } from 'shared-domain/patients/patient-import';
import { AppError } from '../../platform/http/app-error';

export interface PatientCsv {
  encoding: 'utf-8' | 'windows-1252';
  delimiter: ';' | ',';
  headers: string[];
  /** The rows with at least one cell filled: their spreadsheet row number and their cells. */
  rows: { line: number; cells: string[] }[];
}

const messages = patientImportMessages;
// The reason is the refusal's message too: it is about the whole file, which the page shows above the form.
const refuse = (message: string) => new AppError(errorCodes.validationFailed, message, { content: message });

/** The text of the file: UTF-8 if it is valid UTF-8 (a BOM is dropped), Windows-1252 otherwise. */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: PatientCsv['encoding'] } {
  try {
    // `ignoreBOM: false` (the default) drops a leading BOM.
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}

/** The separator the header line uses more of, quoted text aside; `;` when it has neither. */
export function detectDelimiter(text: string): PatientCsv['delimiter'] {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const character of text) {
    if (character === '"') quoted = !quoted;
    else if (!quoted && (character === '\n' || character === '\r')) break;
    else if (!quoted && character === ';') semicolons += 1;
    else if (!quoted && character === ',') commas += 1;
  }
  return commas > semicolons ? ',' : ';';
}

// Text files hold no NUL, and hardly any other control character but tabs and line breaks: a
// file with them is a workbook (.xlsx, .xls), an image or a PDF renamed .csv.
// biome-ignore lint/suspicious/noControlCharactersInRegex: looking for them is the point.
const binaryCharacter = /[\u0000-\u0008\u000E-\u001F]/g;

function looksBinary(text: string): boolean {
  const sample = text.slice(0, 64 * 1024);
  if (sample.includes('\u0000')) return true;
  return (sample.match(binaryCharacter)?.length ?? 0) > sample.length / 100;
}

/** The file's header and filled rows, or a French refusal (422; 413 past 5 MB) naming what is wrong. */
export function readPatientCsv(bytes: Uint8Array): PatientCsv {
  if (bytes.byteLength > patientImportLimits.maxBytes) throw new AppError(errorCodes.payloadTooLarge, messages.tooBig);
  const { text, encoding } = decodeCsvBytes(bytes);
  if (text.trim() === '') throw refuse(messages.emptyFile);
  if (looksBinary(text)) throw refuse(messages.notCsv);
  const delimiter = detectDelimiter(text);

  let records: string[][];
  try {
    records = parse(text, {
      delimiter,
      relax_column_count: true,
      // Blank rows are kept (as one empty cell) so the rows after them keep the spreadsheet's numbers.
      skip_empty_lines: false,
    });
  } catch (error) {
    if (error instanceof CsvError) throw refuse(messages.unreadable);
    throw error;
  }

  const [headerRow, ...dataRows] = records;
  const headers = (headerRow ?? []).map((header) => header.trim());
  if (headers.every((header) => header === '')) throw refuse(messages.emptyFile);
  if (headers.length > patientImportLimits.maxColumns) throw refuse(messages.tooManyColumns);

  const rows: PatientCsv['rows'] = [];
  for (const [index, cells] of dataRows.entries()) {
    if (cells.every((cell) => cell.trim() === '')) continue;
    rows.push({ line: index + 2, cells });
  }
  if (rows.length > patientImportLimits.maxRows) throw refuse(messages.tooManyRows);
  if (rows.length === 0) throw refuse(messages.noRows);
  return { encoding, delimiter, headers, rows };
}
