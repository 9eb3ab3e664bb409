import { asc } from 'drizzle-orm';
import type { ClinicProfile } from 'shared-domain/clinic-profile';
import type { Database } from '../db/client';
import { bookingHours, clinicSettings } from '../db/schema';
import { notFound } from '../http/app-error';

export async function loadClinicProfile(db: Database): Promise<ClinicProfile> {
  const [settings] = await db.select().from(clinicSettings).limit(1);
  if (!settings) throw notFound("La clinique n'est pas encore configurée.");
  const hours = await db.select().from(bookingHours).orderBy(asc(bookingHours.weekday));
  return {
    clinicName: settings.clinicName,
    practitionerName: settings.practitionerName,
    practitionerTitle: settings.practitionerTitle,
    phone: settings.phone,
    email: settings.email,
    address: {
      line: settings.addressLine,
      city: settings.city,
      province: settings.province,
      postalCode: settings.postalCode,
    },
    timeZone: settings.timeZone,
    // The automatic mode (full when no slot is left within the horizon) needs the slot rules of
    // the online-booking work; until then only an explicit "full" closes the agenda.
    agendaFull: settings.bookingMode === 'full',
    showAdminLink: settings.showAdminLink,
    onlineBookingEnabled: settings.onlineBookingEnabled,
    parkingInfo: settings.parkingInfo ?? '',
    openingHours: hours.map((row) => ({
      weekday: row.weekday,
      enabled: row.enabled,
      start: row.startTime,
      end: row.endTime,
    })),
    privacyOfficer: { name: settings.privacyOfficerName ?? settings.practitionerName, email: settings.privacyOfficerEmail ?? settings.email },
  };
}
