// "Contains the text" for the patient list and the global search: LIKE on lower-cased columns with
// an escaped pattern, so a % or _ typed by staff is an ordinary character. No index can serve a
// match in the middle of a word, so these conditions scan what the rest of the query leaves
// (2,000 patients; the appointments from today on, walked in date order by their schedule index).
//
// Case: SQLite's lower() folds ASCII letters only, so « ÉRIC » would not find « Éric ». The capital
// letters of French are mapped by nested replace() before lower(), and the search text by
// `foldCase` the very same way (one table below), so both sides always agree. Accents are kept:
// folding them too would need a stored normalised column, « e » does not find « é ».
import { or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

// SQLite's parser allows about twenty nested calls: this list must stay short.
const accentedCapitals = 'ÀÂÄÆÇÉÈÊËÎÏÔÖŒÙÛÜŸ';
const accentedCapital = new RegExp(`[${accentedCapitals}]`, 'g');

/** The search text as the SQL below folds a column: ASCII and French capitals lower-cased, nothing else. */
export function foldCase(text: string): string {
  return text.replace(/[A-Z]/g, (letter) => letter.toLowerCase()).replace(accentedCapital, (letter) => letter.toLowerCase());
}

/** `text` as a LIKE pattern that only ever matches itself, inside anything (ESCAPE '\'). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function foldedColumn(column: SQLWrapper, accented: boolean): SQL {
  if (!accented) return sql`lower(${column})`;
  let expression = sql`${column}`;
  for (const capital of accentedCapitals) {
    // Constants of this file, not input: written into the statement rather than bound 36 times.
    expression = sql`replace(${expression}, ${sql.raw(`'${capital}'`)}, ${sql.raw(`'${capital.toLowerCase()}'`)})`;
  }
  return sql`lower(${expression})`;
}

/**
 * True when one of `columns` contains `text`, ignoring case. Text without accented letters can
 * only match ASCII characters, which lower() alone folds the same way: the cheaper expression
 * then gives the same answer, which keeps the common search fast.
 */
export function anyContains(columns: readonly SQLWrapper[], text: string): SQL {
  const folded = foldCase(text);
  const accented = [...folded].some((character) => character.charCodeAt(0) > 0x7f);
  const pattern = containsPattern(folded);
  return or(...columns.map((column) => sql`${foldedColumn(column, accented)} like ${pattern} escape '\\'`)) as SQL;
}

/** A stored phone number's digits: '514 555-0142' → '5145550142' (the separators `isValidPhone` admits). */
export function phoneDigitsOf(column: SQLWrapper): SQL {
  let expression = sql`${column}`;
  for (const separator of [' ', '-', '(', ')', '.', '+']) expression = sql`replace(${expression}, ${sql.raw(`'${separator}'`)}, '')`;
  return expression;
}

/** The digits of a search that looks like part of a phone number (at least 3 digits, only separators besides); else undefined. */
export function phoneSearchDigits(text: string): string | undefined {
  if (!/^[\d\s().+-]+$/.test(text)) return undefined;
  const digits = text.replace(/\D/g, '');
  return digits.length >= 3 ? digits : undefined;
}
