import { desc, eq } from 'drizzle-orm';
import { hc } from 'hono/client';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AppType } from '../../app';
import { appointments, bookingHours, clinicSettings, waitlistEntries } from '../../platform/db/schema';
import { readJson, testNow, useTestApp } from '../../testing/test-app';

const valid = {
  name: 'Marie Tremblay',
  email: 'Marie.Tremblay@Exemple.ca',
  phone: '514 555-0199',
  reason: 'Douleurs au dos pendant la grossesse',
  patient_age: '32 ans',
  preferred_time: 'Matin',
};

describe('POST /api/public/appointment-requests', () => {
  // Each request comes from its own address unless a test says otherwise, so the rate limit
  // only shows where it is under test.
  const testApp = useTestApp({ config: { trustProxy: true } });
  let nextAddress = 1;
  const freshAddress = () => `198.51.100.${nextAddress++ % 250}`;

  const post = (body: unknown, address = freshAddress()) =>
    testApp().app.request('/api/public/appointment-requests', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  const siteRequests = () =>
    testApp().db.select().from(appointments).where(eq(appointments.bookingSource, 'site')).orderBy(desc(appointments.createdAt));
  const siteEntries = () => testApp().db.select().from(waitlistEntries).where(eq(waitlistEntries.phone, valid.phone));
  const storedCount = async () => (await testApp().db.$count(appointments)) + (await testApp().db.$count(waitlistEntries));

  beforeEach(async () => {
    testApp().clock.set(testNow);
    const { db } = testApp();
    await db.update(clinicSettings).set({ bookingMode: 'open' });
    await db.update(bookingHours).set({ enabled: true }).where(eq(bookingHours.weekday, 3));
    // Only what these tests created: the demo's own site requests are dated, these are not.
    await db.delete(appointments).where(eq(appointments.phone, valid.phone));
    await db.delete(waitlistEntries).where(eq(waitlistEntries.phone, valid.phone));
  });

  describe('with the agenda open', () => {
    it('stores a pending appointment without date from the site and answers 201', async () => {
      const response = await post(valid);
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ received: true, kind: 'appointment' });
      const [row, ...others] = (await siteRequests()).filter((request) => request.phone === valid.phone);
      expect(others).toHaveLength(0);
      expect(row).toMatchObject({
        name: 'Marie Tremblay',
        // The domain is lower-cased (shared-domain's e-mail rule); the mailbox part is kept as typed.
        email: 'Marie.Tremblay@exemple.ca',
        phone: '514 555-0199',
        reason: 'Douleurs au dos pendant la grossesse',
        patientAge: '32 ans',
        preferredTime: 'Matin',
        status: 'pending',
        bookingSource: 'site',
        scheduledDate: null,
        scheduledTime: null,
        patientId: null,
        createdAt: '2026-11-18T15:00:00.000Z',
      });
      expect(await siteEntries()).toHaveLength(0);
    });

    it('stores each distinct request and leaves the optional fields empty', async () => {
      const { patient_age: _age, preferred_time: _time, ...required } = valid;
      expect((await post(required)).status).toBe(201);
      expect((await post({ ...valid, reason: 'Maux de tête depuis un mois' })).status).toBe(201);
      const rows = (await siteRequests()).filter((request) => request.phone === valid.phone);
      expect(rows).toHaveLength(2);
      const bare = rows.find((request) => request.reason === valid.reason);
      expect(bare).toMatchObject({ patientAge: null, preferredTime: null });
    });
  });

  describe('with the agenda full', () => {
    it('puts the request on the waitlist instead, in readable French, and answers 201', async () => {
      await testApp().db.update(clinicSettings).set({ bookingMode: 'full' });
      const before = await testApp().db.$count(appointments);
      const response = await post({ ...valid, preferred_time: 'Fin de journée' });
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ received: true, kind: 'waitlist' });
      expect(await testApp().db.$count(appointments)).toBe(before);
      const entries = await siteEntries();
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        fullName: 'Marie Tremblay',
        // The domain is lower-cased (shared-domain's e-mail rule); the mailbox part is kept as typed.
        email: 'Marie.Tremblay@exemple.ca',
        phone: '514 555-0199',
        preferredDays: [],
        preferredTimes: ['Soir (17h-20h)'],
        status: 'waiting',
        source: 'site',
        createdAt: '2026-11-18T15:00:00.000Z',
      });
      expect(entries[0]?.notes).toBe(
        [
          'Raison de la consultation : Douleurs au dos pendant la grossesse',
          'Âge du patient : 32 ans',
          'Moment préféré : Fin de journée',
          'Demande reçue par le formulaire de rendez-vous du site.',
        ].join('\n'),
      );
    });

    it('maps the morning and afternoon periods, and takes Flexible or nothing as no preference', async () => {
      await testApp().db.update(clinicSettings).set({ bookingMode: 'full' });
      const periods = {
        Matin: ['Matin (8h-12h)'],
        'Après-midi': ['Après-midi (12h-17h)'],
        Flexible: [],
        '': [],
      };
      for (const [index, [preferred, expected]] of Object.entries(periods).entries()) {
        const reason = `Suivi numéro ${index + 1}`;
        expect((await post({ ...valid, reason, preferred_time: preferred })).status).toBe(201);
        const entry = (await siteEntries()).find((row) => row.notes?.includes(reason));
        expect(entry?.preferredTimes).toEqual(expected);
      }
    });

    it('follows the automatic mode: waitlist once no slot is free', async () => {
      await testApp().db.update(clinicSettings).set({ bookingMode: 'automatic' });
      expect(await readJson<{ kind: string }>(await post(valid))).toEqual({
        received: true,
        kind: 'appointment',
      });
      await testApp().db.update(bookingHours).set({ enabled: false });
      try {
        const response = await post({ ...valid, reason: 'Deuxième demande, agenda complet' });
        expect(await readJson<{ kind: string }>(response)).toEqual({
          received: true,
          kind: 'waitlist',
        });
      } finally {
        for (const weekday of [1, 2, 3, 4, 5]) {
          await testApp().db.update(bookingHours).set({ enabled: true }).where(eq(bookingHours.weekday, weekday));
        }
      }
    });
  });

  describe('duplicate submissions', () => {
    it('are not stored twice within 10 minutes: same address in any case, same reason, answered as the first', async () => {
      const first = await post(valid);
      expect(first.status).toBe(201);
      const firstBody = await first.json();
      testApp().clock.set('2026-11-18T15:09:00Z');
      const again = await post({
        ...valid,
        email: 'marie.tremblay@exemple.ca',
        phone: '514-555-0199',
      });
      // The same status and body as a first request: the answer must not tell that this address
      // sent this reason minutes ago.
      expect(again.status).toBe(201);
      expect(await again.json()).toEqual(firstBody);
      expect((await siteRequests()).filter((row) => row.phone === valid.phone)).toHaveLength(1);
    });

    it('are answered as a first request would be now, whatever the earlier one was kept as', async () => {
      expect(await readJson<{ kind: string }>(await post(valid))).toEqual({ received: true, kind: 'appointment' });
      await testApp().db.update(clinicSettings).set({ bookingMode: 'full' });
      const again = await post(valid);
      const fresh = await post({ ...valid, reason: 'Une première demande, agenda complet' });
      expect(again.status).toBe(fresh.status);
      expect(await again.json()).toEqual(await fresh.json());
      expect((await siteRequests()).filter((row) => row.phone === valid.phone)).toHaveLength(1);
    });

    it('are new requests when the reason differs or the window has passed', async () => {
      expect((await post(valid)).status).toBe(201);
      expect((await post({ ...valid, reason: 'Une autre raison de consulter' })).status).toBe(201);
      testApp().clock.set('2026-11-18T15:10:01Z');
      expect((await post(valid)).status).toBe(201);
      expect((await siteRequests()).filter((row) => row.phone === valid.phone)).toHaveLength(3);
    });

    it('are recognised on the waitlist too', async () => {
      await testApp().db.update(clinicSettings).set({ bookingMode: 'full' });
      expect((await post(valid)).status).toBe(201);
      const again = await post({
        ...valid,
        email: valid.email.toUpperCase(),
        patient_age: '33 ans',
      });
      expect(again.status).toBe(201);
      expect(await again.json()).toEqual({ received: true, kind: 'waitlist' });
      expect(await siteEntries()).toHaveLength(1);
    });

    it('on the waitlist are told apart from a longer reason that starts the same way', async () => {
      await testApp().db.update(clinicSettings).set({ bookingMode: 'full' });
      expect((await post({ ...valid, reason: 'Mal de dos chronique' })).status).toBe(201);
      expect((await post({ ...valid, reason: 'Mal de dos' })).status).toBe(201);
      expect((await post({ ...valid, reason: 'Mal de dos' })).status).toBe(201);
      expect(await siteEntries()).toHaveLength(2);
    });

    it('sent at the same moment are stored once', async () => {
      const responses = await Promise.all([post(valid), post(valid), post(valid)]);
      expect(responses.map((response) => response.status)).toEqual([201, 201, 201]);
      expect((await siteRequests()).filter((row) => row.phone === valid.phone)).toHaveLength(1);
    });
  });

  describe('bad input gets a 4xx in French and stores nothing', () => {
    async function expectRefused(body: unknown, status: number): Promise<ApiErrorBody['error']> {
      const before = await storedCount();
      const response = await post(body);
      expect(response.status).toBe(status);
      const { error } = await readJson<ApiErrorBody>(response);
      for (const message of [error.message, ...Object.values(error.fields ?? {})]) {
        expect(message).not.toMatch(/\b(expected|received|invalid|required)\b/i);
      }
      expect(await storedCount()).toBe(before);
      return error;
    }

    it('missing fields', async () => {
      const error = await expectRefused({}, 422);
      expect(error).toEqual({
        code: 'VAL_001',
        message: 'Certains champs sont invalides.',
        fields: {
          name: 'Veuillez remplir le champ « Nom complet »',
          email: 'Veuillez remplir le champ « Courriel »',
          phone: 'Veuillez remplir le champ « Téléphone »',
          reason: 'Veuillez remplir le champ « Raison de la consultation »',
        },
      });
    });

    it('values out of the rules', async () => {
      const error = await expectRefused(
        {
          ...valid,
          name: 'A',
          email: 'pas un courriel',
          phone: '123',
          reason: 'mal',
          preferred_time: 'Minuit',
        },
        422,
      );
      expect(error.fields).toEqual({
        name: 'Nom complet doit contenir au moins 2 caractères',
        email: 'Courriel doit être une adresse courriel valide',
        phone: 'Téléphone doit être un numéro de téléphone valide',
        reason: 'Raison de la consultation doit contenir au moins 5 caractères',
        preferred_time: "Moment préféré doit être l'une des valeurs suivantes: Matin, Après-midi, Fin de journée, Flexible",
      });
    });

    it('a 100 kB string', async () => {
      const error = await expectRefused({ ...valid, reason: 'x'.repeat(100 * 1024) }, 413);
      expect(error).toEqual({
        code: 'PAYLOAD_TOO_LARGE',
        message: 'La requête est trop volumineuse.',
      });
    });

    it('a string over its field’s limit but under the body limit', async () => {
      const error = await expectRefused({ ...valid, reason: 'x'.repeat(5000) }, 422);
      expect(error.fields).toEqual({
        reason: 'Raison de la consultation ne peut pas dépasser 1000 caractères',
      });
    });

    it('wrong types: numbers, null, arrays, objects', async () => {
      const error = await expectRefused(
        {
          name: 42,
          email: null,
          phone: ['514 555-0199'],
          reason: { text: 'mal au dos' },
          patient_age: 32,
          preferred_time: 7,
        },
        422,
      );
      expect(error.fields).toEqual({
        name: 'Veuillez remplir le champ « Nom complet »',
        email: 'Veuillez remplir le champ « Courriel »',
        phone: 'Veuillez remplir le champ « Téléphone »',
        reason: 'Veuillez remplir le champ « Raison de la consultation »',
        patient_age: 'Âge du patient a un format invalide',
        preferred_time: "Moment préféré doit être l'une des valeurs suivantes: Matin, Après-midi, Fin de journée, Flexible",
      });
    });

    it('a body that is not an object', async () => {
      for (const body of ['[]', 'null', '"Marie"', '42']) {
        const error = await expectRefused(body, 422);
        expect(error.code).toBe('VAL_001');
      }
    });

    it('broken JSON', async () => {
      const error = await expectRefused('{"name": "Marie", ', 400);
      expect(error).toEqual({
        code: 'VAL_003',
        message: 'Le contenu de la requête est illisible.',
      });
    });

    it('a field that is nothing but a script once sanitised', async () => {
      const error = await expectRefused({ ...valid, name: '<script>alert("x")</script>' }, 422);
      expect(error.fields).toEqual({ name: 'Veuillez remplir le champ « Nom complet »' });
    });
  });

  it('stores script tags, iframes, javascript: links and inline handlers stripped', async () => {
    const response = await post({
      ...valid,
      name: 'Marie <iframe src="https://evil.example"></iframe>Tremblay',
      reason: 'Mal de dos <script>alert(1)</script>depuis <img src=x onerror="alert(1)">une semaine, voir javascript:alert(1)',
      patient_age: '<script>document.cookie</script>32 ans',
    });
    expect(response.status).toBe(201);
    const [row] = (await siteRequests()).filter((request) => request.phone === valid.phone);
    expect(row).toMatchObject({
      name: 'Marie Tremblay',
      reason: 'Mal de dos depuis une semaine, voir alert(1)',
      patientAge: '32 ans',
    });
  });

  it('allows 5 requests per client in 10 minutes, then answers 429 and stores nothing more', async () => {
    const address = '203.0.113.50';
    for (let index = 0; index < 5; index += 1) {
      expect((await post({ ...valid, reason: `Demande numéro ${index + 1}` }, address)).status).toBe(201);
    }
    const before = await storedCount();
    const refused = await post({ ...valid, reason: 'Demande numéro 6' }, address);
    expect(refused.status).toBe(429);
    expect((await readJson<ApiErrorBody>(refused)).error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
    });
    expect(refused.headers.get('retry-after')).toBe('600');
    expect(await storedCount()).toBe(before);
  });

  it('is reachable through the typed client', async () => {
    const client = hc<AppType>('http://localhost', {
      fetch: (input: string | URL | Request, init?: RequestInit) => testApp().app.request(input, init),
    });
    const response = await client.api.public['appointment-requests'].$post(
      { json: { ...valid, preferred_time: 'Après-midi' } },
      { headers: { 'x-forwarded-for': freshAddress() } },
    );
    expect(response.status).toBe(201);
    if (response.status === 201) {
      const body = await response.json();
      expect(body.kind).toBe('appointment');
    }
  });
});
