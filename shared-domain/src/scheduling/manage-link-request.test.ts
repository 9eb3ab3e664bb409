import { describe, expect, it } from 'vitest';
import { manageLinkRequestSchema } from './manage-link-request';

const firstMessage = (input: unknown) => {
  const result = manageLinkRequestSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('manageLinkRequestSchema', () => {
  it('accepts an address and trims it', () => {
    expect(manageLinkRequestSchema.parse({ email: '  marie@exemple.ca ' })).toEqual({
      email: 'marie@exemple.ca',
    });
  });

  it('asks for the address in French when it is missing, empty or not text', () => {
    for (const input of [{}, { email: '' }, { email: '   ' }, { email: null }, { email: 42 }, { email: ['a@b.ca'] }]) {
      expect(firstMessage(input)).toBe('Veuillez remplir le champ « Courriel »');
    }
  });

  it('refuses what is not an e-mail address, or too long to be one', () => {
    expect(firstMessage({ email: 'marie exemple.ca' })).toBe('Courriel doit être une adresse courriel valide');
    expect(firstMessage({ email: `${'a'.repeat(250)}@exemple.ca` })).toBe('Courriel ne peut pas dépasser 254 caractères');
  });
});
