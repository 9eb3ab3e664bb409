import { describe, expect, it } from 'vitest';
import {
  autoMapColumns,
  composeAddress,
  importConsent,
  detectImportDateOrder,
  importDate,
  importDateOrderOf,
  importDuplicateKeys,
  importFormulaWarnings,
  importSex,
  patientImportExampleRow,
  patientImportFieldLabels,
  patientImportFields,
  patientImportMessages,
  patientImportPreviewSchema,
  patientImportSchema,
  readImportRow,
} from './patient-import';
import { breadcrumbFor, matchRoute } from '../platform/routes';

const today = '2026-11-18';

describe('the column mapping', () => {
  it('maps the template’s own headers to their fields', () => {
    const headers = patientImportFields.map((field) => patientImportFieldLabels[field]);
    expect(autoMapColumns(headers)).toEqual([...patientImportFields]);
  });

  it('ignores accents, case and punctuation, and knows the usual English headers', () => {
    expect(autoMapColumns(['PRENOM', 'nom_de_famille', 'Date de Naissance', 'E-mail', 'Téléphone cellulaire', 'Postal Code'])).toEqual([
      'firstName',
      'lastName',
      'dateOfBirth',
      'email',
      'phone',
      'postalCode',
    ]);
    expect(autoMapColumns(['First Name', 'Last Name', 'Email', 'Date of Birth', 'Gender', 'City'])).toEqual([
      'firstName',
      'lastName',
      'email',
      'dateOfBirth',
      'sex',
      'city',
    ]);
  });

  it('leaves an unknown header, and a field’s second column, unmapped', () => {
    expect(autoMapColumns(['Nom', 'Numéro de dossier', 'Last name'])).toEqual(['lastName', null, null]);
  });
});

describe('the values a spreadsheet writes', () => {
  it('reads dates as YYYY-MM-DD or DD/MM/YYYY, refusing a day that does not exist', () => {
    expect(importDate('1984-03-21')).toBe('1984-03-21');
    expect(importDate('21/03/1984')).toBe('1984-03-21');
    expect(importDate('1/3/1984')).toBe('1984-03-01');
    expect(importDate('  ')).toBe('');
    expect(importDate('31/02/1984')).toBeNull();
    expect(importDate('03-21-84')).toBeNull();
  });

  it('reads slashed dates month-first when told, and tells the order from the dates themselves', () => {
    expect(importDate('04/05/1990', 'month-first')).toBe('1990-04-05');
    expect(importDate('25/12/1990', 'month-first')).toBeNull();
    expect(detectImportDateOrder(['04/05/1990', '', '1990-01-31', '25.12.1980'])).toBe('day-first');
    expect(detectImportDateOrder(['04/05/1990', '12-25-1980'])).toBe('month-first');
    expect(detectImportDateOrder(['04/05/1990', '01/02/1985'])).toBeNull();
    expect(detectImportDateOrder(['25/12/1990', '12/25/1985'])).toBeNull();
    expect(importDateOrderOf(['1990-05-04', ''], undefined)).toEqual({ order: null, how: 'not-needed' });
    expect(importDateOrderOf(['04/05/1990'], undefined)).toEqual({ order: null, how: 'undecided' });
    expect(importDateOrderOf(['04/05/1990'], 'day-first')).toEqual({ order: 'day-first', how: 'chosen' });
    expect(importDateOrderOf(['13/05/1990'], undefined)).toEqual({ order: 'day-first', how: 'detected' });
  });

  it('flags names that a spreadsheet would run as formulas, not ordinary names', () => {
    for (const name of [
      '=HYPERLINK("http://x";"y")',
      '@SUM(A1:A2)',
      '+1+2',
      '-2+3',
      "+cmd|' /C calc'!A0",
      '-SUM(A1)',
      '\tJean',
      '\r=1',
      '  =1',
    ]) {
      expect(importFormulaWarnings({ lastName: name })).toEqual([
        "Nom ressemble à une formule de tableur : vérifiez ce nom avant d'importer.",
      ]);
    }
    for (const name of ['Jean-Pierre', 'D’Amours', 'Saint-Éloi', '-', 'Roy +', 'Marie (Mimi)']) {
      expect(importFormulaWarnings({ lastName: name, firstName: name, nameAtBirth: name })).toEqual([]);
    }
  });

  it('reads the sex as F/M/X, Femme/Homme', () => {
    expect(['F', 'femme', 'Féminin', 'M', 'Homme', 'x', ''].map(importSex)).toEqual([
      'female',
      'female',
      'female',
      'male',
      'male',
      'unspecified',
      '',
    ]);
    expect(importSex('Z')).toBeNull();
  });

  it('reads the consent as oui/non/o/n/1/0', () => {
    expect(['oui', 'NON', 'o', 'n', '1', '0', ''].map(importConsent)).toEqual([true, false, true, false, true, false, '']);
    expect(importConsent('peut-être')).toBeNull();
  });

  it('composes the address as the clinic’s records write it', () => {
    expect(composeAddress({ address: '1220, avenue du Mont-Royal Est', city: 'Montréal', province: 'QC', postalCode: 'h2j1y2' })).toBe(
      '1220, avenue du Mont-Royal Est, Montréal (Québec) H2J 1Y2',
    );
    expect(composeAddress({ address: '12 rue Principale', city: 'Sutton' })).toBe('12 rue Principale, Sutton');
    expect(composeAddress({})).toBe('');
  });
});

