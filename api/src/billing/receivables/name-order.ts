// A name's place in the clinic's alphabetical order, as SQL: lower case with the accents of French
// names set aside (« Émilie » between « Dany » and « Fanny », not after « Zoé » as a byte order puts
// it), so the database can sort and page by it. SQLite knows no locale's collation.
import { type SQL, sql } from 'drizzle-orm';

/**
 * The accented letters of French names and the letter each sorts as: lower case, and the capitals
 * a name starts with (SQLite's `lower` folds ASCII only). Few enough for SQLite's parser, which
 * refuses deeper nesting than a few dozen calls.
 */
const plainLetters: [string, string][] = [
  ['é', 'e'],
  ['è', 'e'],
  ['ê', 'e'],
  ['ë', 'e'],
  ['à', 'a'],
  ['â', 'a'],
  ['ç', 'c'],
  ['î', 'i'],
  ['ï', 'i'],
  ['ô', 'o'],
  ['ù', 'u'],
  ['û', 'u'],
  ['É', 'e'],
  ['È', 'e'],
  ['À', 'a'],
  ['Ç', 'c'],
];

/** `name` lower-cased without its accents. */
export function nameOrderKey(name: SQL): SQL {
  return plainLetters.reduce((key, [accented, plain]) => sql`replace(${key}, ${accented}, ${plain})`, sql`lower(${name})`);
}
