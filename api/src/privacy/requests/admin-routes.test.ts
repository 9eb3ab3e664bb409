// « Demandes d'accès et de rectification » (/api/admin/privacy/requests): the deadline of each kind
// (the record's 20 days, 30 otherwise) and the countdown the server reads on the clinic's today;
// the filters and counts; a request from the desk, for a patient or a person without a record;
// bad input refused in French beside its field, writing nothing; the answer (a refusal states its
// reason), once; « Envoyer la lettre » queued once with the answer, refused before the answer or
// without an address; the letter as a PDF; every step audited; the clinical team only.
import { and, eq } from 'drizzle-orm';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { privacyRequestMessages } from 'shared-domain/privacy/privacy-requests';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoPatients } from '../../demo/demo-clinic';
import { auditEvents, emailOutbox, patients, privacyRequests } from '../../platform/db/schema';
import { pdfText } from '../../platform/pdf/pdf-text';
import { auditEventsOf } from '../../testing/audit-events';
import { outboxMails } from '../../testing/outbox';
import { staffMemberWithSession } from '../../testing/team-test-support';
import { readJson, useTestApp } from '../../testing/test-app';

type Queue = {
  today: string;
  counts: { total: number; open: number; overdue: number; dueToday: number; answered: number; refused: number };
  requests: {
    id: string;
    reference: string;
    kind: string;
    status: string;
    requesterName: string;
    requesterEmail: string | null;
    patientId: string | null;
    receivedOn: string;
    dueOn: string;
    answer: string | null;
    answeredOn: string | null;
    answeredBy: string | null;
    letterSentAt: string | null;
    countdown: { daysLeft: number | null; overdue: boolean; text: string };
  }[];
};
type One = { request: Queue['requests'][number] };

