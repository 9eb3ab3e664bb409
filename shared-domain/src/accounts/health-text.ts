// What the back-office shows where a health text is withheld from a role (DESIGN §5: the desk
// sees that a reason exists, not the reason). The API sends the text as null with `<field>OnFile`.

export const healthTextOnFileLabels = {
  reason: 'Motif au dossier',
  notes: 'Notes au dossier',
  message: 'Message au dossier (lu par l’équipe clinique) : rappelez le patient',
} as const;

/**
 * The words a screen shows for a health text: the text when the role reads it, the neutral mention
 * when one exists but is withheld, `none` when there is none.
 */
export function shownHealthText<T>(
  text: string | null | undefined,
  onFile: boolean | undefined,
  kind: keyof typeof healthTextOnFileLabels,
  none: T,
): string | T {
  if (text) return text;
  return onFile ? healthTextOnFileLabels[kind] : none;
}
