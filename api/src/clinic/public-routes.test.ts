import { eq, ne } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoBookingHours } from '../demo/demo-clinic';
import { appointments, bookingHours, clinicSettings, serviceTypes } from '../platform/db/schema';
import { testNow, useTestApp } from '../testing/test-app';
import { timestamps } from '../platform/db/timestamps';

describe('public clinic routes', () => {
  const testApp = useTestApp();

  it('returns the seeded clinic profile with its seven days of opening hours', async () => {
    const response = await testApp().api.public.clinic.$get();
    expect(response.status).toBe(200);
    const profile = await response.json();
    expect(profile).toMatchObject({
      clinicName: 'Clinique chiropratique Émilie Tremblay',
      phone: '514 555-0142',
      agendaFull: false,
      address: { city: 'Montréal', province: 'QC' },
    });
    expect(profile.openingHours).toHaveLength(7);
    // Its breaks (lunch) come with it: clinic-profile-settings.test.ts.
    expect(profile.openingHours[1]).toMatchObject({
      weekday: 1,
      enabled: true,
      start: '08:00',
      end: '19:00',
    });
    expect(profile.openingHours[0]).toMatchObject({ weekday: 0, enabled: false });
  });

  it('says the agenda is full once the booking mode is set to full', async () => {
    await testApp().db.update(clinicSettings).set({ bookingMode: 'full' });
    try {
      const profile = await (await testApp().api.public.clinic.$get()).json();
      expect(profile.agendaFull).toBe(true);
    } finally {
      await testApp().db.update(clinicSettings).set({ bookingMode: 'open' });
    }
  });

  it('lists only the active services, in display order, with prices in cents', async () => {
    await testApp().db.update(serviceTypes).set({ isActive: false }).where(eq(serviceTypes.name, 'Chiropratique pédiatrique'));
    const response = await testApp().api.public.services.$get();
    expect(response.status).toBe(200);
    const services = await response.json();
    expect(services.map((service) => service.name)).toEqual([
      'Évaluation initiale',
      'Suivi chiropratique',
      'Chiropratique prénatale',
      'Neurologie fonctionnelle',
      'Neuropédiatrie fonctionnelle',
    ]);
    expect(services[0]).toMatchObject({ priceCents: 9500, durationMinutes: 60 });
    expect(services[1]).toMatchObject({ priceCents: 6500, durationMinutes: 30 });
  });

  it('follows the display order rather than the insertion order', async () => {
    await testApp().db.update(serviceTypes).set({ displayOrder: -1 }).where(eq(serviceTypes.name, 'Neurologie fonctionnelle'));
    const services = await (await testApp().api.public.services.$get()).json();
    expect(services[0]?.name).toBe('Neurologie fonctionnelle');
  });
});

describe('agenda full in automatic mode', () => {
  const testApp = useTestApp();
  const testReason = 'Créneau occupé (test)';

  const agendaFull = async () => {
    const response = await testApp().api.public.clinic.$get();
    expect(response.status).toBe(200);
    return (await response.json()).agendaFull;
  };

  /** Only `weekday` open, from `start` to `end`; every other day closed. */
  const openOnly = async (weekday: number, start: string, end: string) => {
    await testApp().db.update(bookingHours).set({ enabled: false });
    await testApp().db.update(bookingHours).set({ enabled: true, startTime: start, endTime: end }).where(eq(bookingHours.weekday, weekday));
  };

  /** Only the one-hour initial assessment left open to online booking. */
  const onlyHourLongService = () =>
    testApp().db.update(serviceTypes).set({ allowOnlineBooking: false }).where(ne(serviceTypes.name, 'Évaluation initiale'));

  const book = (scheduledDate: string, scheduledTime: string, status: 'pending' | 'confirmed' | 'cancelled' = 'confirmed') =>
    testApp()
      .db.insert(appointments)
      .values({
        name: 'Patient Test',
        email: 'patient.test@courriel.example',
        phone: '514 555-0100',
        reason: testReason,
        status,
        scheduledDate,
        scheduledTime,
        durationMinutes: 60,
        ...timestamps(testApp().clock),
      });

  beforeEach(async () => {
    testApp().clock.set(testNow);
    const { db } = testApp();
    await db.update(clinicSettings).set({ bookingMode: 'automatic', advanceBookingDays: 30 });
    for (const day of demoBookingHours) {
      await db
        .update(bookingHours)
        .set({ enabled: day.enabled, startTime: day.startTime, endTime: day.endTime })
        .where(eq(bookingHours.weekday, day.weekday));
    }
    await db.update(serviceTypes).set({ allowOnlineBooking: true, isActive: true });
    await db.delete(appointments).where(eq(appointments.reason, testReason));
  });

  it('stays open while slots are free', async () => {
    expect(await agendaFull()).toBe(false);
  });

  it('is full when every weekday is closed to online booking', async () => {
    await testApp().db.update(bookingHours).set({ enabled: false });
    expect(await agendaFull()).toBe(true);
  });

  it('is full when no service is open to online booking', async () => {
    await testApp().db.update(serviceTypes).set({ allowOnlineBooking: false });
    expect(await agendaFull()).toBe(true);
  });

  it('is full once every slot of the horizon is pending or confirmed, and opens again on a cancellation', async () => {
    // Thursdays 08:00-09:00 within 30 days of Wednesday 2026-11-18: five one-hour slots.
    await openOnly(4, '08:00', '09:00');
    await onlyHourLongService();
    const thursdays = ['2026-11-19', '2026-11-26', '2026-12-03', '2026-12-10', '2026-12-17'];
    for (const [index, date] of thursdays.entries()) await book(date, '08:00', index % 2 ? 'pending' : 'confirmed');
    expect(await agendaFull()).toBe(true);
    await testApp().db.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.scheduledDate, '2026-12-17'));
    expect(await agendaFull()).toBe(false);
  });

  it('ignores bookings beyond the horizon and cancelled ones', async () => {
    await openOnly(4, '08:00', '09:00');
    await onlyHourLongService();
    await testApp().db.update(clinicSettings).set({ advanceBookingDays: 2 });
    await book('2026-11-19', '08:00', 'cancelled');
    await book('2026-11-26', '08:00');
    expect(await agendaFull()).toBe(false);
    await book('2026-11-19', '08:00');
    expect(await agendaFull()).toBe(true);
  });

  it('counts from the clinic’s own now: today’s started slots are gone', async () => {
    // 15:00 UTC is 10:00 in Montréal: the 11:00 and 12:00 slots are still ahead.
    await openOnly(3, '08:00', '13:00');
    await onlyHourLongService();
    await testApp().db.update(clinicSettings).set({ advanceBookingDays: 1 });
    expect(await agendaFull()).toBe(false);
    testApp().clock.set('2026-11-18T17:00:00Z');
    expect(await agendaFull()).toBe(true);
  });

  it('counts from the clinic’s own today, not the UTC date', async () => {
    // 01:00 UTC on Thursday is still Wednesday evening in Montréal, with no hours left.
    await openOnly(4, '08:00', '16:00');
    await testApp().db.update(clinicSettings).set({ advanceBookingDays: 1 });
    testApp().clock.set('2026-11-19T01:00:00Z');
    expect(await agendaFull()).toBe(true);
    testApp().clock.set('2026-11-19T05:00:00Z');
    expect(await agendaFull()).toBe(false);
  });
});
