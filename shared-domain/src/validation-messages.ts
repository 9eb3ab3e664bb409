// The general validator's French messages (specification section 5), written once for the
// forms and the API. `{field}` is the field's label.

export const validationMessages = {
  required: (field: string) => `${field} est requis`,
  minLength: (field: string, n: number) => `${field} doit contenir au moins ${n} caractères`,
  maxLength: (field: string, n: number) => `${field} ne peut pas dépasser ${n} caractères`,
  email: (field: string) => `${field} doit être une adresse email valide`,
  phone: (field: string) => `${field} doit être un numéro de téléphone valide`,
  date: (field: string) => `${field} doit être une date valide`,
  min: (field: string, n: number) => `${field} doit être supérieur ou égal à ${n}`,
  max: (field: string, n: number) => `${field} doit être inférieur ou égal à ${n}`,
  pattern: (field: string) => `${field} a un format invalide`,
  oneOf: (field: string, values: readonly string[]) => `${field} doit être l'une des valeurs suivantes: ${values.join(', ')}`,
} as const;

/** Empty allowed; otherwise something@something with no spaces. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Empty allowed; otherwise 10 to 15 digits once separators are removed. */
export function isValidPhone(value: string): boolean {
  const digits = value.replace(/[\s().+-]/g, '');
  return /^\d{10,15}$/.test(digits);
}
