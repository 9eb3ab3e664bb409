// The back-office's free text goes through the same input rule as the public
// forms (`validate(…, { sanitize: true })`): markup is stripped before it is stored.
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointments, blockedTimes, episodesOfCare, patients } from '../platform/db/schema';
import { demoAppointmentRequests } from '../demo/demo-clinic';
import { afterAnswersSettled } from '../platform/http/after-answer';
import { createTestSession, seededAccounts, useTestApp } from '../testing/test-app';

describe('the back-office stores free text without markup', () => {
  const testApp = useTestApp();
  let cookie: string;
  beforeAll(async () => {
    const { staffId } = await seededAccounts(testApp());
    cookie = await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true });
  });
  const send = (method: string, path: string, body: unknown) =>
    testApp().app.request(`/api/admin${path}`, {
      method,
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('a new patient record: names and notes', async () => {
    const response = await send('POST', '/patients', {
      firstName: 'Julie <script>x</script>',
      lastName: '<b>Bérubé</b>',
      notes: 'Allergie <img src=x onerror=alert(1)>au latex',
      confirmDuplicate: true,
    });
    expect(response.status).toBe(201);
    const { patient } = (await response.json()) as { patient: { id: string } };
    const [row] = await testApp().db.select().from(patients).where(eq(patients.id, patient.id));
    expect(row).toMatchObject({ firstName: 'Julie', lastName: 'Bérubé', notes: 'Allergie au latex' });
  });

  it('refuses a name made only of markup as a blank one (422, nothing stored)', async () => {
    const before = await testApp().db.$count(patients);
    const response = await send('POST', '/patients', { firstName: '<i></i>', lastName: 'Tremblay' });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty('firstName');
    expect(await testApp().db.$count(patients)).toBe(before);
  });

  it('a blocked time’s reason', async () => {
    const response = await send('POST', '/blocked-times', {
      startDate: '2026-12-21',
      endDate: '2026-12-22',
      reason: 'Formation <a href="javascript:alert(1)">continue</a>',
    });
    expect(response.status).toBe(201);
    const [row] = await testApp().db.select().from(blockedTimes).orderBy(desc(blockedTimes.createdAt)).limit(1);
    expect(row?.reason).toBe('Formation continue');
  });

  it('the message declining a request', async () => {
    const [request] = await testApp()
      .db.select({ id: appointments.id })
      .from(appointments)
      .where(eq(appointments.email, demoAppointmentRequests[0]!.email));
    const response = await send('POST', `/requests/${request!.id}/decline`, {
      message: 'Nous ne pouvons pas <script>alert(1)</script>vous recevoir cette semaine.',
    });
    expect(response.status).toBe(200);
    await afterAnswersSettled();
    const [row] = await testApp()
      .db.select({ cancellationReason: appointments.cancellationReason })
      .from(appointments)
      .where(eq(appointments.id, request!.id));
    expect(row?.cancellationReason).toBe('Nous ne pouvons pas vous recevoir cette semaine.');
  });

  it('an episode of care’s reason', async () => {
    const [patient] = await testApp().db.select({ id: patients.id }).from(patients).limit(1);
    const response = await send('POST', `/patients/${patient!.id}/episodes`, {
      reason: 'Lombalgie <svg/onload=alert(1)>aiguë',
      startedOn: '2026-11-02',
    });
    expect(response.status).toBe(201);
    const { episode } = (await response.json()) as { episode: { id: string } };
    const [row] = await testApp().db.select().from(episodesOfCare).where(eq(episodesOfCare.id, episode.id));
    expect(row?.reason).toBe('Lombalgie aiguë');
  });
});
