import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { firstMessagePerField } from '../platform/field-errors';
import {
  duplicatePatientQuerySchema,
  duplicateReason,
  emailKey,
  globalSearchQuerySchema,
  isLikelyDuplicate,
  nameKey,
  patientFormSchema,
  patientListQuerySchema,
  patientMergeSchema,
  patientUpdateSchema,
  phoneDigits,
} from './patient';
import { normalizePhone } from '../platform/phone-fields';

const fieldsOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : firstMessagePerField(result.error.issues);
};

describe('patientFormSchema', () => {
  it('trims, normalises the address and phone, and stores blank optional fields as null', () => {
    expect(
      patientFormSchema.parse({
        firstName: '  Marie-Ève ',
        lastName: ' Tremblay',
        email: ' Marie@Courriel.EXAMPLE ',
        phone: '+1 (514) 555.0142',
        address: '',
        dateOfBirth: '2019-02-28',
        notes: 'Première ligne\r\nDeuxième',
      }),
    ).toEqual({
      firstName: 'Marie-Ève',
      lastName: 'Tremblay',
      email: 'Marie@courriel.example',
      phone: '514 555-0142',
      address: null,
      dateOfBirth: '2019-02-28',
      notes: 'Première ligne\nDeuxième',
      confirmDuplicate: false,
    });
  });

  it('takes the form as typed (every field a string) and the API body without the optional fields', () => {
    expect(patientFormSchema.parse({ firstName: 'Noah', lastName: 'Roy', email: '', phone: '', notes: '  ' })).toMatchObject({
      email: null,
      phone: null,
      notes: null,
      address: null,
      dateOfBirth: null,
    });
    expect(patientFormSchema.parse({ firstName: 'Noah', lastName: 'Roy', email: null, confirmDuplicate: true })).toMatchObject({
      email: null,
      confirmDuplicate: true,
    });
  });

  it('refuses bad input with the general validator messages in French', () => {
    expect(
      fieldsOf(patientFormSchema, {
        firstName: ' ',
        email: 'marie@',
        phone: '555-0142',
        dateOfBirth: '2021-02-30',
        address: 'x'.repeat(301),
        notes: 'a\u202Eb',
        confirmDuplicate: 'oui',
      }),
    ).toEqual({
      firstName: 'Veuillez remplir le champ « Prénom »',
      lastName: 'Veuillez remplir le champ « Nom »',
      email: 'Courriel doit être une adresse courriel valide',
      phone: 'Téléphone doit être un numéro de téléphone valide',
      dateOfBirth: 'Date de naissance doit être une date valide',
      address: 'Adresse ne peut pas dépasser 300 caractères',
      notes: 'Notes contient des caractères invisibles ou de contrôle qui ne sont pas permis',
      confirmDuplicate: 'Confirmation a un format invalide',
    });
    expect(fieldsOf(patientFormSchema, { firstName: 'A'.repeat(101), lastName: 'B', dateOfBirth: '1899-12-31' })).toEqual({
      firstName: 'Prénom ne peut pas dépasser 100 caractères',
      dateOfBirth: 'Date de naissance doit être une date valide',
    });
  });
});

describe('an address on two lines', () => {
  it('keeps its line break (Windows line ends made one), and still refuses other controls', () => {
    const parsed = patientUpdateSchema.parse({ address: '1220, avenue du Mont-Royal Est\r\nApp. 3' });
    expect(parsed.address).toBe('1220, avenue du Mont-Royal Est\nApp. 3');
    const refused = patientUpdateSchema.safeParse({ address: '1220, avenue du Mont-Royal\u202E Est' });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      'Adresse contient des caractères invisibles ou de contrôle qui ne sont pas permis',
    ]);
  });
});

describe('patientUpdateSchema', () => {
  it('leaves out what was not sent and clears a blank optional field', () => {
    expect(patientUpdateSchema.parse({ phone: '', status: 'inactive' })).toEqual({
      phone: null,
      status: 'inactive',
      confirmDuplicate: false,
    });
    expect(patientUpdateSchema.parse({})).toEqual({ confirmDuplicate: false });
  });

  it('refuses a blank name or an unknown status', () => {
    expect(fieldsOf(patientUpdateSchema, { lastName: '', status: 'archived' })).toEqual({
      lastName: 'Veuillez remplir le champ « Nom »',
      status: "Statut doit être l'une des valeurs suivantes: Actif, Inactif",
    });
  });
});

