import { describe, expect, it } from 'vitest';
import { firstMessagePerField } from '../platform/field-errors';
import { bookingSchema, cancellationSchema, rescheduleSchema } from './online-booking';

const errorsOf = (
  schema: { safeParse(input: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  input: unknown,
) => firstMessagePerField(schema.safeParse(input).error?.issues ?? []);

const valid = {
  serviceId: '8f1c2a3e-0000-4000-8000-000000000001',
  date: '2026-03-10',
  time: '09:30',
  name: 'Marie Tremblay',
  email: 'Marie@Exemple.CA',
  phone: '514 555-0199',
  consentVersions: { online_booking: 1 },
};

describe('bookingSchema', () => {
  it('accepts a complete booking, trims, normalises the e-mail and defaults the notes', () => {
    expect(bookingSchema.parse({ ...valid, name: '  Marie Tremblay ' })).toEqual({
      ...valid,
      email: 'Marie@exemple.ca',
      notes: '',
    });
  });

  it('asks for every step and every required detail', () => {
    expect(errorsOf(bookingSchema, {})).toEqual({
      serviceId: 'Veuillez compléter toutes les étapes',
      date: 'Veuillez compléter toutes les étapes',
      time: 'Veuillez compléter toutes les étapes',
      name: 'Veuillez remplir le champ « Nom complet »',
      email: 'Veuillez remplir le champ « Courriel »',
      phone: 'Veuillez remplir le champ « Téléphone »',
      // No booking without the consent text its form showed.
      consentVersions: 'Veuillez lire et accepter le texte de consentement à la réservation en ligne avant de réserver.',
    });
    expect(errorsOf(bookingSchema, { ...valid, serviceId: ' ', date: '', time: '' })).toEqual({
      serviceId: 'Veuillez compléter toutes les étapes',
      date: 'Veuillez compléter toutes les étapes',
      time: 'Veuillez compléter toutes les étapes',
    });
  });

  it('refuses dates and times that are not real ones', () => {
    expect(errorsOf(bookingSchema, { ...valid, date: '2026-02-30', time: '24:00' })).toEqual({
      date: 'Date doit être une date valide',
      time: 'Format de temps invalide (HH:MM)',
    });
    expect(errorsOf(bookingSchema, { ...valid, date: '10/03/2026', time: '9:30' })).toEqual({
      date: 'Date doit être une date valide',
      time: 'Format de temps invalide (HH:MM)',
    });
  });

  it('refuses wrong types, long text and control characters with a field message', () => {
    expect(errorsOf(bookingSchema, { ...valid, serviceId: 12, date: true, phone: 5145550199, notes: 3 })).toEqual({
      serviceId: 'Veuillez compléter toutes les étapes',
      date: 'Veuillez compléter toutes les étapes',
      phone: 'Veuillez remplir le champ « Téléphone »',
      notes: 'Notes a un format invalide',
    });
    const long = 'x'.repeat(10_000);
    expect(errorsOf(bookingSchema, { ...valid, name: long, notes: long, serviceId: long })).toEqual({
      serviceId: 'Service a un format invalide',
      name: 'Nom complet ne peut pas dépasser 200 caractères',
      notes: 'Notes ne peut pas dépasser 1000 caractères',
    });
    expect(errorsOf(bookingSchema, { ...valid, name: 'Marie\u202eTremblay' })).toEqual({
      name: 'Nom complet contient des caractères invisibles ou de contrôle qui ne sont pas permis',
    });
  });

  it('keeps line breaks in the notes only', () => {
    expect(bookingSchema.parse({ ...valid, notes: 'Première visite\r\nBébé de 3 mois' }).notes).toBe('Première visite\nBébé de 3 mois');
  });
});

describe('rescheduleSchema', () => {
  it('needs a real date and time', () => {
    expect(rescheduleSchema.parse({ date: '2026-03-10', time: '14:00' })).toEqual({ date: '2026-03-10', time: '14:00' });
    expect(errorsOf(rescheduleSchema, { date: '2026-13-01' })).toEqual({
      date: 'Date doit être une date valide',
      time: 'Veuillez compléter toutes les étapes',
    });
  });
});

describe('cancellationSchema', () => {
  it('requires a reason (specification §5)', () => {
    expect(errorsOf(cancellationSchema, {})).toEqual({ reason: "Veuillez indiquer une raison pour l'annulation" });
    expect(errorsOf(cancellationSchema, { reason: '   ' })).toEqual({ reason: "Veuillez indiquer une raison pour l'annulation" });
    expect(errorsOf(cancellationSchema, { reason: 'x'.repeat(501) })).toEqual({
      reason: "Raison de l'annulation ne peut pas dépasser 500 caractères",
    });
    expect(cancellationSchema.parse({ reason: ' Empêchement\r\nDésolée ' })).toEqual({ reason: 'Empêchement\nDésolée' });
  });
});
