import { describe, expect, it } from 'vitest';
import {
  appointmentCreationSchema,
  blockedTimeFormSchema,
  calendarMessages,
  newAppointmentFormField,
  newAppointmentFormSchema,
} from './calendar-input';
import { firstMessagePerField, type ValidationIssue } from '../platform/field-errors';

/** What the form shows: the first message per field. */
const messagesOf = (result: { success: boolean; error?: { issues: readonly ValidationIssue[] } }) =>
  firstMessagePerField(result.error?.issues ?? []);

describe('the new appointment form, checked by the API’s schema', () => {
  const base = {
    patientMode: 'existing',
    patientId: 'p1',
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    serviceTypeId: 's1',
    date: '2026-11-24',
    time: '09:00',
    reason: '',
  };

  it('sends a patient on file or a new one, never both, and leaves out what is empty', () => {
    expect(newAppointmentFormSchema.safeParse(base)).toEqual({
      success: true,
      data: { patientId: 'p1', serviceTypeId: 's1', date: '2026-11-24', time: '09:00' },
    });
    const fresh = newAppointmentFormSchema.safeParse({
      ...base,
      patientMode: 'new',
      firstName: 'Léa',
      lastName: 'Roy',
      phone: '514 555 0101',
    });
    expect(fresh).toEqual({
      success: true,
      data: {
        newPatient: { firstName: 'Léa', lastName: 'Roy', phone: '514 555 0101' },
        serviceTypeId: 's1',
        date: '2026-11-24',
        time: '09:00',
      },
    });
    // What the form sends, the API accepts.
    if (fresh.success) expect(appointmentCreationSchema.safeParse(fresh.data).success).toBe(true);
  });

  it('refuses with the API’s messages, named by the form’s fields', () => {
    const result = newAppointmentFormSchema.safeParse({
      ...base,
      patientMode: 'new',
      firstName: '',
      lastName: 'Roy',
      phone: '123',
      date: '2026-02-30',
      time: '9h',
      reason: 'x'.repeat(1001),
    });
    expect(result.success).toBe(false);
    expect(messagesOf(result)).toEqual({
      firstName: 'Veuillez remplir le champ « Prénom »',
      phone: 'Téléphone doit être un numéro de téléphone valide',
      date: 'Date doit être une date valide',
      time: calendarMessages.invalidTime,
      reason: 'Raison de la visite ne peut pas dépasser 1000 caractères',
    });
    expect(messagesOf(newAppointmentFormSchema.safeParse({ ...base, patientId: '', serviceTypeId: '', time: '' }))).toEqual({
      patientId: calendarMessages.patientChoice,
      serviceTypeId: 'Veuillez remplir le champ « Service »',
      time: 'Veuillez remplir le champ « Heure »',
    });
  });

  it('reads the API’s nested field names as the form’s', () => {
    expect(newAppointmentFormField('newPatient.email')).toBe('email');
    expect(newAppointmentFormField('time')).toBe('time');
    expect(newAppointmentFormField('_')).toBeUndefined();
  });
});

describe('the blocked time form, checked by the API’s schema', () => {
  const period = {
    startDate: '2026-11-24',
    endDate: '2026-11-25',
    wholeDay: 'oui',
    startTime: '08:00',
    endTime: '09:00',
    reason: 'Vacances',
  };

  it('sends null times for whole days, and the times otherwise', () => {
    expect(blockedTimeFormSchema.safeParse(period)).toEqual({
      success: true,
      data: { startDate: '2026-11-24', endDate: '2026-11-25', startTime: null, endTime: null, reason: 'Vacances' },
    });
    // Over several days the end time may come before the start time: it is on another day.
    expect(blockedTimeFormSchema.safeParse({ ...period, wholeDay: '', startTime: '17:00', endTime: '10:00' })).toMatchObject({
      success: true,
      data: { startTime: '17:00', endTime: '10:00' },
    });
  });

  it('requires both times unless whole days, and refuses what the API refuses', () => {
    expect(messagesOf(blockedTimeFormSchema.safeParse({ ...period, wholeDay: '', startTime: '', endTime: '' }))).toEqual({
      startTime: 'Veuillez remplir le champ « Heure de début »',
      endTime: 'Veuillez remplir le champ « Heure de fin »',
    });
    expect(messagesOf(blockedTimeFormSchema.safeParse({ ...period, endDate: '2026-11-23', reason: 'x'.repeat(201) }))).toEqual({
      endDate: calendarMessages.rangeOrder,
      reason: 'Motif ne peut pas dépasser 200 caractères',
    });
  });
});
