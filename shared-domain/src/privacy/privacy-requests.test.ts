import { describe, expect, it } from 'vitest';
import { privacyRequestAnswerDays, privacyRequestKinds } from './privacy';
import {
  countdownText,
  portalPrivacyRequestSchema,
  privacyRequestAnswerSchema,
  privacyRequestCountdown,
  privacyRequestCreateSchema,
  privacyRequestDueOn,
  privacyRequestMessages,
  privacyRequestReference,
} from './privacy-requests';

describe('deadlines', () => {
  it('gives the record’s requests 20 days and the others 30, across a month and a year', () => {
    expect(privacyRequestDueOn('access', '2026-11-18')).toBe('2026-12-08');
    expect(privacyRequestDueOn('correction', '2026-12-20')).toBe('2027-01-09');
    for (const kind of ['portability', 'consent_withdrawal', 'cessation', 'deindexation'] as const) {
      expect(privacyRequestDueOn(kind, '2026-01-31')).toBe('2026-03-02');
    }
    expect(privacyRequestKinds.map((kind) => privacyRequestAnswerDays[kind])).toEqual([20, 20, 30, 30, 30, 30]);
  });

  it('counts down on the clinic’s today, and stops once answered or refused', () => {
    expect(privacyRequestCountdown('2026-11-30', '2026-11-18', 'open')).toEqual({
      daysLeft: 12,
      overdue: false,
      text: '12 jours restants',
    });
    expect(privacyRequestCountdown('2026-11-19', '2026-11-18', 'open').text).toBe('1 jour restant');
    expect(privacyRequestCountdown('2026-11-18', '2026-11-18', 'open')).toEqual({ daysLeft: 0, overdue: false, text: 'Échue aujourd’hui' });
    expect(privacyRequestCountdown('2026-11-17', '2026-11-18', 'open')).toEqual({
      daysLeft: -1,
      overdue: true,
      text: 'En retard de 1 jour',
    });
    expect(privacyRequestCountdown('2026-11-15', '2026-11-18', 'open').text).toBe('En retard de 3 jours');
    // Across the change to standard time (1 November 2026): whole days still.
    expect(privacyRequestCountdown('2026-11-05', '2026-10-30', 'open').daysLeft).toBe(6);
    expect(privacyRequestCountdown('2026-11-15', '2026-11-18', 'answered')).toEqual({ daysLeft: null, overdue: false, text: 'Répondue' });
    expect(privacyRequestCountdown('2026-11-15', '2026-11-18', 'refused').text).toBe('Refusée');
    expect(countdownText(2)).toBe('2 jours restants');
  });

  it('writes references with four digits', () => {
    expect(privacyRequestReference(2026, 7)).toBe('DEM-2026-0007');
    expect(privacyRequestReference('2027', 1234)).toBe('DEM-2027-1234');
  });
});

describe('the forms', () => {
  const base = { kind: 'access', channel: 'desk', receivedOn: '2026-11-10' };

  it('takes a patient alone, or a person without a record with her name and e-mail', () => {
    expect(privacyRequestCreateSchema.parse({ ...base, patientId: 'pat-1' })).toMatchObject({
      patientId: 'pat-1',
      requesterName: null,
      requesterEmail: null,
      details: null,
    });
    expect(
      privacyRequestCreateSchema.parse({
        ...base,
        patientId: '',
        requesterName: ' Marc ',
        requesterEmail: 'Marc@Courriel.Example',
        details: '',
      }),
    ).toMatchObject({ patientId: null, requesterName: 'Marc', details: null });
    const missing = privacyRequestCreateSchema.safeParse({ ...base, patientId: '', requesterName: '', requesterEmail: '' });
    expect(missing.success).toBe(false);
    expect(Object.fromEntries(missing.error!.issues.map((issue) => [issue.path[0], issue.message]))).toEqual({
      requesterName: privacyRequestMessages.requesterRequired,
      requesterEmail: 'Veuillez remplir le champ « Courriel de la personne »',
    });
  });

  it('refuses a kind, a channel or a day it does not know', () => {
    const result = privacyRequestCreateSchema.safeParse({ kind: 'oubli', channel: 'fax', receivedOn: '2026-02-30', patientId: 'p' });
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['channel', 'kind', 'receivedOn']);
  });

  it('needs the answer’s text, and a refusal’s reason', () => {
    expect(privacyRequestAnswerSchema.safeParse({ status: 'refused', answer: ' ' }).error?.issues[0]?.message).toBe(
      privacyRequestMessages.refusalNeedsReason,
    );
    expect(privacyRequestAnswerSchema.safeParse({ status: 'answered' }).error?.issues[0]?.message).toBe(
      privacyRequestMessages.answerRequired,
    );
    expect(privacyRequestAnswerSchema.safeParse({ status: 'open', answer: 'x' }).success).toBe(false);
    expect(privacyRequestAnswerSchema.parse({ status: 'answered', answer: 'Copie remise' })).toEqual({
      status: 'answered',
      answer: 'Copie remise',
    });
  });

  it('lets the portal ask for access, portability, cessation or de-indexation only', () => {
    for (const kind of ['access', 'portability', 'cessation', 'deindexation'])
      expect(portalPrivacyRequestSchema.safeParse({ kind }).success).toBe(true);
    for (const kind of ['correction', 'consent_withdrawal', 'x'])
      expect(portalPrivacyRequestSchema.safeParse({ kind }).success).toBe(false);
  });
});
