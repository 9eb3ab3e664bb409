// « Ce numéro est un cellulaire » in the portal's profile: her own record only, audited when it changes.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { patientAccounts, patients } from '../../platform/db/schema';
import { createdTimestamp, timestamps } from '../../platform/db/timestamps';
import { auditEventsOf } from '../../testing/audit-events';
import { createTestSession, useTestApp } from '../../testing/test-app';

describe('PUT /api/portal/me/phone-mobile', () => {
  const testApp = useTestApp();

  it('flags her own phone a mobile, shows it in her profile, and audits the change only', async () => {
    const email = 'julie.cellulaire@courriel.example';
    const [patient] = await testApp()
      .db.insert(patients)
      .values({ firstName: 'Julie', lastName: 'Martin', email, phone: '514 555-0190', ...timestamps(testApp().clock) })
      .returning({ id: patients.id });
    const [account] = await testApp()
      .db.insert(patientAccounts)
      .values({ patientId: patient!.id, email, ...createdTimestamp(testApp().clock) })
      .returning({ id: patientAccounts.id });
    const cookie = await createTestSession(testApp(), { subjectType: 'patient', subjectId: account!.id });
    const put = (body: unknown) =>
      testApp().app.request('/api/portal/me/phone-mobile', {
        method: 'PUT',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await put({ phoneMobile: 'peut-être' })).status).toBe(422);
    expect((await put({ phoneMobile: true })).status).toBe(200);
    expect((await put({ phoneMobile: true })).status).toBe(200);
    const [row] = await testApp().db.select({ phoneMobile: patients.phoneMobile }).from(patients).where(eq(patients.id, patient!.id));
    expect(row?.phoneMobile).toBe(true);
    const me = await testApp().app.request('/api/portal/me', { headers: { cookie } });
    expect(await me.json()).toMatchObject({ phone: '514 555-0190', phoneMobile: true });
    expect(await auditEventsOf(testApp().db, 'patient_record.updated', patient!.id)).toMatchObject([
      { actorType: 'patient', details: { fields: ['phoneMobile'] } },
    ]);
  });
});
