// « Registre des incidents de confidentialité »: an entry recorded under the year's next number with
// its audit row, refused in French beside its field (and nothing written) when a date is impossible,
// out of order or in the future; corrected with the names of the fields changed (never over someone
// else's change), never deleted; exported for the Commission as CSV (read back with the project's
// parser) and PDF (its printed text); the notice to the people concerned with the privacy officer.
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import {
  incidentMessages,
  type PrivacyIncidentInput,
  type PrivacyIncidentListView,
  type PrivacyIncidentSavedView,
} from 'shared-domain/privacy/privacy-incidents';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, clinicSettings, privacyIncidents } from '../../platform/db/schema';
import { pdfText } from '../../platform/pdf/pdf-text';
import { auditEventsOf } from '../../testing/audit-events';
import { staffMemberWithSession } from '../../testing/team-test-support';
import { readJson, testNow, useTestApp } from '../../testing/test-app';

const wrongAddress: PrivacyIncidentInput = {
  informationInvolved: 'Nom, date et heure d’un rendez-vous',
  circumstances: 'Un rappel de rendez-vous envoyé à une mauvaise adresse courriel',
  occurredFrom: '2026-10-02',
  occurredTo: '',
  discoveredOn: '2026-10-03',
  peopleCount: '1',
  riskAssessment: 'Renseignements peu sensibles ; aucune conséquence prévisible',
  seriousInjuryRisk: 'non',
  commissionNotifiedOn: '',
  peopleNotifiedOn: '',
  measures: 'Adresse corrigée ; le destinataire a confirmé avoir supprimé le courriel',
};

const lostKey: PrivacyIncidentInput = {
  ...wrongAddress,
  informationInvolved: 'Feuille de rendez-vous du jour : noms, téléphones, motifs de consultation',
  circumstances: 'Clé USB perdue',
  occurredFrom: '2026-11-10',
  discoveredOn: '2026-11-12',
  peopleCount: 14,
  seriousInjuryRisk: true,
};

