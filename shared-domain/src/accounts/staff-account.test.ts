import { describe, expect, it } from 'vitest';
import { firstMessagePerField } from '../platform/field-errors';
import {
  secondFactorCodeSchema,
  secondFactorVerifySchema,
  staffAccountMessages as m,
  staffSignInSchema,
  staffSignUpSchema,
} from './staff-account';

function refusal(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  expect(result.success).toBe(false);
  return firstMessagePerField(result.error?.issues ?? []);
}

const valid = { fullName: 'Marie Tremblay', email: ' Marie@Exemple.CA ', password: 'Grenouille-Vélo-Orage-42', invitationCode: 'abc' };

describe('staff sign-up input', () => {
  it('accepts a complete form and lower-cases the whole address', () => {
    const result = staffSignUpSchema.parse(valid);
    expect(result.email).toBe('marie@exemple.ca');
  });

  it('asks for every field with the one message', () => {
    const fields = refusal(staffSignUpSchema.safeParse({ fullName: ' ', email: '', password: 42 }));
    expect(fields).toEqual({
      fullName: m.allFieldsRequired,
      email: m.allFieldsRequired,
      password: m.allFieldsRequired,
      invitationCode: m.allFieldsRequired,
    });
  });

  it('refuses a password under 12 characters', () => {
    expect(refusal(staffSignUpSchema.safeParse({ ...valid, password: 'court-11car' }))).toEqual({
      password: 'Le mot de passe doit contenir au moins 12 caractères',
    });
  });

  it('refuses a malformed address', () => {
    expect(refusal(staffSignUpSchema.safeParse({ ...valid, email: 'marie@' }))).toEqual({ email: m.invalidEmail });
  });
});

describe('staff sign-in input', () => {
  it('needs both fields but no length rule (an old password still signs in)', () => {
    expect(staffSignInSchema.safeParse({ email: 'a@b.ca', password: 'x' }).success).toBe(true);
    expect(refusal(staffSignInSchema.safeParse({ email: 'a@b.ca' }))).toEqual({ password: m.allFieldsRequired });
  });
});

describe('second-factor codes', () => {
  it('takes exactly 6 digits', () => {
    expect(secondFactorCodeSchema.parse({ code: ' 012345 ' }).code).toBe('012345');
    for (const code of ['12345', '1234567', '12a456', '', 123456, null]) {
      expect(refusal(secondFactorCodeSchema.safeParse({ code }))).toEqual({ code: 'Veuillez entrer un code valide à 6 chiffres' });
    }
  });

  it('takes a code or a backup code, not both and not neither', () => {
    expect(secondFactorVerifySchema.parse({ backupCode: 'AB12-CD34' })).toEqual({ backupCode: 'ab12cd34' });
    expect(refusal(secondFactorVerifySchema.safeParse({}))).toEqual({ code: m.invalidCodeFormat });
    expect(refusal(secondFactorVerifySchema.safeParse({ code: '123456', backupCode: 'ab12cd34' }))).toEqual({ code: m.invalidCodeFormat });
    expect(refusal(secondFactorVerifySchema.safeParse({ backupCode: 'zz' }))).toEqual({ backupCode: m.invalidBackupCodeFormat });
  });
});