describe('normalisation', () => {
  it('stores North American numbers one way and keeps others as typed', () => {
    expect(normalizePhone('5145550142')).toBe('514 555-0142');
    expect(normalizePhone('1-514-555-0142')).toBe('514 555-0142');
    expect(normalizePhone(' +33 1 23 45 67 89 ')).toBe('+33 1 23 45 67 89');
    expect(normalizePhone('  ')).toBe('');
  });

  it('compares phones by their digits, without the North American 1', () => {
    expect(phoneDigits('+1 (514) 555-0142')).toBe('5145550142');
    expect(phoneDigits('514 555-0142')).toBe('5145550142');
    expect(phoneDigits('+33 1 23 45 67 89')).toBe('33123456789');
    expect(phoneDigits('')).toBeNull();
    expect(phoneDigits(null)).toBeNull();
  });

  it('compares addresses wholly lower-cased and names without case, accents or separators', () => {
    expect(emailKey(' Marie@Courriel.Example ')).toBe('marie@courriel.example');
    expect(emailKey('')).toBeNull();
    expect(nameKey('  Marie-Ève  TREMBLAY ')).toBe('marie eve tremblay');
    expect(nameKey('D’Amours')).toBe(nameKey("d'amours"));
  });
});

describe('the duplicate rule', () => {
  const existing = { firstName: 'Léa', lastName: 'Bouchard', email: 'famille.bouchard@courriel.example', phone: '514 555-0128' };

  it('finds the same e-mail address, whatever its case', () => {
    expect(duplicateReason({ firstName: 'Julie', lastName: 'Bouchard', email: 'Famille.Bouchard@COURRIEL.example' }, existing)).toBe(
      'email',
    );
  });

  it('finds the same names with the same phone digits', () => {
    expect(duplicateReason({ firstName: 'lea', lastName: 'BOUCHARD', phone: '(514) 555-0128' }, existing)).toBe('name-and-phone');
  });

  it('finds the same names with the same birth date: a child has no address or phone of her own', () => {
    const child = { firstName: 'Zoé', lastName: 'Lavoie-Roy', dateOfBirth: '2023-03-03' };
    expect(duplicateReason({ firstName: 'zoe', lastName: 'Lavoie Roy', dateOfBirth: '2023-03-03' }, child)).toBe('name-and-birth-date');
    expect(isLikelyDuplicate({ firstName: 'Zoé', lastName: 'Lavoie-Roy', dateOfBirth: '2023-03-04' }, child)).toBe(false);
    expect(isLikelyDuplicate({ firstName: 'Léa', lastName: 'Lavoie-Roy', dateOfBirth: '2023-03-03' }, child)).toBe(false);
    expect(isLikelyDuplicate({ firstName: 'Zoé', lastName: 'Lavoie-Roy', dateOfBirth: null }, { ...child, dateOfBirth: null })).toBe(false);
  });

  it('does not call alike the same names with another phone, or the same phone with other names, or blanks', () => {
    expect(isLikelyDuplicate({ firstName: 'Léa', lastName: 'Bouchard', phone: '514 555-0199' }, existing)).toBe(false);
    expect(isLikelyDuplicate({ firstName: 'Julie', lastName: 'Bouchard', phone: '514 555-0128' }, existing)).toBe(false);
    expect(isLikelyDuplicate({ firstName: 'Léa', lastName: 'Bouchard' }, existing)).toBe(false);
    expect(isLikelyDuplicate({ firstName: 'Léa', lastName: 'Bouchard', email: '', phone: '' }, { ...existing, email: '', phone: '' })).toBe(
      false,
    );
  });
});

describe('the query schemas', () => {
  it('reads blank list filters as none', () => {
    expect(patientListQuerySchema.parse({ q: '  ', status: '' })).toEqual({ q: undefined, status: undefined });
    expect(patientListQuerySchema.parse({ q: ' roy ', status: 'active', cursor: 'abc' })).toEqual({
      q: 'roy',
      status: 'active',
      cursor: 'abc',
    });
    expect(fieldsOf(patientListQuerySchema, { status: 'archived', q: 'x'.repeat(101) })).toEqual({
      status: "Statut doit être l'une des valeurs suivantes: Actif, Inactif",
      q: 'Recherche ne peut pas dépasser 100 caractères',
    });
  });

  it('takes any part of an identity for the duplicate check', () => {
    expect(duplicatePatientQuerySchema.parse({ email: ' a@b.ca ', phone: '' })).toEqual({
      email: 'a@b.ca',
      phone: undefined,
      firstName: undefined,
      lastName: undefined,
    });
  });

  it('needs 2 to 100 characters to search', () => {
    expect(globalSearchQuerySchema.parse({ q: ' ro ' })).toEqual({ q: 'ro' });
    for (const q of [undefined, '', ' r ', 'x'.repeat(101)]) {
      expect(globalSearchQuerySchema.safeParse({ q }).success, String(q)).toBe(false);
    }
    expect(fieldsOf(globalSearchQuerySchema, { q: 'r' })).toEqual({ q: 'Recherche doit contenir au moins 2 caractères' });
  });

  it('names the record to merge', () => {
    expect(fieldsOf(patientMergeSchema, {})).toEqual({ duplicateId: 'Veuillez remplir le champ « Dossier à fusionner »' });
  });
});
