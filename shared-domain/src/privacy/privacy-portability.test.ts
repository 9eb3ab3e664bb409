import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatTime } from '../platform/format';
import {
  type PortabilityEntry,
  type PortabilityExport,
  portabilityFileName,
  portabilityFormat,
  portabilityFormatsIn,
  portabilityFormatVersion,
  portabilityRows,
  portabilitySectionKeys,
  portabilitySections,
  portabilitySectionViews,
  portabilityText,
} from './privacy-portability';

const timeZone = 'America/Toronto';

/** Every field of a section blank, so each test fills only what it checks. */
function blank<S extends keyof typeof portabilitySections>(section: S): Record<keyof (typeof portabilitySections)[S]['fields'], null> {
  return Object.fromEntries(Object.keys(portabilitySections[section].fields).map((field) => [field, null])) as never;
}

function sample(overrides: Partial<PortabilityExport> = {}): PortabilityExport {
  return {
    format: portabilityFormat,
    version: portabilityFormatVersion,
    generatedAt: '2026-11-18T15:00:00.000Z',
    clinic: { name: 'Clinique test', timeZone },
    person: { ...blank('person'), firstName: 'Camille', lastName: 'Gagnon', dateOfBirth: '1992-06-14' },
    appointments: [],
    questionnaireAnswers: [],
    intakes: [],
    consents: [],
    requests: [],
    waitlist: [],
    invoices: [],
    payments: [],
    savedCards: [],
    ...overrides,
  };
}

describe('the portability sections', () => {
  it('declares each field once with a French label, and every list says what it holds when empty', () => {
    for (const key of portabilitySectionKeys) {
      const section = portabilitySections[key];
      expect(section.label.length).toBeGreaterThan(3);
      const labels = Object.values(section.fields).map((field) => field.label);
      expect(new Set(labels).size).toBe(labels.length);
      if (section.many) expect('empty' in section && section.empty).toBeTruthy();
    }
  });

  it('holds no field the clinic infers or writes about the person', () => {
    const fields = portabilitySectionKeys.flatMap((key) => Object.keys(portabilitySections[key].fields));
    for (const inferred of [
      'score',
      'assessment',
      'plan',
      'diagnosis',
      'noShowCount',
      'totalVisits',
      'lastVisit',
      'tags',
      'internalNotes',
    ]) {
      expect(fields).not.toContain(inferred);
    }
  });
});

describe('the day’s request', () => {
  it('names every format downloaded, and reads them back to add the next one', () => {
    const details = portabilityText.requestDetails(['pdf', 'csv']);
    expect(details).toBe('Téléchargement depuis le portail (PDF, CSV)');
    expect(portabilityFormatsIn(details)).toEqual(['pdf', 'csv']);
    expect(portabilityFormatsIn(null)).toEqual([]);
    expect(portabilityFormatsIn('Demande écrite (voir lettre)')).toEqual([]);
  });
});

describe('portabilityRows', () => {
  it('writes one row per field of every entry, dates as the JSON holds them and money as a person reads it', () => {
    const appointment: PortabilityEntry<'appointments'> = {
      ...blank('appointments'),
      date: '2026-11-25',
      time: '09:30',
      service: 'Suivi',
      requestedAt: '2026-11-02T14:05:00.000Z',
    };
    const invoice: PortabilityEntry<'invoices'> = {
      ...blank('invoices'),
      number: 'F-00042',
      items: ['Suivi', 'Coussin de grossesse × 2'],
      totalCents: 12_550,
    };
    const rows = portabilityRows(sample({ appointments: [appointment, { ...appointment, date: '2026-12-02' }], invoices: [invoice] }));
    const person = portabilitySections.person;
    expect(rows.filter((row) => row.section === person.label)).toHaveLength(Object.keys(person.fields).length);
    expect(rows).toContainEqual({ section: person.label, field: 'Date de naissance', value: '1992-06-14' });
    expect(rows).toContainEqual({ section: person.label, field: 'Nom à la naissance', value: '' });
    expect(rows).toContainEqual({ section: 'Rendez-vous 1', field: 'Date', value: '2026-11-25' });
    expect(rows).toContainEqual({ section: 'Rendez-vous 2', field: 'Date', value: '2026-12-02' });
    expect(rows).toContainEqual({ section: 'Rendez-vous 1', field: 'Heure', value: '09:30' });
    expect(rows).toContainEqual({ section: 'Rendez-vous 1', field: 'Demandé le', value: '2026-11-02T14:05:00.000Z' });
    expect(rows).toContainEqual({ section: 'Factures 1', field: 'Total', value: formatMoney(12_550) });
    expect(rows).toContainEqual({ section: 'Factures 1', field: 'Articles', value: 'Suivi, Coussin de grossesse × 2' });
    // An empty list has no row; the PDF says it is empty.
    expect(rows.some((row) => row.section.startsWith('Paiements'))).toBe(false);
    expect(portabilitySectionViews(sample()).find((section) => section.key === 'payments')).toMatchObject({
      entries: [],
      empty: 'Aucun paiement.',
    });
  });

  it('keeps dates in words for the PDF', () => {
    const appointment: PortabilityEntry<'appointments'> = {
      ...blank('appointments'),
      date: '2026-11-25',
      time: '09:30',
      requestedAt: '2026-11-02T14:05:00.000Z',
    };
    const [entry] = portabilitySectionViews(sample({ appointments: [appointment] })).find(
      (section) => section.key === 'appointments',
    )!.entries;
    expect(entry!.fields).toEqual(
      expect.arrayContaining([
        { label: 'Date', value: formatDate('2026-11-25') },
        { label: 'Heure', value: formatTime('09:30') },
        { label: 'Demandé le', value: formatDateTime(new Date('2026-11-02T14:05:00.000Z'), timeZone) },
      ]),
    );
  });

  it('writes each intake answer as a field of its own, its question the label, between the signature and the text agreed', () => {
    const intake: PortabilityEntry<'intakes'> = {
      formVersion: '2',
      signedAt: '2026-11-10T19:00:00.000Z',
      signerName: 'Camille Gagnon',
      signerRelationship: 'Mère',
      answers: [
        { section: 'Santé', question: 'Allergies', answer: 'Arachides' },
        { section: 'Naissance', question: 'Type d’accouchement', answer: 'Césarienne' },
      ],
      agreedText: 'J’accepte que la clinique recueille ces renseignements.',
    };
    const rows = portabilityRows(sample({ intakes: [intake] })).filter((row) => row.section === 'Questionnaires d’accueil signés 1');
    expect(rows.map((row) => [row.field, row.value])).toEqual([
      ['Version du questionnaire', '2'],
      ['Signé le', '2026-11-10T19:00:00.000Z'],
      ['Signé par', 'Camille Gagnon'],
      ['Lien avec la personne', 'Mère'],
      ['Allergies', 'Arachides'],
      ['Type d’accouchement', 'Césarienne'],
      ['Texte accepté', 'J’accepte que la clinique recueille ces renseignements.'],
    ]);
  });

  it('names the file after the day, ASCII only', () => {
    expect(portabilityFileName('2026-11-18', 'csv')).toBe('mes-donnees-2026-11-18.csv');
  });
});
