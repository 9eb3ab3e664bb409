import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applyFrenchValidatorMessages, validatorMessages } from './validator-messages';

applyFrenchValidatorMessages();

const messagesOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the validator’s French messages', () => {
  it('says a missing field is required, not « chaîne de caractères attendu, indéfini reçu »', () => {
    expect(messagesOf(z.object({ name: z.string() }), {})).toEqual([validatorMessages.missing]);
    expect(messagesOf(z.object({ name: z.string() }), { name: 3 })).toEqual([validatorMessages.wrongKind]);
  });

  it('says lengths, choices and formats in the catalogue’s words', () => {
    expect(messagesOf(z.string().max(4), 'trop long')).toEqual([validatorMessages.tooLong(4)]);
    expect(messagesOf(z.string().min(3), 'ab')).toEqual([validatorMessages.tooShort(3)]);
    expect(messagesOf(z.enum(['a', 'b']), 'c')).toEqual([validatorMessages.notAChoice]);
    expect(messagesOf(z.email(), 'pas un courriel')).toEqual([validatorMessages.format]);
    expect(messagesOf(z.strictObject({}), { extra: 1 })).toEqual([validatorMessages.unknownFields]);
  });

  it('leaves a schema’s own message alone', () => {
    expect(messagesOf(z.string({ error: 'Le nom est requis' }), undefined)).toEqual(['Le nom est requis']);
  });
});
