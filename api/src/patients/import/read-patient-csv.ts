// A spreadsheet saved as CSV, read as Excel writes it (DESIGN §6: one maintained parser): UTF-8 with
// or without its byte-order mark, else Windows-1252 (Excel's « CSV » on a French Windows); `;`
// (Excel in French, where `,` is the decimal separator) or `,` between cells, whichever the header
// line uses more. Rows keep the number the spreadsheet shows them under (the header is row 1), so
// a reason given for « ligne 12 » is found at row 12, blank rows and cells with line breaks included.
//
// The file is read a piece at a time, its rows counted as they come: past the row limit the reading
// stops there, and other requests get their turn between pieces, so a file of 200 000 short rows is
// refused after 10 001 of them without holding up anyone else's request.
import { finished } from 'node:stream/promises';
import { CsvError, parse } from 'csv-parse';
import { errorCodes } from 'shared-domain/platform/errors';
import { patientImportLimits, patientImportMessages } from 'shared-domain/patients/patient-import';
import { decodeWindows1252 } from '../../platform/files/windows-1252';
import { AppError } from '../../platform/http/app-error';
import { eventLoopTurns } from './event-loop-turns';

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

const utf8ByteOrderMark = [0xef, 0xbb, 0xbf];

/**
 * The text of the file: UTF-8 when it starts with UTF-8's byte-order mark (dropped) or is valid
 * UTF-8 throughout; Windows-1252 otherwise (`decodeWindows1252`: bytes that are not valid UTF-8
 * are almost never meant as it, and a file Excel wrote as « CSV » on a French Windows is that).
 */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: PatientCsv['encoding'] } {
  if (utf8ByteOrderMark.every((byte, index) => bytes[index] === byte)) {
    return { text: new TextDecoder('utf-8').decode(bytes), encoding: 'utf-8' };
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: decodeWindows1252(bytes), encoding: 'windows-1252' };
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

// The parser gets the file in pieces this small: a row shorter than the header costs it far more
// than a full one, so a piece's cost is not known from its size.
const pieceBytes = 1024;

/**
 * Hands each record of `text` to `onRecord` with its spreadsheet row number, a piece at a time,
 * letting other requests in between pieces (`eventLoopTurns`). Empty lines are skipped but counted in the numbers.
 * `onRecord` throws to stop the reading: what it throws is what this throws.
 */
async function eachCsvRecord(
  text: string,
  delimiter: PatientCsv['delimiter'],
  onRecord: (cells: string[], line: number) => void,
): Promise<void> {
  const parser = parse({
    delimiter,
    relax_column_count: true,
    skip_empty_lines: true,
    on_record: (cells: string[], info) => {
      onRecord(cells, info.records + info.empty_lines);
      // Nothing is kept in the stream: the caller keeps what it needs.
      return null;
    },
  });
  const outcome = finished(parser);
  // Awaited once the pieces are written; a refusal on the way must not count as unhandled meanwhile.
  outcome.catch(() => {});
  parser.resume();
  const bytes = Buffer.from(text);
  const letOthersIn = eventLoopTurns();
  for (let start = 0; start < bytes.byteLength && !parser.destroyed; start += pieceBytes) {
    parser.write(bytes.subarray(start, start + pieceBytes));
    await letOthersIn();
  }
  if (!parser.destroyed) parser.end();
  await outcome;
}

/** The file's header and filled rows, or a French refusal (422; 413 past 5 MB) naming what is wrong. */
export async function readPatientCsv(bytes: Uint8Array): Promise<PatientCsv> {
  if (bytes.byteLength > patientImportLimits.maxBytes) throw new AppError(errorCodes.payloadTooLarge, messages.tooBig);
  const { text, encoding } = decodeCsvBytes(bytes);
  if (text.trim() === '') throw refuse(messages.emptyFile);
  if (looksBinary(text)) throw refuse(messages.notCsv);
  const delimiter = detectDelimiter(text);

  // Filled as the rows come: the header (row 1) first.
  const read: { headers: string[] | null; rows: PatientCsv['rows'] } = { headers: null, rows: [] };
  try {
    await eachCsvRecord(text, delimiter, (cells, line) => {
      if (line > patientImportLimits.maxLines) throw refuse(messages.tooManyRows);
      if (read.headers === null) {
        // A file that starts with a blank row has no header.
        const headers = line === 1 ? cells.map((header) => header.trim()) : [];
        if (headers.every((header) => header === '')) throw refuse(messages.emptyFile);
        if (headers.length > patientImportLimits.maxColumns) throw refuse(messages.tooManyColumns);
        read.headers = headers;
      } else if (cells.some((cell) => cell.trim() !== '')) {
        if (read.rows.length === patientImportLimits.maxRows) throw refuse(messages.tooManyRows);
        read.rows.push({ line, cells });
      }
    });
  } catch (error) {
    if (error instanceof CsvError) throw refuse(messages.unreadable);
    throw error;
  }
  const { headers, rows } = read;
  if (headers === null) throw refuse(messages.emptyFile);
  if (rows.length === 0) throw refuse(messages.noRows);
  return { encoding, delimiter, headers, rows };
}
