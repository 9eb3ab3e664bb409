// The general validator's French messages (specification section 5), written once for the
// forms and the API. `{field}` is the field's label. « Requis » departs from the specification's
// '{field} est requis': the labels are nouns of either gender and number
// (« Heure est requis », « Créneaux est requis »), so the sentence names the field instead of
// agreeing with it.

export const validationMessages = {
  required: (field: string) => `Veuillez remplir le champ « ${field} »`,
  minLength: (field: string, n: number) => `${field} doit contenir au moins ${n} caractères`,
  maxLength: (field: string, n: number) => `${field} ne peut pas dépasser ${n} caractères`,
  email: (field: string) => `${field} doit être une adresse courriel valide`,
  phone: (field: string) => `${field} doit être un numéro de téléphone valide`,
  date: (field: string) => `${field} doit être une date valide`,
  min: (field: string, n: number) => `${field} doit être supérieur ou égal à ${n}`,
  max: (field: string, n: number) => `${field} doit être inférieur ou égal à ${n}`,
  pattern: (field: string) => `${field} a un format invalide`,
  oneOf: (field: string, values: readonly string[]) => `${field} doit être l'une des valeurs suivantes: ${values.join(', ')}`,
  controlCharacters: (field: string) => `${field} contient des caractères invisibles ou de contrôle qui ne sont pas permis`,
} as const;

/**
 * The one e-mail pattern; forms use it through `emailAddressSchema`
 * (./email-address), which also trims and lower-cases the domain. Deliberately narrower than
 * RFC 5322: a dot-atom local part (letters, digits and . _ % + - ') and a domain of ordinary
 * labels with a letter TLD (or an `xn--` one). No quotes, spaces, commas, semicolons, angle
 * brackets, parentheses (comments) or second `@`: the mail library would read those as another
 * or several recipients (`a,b@x`, `x;victim@x`, `a<victim@x>`).
 */
export const emailPattern =
  /^[A-Za-z0-9_%+'-]+(?:\.[A-Za-z0-9_%+'-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/** Empty allowed; otherwise 10 to 15 digits once separators are removed. */
export function isValidPhone(value: string): boolean {
  const digits = value.replace(/[\s().+-]/g, '');
  return /^\d{10,15}$/.test(digits);
}
