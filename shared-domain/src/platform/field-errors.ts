// How a failed validation reads to a person: the first message of each field, keyed by the field's
// path ("address.city"; "_" for the input as a whole). The API's 422 and every form use it, so a
// field shows the same message whichever side refused it.

export interface ValidationIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

export function firstMessagePerField(issues: readonly ValidationIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}
