import { and, eq } from 'drizzle-orm';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { formatPhone } from 'shared-domain/platform/format';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { appointmentLinks, appointments, auditEvents, clinicSettings, emailOutbox, patients, serviceTypes } from '../../platform/db/schema';
import { demoAppointmentRequests, demoPatients, demoSettings } from '../../demo/demo-clinic';
import { hashToken } from '../../platform/tokens/tokens';
import { createTestSession, readJson, seededAccounts, useTestApp } from '../../testing/test-app';
import { outboxMails } from '../../testing/outbox';

interface RequestForm {
  name: string;
  email: string;
  phone: string;
  reason: string;
  patient_age?: string;
  preferred_time?: string;
}

const requesters = {
  julie: {
    name: 'Julie Bouchard-Roy',
    email: 'julie.bouchard@courriel.example',
    phone: '514 555-0161',
    reason: 'Douleur au cou depuis deux semaines',
    patient_age: '41 ans',
    preferred_time: 'Matin',
  },
  camille: {
    name: 'Camille Gagnon',
    email: demoPatients.camille.email,
    phone: demoPatients.camille.phone,
    reason: 'Suivi après l’accouchement',
    preferred_time: 'Après-midi',
  },
  rival: { name: 'Félix Côté', email: 'felix.cote@courriel.example', phone: '514 555-0163', reason: 'Mal de dos au travail' },
  declined: {
    name: 'Nadia <b>Hamel</b>',
    email: 'nadia.hamel@courriel.example',
    phone: '514 555-0164',
    reason: 'Demande de massothérapie',
  },
} satisfies Record<string, RequestForm>;

