import { firstMessagePerField } from '../platform/field-errors';
import { describe, expect, it } from 'vitest';
import {
  incidentFormSchema,
  incidentMessages,
  incidentNotice,
  incidentPeriodSchema,
  incidentReference,
  incidentStatus,
  privacyIncidentSchema,
} from './privacy-incidents';

const entry = {
  informationInvolved: 'Nom, date et heure du rendez-vous',
  circumstances: 'Un rappel envoyé à une mauvaise adresse courriel',
  occurredFrom: '2026-10-02',
  occurredTo: '',
  discoveredOn: '2026-10-03',
  peopleCount: '1',
  riskAssessment: 'Peu sensible, pas de conséquence prévisible',
  seriousInjuryRisk: 'non',
  commissionNotifiedOn: '',
  peopleNotifiedOn: '',
  measures: 'Adresse corrigée, destinataire prié de supprimer le courriel',
};

function refusals(input: unknown, today?: string): Record<string, string> {
  const result = today ? incidentFormSchema(today).safeParse(input) : privacyIncidentSchema.safeParse(input);
  return result.success ? {} : firstMessagePerField(result.error.issues);
}

describe('privacyIncidentSchema', () => {
  it('reads the form’s text: blanks as null, the count as a number, « oui »/« non » as a boolean', () => {
    const parsed = privacyIncidentSchema.parse(entry);
    expect(parsed).toMatchObject({ occurredTo: null, peopleCount: 1, seriousInjuryRisk: false, commissionNotifiedOn: null });
    expect(privacyIncidentSchema.parse({ ...entry, peopleCount: 12, seriousInjuryRisk: true })).toMatchObject({
      peopleCount: 12,
      seriousInjuryRisk: true,
    });
  });

  it('asks for every required field in French', () => {
    const messages = refusals({});
    expect(Object.keys(messages).sort()).toEqual(
      [
        'circumstances',
        'discoveredOn',
        'informationInvolved',
        'measures',
        'occurredFrom',
        'peopleCount',
        'riskAssessment',
        'seriousInjuryRisk',
      ].sort(),
    );
    expect(messages.informationInvolved).toBe('Veuillez remplir le champ « Renseignements visés »');
    expect(messages.seriousInjuryRisk).toBe(incidentMessages.seriousRequired);
  });

  it('refuses a negative or fractional count, and an impossible date', () => {
    expect(refusals({ ...entry, peopleCount: '-1' }).peopleCount).toBe(incidentMessages.peopleCount);
    expect(refusals({ ...entry, peopleCount: '2,5' }).peopleCount).toBe(incidentMessages.peopleCount);
    expect(refusals({ ...entry, peopleCount: 0 })).toEqual({});
    expect(refusals({ ...entry, occurredFrom: '2026-02-30' }).occurredFrom).toMatch(/date valide/);
  });

  it('keeps the dates in order: end after start, discovery after start, notices after discovery', () => {
    expect(refusals({ ...entry, occurredTo: '2026-10-01' }).occurredTo).toBe(incidentMessages.endBeforeStart);
    expect(refusals({ ...entry, discoveredOn: '2026-10-01' }).discoveredOn).toBe(incidentMessages.discoveredBeforeStart);
    expect(refusals({ ...entry, peopleNotifiedOn: '2026-10-02' }).peopleNotifiedOn).toBe(incidentMessages.noticeBeforeDiscovery);
    expect(refusals({ ...entry, occurredTo: '2026-10-02', discoveredOn: '2026-10-02', commissionNotifiedOn: '2026-10-02' })).toEqual({});
  });

  it('the form refuses a date after the clinic’s today, naming the field', () => {
    expect(refusals({ ...entry, discoveredOn: '2026-10-04' }, '2026-10-03').discoveredOn).toBe(
      'Date où la clinique en a pris connaissance ne peut pas être dans le futur',
    );
    expect(refusals(entry, '2026-10-03')).toEqual({});
  });
});

describe('the register', () => {
  it('flags a serious incident until both notices are dated', () => {
    expect(incidentStatus({ seriousInjuryRisk: false, commissionNotifiedOn: null, peopleNotifiedOn: null })).toBe('no_notice_required');
    expect(incidentStatus({ seriousInjuryRisk: true, commissionNotifiedOn: '2026-10-04', peopleNotifiedOn: null })).toBe('notice_due');
    expect(incidentStatus({ seriousInjuryRisk: true, commissionNotifiedOn: '2026-10-04', peopleNotifiedOn: '2026-10-05' })).toBe(
      'notified',
    );
  });

  it('numbers entries INC-<year>-<nnn>', () => {
    expect(incidentReference(2026, 7)).toBe('INC-2026-007');
    expect(incidentReference(2027, 1234)).toBe('INC-2027-1234');
  });

  it('exports a period whose end is not before its start', () => {
    expect(incidentPeriodSchema.parse({})).toEqual({ from: null, to: null, format: 'excel-fr' });
    expect(incidentPeriodSchema.safeParse({ from: '2026-10-05', to: '2026-10-01' }).success).toBe(false);
  });
});

describe('incidentNotice', () => {
  it('fills the notice from the entry and the clinic’s privacy officer', () => {
    const notice = incidentNotice(privacyIncidentSchema.parse({ ...entry, occurredTo: '2026-10-05', discoveredOn: '2026-10-06' }), {
      name: 'Clinique Test',
      address: '1 rue Principale, Montréal',
      phone: '514 555-0100',
      officer: { name: 'Julie Tremblay', title: 'Chiropraticienne', email: 'vie.privee@clinique.example', phone: '' },
    });
    expect(notice.sections.map((section) => section.heading)).toEqual([
      null,
      "Ce qui s'est passé",
      'Quand',
      'Renseignements visés',
      'Mesures prises par la clinique',
      'Ce que vous pouvez faire',
      'Pour toute question',
    ]);
    expect(notice.text).toContain(entry.circumstances);
    expect(notice.text).toContain(entry.informationInvolved);
    expect(notice.text).toContain(entry.measures);
    expect(notice.text).toContain('entre le vendredi 2 octobre 2026 et le lundi 5 octobre 2026');
    expect(notice.text).toContain(
      'Julie Tremblay, Chiropraticienne, responsable de la protection des renseignements personnels — vie.privee@clinique.example',
    );
    expect(notice.text).toContain("Commission d'accès à l'information du Québec");
  });
});