describe('« Demandes d’accès et de rectification » (/api/admin/privacy/requests)', () => {
  const testApp = useTestApp();
  let chiro: { id: string; cookie: string };
  let reception: { id: string; cookie: string };
  let camilleId: string;

  const call = (path: string, method = 'GET', body?: unknown, cookie = chiro.cookie) =>
    testApp().app.request(`/api/admin/privacy/requests${path}`, {
      method,
      headers: { cookie, ...(body !== undefined && { 'content-type': 'application/json' }) },
      ...(body !== undefined && { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
  const create = async (body: Record<string, unknown>) => {
    const response = await call('', 'POST', body);
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
    return (await readJson<One>(response)).request;
  };
  const queue = async (query = '') => readJson<Queue>(await call(query));
  const rowCount = () => testApp().db.$count(privacyRequests);

  beforeAll(async () => {
    chiro = await staffMemberWithSession(testApp(), 'practitioner', { fullName: 'Dre Émilie Tremblay' });
    reception = await staffMemberWithSession(testApp(), 'reception');
    const [camille] = await testApp().db.select({ id: patients.id }).from(patients).where(eq(patients.email, demoPatients.camille.email));
    camilleId = camille!.id;
  });

  // The test clock's clinic day is 2026-11-18.
  it('gives an access request 20 days and a de-indexation request 30, and counts down on the clinic’s today', async () => {
    const access = await create({ kind: 'access', patientId: camilleId, channel: 'desk', receivedOn: '2026-11-06' });
    expect(access).toMatchObject({
      kind: 'access',
      patientId: camilleId,
      requesterName: 'Camille Gagnon',
      requesterEmail: demoPatients.camille.email,
      receivedOn: '2026-11-06',
      dueOn: '2026-11-26',
      status: 'open',
      reference: expect.stringMatching(/^DEM-2026-\d{4}$/),
      countdown: { daysLeft: 8, overdue: false, text: '8 jours restants' },
    });
    const visitor = await create({
      kind: 'deindexation',
      requesterName: 'Marc Visiteur',
      requesterEmail: 'marc.visiteur@courriel.example',
      channel: 'email',
      receivedOn: '2026-10-19',
      details: 'Retirer mon nom des résultats de recherche du site',
    });
    expect(visitor).toMatchObject({
      patientId: null,
      dueOn: '2026-11-18',
      countdown: { daysLeft: 0, overdue: false, text: 'Échue aujourd’hui' },
    });
    const late = await create({ kind: 'correction', patientId: camilleId, channel: 'mail', receivedOn: '2026-10-26' });
    expect(late).toMatchObject({ dueOn: '2026-11-15', countdown: { daysLeft: -3, overdue: true, text: 'En retard de 3 jours' } });
    const portability = await create({ kind: 'portability', patientId: camilleId, channel: 'phone', receivedOn: '2026-11-17' });
    expect(portability).toMatchObject({ dueOn: '2026-12-17', countdown: { daysLeft: 29, text: '29 jours restants' } });
    const numbers = [access, visitor, late, portability].map((request) => Number(request.reference.slice(-4)));
    expect(new Set(numbers).size).toBe(4);

    const audit = await auditEventsOf(testApp().db, 'privacy_request.recorded', visitor.id);
    expect(audit).toEqual([expect.objectContaining({ actorId: chiro.id, details: { kind: 'deindexation', patientId: null } })]);
  });

  it('lists open requests first by deadline, filters by status, kind and overdue, and counts them', async () => {
    const all = await queue();
    expect(all.today).toBe('2026-11-18');
    const open = all.requests.filter((request) => request.status === 'open');
    expect(all.requests.slice(0, open.length)).toEqual(open);
    const dues = open.map((request) => request.dueOn);
    expect(dues).toEqual([...dues].sort());
    expect(all.counts.total).toBe(await rowCount());
    expect(all.counts.open).toBe(open.length);
    expect(all.counts.overdue).toBe(open.filter((request) => request.dueOn < '2026-11-18').length);
    expect(all.counts.overdue).toBeGreaterThanOrEqual(1);

    const overdue = await queue('?overdue=true');
    expect(overdue.requests.length).toBe(all.counts.overdue);
    expect(overdue.requests.every((request) => request.countdown.overdue)).toBe(true);
    const deindexation = await queue('?kind=deindexation&status=open');
    expect(deindexation.requests.map((request) => request.requesterName)).toContain('Marc Visiteur');
    expect(deindexation.requests.every((request) => request.kind === 'deindexation' && request.status === 'open')).toBe(true);

    const audit = await testApp().db.select().from(auditEvents).where(eq(auditEvents.action, 'privacy_requests.viewed'));
    expect(audit.at(-1)).toMatchObject({ actorId: chiro.id, details: { count: deindexation.requests.length } });
  });

  it('refuses bad input in French beside its field, and records nothing', async () => {
    const before = await rowCount();
    const refusals: [Record<string, unknown>, Record<string, string>][] = [
      [
        { kind: 'deindexation', channel: 'email', receivedOn: '2026-11-10' },
        {
          requesterName: privacyRequestMessages.requesterRequired,
          requesterEmail: 'Veuillez remplir le champ « Courriel de la personne »',
        },
      ],
      [
        { kind: 'access', patientId: camilleId, channel: 'desk', receivedOn: '2026-11-19' },
        { receivedOn: privacyRequestMessages.receivedInFuture },
      ],
      [
        { kind: 'access', patientId: 'inconnu', channel: 'desk', receivedOn: '2026-11-10' },
        { patientId: privacyRequestMessages.patientNotFound },
      ],
      [
        { kind: 'access', patientId: camilleId, channel: 'desk', receivedOn: '2026-02-30' },
        { receivedOn: 'Reçue le doit être une date valide' },
      ],
      [
        { kind: 'access', requesterName: 'X', requesterEmail: 'pas-un-courriel', channel: 'desk', receivedOn: '2026-11-10' },
        { requesterEmail: 'Courriel de la personne doit être une adresse courriel valide' },
      ],
    ];
    for (const [body, fields] of refusals) {
      const response = await call('', 'POST', body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect((await readJson<ApiErrorBody>(response)).error.fields).toEqual(fields);
    }
    const badKind = await call('', 'POST', { kind: 'effacement', patientId: camilleId, channel: 'desk', receivedOn: '2026-11-10' });
    expect(badKind.status).toBe(422);
    expect((await readJson<ApiErrorBody>(badKind)).error.fields?.kind).toMatch(/^Type de demande doit être l'une des valeurs suivantes/);
    const unreadable = await call('', 'POST', 'pas du json');
    expect(unreadable.status).toBeGreaterThanOrEqual(400);
    expect(unreadable.status).toBeLessThan(500);
    const badFilter = await call('?status=perdue');
    expect(badFilter.status).toBe(422);
    expect(await rowCount()).toBe(before);
  });

  it('answers once; a refusal needs its reason; the answer is audited and the clock stops', async () => {
    const request = await create({ kind: 'cessation', patientId: camilleId, channel: 'desk', receivedOn: '2026-11-12' });
    const noReason = await call(`/${request.id}/answer`, 'POST', { status: 'refused', answer: '  ' });
    expect(noReason.status).toBe(422);
    expect((await readJson<ApiErrorBody>(noReason)).error.fields).toEqual({ answer: privacyRequestMessages.refusalNeedsReason });
    const badStatus = await call(`/${request.id}/answer`, 'POST', { status: 'open', answer: 'Non' });
    expect(badStatus.status).toBe(422);

    const response = await call(`/${request.id}/answer`, 'POST', {
      status: 'refused',
      answer: 'Le dossier doit être conservé 5 ans (règlement de l’OCQ).',
    });
    expect(response.status).toBe(200);
    const { request: answered } = await readJson<One>(response);
    expect(answered).toMatchObject({
      status: 'refused',
      answeredOn: '2026-11-18',
      answeredBy: 'Dre Émilie Tremblay',
      countdown: { daysLeft: null, overdue: false, text: 'Refusée' },
    });
    expect((await auditEventsOf(testApp().db, 'privacy_request.answered', request.id))[0]?.details).toEqual({
      reference: request.reference,
      status: 'refused',
    });
    const again = await call(`/${request.id}/answer`, 'POST', { status: 'answered', answer: 'Finalement oui' });
    expect(again.status).toBe(409);
    expect((await readJson<ApiErrorBody>(again)).error).toMatchObject({
      code: 'PRIV_010',
      message: privacyRequestMessages.answeredAlready,
    });
    expect(await auditEventsOf(testApp().db, 'privacy_request.answered', request.id)).toHaveLength(1);
    const unknown = await call('/inconnu/answer', 'POST', { status: 'answered', answer: 'Oui' });
    expect(unknown.status).toBe(404);
  });

  it('sends the letter once with the answer, queued and audited; refuses it before the answer or without an address', async () => {
    const request = await create({
      kind: 'deindexation',
      requesterName: 'Sophie Lettre',
      requesterEmail: 'sophie.lettre@courriel.example',
      channel: 'email',
      receivedOn: '2026-11-16',
    });
    const early = await call(`/${request.id}/letter`, 'POST');
    expect(early.status).toBe(409);
    expect((await readJson<ApiErrorBody>(early)).error).toMatchObject({ code: 'PRIV_011', message: privacyRequestMessages.notAnswered });
    expect((await call(`/${request.id}/letter.pdf`)).status).toBe(409);

    const answer = 'Votre nom a été retiré de la page « Témoignages » et de l’index du site.';
    expect((await call(`/${request.id}/answer`, 'POST', { status: 'answered', answer })).status).toBe(200);
    const sent = await call(`/${request.id}/letter`, 'POST');
    expect(sent.status).toBe(200);
    expect((await readJson<One>(sent)).request.letterSentAt).toBe(testApp().clock.now().toISOString());
    const mails = await outboxMails(testApp(), eq(emailOutbox.to, 'sophie.lettre@courriel.example'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'reponse_demande', subject: expect.stringContaining(request.reference) });
    expect(mails[0]!.text).toContain('Bonjour Sophie Lettre,');
    expect(mails[0]!.text).toContain(answer);
    expect(mails[0]!.text).toContain('Nous avons donné suite à votre demande.');
    expect(mails[0]!.text).not.toContain('Commission d’accès');
    expect((await auditEventsOf(testApp().db, 'privacy_request.letter_sent', request.id))[0]?.details).toEqual({
      reference: request.reference,
    });

    const twice = await call(`/${request.id}/letter`, 'POST');
    expect(twice.status).toBe(409);
    expect((await readJson<ApiErrorBody>(twice)).error.code).toBe('PRIV_012');
    expect(await outboxMails(testApp(), eq(emailOutbox.to, 'sophie.lettre@courriel.example'))).toHaveLength(1);

    const pdfResponse = await call(`/${request.id}/letter.pdf`);
    expect(pdfResponse.status).toBe(200);
    expect(pdfResponse.headers.get('content-type')).toBe('application/pdf');
    expect(pdfResponse.headers.get('content-disposition')).toContain(`lettre-${request.reference}.pdf`);
    const printed = pdfText(Buffer.from(await pdfResponse.arrayBuffer()));
    expect(printed).toContain('Sophie Lettre');
    expect(printed).toContain(request.reference);
    expect(await auditEventsOf(testApp().db, 'privacy_request.letter_printed', request.id)).toHaveLength(1);
  });

  it('tells of the recourse in a refusal’s letter, and sends none to a requester without an address', async () => {
    const [noEmail] = await testApp()
      .db.insert(patients)
      .values({ firstName: 'Paul', lastName: 'Sanscourriel', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' })
      .returning({ id: patients.id });
    const request = await create({ kind: 'access', patientId: noEmail!.id, channel: 'mail', receivedOn: '2026-11-17' });
    expect(request.requesterEmail).toBeNull();
    await call(`/${request.id}/answer`, 'POST', { status: 'refused', answer: 'Vous n’êtes pas la personne concernée.' });
    const refused = await call(`/${request.id}/letter`, 'POST');
    expect(refused.status).toBe(422);
    expect((await readJson<ApiErrorBody>(refused)).error).toMatchObject({ code: 'PRIV_013', message: privacyRequestMessages.noEmail });
    const [row] = await testApp().db.select().from(privacyRequests).where(eq(privacyRequests.id, request.id));
    expect(row?.letterSentAt).toBeNull();
    const printed = pdfText(Buffer.from(await (await call(`/${request.id}/letter.pdf`)).arrayBuffer()));
    expect(printed).toContain('Commission d');
    expect(printed).toContain('Vous n');
  });

  it('is the clinical team’s: the reception is refused and nothing is written', async () => {
    const before = await rowCount();
    expect((await call('', 'GET', undefined, reception.cookie)).status).toBe(403);
    const refused = await call(
      '',
      'POST',
      { kind: 'access', patientId: camilleId, channel: 'desk', receivedOn: '2026-11-10' },
      reception.cookie,
    );
    expect(refused.status).toBe(403);
    expect(await rowCount()).toBe(before);
    expect(
      await testApp().db.$count(auditEvents, and(eq(auditEvents.actorId, reception.id), eq(auditEvents.entity, 'privacy_requests'))),
    ).toBe(0);
  });
});
