// What a save of the clinic's settings changed: the form says it (« 2 modifications
// enregistrées : … ») and the audit trail keeps each changed value before and after.

export type SettingChanges<T> = Partial<{ [K in keyof T]: { before: T[K]; after: T[K] } }>;

function sameValue(a: unknown, b: unknown): boolean {
  // Lists and objects (breaks, statistics) compare by content.
  return a === b || (typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b));
}

/** The fields of `after` whose value differs from `before`'s, in `after`'s order. */
export function settingChanges<T extends object>(before: T, after: T): SettingChanges<T> {
  const changes: SettingChanges<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (!sameValue(before[key], after[key])) changes[key] = { before: before[key], after: after[key] };
  }
  return changes;
}

/** « Aucune modification », « 1 modification enregistrée : Téléphone », « 2 modifications enregistrées : Téléphone, Courriel ». */
export function savedChangesText(changedLabels: readonly string[]): string {
  if (changedLabels.length === 0) return 'Aucune modification';
  const count = changedLabels.length;
  return `${count} ${count === 1 ? 'modification enregistrée' : 'modifications enregistrées'} : ${changedLabels.join(', ')}`;
}
