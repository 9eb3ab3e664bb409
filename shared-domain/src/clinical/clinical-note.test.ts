import { describe, expect, it } from 'vitest';
import { firstMessagePerField } from '../platform/field-errors';
import {
  addendumSchema,
  noteDraftSchema,
  noteLimits,
  noteMessages,
  notePatientQuerySchema,
  noteStructureSchema,
  noteUpdateSchema,
} from './clinical-note';

const messagesOf = (result: { success: boolean; error?: { issues: Parameters<typeof firstMessagePerField>[0] } }) =>
  result.success ? {} : firstMessagePerField(result.error?.issues ?? []);

describe('a new clinical note', () => {
  const valid = { patientId: 'p1', visitDate: '2026-11-18', subjective: 'Lombalgie' };

  it('needs a patient and at least one section, with the specification’s messages', () => {
    expect(messagesOf(noteDraftSchema.safeParse({ ...valid, patientId: '  ' }))).toEqual({ patientId: noteMessages.selectPatient });
    expect(messagesOf(noteDraftSchema.safeParse({ visitDate: '2026-11-18', subjective: 'x' }))).toEqual({
      patientId: noteMessages.selectPatient,
    });
    expect(messagesOf(noteDraftSchema.safeParse({ ...valid, subjective: ' \n ', plan: '' }))).toEqual({
      subjective: noteMessages.fillOneSection,
    });
    expect(noteDraftSchema.safeParse({ ...valid, subjective: null, plan: 'Revoir' }).success).toBe(true);
  });

  it('fills the defaults: a draft, blank sections as null, structured parts empty', () => {
    const note = noteDraftSchema.parse({ ...valid, objective: '   ' });
    expect(note).toMatchObject({ sign: false, appointmentId: null, episodeId: null, templateId: null, objective: null, plan: null });
    expect(note.structured).toEqual(noteStructureSchema.parse({}));
    expect(note.structured).toMatchObject({ pain: { now: null, best: null, worst: null }, spinalLevels: [], tests: [], technique: null });
  });

  it('refuses an impossible visit date and a pain score outside 0–10 or not whole', () => {
    expect(messagesOf(noteDraftSchema.safeParse({ ...valid, visitDate: '2026-02-30' }))).toEqual({
      visitDate: noteMessages.visitDateInvalid,
    });
    expect(messagesOf(noteDraftSchema.safeParse({ ...valid, visitDate: undefined }))).toEqual({ visitDate: noteMessages.visitDateInvalid });
    for (const now of [-1, 11, 4.5, '5'])
      expect(messagesOf(noteDraftSchema.safeParse({ ...valid, structured: { pain: { now } } }))).toEqual({
        'structured.pain.now': noteMessages.painOutOfRange,
      });
    expect(noteDraftSchema.parse({ ...valid, structured: { pain: { now: 0, worst: 10 } } }).structured.pain).toEqual({
      now: 0,
      best: null,
      worst: 10,
    });
  });

  it('keeps structured parts from the lists only, within limits', () => {
    expect(noteStructureSchema.safeParse({ spinalLevels: ['L4', 'SI-G'], extremityJoints: ['epaule-G'] }).success).toBe(true);
    expect(noteStructureSchema.safeParse({ spinalLevels: ['L6'] }).success).toBe(false);
    expect(noteStructureSchema.safeParse({ extremityJoints: ['coude'] }).success).toBe(false);
    const test = { name: 'Lasègue', kind: 'orthopaedic', result: 'negative' };
    expect(noteStructureSchema.parse({ tests: [test] }).tests).toEqual([{ ...test, side: null }]);
    expect(noteStructureSchema.safeParse({ tests: Array(noteLimits.testsMax + 1).fill(test) }).success).toBe(false);
    expect(noteStructureSchema.safeParse({ tests: [{ ...test, result: 'maybe' }] }).success).toBe(false);
    expect(noteStructureSchema.safeParse({ chiefComplaint: 'x'.repeat(noteLimits.shortTextMax + 1) }).success).toBe(false);
    expect(noteStructureSchema.safeParse({ reexamOn: '2026-13-01' }).success).toBe(false);
    expect(noteStructureSchema.parse({ reexamOn: ' ' }).reexamOn).toBeNull();
    expect(noteStructureSchema.safeParse({ technique: 'Diversifiée\u0007' }).success).toBe(false);
  });

  it('reads its own output back unchanged (what the API stores)', () => {
    const parsed = noteStructureSchema.parse({ pain: { now: 3 }, spinalLevels: ['C1'], technique: ' Diversifiée ' });
    expect(parsed.technique).toBe('Diversifiée');
    expect(noteStructureSchema.parse(JSON.parse(JSON.stringify(parsed)))).toEqual(parsed);
  });

  it('caps a section’s length', () => {
    expect(noteDraftSchema.safeParse({ ...valid, subjective: 'x'.repeat(noteLimits.sectionMax) }).success).toBe(true);
    expect(noteDraftSchema.safeParse({ ...valid, subjective: 'x'.repeat(noteLimits.sectionMax + 1) }).success).toBe(false);
  });
});

describe('editing a draft', () => {
  it('still needs a section and a real date, and takes no patient', () => {
    expect(messagesOf(noteUpdateSchema.safeParse({ visitDate: '2026-11-18', subjective: '' }))).toEqual({
      subjective: noteMessages.fillOneSection,
    });
    expect(noteUpdateSchema.parse({ visitDate: '2026-11-18', plan: 'Revoir', patientId: 'autre' })).not.toHaveProperty('patientId');
  });
});

describe('an addendum', () => {
  it('needs a reason for a correction and for entered in error, and a text but for entered in error', () => {
    expect(messagesOf(addendumSchema.safeParse({ kind: 'correction' }))).toEqual({
      reason: noteMessages.reasonRequired,
      text: noteMessages.addendumTextRequired,
    });
    expect(messagesOf(addendumSchema.safeParse({ kind: 'annotation', reason: '  ' }))).toEqual({ text: noteMessages.addendumTextRequired });
    expect(addendumSchema.parse({ kind: 'annotation', text: 'Vu' })).toEqual({ kind: 'annotation', reason: null, text: 'Vu' });
    expect(addendumSchema.parse({ kind: 'entered_in_error', reason: 'Mauvais dossier' })).toEqual({
      kind: 'entered_in_error',
      reason: 'Mauvais dossier',
      text: null,
    });
    expect(addendumSchema.safeParse({ kind: 'deletion', text: 'x' }).success).toBe(false);
  });
});

describe('the quick note’s patient search', () => {
  it('trims, defaults to empty, and caps the text', () => {
    expect(notePatientQuerySchema.parse({})).toEqual({ q: '' });
    expect(notePatientQuerySchema.parse({ q: '  gag ' })).toEqual({ q: 'gag' });
    expect(notePatientQuerySchema.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
    expect(noteLimits.patientPickerSize).toBe(10);
  });
});