describe('« Registre des incidents de confidentialité » (/api/admin/privacy/incidents)', () => {
  const testApp = useTestApp();
  let officer: { id: string; cookie: string };
  let reception: { id: string; cookie: string };

  const call = (path: string, method = 'GET', body?: unknown, cookie = officer.cookie) =>
    testApp().app.request(`/api/admin/privacy/incidents${path}`, {
      method,
      headers: { cookie, ...(body !== undefined && { 'content-type': 'application/json' }) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
  const record = async (incident: PrivacyIncidentInput) => {
    const response = await call('', 'POST', incident);
    expect(response.status).toBe(201);
    return (await readJson<PrivacyIncidentSavedView>(response)).incident;
  };
  const register = async () => readJson<PrivacyIncidentListView>(await call(''));
  const auditCount = (action: string) => testApp().db.$count(auditEvents, eq(auditEvents.action, action));
  const rowCount = () => testApp().db.$count(privacyIncidents);

  beforeAll(async () => {
    officer = await staffMemberWithSession(testApp(), 'admin', { fullName: 'Julie Tremblay' });
    reception = await staffMemberWithSession(testApp(), 'reception');
  });

  beforeEach(async () => {
    testApp().clock.set(testNow);
    await testApp().db.delete(privacyIncidents);
  });

  it('records an entry under INC-<year>-<nnn>, audited, and lists it with who recorded it', async () => {
    const first = await record(wrongAddress);
    const second = await record(lostKey);
    expect([first.reference, second.reference]).toEqual(['INC-2026-001', 'INC-2026-002']);
    expect(first).toMatchObject({
      peopleCount: 1,
      seriousInjuryRisk: false,
      occurredTo: null,
      status: 'no_notice_required',
      recordedByName: 'Julie Tremblay',
    });
    const [audit] = await auditEventsOf(testApp().db, 'privacy_incident.recorded', second.id);
    expect(audit?.details).toEqual({ reference: 'INC-2026-002' });
    expect(audit?.actorId).toBe(officer.id);

    const before = await auditCount('privacy_incidents.viewed');
    const listed = await register();
    // Newest discovery first; the serious one without its notices is flagged.
    expect(listed.incidents.map((incident) => [incident.reference, incident.status])).toEqual([
      ['INC-2026-002', 'notice_due'],
      ['INC-2026-001', 'no_notice_required'],
    ]);
    expect(listed.today).toBe('2026-11-18');
    expect(await auditCount('privacy_incidents.viewed')).toBe(before + 1);
  });

  it('refuses bad input in French beside its field, and writes nothing', async () => {
    const recordedBefore = await auditCount('privacy_incident.recorded');
    const empty = await call('', 'POST', {});
    expect(empty.status).toBe(422);
    const { error } = await readJson<ApiErrorBody>(empty);
    expect(error.fields?.circumstances).toBe("Veuillez remplir le champ « Circonstances de l'incident »");
    expect(error.fields?.seriousInjuryRisk).toBe(incidentMessages.seriousRequired);

    const refusals: [Partial<PrivacyIncidentInput>, string, string][] = [
      [{ discoveredOn: '2026-11-19' }, 'discoveredOn', 'Date où la clinique en a pris connaissance ne peut pas être dans le futur'],
      [{ occurredTo: '2026-10-01' }, 'occurredTo', incidentMessages.endBeforeStart],
      [{ discoveredOn: '2026-10-01' }, 'discoveredOn', incidentMessages.discoveredBeforeStart],
      [{ commissionNotifiedOn: '2026-10-02' }, 'commissionNotifiedOn', incidentMessages.noticeBeforeDiscovery],
      [{ peopleCount: -3 }, 'peopleCount', incidentMessages.peopleCount],
      [{ occurredFrom: '2026-02-30' }, 'occurredFrom', "Date de l'incident (ou début de la période) doit être une date valide"],
    ];
    for (const [change, field, message] of refusals) {
      const response = await call('', 'POST', { ...wrongAddress, ...change });
      expect(response.status, field).toBe(422);
      expect((await readJson<ApiErrorBody>(response)).error.fields?.[field]).toBe(message);
    }
    expect(await rowCount()).toBe(0);
    expect(await auditCount('privacy_incident.recorded')).toBe(recordedBefore);
  });

  it('corrects an entry with the names of the fields changed, writes nothing when nothing changed, and never over another change', async () => {
    const incident = await record(lostKey);
    testApp().clock.advance({ minutes: 1 });
    const notified = {
      ...lostKey,
      commissionNotifiedOn: '2026-11-13',
      peopleNotifiedOn: '2026-11-14',
      measures: 'Patients avisés par téléphone',
    };
    const saved = await call(`/${incident.id}`, 'PUT', { ...notified, version: incident.updatedAt });
    expect(saved.status).toBe(200);
    const body = await readJson<PrivacyIncidentSavedView>(saved);
    expect(body.changed).toEqual(['commissionNotifiedOn', 'peopleNotifiedOn', 'measures']);
    expect(body.message).toBe('Incident INC-2026-001 mis à jour');
    expect(body.incident.status).toBe('notified');
    const [audit] = await auditEventsOf(testApp().db, 'privacy_incident.updated', incident.id);
    expect(audit?.details).toEqual({ reference: 'INC-2026-001', fields: ['commissionNotifiedOn', 'peopleNotifiedOn', 'measures'] });

    testApp().clock.advance({ minutes: 1 });
    const again = await readJson<PrivacyIncidentSavedView>(
      await call(`/${incident.id}`, 'PUT', { ...notified, version: body.incident.updatedAt }),
    );
    expect(again).toMatchObject({ changed: [], message: incidentMessages.unchanged });
    expect(await auditCount('privacy_incident.updated')).toBe(1);

    // A form opened before the correction: refused, the correction kept.
    const stale = await call(`/${incident.id}`, 'PUT', { ...lostKey, measures: 'Autre chose', version: incident.updatedAt });
    expect(stale.status).toBe(409);
    expect((await readJson<ApiErrorBody>(stale)).error).toMatchObject({ code: 'PRIV_030', message: incidentMessages.changedMeanwhile });
    const [row] = await testApp().db.select().from(privacyIncidents).where(eq(privacyIncidents.id, incident.id));
    expect(row?.measures).toBe('Patients avisés par téléphone');

    const future = await call(`/${incident.id}`, 'PUT', { ...notified, peopleNotifiedOn: '2026-12-01', version: body.incident.updatedAt });
    expect(future.status).toBe(422);
    expect((await call('/inconnu', 'PUT', { ...notified, version: 'x' })).status).toBe(404);
  });

  it('has no way to delete an entry: it is kept at least 5 years', async () => {
    const incident = await record(wrongAddress);
    const response = await call(`/${incident.id}`, 'DELETE');
    expect(response.status).toBe(404);
    expect(await rowCount()).toBe(1);
  });

  it('is the privacy officer’s: the reception is refused', async () => {
    const response = await call('', 'GET', undefined, reception.cookie);
    expect(response.status).toBe(403);
  });

  it('exports the register as CSV for the Commission, all or a period of discovery, audited', async () => {
    await record({ ...wrongAddress, circumstances: '=HYPERLINK("http://x")' });
    await record(lostKey);
    const response = await call('/export.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="registre-incidents.csv"');
    const rows: string[][] = parse(await response.text(), { delimiter: ';', bom: true });
    expect(rows[0]).toEqual([
      'Référence',
      "Date de l'incident (ou début de la période)",
      'Fin de la période',
      'Date où la clinique en a pris connaissance',
      'Renseignements visés',
      "Circonstances de l'incident",
      'Nombre de personnes concernées',
      'Évaluation du risque de préjudice',
      'Risque de préjudice sérieux',
      "Avis à la Commission d'accès à l'information",
      'Avis aux personnes concernées',
      'Mesures prises',
      'Statut',
      'Consigné le',
      'Consigné par',
    ]);
    expect(rows.slice(1).map((row) => [row[0], row[5], row[6], row[8], row[12]])).toEqual([
      ['INC-2026-001', '\'=HYPERLINK("http://x")', '1', 'Non', 'Aucun avis requis'],
      ['INC-2026-002', 'Clé USB perdue', '14', 'Oui', 'Avis à transmettre'],
    ]);

    const period = await call('/export.csv?from=2026-11-01&to=2026-11-18');
    expect(period.headers.get('content-disposition')).toBe('attachment; filename="registre-incidents-2026-11-01-2026-11-18.csv"');
    const periodRows: string[][] = parse(await period.text(), { delimiter: ';', bom: true });
    expect(periodRows.slice(1).map((row) => row[0])).toEqual(['INC-2026-002']);
    const audits = await testApp().db.select().from(auditEvents).where(eq(auditEvents.action, 'privacy_incidents.exported'));
    expect(audits.map((audit) => audit.details)).toEqual([
      { format: 'csv', count: 2, from: null, to: null },
      { format: 'csv', count: 1, from: '2026-11-01', to: '2026-11-18' },
    ]);
    const bad = await call('/export.csv?from=2026-11-10&to=2026-11-01');
    expect(bad.status).toBe(422);
    expect((await readJson<ApiErrorBody>(bad)).error.fields?.to).toBe(incidentMessages.endBeforeStart);
  });

  it('exports the register for Excel in English on request (`,` between cells), and refuses an unknown format in French', async () => {
    await record({ ...lostKey, circumstances: 'Clé USB perdue, au métro; signalée le soir' });
    const english = await call('/export.csv?format=excel-en');
    expect(english.status).toBe(200);
    const rows: string[][] = parse(await english.text(), { delimiter: ',', bom: true });
    expect(rows[0]?.slice(0, 2)).toEqual(['Référence', "Date de l'incident (ou début de la période)"]);
    expect(rows.slice(1).map((row) => [row[0], row[5], row[6]])).toEqual([
      [expect.stringMatching(/^INC-2026-\d{3}$/), 'Clé USB perdue, au métro; signalée le soir', '14'],
    ]);
    const french: string[][] = parse(await (await call('/export.csv?format=excel-fr')).text(), { delimiter: ';', bom: true });
    expect(french.slice(1).map((row) => row[5])).toEqual(['Clé USB perdue, au métro; signalée le soir']);
    const bad = await call('/export.csv?format=excel-de');
    expect(bad.status).toBe(422);
    expect((await readJson<ApiErrorBody>(bad)).error.fields?.format).toBe(
      "Format doit être l'une des valeurs suivantes: Excel français, Excel anglais",
    );
  });

  it('exports the register as a PDF with the eight fields of each entry, audited', async () => {
    await record(wrongAddress);
    await record(lostKey);
    const response = await call('/export.pdf');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain('Registre des incidents de confidentialité');
    expect(text).toContain('INC-2026-001 — Aucun avis requis');
    expect(text).toContain('INC-2026-002 — Avis à transmettre');
    expect(text).toContain('Clé USB perdue');
    expect(text).toContain("Avis à la Commission d'accès à l'information : non transmis");
    expect(text).toContain('Nombre de personnes concernées : 14');
    expect(await auditCount('privacy_incidents.exported')).toBeGreaterThan(0);
    const [audit] = (await testApp().db.select().from(auditEvents).where(eq(auditEvents.action, 'privacy_incidents.exported'))).filter(
      (row) => (row.details as { format?: string }).format === 'pdf',
    );
    expect(audit?.details).toEqual({ format: 'pdf', count: 2, from: null, to: null });
  });

  it('fills the notice to the people concerned with the clinic’s privacy officer, as text and PDF, audited', async () => {
    await testApp().db.update(clinicSettings).set({
      privacyOfficerName: 'Marie Gagnon',
      privacyOfficerTitle: 'Adjointe administrative',
      privacyOfficerEmail: 'vie.privee@clinique.example',
      privacyOfficerPhone: '',
    });
    const incident = await record({ ...lostKey, measures: 'Mots de passe changés' });
    const response = await call(`/${incident.id}/notice`);
    expect(response.status).toBe(200);
    const { notice } = await readJson<{ notice: { title: string; text: string } }>(response);
    expect(notice.title).toBe('Avis aux personnes concernées — incident de confidentialité');
    expect(notice.text).toContain('Clé USB perdue');
    expect(notice.text).toContain('Mots de passe changés');
    expect(notice.text).toContain(
      'Marie Gagnon, Adjointe administrative, responsable de la protection des renseignements personnels — vie.privee@clinique.example',
    );

    const pdf = await call(`/${incident.id}/notice.pdf`);
    expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="avis-INC-2026-001.pdf"');
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain('Avis aux personnes concernées — incident de confidentialité');
    expect(text).toContain('Marie Gagnon, Adjointe administrative, responsable de la protection des renseignements personnels');
    expect(text).toContain('vie.privee@clinique.example');
    const audits = await auditEventsOf(testApp().db, 'privacy_incident.notice_prepared', incident.id);
    expect(audits.map((audit) => audit.details)).toEqual([
      { reference: 'INC-2026-001', format: 'text' },
      { reference: 'INC-2026-001', format: 'pdf' },
    ]);
    expect((await call('/inconnu/notice')).status).toBe(404);
  });
});
