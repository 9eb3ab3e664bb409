// What an attacker types into the public appointment request.
import { eq } from 'drizzle-orm';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { beforeEach, describe, expect, it } from 'vitest';
import { appointments, bookingHours, clinicSettings, waitlistEntries } from '../../platform/db/schema';
import { readJson, testNow, useTestApp } from '../../testing/test-app';

const phone = '514 555-0142';
const valid = {
  name: 'Marie Tremblay',
  email: 'marie.tremblay@exemple.ca',
  phone,
  reason: 'Douleurs au dos pendant la grossesse',
  patient_age: '32 ans',
  preferred_time: 'Matin',
};
const controlMessage = (label: string) => `${label} contient des caractères invisibles ou de contrôle qui ne sont pas permis`;

describe('POST /api/public/appointment-requests with hostile input', () => {
  const testApp = useTestApp({ config: { trustProxy: true } });
  let nextAddress = 1;

  const post = (body: unknown) =>
    testApp().app.request('/api/public/appointment-requests', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${nextAddress++ % 250}` },
      body: JSON.stringify(body),
    });
  // The agenda is open in these tests: an accepted request is an appointment.
  const storedAppointments = () => testApp().db.select().from(appointments).where(eq(appointments.phone, phone));
  const stored = async () => [
    ...(await testApp().db.select().from(appointments).where(eq(appointments.phone, phone))),
    ...(await testApp().db.select().from(waitlistEntries).where(eq(waitlistEntries.phone, phone))),
  ];

  beforeEach(async () => {
    testApp().clock.set(testNow);
    const { db } = testApp();
    await db.update(clinicSettings).set({ bookingMode: 'open' });
    await db.update(bookingHours).set({ enabled: true }).where(eq(bookingHours.weekday, 3));
    await db.delete(appointments).where(eq(appointments.phone, phone));
    await db.delete(waitlistEntries).where(eq(waitlistEntries.phone, phone));
  });

  const expectRefused = async (body: unknown, fields: Record<string, string>) => {
    const response = await post(body);
    expect(response.status).toBe(422);
    const { error } = await readJson<ApiErrorBody>(response);
    expect(error.code).toBe('VAL_001');
    expect(error.fields).toEqual(fields);
    expect(await stored()).toHaveLength(0);
  };

  it.each([
    ['NUL', 'Marie\u0000 Tremblay'],
    ['a right-to-left override', 'Marie \u202Eyalbmert'],
    ['an isolate', 'Marie \u2067Tremblay\u2069'],
    ['a zero-width space', 'Ma\u200Brie Tremblay'],
    ['a C1 control', 'Marie\u009BTremblay'],
    ['a line break', 'Marie\nTremblay'],
  ])('answers 422 to %s in the name and stores nothing', async (_what, name) => {
    await expectRefused({ ...valid, name }, { name: controlMessage('Nom complet') });
  });

  it('answers 422 to NUL or a bidi override in the reason and stores nothing', async () => {
    const fields = { reason: controlMessage('Raison de la consultation') };
    await expectRefused({ ...valid, reason: 'Mal au dos\u0000<script>' }, fields);
    await expectRefused({ ...valid, reason: 'Mal au dos \u202Edepuis mardi' }, fields);
  });

  it.each([
    'a,b@x.example',
    'x;victim@x.example',
    'a<victim@x.example>',
    '"a b"@x.example',
    'a@b@x.example',
    'a@x.example\r\nBcc: v@x.example',
  ])('answers 422 to the e-mail %j and stores nothing', async (email) => {
    await expectRefused({ ...valid, email }, { email: 'Courriel doit être une adresse courriel valide' });
  });

  it('accepts a multi-line reason and stores the e-mail with its domain in lower case', async () => {
    const response = await post({ ...valid, email: 'Marie.Tremblay@Exemple.CA', reason: 'Mal au dos\r\ndepuis mardi' });
    expect(response.status).toBe(201);
    const [row] = await storedAppointments();
    expect(row).toMatchObject({ email: 'Marie.Tremblay@exemple.ca', reason: 'Mal au dos\ndepuis mardi' });
  });

  it.each([
    ['A<svg/onload=alert(1)>B au dos', 'AB au dos'],
    ['Douleurs <a href="java\tscript:alert(1)">au dos</a>', 'Douleurs au dos'],
    ['Douleurs <img src=x onerror=alert(1)> au dos', 'Douleurs  au dos'],
    ['Douleurs <scr<b>ipt>alert(1)</script> au dos', 'Douleurs ipt>alert(1) au dos'],
    ['Douleurs au dos <img src=x onerror=alert(1)', 'Douleurs au dos'],
    ['Douleurs au dos depuis < 3 jours', 'Douleurs au dos depuis < 3 jours'],
  ])('stores the reason %j without markup', async (reason, expected) => {
    const response = await post({ ...valid, name: 'Marie <b onmouseover=alert(1)>Tremblay', reason });
    expect(response.status).toBe(201);
    const [row] = await storedAppointments();
    expect(row?.reason).toBe(expected);
    expect(row?.name).toBe('Marie Tremblay');
  });
});
