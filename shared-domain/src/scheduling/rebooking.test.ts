import { describe, expect, it } from 'vitest';
import { firstMessagePerField } from '../platform/field-errors';
import { rebookingRequestSchema, rebookingResponseSchema } from './rebooking';

const errorsOf = (
  schema: { safeParse(input: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  input: unknown,
) => firstMessagePerField(schema.safeParse(input).error?.issues ?? []);

describe('rebookingResponseSchema', () => {
  it('accepts each answer, trims the notes and defaults them', () => {
    expect(rebookingResponseSchema.parse({ action: 'accept', slotId: ' s1 ' })).toEqual({ action: 'accept', slotId: 's1', notes: '' });
    expect(rebookingResponseSchema.parse({ action: 'decline' })).toEqual({ action: 'decline', notes: '' });
    expect(rebookingResponseSchema.parse({ action: 'request_callback', notes: ' le soir \r\n svp ' })).toEqual({
      action: 'request_callback',
      notes: 'le soir \n svp',
    });
  });

  it('asks for a slot when accepting', () => {
    expect(errorsOf(rebookingResponseSchema, { action: 'accept' })).toEqual({ slotId: 'Veuillez sélectionner un créneau' });
    expect(errorsOf(rebookingResponseSchema, { action: 'accept', slotId: '  ' })).toEqual({ slotId: 'Veuillez sélectionner un créneau' });
  });

  it('refuses an unknown action, control characters and overlong notes', () => {
    expect(errorsOf(rebookingResponseSchema, { action: 'cancel' })).toEqual({ action: 'Action invalide' });
    expect(errorsOf(rebookingResponseSchema, {})).toEqual({ action: 'Action invalide' });
    expect(errorsOf(rebookingResponseSchema, { action: 'decline', notes: 'a\u0000b' })).toEqual({
      notes: 'Notes contient des caractères invisibles ou de contrôle qui ne sont pas permis',
    });
    expect(errorsOf(rebookingResponseSchema, { action: 'decline', notes: 'x'.repeat(1001) })).toEqual({
      notes: 'Notes ne peut pas dépasser 1000 caractères',
    });
  });
});

describe('rebookingRequestSchema', () => {
  const valid = {
    patientName: 'Marie Tremblay',
    patientEmail: 'Marie@Exemple.CA',
    slots: [{ date: '2026-11-20', time: '09:30', durationMinutes: 45 }],
  };

  it('accepts a request, normalises the e-mail and defaults the reason and expiry (72 h)', () => {
    expect(rebookingRequestSchema.parse(valid)).toEqual({ ...valid, patientEmail: 'Marie@exemple.ca', reason: '', expiresInHours: 72 });
  });

  it('needs one to six real slots', () => {
    expect(errorsOf(rebookingRequestSchema, { ...valid, slots: [] })).toEqual({ slots: 'Veuillez remplir le champ « Créneaux »' });
    expect(errorsOf(rebookingRequestSchema, { ...valid, slots: Array(7).fill(valid.slots[0]) })).toEqual({
      slots: 'Créneaux : 6 au maximum',
    });
    expect(errorsOf(rebookingRequestSchema, { ...valid, slots: [{ date: '2026-11-31', time: '25:00', durationMinutes: 2.5 }] })).toEqual({
      'slots.0.date': 'Date doit être une date valide',
      'slots.0.time': 'Heure a un format invalide',
      'slots.0.durationMinutes': 'Durée a un format invalide',
    });
  });

  it('refuses a missing name, a bad e-mail and an expiry out of range', () => {
    const errors = errorsOf(rebookingRequestSchema, { ...valid, patientName: ' ', patientEmail: 'x', expiresInHours: 0 });
    expect(errors.patientName).toBe('Veuillez remplir le champ « Nom du patient »');
    expect(errors.patientEmail).toBeDefined();
    expect(errors.expiresInHours).toBe("Délai d'expiration (heures) doit être supérieur ou égal à 1");
  });
});
