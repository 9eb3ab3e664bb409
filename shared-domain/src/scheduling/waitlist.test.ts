import { describe, expect, it } from 'vitest';
import { firstMessagePerField } from '../platform/field-errors';
import { invitationMessages, preferencesMatch, waitlistDayOf, waitlistMessages, waitlistSchema, waitlistTimeOf } from './waitlist';

const valid = {
  fullName: '  Julie Gagnon ',
  email: 'Julie@Courriel.EXAMPLE',
  phone: '514 555-0142',
  preferredDays: ['Mercredi', 'Lundi', 'Lundi'],
  preferredTimes: [],
  consent: true,
};

const fieldsOf = (input: unknown) => {
  const result = waitlistSchema.safeParse(input);
  return result.success ? {} : firstMessagePerField(result.error.issues);
};

describe('waitlistSchema', () => {
  it('trims, normalises the address and keeps each chosen day once in week order', () => {
    expect(waitlistSchema.parse(valid)).toEqual({
      fullName: 'Julie Gagnon',
      email: 'Julie@courriel.example',
      phone: '514 555-0142',
      preferredDays: ['Lundi', 'Mercredi'],
      preferredTimes: [],
      notes: '',
      consent: true,
    });
  });

  it('requires the name, e-mail, phone and consent, in French', () => {
    expect(fieldsOf({ ...valid, fullName: '', email: '', phone: '', consent: false })).toEqual({
      fullName: 'Veuillez remplir le champ « Nom complet »',
      email: 'Veuillez remplir le champ « Courriel »',
      phone: 'Veuillez remplir le champ « Téléphone »',
      consent: waitlistMessages.consentRequired,
    });
    expect(fieldsOf({ ...valid, consent: 'true' })).toEqual({ consent: waitlistMessages.consentRequired });
  });

  it('refuses days and periods outside the lists, on the list field', () => {
    expect(Object.keys(fieldsOf({ ...valid, preferredDays: ['Samedi', 'Sabbat'], preferredTimes: [3] }))).toEqual([
      'preferredDays',
      'preferredTimes',
    ]);
  });
});

describe('matching a slot with preferences', () => {
  it('names the weekday and period of a slot', () => {
    expect(waitlistDayOf('2026-11-23')).toBe('Lundi');
    expect(waitlistDayOf('2026-11-22')).toBe('Dimanche');
    expect(['08:00', '11:59', '12:00', '16:59', '17:00'].map(waitlistTimeOf)).toEqual([
      'Matin (8h-12h)',
      'Matin (8h-12h)',
      'Après-midi (12h-17h)',
      'Après-midi (12h-17h)',
      'Soir (17h-20h)',
    ]);
  });

  it('admits a slot when each list is empty or contains it', () => {
    const slot = { date: '2026-11-23', time: '12:30' };
    expect(preferencesMatch({ preferredDays: [], preferredTimes: [] }, slot)).toBe(true);
    expect(preferencesMatch({ preferredDays: ['Lundi'], preferredTimes: ['Après-midi (12h-17h)'] }, slot)).toBe(true);
    expect(preferencesMatch({ preferredDays: ['Mardi'], preferredTimes: [] }, slot)).toBe(false);
    expect(preferencesMatch({ preferredDays: [], preferredTimes: ['Matin (8h-12h)'] }, slot)).toBe(false);
  });
});

describe('the invitation’s words', () => {
  it('say « courriel » where they are the product’s own, not the specification’s', () => {
    expect(invitationMessages.accepted).toContain('Vérifiez votre courriel pour les détails.');
    expect(invitationMessages.accepted).not.toMatch(/\be-?mails?\b/i);
  });
});
