import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoSettings } from '../../demo/demo-clinic';
import { auditEvents, clinicSettings } from '../../platform/db/schema';
import { auditEventsOf } from '../../testing/audit-events';
import { staffMemberWithSession } from '../../testing/team-test-support';
import { useTestApp } from '../../testing/test-app';

type Refusal = { error: { code: string; message: string; fields?: Record<string, string> } };

describe('« Paramètres »: the sections kept in clinic_settings', () => {
  const testApp = useTestApp();
  const admin = async () => (await staffMemberWithSession(testApp(), 'admin')).cookie;
  const request = (cookie: string, method: string, path: string, body?: unknown) =>
    testApp().app.request(`/api/admin/settings${path}`, {
      method,
      headers: { cookie, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
  const read = async (cookie: string) => {
    const response = await testApp().api.admin.settings.$get({}, { headers: { cookie } });
    expect(response.status).toBe(200);
    return response.json();
  };
  const settingsAudit = async (action: string) => auditEventsOf(testApp().db, action, '1');

  it('answers every section’s values, the privacy officer falling back to the practitioner until set', async () => {
    const settings = await read(await admin());
    expect(settings.clinic).toMatchObject({
      clinicName: demoSettings.clinicName,
      phone: demoSettings.phone,
      timeZone: 'America/Toronto',
      province: 'QC',
    });
    expect(settings.onlineBooking).toMatchObject({ onlineBookingEnabled: true, bookingMode: 'open', advanceBookingDays: 30 });
    // A deposit cancelled in time goes back unless the clinic chooses to keep it as credit: the behaviour before the choice existed.
    expect(settings.fees).toEqual({
      noShowFee: expect.any(Number),
      lateCancellationFee: expect.any(Number),
      timelyCancellationDeposit: 'refund',
    });
    expect(settings.waitlistReminders).toMatchObject({
      offerBatchSize: 3,
      offerExpiryMinutes: 120,
      reminderHoursBefore: 24,
      textFollowUpHoursBefore: 12,
    });
    expect(settings.publicSite).toMatchObject({ showAdminLink: false, showTestimonials: false });
    expect(settings.privacy.privacyOfficerName).toBe(demoSettings.privacyOfficerName);
    expect(settings.hours.days.map((day) => day.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('saves the clinic section normalised, says what changed, audits each value before and after, and changes nothing the second time', async () => {
    const cookie = await admin();
    const { clinic } = await read(cookie);
    const saved = await request(cookie, 'PUT', '/clinic', {
      ...clinic,
      phone: '(514) 555-0199',
      email: 'Accueil@Clinique-Tremblay.EXAMPLE',
      taxRegistered: false,
      gstNumber: '812345678rt0002',
      qstNumber: '1234567890 tq 0002',
    });
    expect(saved.status).toBe(200);
    const answer = (await saved.json()) as { values: typeof clinic; changed: string[] };
    expect(answer.values).toMatchObject({
      phone: '514 555-0199',
      email: 'Accueil@clinique-tremblay.example',
      gstNumber: '812345678 RT 0002',
      qstNumber: '1234567890 TQ 0002',
      taxRegistered: false,
    });
    const changed = answer.changed;
    expect(changed).toEqual(['phone', 'email', 'taxRegistered', 'gstNumber', 'qstNumber']);
    const [entry, ...others] = await settingsAudit('settings.clinic_updated');
    expect(others).toEqual([]);
    expect(entry?.actorType).toBe('staff');
    expect(Object.keys((entry?.details as { changes: object } | undefined)?.changes ?? {})).toEqual(changed);
    expect(entry?.details).toMatchObject({
      changes: { phone: { before: clinic.phone, after: '514 555-0199' }, taxRegistered: { before: true, after: false } },
    });

    const again = await request(cookie, 'PUT', '/clinic', answer.values);
    expect(((await again.json()) as { changed: string[] }).changed).toEqual([]);
    expect(await settingsAudit('settings.clinic_updated')).toHaveLength(1);
  });

  it('shows a new clinic name on the public site at once (the site version follows the table)', async () => {
    const cookie = await admin();
    const before = await testApp().app.request('/api/public/clinic');
    expect(((await before.json()) as { clinicName: string }).clinicName).toBe(demoSettings.clinicName);
    const { clinic } = await read(cookie);
    expect((await request(cookie, 'PUT', '/clinic', { ...clinic, clinicName: 'Clinique familiale du Plateau' })).status).toBe(200);
    const after = await testApp().app.request('/api/public/clinic');
    expect(((await after.json()) as { clinicName: string }).clinicName).toBe('Clinique familiale du Plateau');
  });

  it('strips markup typed in the clinic’s name, the statistics and a closure’s reason: neither stored nor shown literally', async () => {
    const cookie = await admin();
    const { clinic, publicSite } = await read(cookie);
    const named = await request(cookie, 'PUT', '/clinic', { ...clinic, clinicName: 'Clinique <b>Tremblay</b><script>alert(1)</script>' });
    expect(named.status).toBe(200);
    expect(((await named.json()) as { values: { clinicName: string } }).values.clinicName).toBe('Clinique Tremblay');
    const figures = await request(cookie, 'PUT', '/public-site', {
      ...publicSite,
      homeStatistics: [{ value: '<img onerror=x>900+', label: 'familles <b>suivies</b>' }],
    });
    expect(figures.status).toBe(200);
    const [row] = await testApp().db.select().from(clinicSettings);
    expect(row?.clinicName).toBe('Clinique Tremblay');
    expect(JSON.parse(row?.homeStatistics ?? 'null')).toEqual([{ value: '900+', label: 'familles suivies' }]);
    const site = (await (await testApp().app.request('/api/public/clinic')).json()) as { clinicName: string; homeStatistics: unknown };
    expect(site).toMatchObject({ clinicName: 'Clinique Tremblay', homeStatistics: [{ value: '900+', label: 'familles suivies' }] });
    // A name made only of markup is empty once stripped: refused in French, nothing changes.
    const empty = await request(cookie, 'PUT', '/clinic', { ...clinic, clinicName: '<b></b>' });
    expect(empty.status).toBe(422);
    expect(((await empty.json()) as Refusal).error.fields?.clinicName).toBe('Veuillez remplir le champ « Nom de la clinique »');
    expect((await read(cookie)).clinic.clinicName).toBe('Clinique Tremblay');
    const closure = await request(cookie, 'POST', '/closures', {
      startDate: '2027-03-01',
      endDate: '2027-03-01',
      reason: 'Formation <b>OCQ</b>',
    });
    expect(((await closure.json()) as { closure: { reason: string } }).closure.reason).toBe('Formation OCQ');
  });

  it('saves each other section and answers its changed fields', async () => {
    const cookie = await admin();
    const cases = [
      {
        path: '/online-booking',
        body: {
          onlineBookingEnabled: true,
          bookingMode: 'automatic',
          advanceBookingDays: '60',
          minimumNoticeHours: 2,
          sameDayBooking: false,
          selfServiceCutoffHours: '',
          maxUpcomingPerPerson: 3,
          newPatientsBookOnline: 'false',
        },
        action: 'settings.online_booking_updated',
        columns: {
          bookingMode: 'automatic',
          advanceBookingDays: 60,
          minimumNoticeHours: 2,
          sameDayBooking: false,
          maxUpcomingPerPerson: 3,
        },
      },
      {
        path: '/fees',
        body: { noShowFee: '45,50 $', lateCancellationFee: 0, timelyCancellationDeposit: 'credit' },
        action: 'settings.fees_updated',
        columns: { noShowFee: 4550, lateCancellationFee: 0, timelyCancellationDeposit: 'credit' },
      },
      {
        path: '/waitlist-reminders',
        body: {
          offerBatchSize: 5,
          offerExpiryMinutes: 90,
          reminderHoursBefore: 48,
          textFollowUpHoursBefore: 6,
          quietHoursStart: '21:00',
          quietHoursEnd: '07:00',
        },
        action: 'settings.waitlist_reminders_updated',
        columns: {
          offerBatchSize: 5,
          offerExpiryMinutes: 90,
          reminderHoursBefore: 48,
          textFollowUpHoursBefore: 6,
          quietHoursStart: '21:00',
          quietHoursEnd: '07:00',
        },
      },
      {
        path: '/public-site',
        body: { showAdminLink: true, showTestimonials: true, homeStatistics: [{ value: '1 200+', label: 'familles' }] },
        action: 'settings.public_site_updated',
        columns: { showAdminLink: true, showTestimonials: true, homeStatistics: '[{"value":"1 200+","label":"familles"}]' },
      },
      {
        path: '/privacy',
        body: {
          privacyOfficerName: 'Chantal Bergeron',
          privacyOfficerTitle: 'Adjointe administrative',
          privacyOfficerEmail: 'vie.privee@clinique-tremblay.example',
          privacyOfficerPhone: '514-555-0150',
        },
        action: 'settings.privacy_updated',
        columns: {
          privacyOfficerName: 'Chantal Bergeron',
          privacyOfficerTitle: 'Adjointe administrative',
          privacyOfficerPhone: '514 555-0150',
        },
      },
    ] as const;
    for (const { path, body, action, columns } of cases) {
      // Only the entry this save writes: an earlier test may have saved the same section.
      const earlier = new Set((await settingsAudit(action)).map((entry) => entry.id));
      const response = await request(cookie, 'PUT', path, body);
      expect(response.status, path).toBe(200);
      const { changed } = (await response.json()) as { changed: string[] };
      expect(changed.length, path).toBeGreaterThan(0);
      const [row] = await testApp().db.select().from(clinicSettings);
      expect(row, path).toMatchObject(columns);
      const [entry] = (await settingsAudit(action)).filter((written) => !earlier.has(written.id));
      expect(Object.keys((entry?.details as { changes: object } | undefined)?.changes ?? {}), path).toEqual(changed);
    }
    // Null statistics are the site's own; the defaults sent back are stored as null too.
    const { publicSite } = await read(cookie);
    expect(publicSite.homeStatistics).toEqual([{ value: '1 200+', label: 'familles' }]);
    await request(cookie, 'PUT', '/public-site', {
      ...publicSite,
      homeStatistics: [
        { value: '847+', label: 'familles accompagnées' },
        { value: '15+', label: "années d'expertise" },
      ],
    });
    expect((await read(cookie)).publicSite.homeStatistics).toBeNull();
  });

  it('refuses bad input in every section with a French message beside the field, and changes nothing', async () => {
    const cookie = await admin();
    const before = await read(cookie);
    const [rowBefore] = await testApp().db.select().from(clinicSettings);
    const auditCount = async () =>
      (await testApp().db.select().from(auditEvents)).filter((row) => row.action.startsWith('settings.')).length;
    const auditsBefore = await auditCount();
    const cases: [string, unknown, Record<string, string | RegExp>][] = [
      ['/clinic', { ...before.clinic, clinicName: '' }, { clinicName: 'Veuillez remplir le champ « Nom de la clinique »' }],
      ['/clinic', { ...before.clinic, phone: '12' }, { phone: 'Téléphone doit être un numéro de téléphone valide' }],
      ['/clinic', { ...before.clinic, postalCode: 'H2J' }, { postalCode: 'Code postal doit avoir la forme A1A 1A1' }],
      ['/clinic', { ...before.clinic, email: 'info@' }, { email: 'Courriel doit être une adresse courriel valide' }],
      ['/clinic', { ...before.clinic, timeZone: 'Europe/Paris' }, { timeZone: /fuseau horaire canadien/ }],
      [
        '/clinic',
        { ...before.clinic, taxRegistered: true, gstNumber: null, qstNumber: '12' },
        { gstNumber: /TPS est requis/, qstNumber: 'Le numéro de TVQ a la forme 1234567890 TQ 0001' },
      ],
      ['/online-booking', { ...before.onlineBooking, advanceBookingDays: 0 }, { advanceBookingDays: /de 1 à 365/ }],
      ['/online-booking', { ...before.onlineBooking, minimumNoticeHours: 169 }, { minimumNoticeHours: /de 0 à 168/ }],
      ['/online-booking', { ...before.onlineBooking, maxUpcomingPerPerson: 21 }, { maxUpcomingPerPerson: /de 1 à 20/ }],
      ['/online-booking', { ...before.onlineBooking, bookingMode: 'fermé' }, { bookingMode: /Ouvert, Complet, Automatique/ }],
      ['/online-booking', { ...before.onlineBooking, sameDayBooking: 'peut-être' }, { sameDayBooking: /activé ou désactivé/ }],
      ['/fees', { ...before.fees, noShowFee: '1 000,01 $' }, { noShowFee: /entre 0,00\s\$ et 1\s000,00\s\$/ }],
      ['/fees', { ...before.fees, lateCancellationFee: 'vingt' }, { lateCancellationFee: /montant en dollars/ }],
      ['/fees', { ...before.fees, noShowFee: -100 }, { noShowFee: /entre/ }],
      [
        '/fees',
        { ...before.fees, timelyCancellationDeposit: 'garder' },
        { timelyCancellationDeposit: /Rembourser le dépôt, Garder en crédit au compte/ },
      ],
      ['/fees', { noShowFee: 0, lateCancellationFee: 0 }, { timelyCancellationDeposit: /Rembourser le dépôt/ }],
      ['/waitlist-reminders', { ...before.waitlistReminders, offerBatchSize: 11 }, { offerBatchSize: /de 1 à 10/ }],
      ['/waitlist-reminders', { ...before.waitlistReminders, offerExpiryMinutes: 10 }, { offerExpiryMinutes: /de 15 à 1440/ }],
      [
        '/waitlist-reminders',
        { ...before.waitlistReminders, reminderHoursBefore: 0, textFollowUpHoursBefore: 200 },
        { reminderHoursBefore: /de 1 à 168/, textFollowUpHoursBefore: /de 1 à 167/ },
      ],
      [
        '/waitlist-reminders',
        { ...before.waitlistReminders, quietHoursStart: '21:00', quietHoursEnd: null },
        { quietHoursEnd: /ou laissez les deux vides/ },
      ],
      [
        '/waitlist-reminders',
        { ...before.waitlistReminders, quietHoursStart: '25:00', quietHoursEnd: '07:00' },
        { quietHoursStart: /heure valide/ },
      ],
      [
        '/public-site',
        { ...before.publicSite, homeStatistics: [1, 2, 3, 4, 5].map((n) => ({ value: `${n}`, label: 'a' })) },
        { homeStatistics: 'Au plus 4 statistiques' },
      ],
      [
        '/public-site',
        { ...before.publicSite, homeStatistics: [{ value: '', label: 'familles' }] },
        { 'homeStatistics.0.value': 'Veuillez remplir le champ « Valeur »' },
      ],
      [
        '/privacy',
        { ...before.privacy, privacyOfficerEmail: 'non' },
        { privacyOfficerEmail: 'Courriel doit être une adresse courriel valide' },
      ],
      [
        '/privacy',
        { ...before.privacy, privacyOfficerName: '   ' },
        { privacyOfficerName: 'Veuillez remplir le champ « Nom de la personne responsable »' },
      ],
    ];
    for (const [path, body, fields] of cases) {
      const response = await request(cookie, 'PUT', path, body);
      expect(response.status, `${path} ${JSON.stringify(fields)}`).toBe(422);
      const refusal = (await response.json()) as Refusal;
      expect(refusal.error.code).toBe('VAL_001');
      expect(refusal.error.fields).toEqual(
        Object.fromEntries(
          Object.entries(fields).map(([field, message]) => [field, typeof message === 'string' ? message : expect.stringMatching(message)]),
        ),
      );
    }
    const malformed = await request(cookie, 'PUT', '/clinic', '{"clinicName":');
    expect(malformed.status).toBe(400);
    expect(await read(cookie)).toEqual(before);
    const [rowAfter] = await testApp().db.select().from(clinicSettings);
    expect(rowAfter).toEqual(rowBefore);
    expect(await auditCount()).toBe(auditsBefore);
  });

  it('is the admin’s only: a practitioner and the reception are refused every route, and nothing changes', async () => {
    const adminCookie = await admin();
    const before = await read(adminCookie);
    for (const role of ['practitioner', 'reception'] as const) {
      const { cookie } = await staffMemberWithSession(testApp(), role);
      expect((await request(cookie, 'GET', '')).status, role).toBe(403);
      for (const [path, body] of [
        ['/clinic', { ...before.clinic, clinicName: 'Prise de contrôle' }],
        ['/hours', before.hours],
        ['/online-booking', { ...before.onlineBooking, onlineBookingEnabled: false }],
        ['/fees', { ...before.fees, noShowFee: 99_900 }],
        ['/waitlist-reminders', before.waitlistReminders],
        ['/public-site', { ...before.publicSite, showAdminLink: true }],
        ['/privacy', before.privacy],
      ] as const) {
        const response = await request(cookie, 'PUT', path, body);
        expect(response.status, `${role} ${path}`).toBe(403);
      }
    }
    const [row] = await testApp().db.select().from(clinicSettings).where(eq(clinicSettings.id, 1));
    expect(row?.clinicName).toBe(before.clinic.clinicName);
    expect(await read(adminCookie)).toEqual(before);
  });
});
