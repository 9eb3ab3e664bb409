import { describe, expect, it } from 'vitest';
import { firstMessagePerField } from '../platform/field-errors';
import { patientPasswordResetSchema, patientSignInSchema, patientEmailLinkRequestSchema } from './patient-account';

const messages = (result: { success: boolean; error?: { issues: Parameters<typeof firstMessagePerField>[0] } }) =>
  result.error ? firstMessagePerField(result.error.issues) : {};

describe('patient account schemas', () => {
  it('refuses a password shorter than 12 characters in French', () => {
    const result = patientPasswordResetSchema.safeParse({ token: 'abc', password: 'court' });
    expect(messages(result)).toEqual({ password: 'Le mot de passe doit contenir au moins 12 caractères' });
  });

  it('accepts a 12-character password and a token', () => {
    expect(patientPasswordResetSchema.safeParse({ token: 'abc', password: 'douze-caract' }).success).toBe(true);
  });

  it('normalises the address and requires both sign-in fields', () => {
    expect(patientEmailLinkRequestSchema.parse({ email: ' Camille@Courriel.Example ' }).email).toBe('Camille@courriel.example');
    expect(messages(patientSignInSchema.safeParse({ email: 'pas-un-courriel' }))).toEqual({
      email: 'Courriel doit être une adresse courriel valide',
      password: 'Veuillez remplir le champ « Mot de passe »',
    });
  });

  it('refuses an absurdly long token or password without hashing it', () => {
    expect(patientPasswordResetSchema.safeParse({ token: 'x'.repeat(500), password: 'y'.repeat(20) }).success).toBe(false);
    expect(patientSignInSchema.safeParse({ email: 'a@b.ca', password: 'y'.repeat(201) }).success).toBe(false);
  });
});
