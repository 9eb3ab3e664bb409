// The validator's own refusals in French, for a schema that gave no message of its own: zod's
// French locale writes « chaîne de caractères attendu, indéfini reçu », which a person should never
// read. These sentences name no field (the message sits beside its field, or `firstMessagePerField`
// keys it by the field's path) and never the types or the codes the program uses.
import { z } from 'zod';

export const validatorMessages = {
  missing: 'Ce champ est obligatoire.',
  wrongKind: 'Cette valeur n’est pas valide.',
  tooShort: (n: number) => (n <= 1 ? 'Ce champ est obligatoire.' : `Au moins ${n} caractères.`),
  tooLong: (n: number) => `Au plus ${n} caractères.`,
  tooFew: (n: number) => (n <= 1 ? 'Choisissez au moins un élément.' : `Choisissez au moins ${n} éléments.`),
  tooMany: (n: number) => `Au plus ${n} éléments.`,
  tooSmall: (n: number | bigint) => `La valeur doit être d’au moins ${n}.`,
  tooBig: (n: number | bigint) => `La valeur doit être d’au plus ${n}.`,
  format: 'Le format n’est pas valide.',
  notAChoice: 'Choisissez une des valeurs proposées.',
  unknownFields: 'La demande contient des champs inattendus.',
  invalid: 'Cette valeur n’est pas valide.',
} as const;

type Issue = Parameters<NonNullable<Parameters<typeof z.config>[0]>['customError'] & {}>[0];

/** The French of one refusal the schema left without a message. */
export function validatorMessage(issue: Issue): string {
  const m = validatorMessages;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? m.missing : m.wrongKind;
    case 'too_small': {
      const n = Number(issue.minimum);
      if (issue.origin === 'string') return m.tooShort(n);
      if (issue.origin === 'array' || issue.origin === 'set') return m.tooFew(n);
      return m.tooSmall(issue.minimum);
    }
    case 'too_big': {
      const n = Number(issue.maximum);
      if (issue.origin === 'string') return m.tooLong(n);
      if (issue.origin === 'array' || issue.origin === 'set') return m.tooMany(n);
      return m.tooBig(issue.maximum);
    }
    case 'invalid_format':
      return m.format;
    case 'invalid_value':
      return m.notAChoice;
    case 'unrecognized_keys':
      return m.unknownFields;
    default:
      return m.invalid;
  }
}

/**
 * Makes these the validator's messages wherever a schema gave none (a message a schema gives always
 * wins). Called once by the API's validator and by the forms' hook.
 */
export function applyFrenchValidatorMessages(): void {
  z.config({ customError: validatorMessage });
}
