// A count and its noun, the French way: the singular for 0 and 1 (« 0 dossier ignoré », « 1 ignoré »),
// the plural from 2 (« 2 ignorés »). One place for it, so no screen writes « 1 ignorés ».

/** « 1 ignoré », « 3 ignorés »: `one` below 2, `many` from 2. */
export function countOf(count: number, one: string, many: string): string {
  return `${count} ${Math.abs(count) >= 2 ? many : one}`;
}
