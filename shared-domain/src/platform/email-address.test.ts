import { describe, expect, it } from 'vitest';
import { emailAddressSchema, isEmailAddress, normalizeEmailAddress } from './email-address';
import { firstMessagePerField } from './field-errors';

const schema = emailAddressSchema('Courriel');
const messageFor = (input: unknown) => firstMessagePerField(schema.safeParse(input).error?.issues ?? [])._;

describe('emailAddressSchema', () => {
  it('trims and lower-cases the domain only', () => {
    expect(schema.parse('  Marie.Tremblay@Exemple.CA ')).toBe('Marie.Tremblay@exemple.ca');
  });

  it.each([
    'marie@exemple.ca',
    'marie.tremblay+rdv@clinique.qc.ca',
    "jean.d'amours@exemple.ca",
    'a_b-c%d@sous-domaine.exemple.com',
    'x@xn--clinique-9ta.ca',
  ])('accepts %s', (address) => {
    expect(schema.safeParse(address).success).toBe(true);
  });

  // What a mail library would read as another recipient, several, or a display name and comment.
  it.each([
    'a,b@x.example',
    'x;victim@x.example',
    'a<victim@x.example>',
    'Marie <marie@x.example>',
    '"a b"@x.example',
    '"a@b"@x.example',
    'a b@x.example',
    'a@b c.example',
    'marie(commentaire)@x.example',
    'marie@x.example(commentaire)',
    'a@b@x.example',
    'a@x.example,b@y.example',
    'a@x.example\r\nBcc: victim@x.example',
    'a@x.example\nb',
    'a\u0000@x.example',
    'a\u202E@x.example',
    'a\u200B@x.example',
    'marie@exemple',
    'marie@.exemple.ca',
    'marie@exemple..ca',
    'marie@-exemple.ca',
    '.marie@exemple.ca',
    'marie.@exemple.ca',
    'ma..rie@exemple.ca',
    'marie@exemple.c',
    'marie@[127.0.0.1]',
    'marie@127.0.0.1',
    'mârie@exemple.ca',
    '@exemple.ca',
    'marie@',
  ])('refuses %j with the French message', (address) => {
    expect(messageFor(address)).toBe('Courriel doit être une adresse courriel valide');
  });

  it('refuses more than 254 characters, and more than 64 before the @', () => {
    const longDomain = `${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(10)}.ca`;
    expect(messageFor(`m@${longDomain}`)).toBe('Courriel ne peut pas dépasser 254 caractères');
    expect(messageFor(`${'m'.repeat(65)}@exemple.ca`)).toBe('Courriel doit être une adresse courriel valide');
    expect(schema.safeParse(`${'m'.repeat(64)}@exemple.ca`).success).toBe(true);
  });

  it('says "required" for nothing, blanks or a non-string', () => {
    expect(messageFor('  ')).toBe('Veuillez remplir le champ « Courriel »');
    expect(messageFor(undefined)).toBe('Veuillez remplir le champ « Courriel »');
    expect(messageFor(42)).toBe('Veuillez remplir le champ « Courriel »');
  });

  it('answers quickly on a long hostile address', () => {
    // Catastrophic backtracking on 10,000 characters would take hours; 5 s only guards against a machine that is slow.
    const started = Date.now();
    isEmailAddress(`a@${'a.'.repeat(5_000)}-`);
    isEmailAddress(`${'a.'.repeat(5_000)}@`);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('normalizeEmailAddress', () => {
  it('leaves an address with several @ as typed, for the pattern to refuse', () => {
    expect(normalizeEmailAddress(' A@B@C.CA ')).toBe('A@B@C.CA');
  });
});
