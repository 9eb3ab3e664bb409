import { describe, expect, it } from 'vitest';
import { appointmentRequestSchema } from './appointment-request';
import { firstMessagePerField } from '../platform/field-errors';

/** The first message per field, as the form and the API show them. */
const appointmentRequestErrors = (input: unknown) => firstMessagePerField(appointmentRequestSchema.safeParse(input).error?.issues ?? []);
import { sanitizeInput } from '../platform/sanitize';

const valid = {
  name: 'Marie Tremblay',
  email: 'marie@exemple.ca',
  phone: '514 555-0199',
  reason: 'Douleurs au dos pendant la grossesse',
  patient_age: '32 ans',
  preferred_time: 'Matin',
};

describe('appointmentRequestSchema', () => {
  it('accepts a complete request and trims text', () => {
    const parsed = appointmentRequestSchema.parse({ ...valid, name: '  Marie Tremblay  ' });
    expect(parsed.name).toBe('Marie Tremblay');
  });

  it('defaults the optional fields to empty', () => {
    const { patient_age, preferred_time, ...required } = valid;
    expect(appointmentRequestSchema.parse(required)).toMatchObject({
      patient_age: '',
      preferred_time: '',
    });
  });

  it('gives the first French message per field', () => {
    expect(appointmentRequestErrors({})).toEqual({
      name: 'Veuillez remplir le champ « Nom complet »',
      email: 'Veuillez remplir le champ « Courriel »',
      phone: 'Veuillez remplir le champ « Téléphone »',
      reason: 'Veuillez remplir le champ « Raison de la consultation »',
    });
    expect(
      appointmentRequestErrors({
        ...valid,
        name: 'A',
        reason: 'mal',
        email: 'pas un courriel',
        phone: '123',
      }),
    ).toEqual({
      name: 'Nom complet doit contenir au moins 2 caractères',
      reason: 'Raison de la consultation doit contenir au moins 5 caractères',
      email: 'Courriel doit être une adresse courriel valide',
      phone: 'Téléphone doit être un numéro de téléphone valide',
    });
  });

  it('refuses oversized text and values outside the lists', () => {
    expect(appointmentRequestErrors({ ...valid, name: 'x'.repeat(201) }).name).toBe('Nom complet ne peut pas dépasser 200 caractères');
    expect(appointmentRequestErrors({ ...valid, reason: 'x'.repeat(1001) }).reason).toBe(
      'Raison de la consultation ne peut pas dépasser 1000 caractères',
    );
    expect(appointmentRequestErrors({ ...valid, preferred_time: 'Minuit' }).preferred_time).toBe(
      "Moment préféré doit être l'une des valeurs suivantes: Matin, Après-midi, Fin de journée, Flexible",
    );
  });

  it('treats wrong types as missing rather than crashing', () => {
    expect(appointmentRequestErrors({ ...valid, name: 42, email: null }).name).toBe('Veuillez remplir le champ « Nom complet »');
    expect(appointmentRequestErrors({ ...valid, email: null }).email).toBe('Veuillez remplir le champ « Courriel »');
  });
});

describe('appointmentRequestSchema and hostile characters', () => {
  const controlMessage = (label: string) => `${label} contient des caractères invisibles ou de contrôle qui ne sont pas permis`;

  it.each([
    ['NUL', 'Marie\u0000Tremblay'],
    ['a right-to-left override', 'Marie\u202Eyalbmert'],
    ['an isolate', 'Marie\u2066Tremblay\u2069'],
    ['a zero-width space', 'Ma\u200Brie Tremblay'],
    ['a byte-order mark', 'Marie\uFEFFTremblay'],
    ['a C1 control', 'Marie\u0085Tremblay'],
    ['a line break', 'Marie\nTremblay'],
    ['a tab', 'Marie\tTremblay'],
  ])('refuses %s in the name', (_what, name) => {
    expect(appointmentRequestErrors({ ...valid, name })).toEqual({ name: controlMessage('Nom complet') });
  });

  it('refuses controls in the reason, the phone and the age, but keeps line breaks and tabs in the reason', () => {
    expect(appointmentRequestErrors({ ...valid, reason: 'Mal au dos\u0000 depuis mardi' })).toEqual({
      reason: controlMessage('Raison de la consultation'),
    });
    expect(appointmentRequestErrors({ ...valid, reason: 'Mal au dos\u202E depuis mardi' }).reason).toBe(
      controlMessage('Raison de la consultation'),
    );
    expect(appointmentRequestErrors({ ...valid, phone: '514\uFEFF555-0199' }).phone).toBe(controlMessage('Téléphone'));
    expect(appointmentRequestErrors({ ...valid, patient_age: '32\u200B ans' }).patient_age).toBe(controlMessage('Âge du patient'));
    expect(appointmentRequestSchema.parse({ ...valid, reason: 'Mal au dos\r\n\tdepuis mardi' }).reason).toBe('Mal au dos\n\tdepuis mardi');
  });

  it.each(['a,b@x.example', 'x;victim@x.example', 'a<victim@x.example>', '"a b"@x.example', 'a@b@x.example'])(
    'refuses the e-mail %j',
    (email) => {
      expect(appointmentRequestErrors({ ...valid, email })).toEqual({ email: 'Courriel doit être une adresse courriel valide' });
    },
  );

  it('lower-cases the domain of the e-mail', () => {
    expect(appointmentRequestSchema.parse({ ...valid, email: ' Marie@Exemple.CA ' }).email).toBe('Marie@exemple.ca');
  });
});

describe('sanitizeInput', () => {
  it('removes script and iframe blocks, javascript: and inline handlers, recursively', () => {
    expect(
      sanitizeInput({
        reason: '  Mal de dos <script>alert(1)</script><iframe src="x"></iframe> ',
        nested: {
          link: 'javascript:alert(1)',
          html: '<img src=x onerror="alert(1)">',
          list: [' a '],
        },
        age: 4,
      }),
    ).toEqual({
      reason: 'Mal de dos',
      nested: { link: 'alert(1)', html: '', list: ['a'] },
      age: 4,
    });
  });
});