describe('reading a row', () => {
  it('reads the template’s example into a patient', () => {
    const reading = readImportRow(patientImportExampleRow, today);
    expect(reading).toEqual({
      ok: true,
      patient: {
        firstName: 'Marie-Ève',
        lastName: 'Tremblay',
        email: 'marie-eve.tremblay@exemple.ca',
        phone: '514 555-0142',
        otherPhone: null,
        address: '1220, avenue du Mont-Royal Est, Montréal (Québec) H2J 1Y2',
        dateOfBirth: '1984-03-21',
        sex: 'female',
        recordOpenedOn: '2019-05-14',
        lastVisit: '2025-10-02',
        emailConsent: true,
        nameAtBirth: null,
        notes: 'Préfère les rendez-vous du matin.',
      },
    });
  });

  it('normalises phones as the patient form stores them', () => {
    const reading = readImportRow({ lastName: 'Roy', firstName: 'Luc', phone: '(514) 555-0199', otherPhone: '+1 450.555.0100' }, today);
    expect(reading.ok && [reading.patient.phone, reading.patient.otherPhone]).toEqual(['514 555-0199', '450 555-0100']);
  });

  it('gives every French reason a row is refused for', () => {
    const reading = readImportRow(
      {
        lastName: '',
        firstName: 'Luc',
        email: 'pas-un-courriel',
        phone: '123',
        dateOfBirth: '2030-01-01',
        sex: 'Z',
        emailConsent: 'peut-être',
        lastVisit: '32/01/2020',
      },
      today,
    );
    expect(reading).toEqual({
      ok: false,
      reasons: [
        'Veuillez remplir le champ « Nom »',
        'Courriel doit être une adresse courriel valide',
        'Cellulaire doit être un numéro de téléphone valide',
        'Date de naissance ne peut pas être dans le futur',
        'Date de la dernière visite doit être une date valide (AAAA-MM-JJ ou JJ/MM/AAAA)',
        "Sexe doit être l'une des valeurs suivantes: F, M, X, Femme, Homme",
        "Consentement aux courriels doit être l'une des valeurs suivantes: oui, non, o, n, 1, 0",
      ],
    });
  });
});

describe('the duplicate keys', () => {
  it('compare e-mails, mobile with birth date, and names with birth date whatever their accents', () => {
    const keys = importDuplicateKeys({
      firstName: 'Marie-Ève',
      lastName: 'TREMBLAY',
      email: 'Marie@Exemple.CA',
      phone: '+1 514 555-0142',
      dateOfBirth: '1984-03-21',
    });
    expect(keys).toEqual({
      email: 'marie@exemple.ca',
      'mobile-and-birth-date': '5145550142|1984-03-21',
      'name-and-birth-date': 'marie eve|tremblay|1984-03-21',
    });
    expect(importDuplicateKeys({ firstName: 'Luc', lastName: 'Roy', email: null, phone: '514 555-0142', dateOfBirth: null })).toEqual({});
  });
});

describe('the request schemas', () => {
  const file = { fileName: 'patients.csv', content: 'bm9t' };

  it('require both name columns and each field once', () => {
    const noName = patientImportSchema.safeParse({ ...file, mapping: ['lastName', 'email'] });
    expect(noName.error?.issues[0]?.message).toBe(patientImportMessages.nameColumnsMissing);
    const twice = patientImportSchema.safeParse({ ...file, mapping: ['lastName', 'firstName', 'email', 'email'] });
    expect(twice.error?.issues[0]?.message).toBe(patientImportMessages.fieldTwice('Courriel'));
    expect(patientImportSchema.safeParse({ ...file, mapping: ['lastName', 'firstName', null] }).success).toBe(true);
  });

  it('refuse an empty file and content that is not base64', () => {
    expect(patientImportPreviewSchema.safeParse({ ...file, content: '' }).error?.issues[0]?.message).toBe(patientImportMessages.emptyFile);
    expect(patientImportPreviewSchema.safeParse({ ...file, content: 'pas du base64 !' }).error?.issues[0]?.message).toBe(
      patientImportMessages.notCsv,
    );
  });
});

describe('the page’s route', () => {
  it('is « Importer des patients » under Patients, never taken for a patient’s file', () => {
    expect(matchRoute('/admin/patients/import')?.route.name).toBe('adminPatientImport');
    expect(breadcrumbFor('/admin/patients/import').map((item) => item.label)).toEqual([
      'Accueil',
      'Espace clinique',
      'Patients',
      'Importer des patients',
    ]);
  });
});
