import { describe, expect, it } from 'vitest';
import { firstMessagePerField } from '../platform/field-errors';
import { onlineBookingMessages as m } from './online-booking';
import { portalBookingSchema } from './portal-booking';

const errorsOf = (input: unknown) => {
  const result = portalBookingSchema.safeParse(input);
  return result.success ? {} : firstMessagePerField(result.error.issues);
};

describe('portalBookingSchema', () => {
  const slot = { serviceTypeId: 's-suivi', date: '2026-11-24', time: '10:00' };

  it('takes a service and a slot, the reason optional, trimmed, with Windows line breaks as \\n', () => {
    expect(portalBookingSchema.parse(slot)).toEqual({ ...slot, reason: '' });
    expect(portalBookingSchema.parse({ ...slot, reason: '  Mal de dos\r\ndepuis lundi ' }).reason).toBe('Mal de dos\ndepuis lundi');
  });

  it("says each step left undone as the public booking does, and checks the reason's length and characters", () => {
    expect(errorsOf({})).toEqual({ serviceTypeId: m.incompleteSteps, date: m.incompleteSteps, time: m.incompleteSteps });
    expect(errorsOf({ ...slot, date: '2026-02-30', time: '9:00' })).toEqual({
      date: 'Date doit être une date valide',
      time: m.invalidTime,
    });
    expect(errorsOf({ ...slot, reason: 'x'.repeat(1001) })).toEqual({
      reason: 'Raison de la consultation ne peut pas dépasser 1000 caractères',
    });
    expect(errorsOf({ ...slot, reason: 'Mal\u202Ede dos' })).toEqual({
      reason: 'Raison de la consultation contient des caractères invisibles ou de contrôle qui ne sont pas permis',
    });
    expect(errorsOf({ ...slot, reason: 42 })).toEqual({ reason: 'Raison de la consultation a un format invalide' });
  });
});
