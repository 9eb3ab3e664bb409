import { describe, expect, it } from 'vitest';
import { patientSexes } from './clinical-lists';
import { attachmentKinds } from './clinical-lists';
import {
  accessAnswerDays,
  accessClock,
  accessClockText,
  accessRequestSchema,
  attachmentKindLabels,
  attachmentMetadataSchema,
  episodeCreateSchema,
  episodeUpdateSchema,
  formatFileSize,
  patientSexLabels,
  recordIdentitySchema,
} from './clinical-record';
import { firstMessagePerField } from '../platform/field-errors';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? {} : firstMessagePerField(result.error?.issues ?? []);

describe('the clinical record lists', () => {
  it('labels every sex and attachment kind in French', () => {
    expect(Object.keys(patientSexLabels)).toEqual([...patientSexes]);
    expect(Object.keys(attachmentKindLabels)).toEqual([...attachmentKinds]);
    expect(patientSexLabels.female).toBe('Féminin');
    expect(attachmentKindLabels.exam_result).toBe("Résultat d'examen");
  });
});

describe('recordIdentitySchema', () => {
  it('keeps only what was sent, and stores a blank as null', () => {
    expect(recordIdentitySchema.parse({ nameAtBirth: '  Sophie Tremblay ', sex: '' })).toEqual({
      nameAtBirth: 'Sophie Tremblay',
      sex: null,
    });
    expect(recordIdentitySchema.parse({})).toEqual({});
  });

  it('refuses in French', () => {
    expect(
      messages(recordIdentitySchema.safeParse({ sex: 'x', recordOpenedOn: '2026-02-30', consultationReason: 'a'.repeat(1001) })),
    ).toEqual({
      sex: "Sexe doit être l'une des valeurs suivantes: Féminin, Masculin, Intersexe, Non précisé",
      recordOpenedOn: 'Dossier ouvert le doit être une date valide',
      consultationReason: 'Raison de la consultation ne peut pas dépasser 1000 caractères',
    });
  });
});

describe('episode schemas', () => {
  it('opens with a reason and a start; consent is a checkbox', () => {
    expect(episodeCreateSchema.parse({ reason: 'Lombalgie', startedOn: '2026-11-02', consentGiven: 'on' })).toEqual({
      reason: 'Lombalgie',
      startedOn: '2026-11-02',
      consentGiven: true,
    });
    expect(episodeCreateSchema.parse({ reason: 'Lombalgie', startedOn: '2026-11-02' }).consentGiven).toBe(false);
    expect(messages(episodeCreateSchema.safeParse({ reason: '', startedOn: '' }))).toEqual({
      reason: "Veuillez remplir le champ « Raison de l'épisode »",
      startedOn: 'Début doit être une date valide',
    });
  });

  it('closes only with both an end date and an end note', () => {
    expect(episodeUpdateSchema.safeParse({ endedOn: '2026-11-20', endNote: 'Objectifs atteints' }).success).toBe(true);
    expect(messages(episodeUpdateSchema.safeParse({ endedOn: '2026-11-20' }))).toEqual({
      endNote: 'Indiquez comment l’épisode se termine',
    });
    expect(messages(episodeUpdateSchema.safeParse({ endNote: 'Fin' }))).toEqual({ endedOn: 'Indiquez la date de fin' });
    expect(episodeUpdateSchema.parse({ recordConsent: true })).toEqual({ recordConsent: true });
  });
});

describe('attachment and access request schemas', () => {
  it('describes a file with a kind, a title and the day it was received', () => {
    expect(attachmentMetadataSchema.parse({ kind: 'imaging', title: ' Radio ', receivedOn: '2026-11-12', noteId: '' })).toEqual({
      kind: 'imaging',
      title: 'Radio',
      receivedOn: '2026-11-12',
      noteId: null,
    });
    expect(messages(attachmentMetadataSchema.safeParse({ kind: 'x', title: '', receivedOn: 'hier' }))).toEqual({
      kind: "Type de document doit être l'une des valeurs suivantes: Résultat d'examen, Correspondance, Imagerie, Autre document",
      title: 'Veuillez remplir le champ « Titre »',
      receivedOn: 'Reçu le doit être une date valide',
    });
  });

  it('records a request with an optional note', () => {
    expect(accessRequestSchema.parse({ receivedOn: '2026-11-03' })).toEqual({ receivedOn: '2026-11-03', note: null });
  });
});

describe('the 20-day clock', () => {
  it('is due 20 days after the request was received', () => {
    expect(accessAnswerDays).toBe(20);
    expect(accessClock('2026-11-03', '2026-11-18')).toEqual({ dueOn: '2026-11-23', daysLeft: 5, overdue: false });
    expect(accessClock('2026-11-03', '2026-11-23')).toEqual({ dueOn: '2026-11-23', daysLeft: 0, overdue: false });
    expect(accessClock('2026-10-27', '2026-11-18')).toEqual({ dueOn: '2026-11-16', daysLeft: -2, overdue: true });
    // Across the end of daylight saving time and of the year, days stay whole.
    expect(accessClock('2026-12-20', '2027-01-01').dueOn).toBe('2027-01-09');
    expect(accessClock('2026-10-25', '2026-11-02').daysLeft).toBe(12);
  });

  it('says the time left in French', () => {
    expect(accessClockText({ daysLeft: 5 })).toBe('dans 5 jours');
    expect(accessClockText({ daysLeft: 1 })).toBe('demain');
    expect(accessClockText({ daysLeft: 0 })).toBe("aujourd'hui");
    expect(accessClockText({ daysLeft: -1 })).toBe('En retard de 1 jour');
    expect(accessClockText({ daysLeft: -2 })).toBe('En retard de 2 jours');
  });
});

describe('formatFileSize', () => {
  it('writes sizes the fr-CA way', () => {
    expect(formatFileSize(850)).toBe('850 octets');
    expect(formatFileSize(12 * 1024)).toBe('12 Ko');
    expect(formatFileSize(1.2 * 1024 * 1024)).toBe('1,2 Mo');
  });
});