describe('the requests inbox: GET /api/admin/requests, POST /api/admin/requests/:id/schedule and /decline', () => {
  const testApp = useTestApp({ config: { trustProxy: true } });
  let cookie: string;
  let staffId: string;
  const ids: Record<keyof typeof requesters, string> = { julie: '', camille: '', rival: '', declined: '' };
  let services: Record<'followUp' | 'prenatal', string>;
  let address = 1;

  /** Sends the home page's modal as a visitor would. */
  async function request(form: RequestForm) {
    const response = await testApp().app.request('/api/public/appointment-requests', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${address++}` },
      body: JSON.stringify(form),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ received: true, kind: 'appointment' });
  }

  beforeAll(async () => {
    staffId = (await seededAccounts(testApp())).staffId;
    cookie = await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true });
    const rows = await testApp().db.select({ id: serviceTypes.id, name: serviceTypes.name }).from(serviceTypes);
    const byName = (name: string) => rows.find((row) => row.name === name)?.id ?? '';
    services = { followUp: byName('Suivi chiropratique'), prenatal: byName('Chiropratique prénatale') };
    for (const form of Object.values(requesters)) {
      await request(form);
      testApp().clock.advance({ minutes: 1 });
    }
  });

  const list = async () => {
    const response = await testApp().api.admin.requests.$get({}, { headers: { cookie } });
    expect(response.status).toBe(200);
    return (await response.json()).requests;
  };
  const post = (path: string, body: unknown) =>
    testApp().app.request(`/api/admin${path}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const schedule = (id: string, json: { serviceTypeId: string; date: string; time: string }) =>
    testApp().api.admin.requests[':id'].schedule.$post({ param: { id }, json }, { headers: { cookie } });
  const mailsTo = (to: string) => outboxMails(testApp(), eq(emailOutbox.to, to));
  const auditOf = (id: string) =>
    testApp()
      .db.select({ action: auditEvents.action, actorId: auditEvents.actorId, details: auditEvents.details })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'appointments'), eq(auditEvents.entityId, id)));
  /** Whether the public booking page offers the slot (it reads a cached calendar). */
  const offeredOnline = async (serviceId: string, date: string, time: string) => {
    const response = await testApp().api.public.booking.availability.$get({ query: { serviceId } });
    if (response.status !== 200) throw new Error(`availability answered ${response.status}`);
    const { days } = await response.json();
    return days.find((day) => day.date === date)?.slots.find((slot) => slot.time === time)?.available;
  };
  const requestRow = async (id: string) => (await testApp().db.select().from(appointments).where(eq(appointments.id, id)))[0];

  it('lists the undated requests from the public modal, oldest first, with everything the visitor wrote', async () => {
    const all = await list();
    // The demo's own requests were sent before these (the seed dates them hours before "now").
    expect(all.map((entry) => entry.email)).toEqual([
      ...demoAppointmentRequests.map((demo) => demo.email),
      ...Object.values(requesters).map((form) => form.email),
    ]);
    const requests = all.slice(demoAppointmentRequests.length);
    expect(requests[0]).toMatchObject({
      name: 'Julie Bouchard-Roy',
      email: 'julie.bouchard@courriel.example',
      phone: '514 555-0161',
      reason: 'Douleur au cou depuis deux semaines',
      patientAge: '41 ans',
      preferredTime: 'Matin',
      status: 'pending',
      statusLabel: 'En attente',
      scheduledDate: null,
      scheduledTime: null,
      bookingSource: 'site',
      patientId: null,
    });
    // The modal's markup is stripped on the way in.
    expect(requests[3]?.name).toBe('Nadia Hamel');
    for (const [index, key] of (Object.keys(requesters) as (keyof typeof requesters)[]).entries()) ids[key] = requests[index]?.id ?? '';
    // A dated pending appointment (today's 14:00) is not a request.
    const day = await (await testApp().api.admin.day.$get({ query: {} }, { headers: { cookie } })).json();
    expect(day.appointments.some((appointment) => appointment.status === 'pending')).toBe(true);
    expect(day.pendingRequests).toBe(demoAppointmentRequests.length + 4);
  });

  it('schedules a request: confirmed in the slot, a new patient record, the confirmation e-mailed with its management link', async () => {
    expect(await offeredOnline(services.followUp, '2026-11-19', '09:00')).toBe(true);
    const response = await schedule(ids.julie, { serviceTypeId: services.followUp, date: '2026-11-19', time: '09:00' });
    expect(response.status).toBe(200);
    if (response.status !== 200) return;
    const { appointment } = await response.json();
    expect(appointment).toMatchObject({
      id: ids.julie,
      status: 'confirmed',
      statusLabel: 'Confirmé',
      scheduledDate: '2026-11-19',
      scheduledTime: '09:00',
      durationMinutes: 30,
      serviceTypeId: services.followUp,
      serviceName: 'Suivi chiropratique',
      priceCents: 6500,
      reason: 'Douleur au cou depuis deux semaines',
      patientAge: '41 ans',
      preferredTime: 'Matin',
      bookingSource: 'site',
    });
    expect(appointment.patientId).not.toBeNull();
    const [record] = await testApp()
      .db.select()
      .from(patients)
      .where(eq(patients.id, appointment.patientId ?? ''));
    expect(record).toMatchObject({
      firstName: 'Julie',
      lastName: 'Bouchard-Roy',
      email: 'julie.bouchard@courriel.example',
      status: 'active',
    });

    await vi.waitFor(async () => expect(await mailsTo(requesters.julie.email)).toHaveLength(1));
    const [mail] = await mailsTo(requesters.julie.email);
    expect(mail?.subject).toBe(`Confirmation de votre rendez-vous – ${demoSettings.clinicName}`);
    const manageUrl = new RegExp(`${testApp().deps.config.publicUrl}/appointment/manage/([A-Za-z0-9_-]+)`);
    const token = mail?.text.match(manageUrl)?.[1] ?? '';
    expect(token).not.toBe('');
    const [link] = await testApp()
      .db.select()
      .from(appointmentLinks)
      .where(eq(appointmentLinks.tokenHash, hashToken(token)));
    expect(link).toMatchObject({ appointmentId: ids.julie, purpose: 'manage' });
    const opened = await testApp().app.request(`/api/links/appointments/${token}`);
    expect(opened.status).toBe(200);

    expect((await list()).map((entry) => entry.id)).not.toContain(ids.julie);
    // The public booking page's cached calendar stops offering the slot at once.
    expect(await offeredOnline(services.followUp, '2026-11-19', '09:00')).toBe(false);
    expect(await auditOf(ids.julie)).toEqual([
      {
        action: 'appointment_request.scheduled',
        actorId: staffId,
        details: { serviceTypeId: services.followUp, date: '2026-11-19', time: '09:00', patientId: appointment.patientId },
      },
      // Her first visit: its confirmation brings the intake form.
      { action: 'intake.sent', actorId: null, details: { appointmentId: appointment.id, patientId: appointment.patientId } },
    ]);
  });

  it('refuses a slot taken (409 BOOK_001), closed, off the grid or past (422), writing nothing', async () => {
    const linksBefore = await testApp().db.$count(appointmentLinks);
    const patientsBefore = await testApp().db.$count(patients);
    // Tomorrow at 10:30 the demo has Mathieu's follow-up; 09:00 was just given to Julie.
    for (const time of ['10:30', '09:00']) {
      const taken = await schedule(ids.camille, { serviceTypeId: services.followUp, date: '2026-11-19', time });
      expect(taken.status).toBe(409);
      expect((await readJson<ApiErrorBody>(taken)).error.code).toBe('BOOK_001');
    }
    const refusals: [{ date: string; time: string }, Record<string, string>][] = [
      [{ date: '2026-11-22', time: '10:00' }, { date: "La clinique n'est pas ouverte ce jour-là." }],
      [{ date: '2026-11-19', time: '10:45' }, { time: 'Cette heure ne correspond à aucun créneau de ce service' }],
      [{ date: '2026-11-18', time: '08:00' }, { time: 'Ce créneau est déjà passé' }],
      [{ date: '2026-11-17', time: '14:00' }, { time: 'Ce créneau est déjà passé' }],
    ];
    for (const [slot, fields] of refusals) {
      const refused = await schedule(ids.camille, { serviceTypeId: services.followUp, ...slot });
      expect(refused.status).toBe(422);
      expect((await readJson<ApiErrorBody>(refused)).error).toMatchObject({ code: 'VAL_001', fields });
    }
    expect(await testApp().db.$count(appointmentLinks)).toBe(linksBefore);
    expect(await testApp().db.$count(patients)).toBe(patientsBefore);
    expect(await requestRow(ids.camille)).toMatchObject({ status: 'pending', scheduledDate: null, patientId: null });
  });

  it('refuses bad input and an unknown or retired service with 422', async () => {
    const unknown = await schedule(ids.camille, { serviceTypeId: 'service-inconnu', date: '2026-11-19', time: '11:00' });
    expect(unknown.status).toBe(422);
    expect((await readJson<ApiErrorBody>(unknown)).error.fields).toEqual({
      serviceTypeId: "Ce service n'existe pas ou n'est plus offert.",
    });
    await testApp().db.update(serviceTypes).set({ isActive: false }).where(eq(serviceTypes.id, services.prenatal));
    const retired = await schedule(ids.camille, { serviceTypeId: services.prenatal, date: '2026-11-19', time: '11:00' });
    await testApp().db.update(serviceTypes).set({ isActive: true }).where(eq(serviceTypes.id, services.prenatal));
    expect(retired.status).toBe(422);
    for (const body of [
      {},
      { serviceTypeId: services.followUp, date: '2026-13-01', time: '11:00' },
      { serviceTypeId: services.followUp, date: '2026-11-19', time: '11h' },
    ]) {
      const response = await post(`/requests/${ids.camille}/schedule`, body);
      expect(response.status).toBe(422);
      expect((await readJson<ApiErrorBody>(response)).error.code).toBe('VAL_001');
    }
    expect(await requestRow(ids.camille)).toMatchObject({ status: 'pending', scheduledDate: null });
  });

  it("links a request to the patient's record when its e-mail matches one, as online booking does", async () => {
    const response = await schedule(ids.camille, { serviceTypeId: services.prenatal, date: '2026-11-19', time: '11:00' });
    expect(response.status).toBe(200);
    const [camille] = await testApp().db.select({ id: patients.id }).from(patients).where(eq(patients.email, demoPatients.camille.email));
    expect(await requestRow(ids.camille)).toMatchObject({ patientId: camille?.id, durationMinutes: 45, status: 'confirmed' });
    await vi.waitFor(async () => expect(await mailsTo(requesters.camille.email)).toHaveLength(1));
  });

  it('answers 404 for a request already scheduled, an unknown one, or a dated appointment', async () => {
    const slot = { serviceTypeId: services.followUp, date: '2026-11-19', time: '14:00' };
    expect((await schedule(ids.julie, slot)).status).toBe(404);
    expect((await schedule('demande-inconnue', slot)).status).toBe(404);
    const [dated] = await testApp()
      .db.select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.status, 'pending'), eq(appointments.scheduledDate, '2026-11-18')));
    const response = await schedule(dated?.id ?? '', slot);
    expect(response.status).toBe(404);
    expect((await readJson<ApiErrorBody>(response)).error).toEqual({
      code: 'NOT_FOUND',
      message: "Cette demande n'existe pas ou a déjà été traitée.",
    });
  });

  it('declines a request: cancelled with the message as reason, the requester told with the message and the phone', async () => {
    const message = 'Nous n’offrons pas la massothérapie.\nNous pouvons vous recommander une collègue.';
    const response = await testApp().api.admin.requests[':id'].decline.$post(
      { param: { id: ids.declined }, json: { message } },
      { headers: { cookie } },
    );
    expect(response.status).toBe(200);
    if (response.status !== 200) return;
    const { appointment } = await response.json();
    expect(appointment).toMatchObject({
      id: ids.declined,
      status: 'cancelled',
      statusLabel: 'Annulé',
      cancellationReason: message,
      scheduledDate: null,
    });
    expect((await requestRow(ids.declined))?.cancelledAt).toBe(testApp().clock.now().toISOString());
    await vi.waitFor(async () => expect(await mailsTo(requesters.declined.email)).toHaveLength(1));
    const [mail] = await mailsTo(requesters.declined.email);
    expect(mail?.subject).toBe(`Votre demande de rendez-vous – ${demoSettings.clinicName}`);
    expect(mail?.text).toContain('Bonjour Nadia Hamel,');
    expect(mail?.text).toContain('> Nous n’offrons pas la massothérapie.\n> Nous pouvons vous recommander une collègue.');
    expect(mail?.text).toContain(`Pour toute question, appelez-nous au ${formatPhone(demoSettings.phone)}.`);
    expect(mail?.html).toContain('Nous n’offrons pas la massothérapie.<br>Nous pouvons vous recommander une collègue.');
    // The audit says who declined which request, never the message.
    expect(await auditOf(ids.declined)).toEqual([{ action: 'appointment_request.declined', actorId: staffId, details: null }]);
    expect((await list()).map((entry) => entry.id)).not.toContain(ids.declined);
    expect((await post(`/requests/${ids.declined}/decline`, { message: 'Encore' })).status).toBe(404);
    expect((await schedule(ids.declined, { serviceTypeId: services.followUp, date: '2026-11-19', time: '15:00' })).status).toBe(404);
  });

  it('refuses a decline without a message, or with one too long, with 422 and changes nothing', async () => {
    const cases: [unknown, string][] = [
      [{}, 'Veuillez remplir le champ « Message »'],
      [{ message: '' }, 'Veuillez remplir le champ « Message »'],
      [{ message: '   \n ' }, 'Veuillez remplir le champ « Message »'],
      [{ message: 'a'.repeat(1001) }, 'Message ne peut pas dépasser 1000 caractères'],
      [{ message: 'Non\u202E merci' }, 'Message contient des caractères invisibles ou de contrôle qui ne sont pas permis'],
    ];
    for (const [body, message] of cases) {
      const response = await post(`/requests/${ids.rival}/decline`, body);
      expect(response.status).toBe(422);
      expect((await readJson<ApiErrorBody>(response)).error).toMatchObject({ code: 'VAL_001', fields: { message } });
    }
    expect(await requestRow(ids.rival)).toMatchObject({ status: 'pending', cancellationReason: null });
    expect((await post(`/requests/${ids.rival}/decline`, { message: 'a'.repeat(1000) })).status).toBe(200);
    await vi.waitFor(async () => expect(await mailsTo(requesters.rival.email)).toHaveLength(1));
  });

  it('gives one slot to one of two requests scheduled into it at once; the other is refused with 409', async () => {
    await request({ name: 'Annie Roy', email: 'annie.roy@courriel.example', phone: '514 555-0171', reason: 'Torticolis depuis hier' });
    await request({
      name: 'Benoît Roy',
      email: 'benoit.roy@courriel.example',
      phone: '514 555-0172',
      reason: 'Torticolis depuis hier aussi',
    });
    const pending = await list();
    const [first, second] = pending.slice(-2);
    if (!first || !second) throw new Error('the requests were not recorded');
    const slot = { serviceTypeId: services.followUp, date: '2026-11-20', time: '09:00' };
    const answers = await Promise.all([schedule(first.id, slot), schedule(second.id, slot)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const inSlot = await testApp()
      .db.select({ id: appointments.id })
      .from(appointments)
      .where(
        and(eq(appointments.scheduledDate, slot.date), eq(appointments.scheduledTime, slot.time), eq(appointments.status, 'confirmed')),
      );
    expect(inSlot).toHaveLength(1);
    // The loser left no link or record behind.
    const loser = inSlot[0]?.id === first.id ? second : first;
    expect(await testApp().db.$count(appointmentLinks, eq(appointmentLinks.appointmentId, loser.id))).toBe(0);
    expect(await testApp().db.$count(patients, eq(patients.email, loser.email))).toBe(0);
    const winner = loser === first ? second : first;
    await vi.waitFor(async () => expect(await mailsTo(winner.email)).toHaveLength(1));
    expect(await mailsTo(loser.email)).toHaveLength(0);
  });

  it('takes the booking page settings as they are: online booking off does not stop the clinic scheduling', async () => {
    await testApp().db.update(clinicSettings).set({ onlineBookingEnabled: false });
    await request({ name: 'Carole Roy', email: 'carole.roy@courriel.example', phone: '514 555-0173', reason: 'Bilan postural complet' });
    const carole = (await list()).find((entry) => entry.email === 'carole.roy@courriel.example');
    const response = await schedule(carole?.id ?? '', { serviceTypeId: services.followUp, date: '2026-11-20', time: '10:00' });
    await testApp().db.update(clinicSettings).set({ onlineBookingEnabled: true });
    expect(response.status).toBe(200);
    await vi.waitFor(async () => expect(await mailsTo('carole.roy@courriel.example')).toHaveLength(1));
  });
});
