import { addDays, clinicDate, daysBetween } from 'shared-domain/platform/clinic-time';
import { describe, expect, it } from 'vitest';
import {
  clinicSectionSchema,
  onlineBookingSchema,
  privacySchema,
  publicSiteSchema,
  waitlistRemindersSchema,
} from 'shared-domain/clinic/clinic-settings';
import { blockedTimes, bookingHourBreaks, clinicSettings } from '../platform/db/schema';
import { createTestSession, seededAccounts, useTestApp } from '../testing/test-app';
import { ensureDemoClinic } from './demo-accounts';
import { demoHolidayClosure, holidayClosureLeadDays } from './demo-clinic';

describe('the demo’s holiday closure', () => {
  const fêtes = (first: number) => ({ startDate: `${first}-12-24`, endDate: `${first + 1}-01-04`, reason: 'Congé des Fêtes' });

  it('is this season’s while it starts three weeks away or more, else the next season’s', () => {
    expect(holidayClosureLeadDays).toBe(21);
    expect(demoHolidayClosure('2026-11-27')).toEqual(fêtes(2026));
    expect(demoHolidayClosure('2026-12-03')).toEqual(fêtes(2026));
    expect(demoHolidayClosure('2026-12-04')).toEqual(fêtes(2027));
    expect(demoHolidayClosure('2026-12-28')).toEqual(fêtes(2027));
    expect(demoHolidayClosure('2027-01-02')).toEqual(fêtes(2027));
    expect(demoHolidayClosure('2027-07-01')).toEqual(fêtes(2027));
  });

  it('never closes a day within the lead, whatever the day the demo starts on', () => {
    for (let day = 0; day < 800; day += 1) {
      const today = addDays('2026-01-01', day);
      const { startDate } = demoHolidayClosure(today);
      const lead = daysBetween(today, startDate);
      expect(lead, today).toBeGreaterThanOrEqual(holidayClosureLeadDays);
      expect(lead, today).toBeLessThan(366 + holidayClosureLeadDays);
    }
  });
});

describe('the demo clinic’s « Paramètres »', () => {
  describe('on the demo’s first start', () => {
    const testApp = useTestApp({ database: 'migrated' });

    it('fills every section: booking rules, quiet hours, lunch breaks on Tuesday and Thursday, the holidays closed — once', async () => {
      await ensureDemoClinic(testApp().db, testApp().dataDir, testApp().clock, testApp().deps.secrets);
      const { staffId } = await seededAccounts(testApp());
      const cookie = await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true });
      const settings = await (await testApp().api.admin.settings.$get({}, { headers: { cookie } })).json();
      // Every section as the demo has it passes its own form's schema: the forms open filled and valid.
      expect(clinicSectionSchema.safeParse(settings.clinic).success).toBe(true);
      expect(onlineBookingSchema.safeParse(settings.onlineBooking).success).toBe(true);
      expect(waitlistRemindersSchema.safeParse(settings.waitlistReminders).success).toBe(true);
      expect(publicSiteSchema.safeParse(settings.publicSite).success).toBe(true);
      expect(privacySchema.safeParse(settings.privacy).success).toBe(true);
      expect(settings.clinic).toMatchObject({ taxRegistered: true, gstNumber: '812345678 RT 0001', qstNumber: '1234567890 TQ 0001' });
      expect(settings.onlineBooking).toMatchObject({ minimumNoticeHours: 2, selfServiceCutoffHours: 24, maxUpcomingPerPerson: 4 });
      expect(settings.waitlistReminders).toMatchObject({ quietHoursStart: '21:00', quietHoursEnd: '07:00' });
      expect(settings.fees).toEqual({ noShowFee: 4000, lateCancellationFee: 2500, timelyCancellationDeposit: 'refund' });
      expect(settings.publicSite.homeStatistics).toHaveLength(3);
      expect(settings.privacy).toMatchObject({ privacyOfficerName: 'Dre Émilie Tremblay', privacyOfficerPhone: '514 555-0142' });
      expect(settings.hours.days.map((day) => day.breaks)).toEqual([
        [],
        [],
        [{ start: '12:00', end: '13:00' }],
        [],
        [{ start: '12:00', end: '13:00' }],
        [],
        [],
      ]);
      const closures = await (await testApp().api.admin.settings.closures.$get({}, { headers: { cookie } })).json();
      expect(closures.closures).toEqual([{ id: expect.any(String), ...demoHolidayClosure(clinicDate(testApp().clock.now())) }]);

      // A second start writes nothing again.
      await ensureDemoClinic(testApp().db, testApp().dataDir, testApp().clock, testApp().deps.secrets);
      expect(await testApp().db.$count(bookingHourBreaks)).toBe(2);
    });
  });

  describe('in the API tests’ clinic (the same seed)', () => {
    const testApp = useTestApp();

    it('keeps today’s behaviour: no notice, no quiet hours, no break, no closure', async () => {
      const [row] = await testApp().db.select().from(clinicSettings);
      expect(row).toMatchObject({
        minimumNoticeHours: 0,
        sameDayBooking: true,
        maxUpcomingPerPerson: null,
        newPatientsBookOnline: true,
        selfServiceCutoffHours: null,
        quietHoursStart: null,
        quietHoursEnd: null,
      });
      expect(await testApp().db.$count(bookingHourBreaks)).toBe(0);
      expect((await testApp().db.select().from(blockedTimes)).filter((period) => period.startTime === null)).toEqual([]);
    });
  });
});
