// The demo clinic's booking rules, quiet hours, lunch breaks and holiday closure (« Paramètres »),
// written once, right after the demo is first seeded (`ensureDemoClinic`). Kept out of
// the shared seed: the API tests run on the same clinic and expect every slot offered and every
// e-mail sent at once.
import { randomUUID } from 'node:crypto';
import { type Clock, clinicDate } from 'shared-domain/platform/clinic-time';
import type { Database } from '../platform/db/client';
import { blockedTimes, bookingHourBreaks, clinicSettings } from '../platform/db/schema';
import { timestamps } from '../platform/db/timestamps';
import { demoConfiguration, demoHolidayClosure } from './demo-clinic';

export async function seedDemoConfiguration(db: Database, clock: Clock): Promise<void> {
  const stamped = timestamps(clock);
  await db.batch([
    db.update(clinicSettings).set({ ...demoConfiguration.settings, updatedAt: stamped.updatedAt }),
    db.insert(bookingHourBreaks).values(demoConfiguration.breaks.map((pause) => ({ id: randomUUID(), ...pause }))),
    db
      .insert(blockedTimes)
      .values({ id: randomUUID(), ...demoHolidayClosure(clinicDate(clock.now())), startTime: null, endTime: null, ...stamped }),
  ]);
}
