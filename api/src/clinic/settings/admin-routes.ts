// « Paramètres », mounted at /api/admin/settings: every section's values at once, and a
// save per section answering what it changed (the form's status line). Admin only: the settings
// shape what patients see and book. Each save is audited with the values before and after. What
// is typed (the clinic's name, the statistics, a closure's reason) is stripped of markup first,
// as every text the site shows: nothing typed as a tag is stored or shown literally.
import { Hono } from 'hono';
import {
  clinicSectionSchema,
  closureSchema,
  feesSchema,
  hoursSchema,
  onlineBookingSchema,
  privacySchema,
  publicSiteSchema,
  waitlistRemindersSchema,
} from 'shared-domain/clinic/clinic-settings';
import type { AppDeps } from '../../deps';
import { allow } from '../../platform/http/allow';
import type { AdminEnv } from '../../platform/http/subject';
import { freeText, validate } from '../../platform/http/validate';
import { loadClinicSettings } from '../clinic-profile';
import { addClosure, listUpcomingClosures, removeClosure } from './closures';
import { loadWeekHours, saveWeekHours } from './opening-hours';
import { saveSettingsSection } from './save-settings-section';
import { columnSections } from './settings-sections';
import { idParam } from 'shared-domain/platform/record-id';

export function clinicSettingsRoutes(deps: AppDeps) {
  return (
    new Hono<AdminEnv>()
      .get('/', allow('management'), async (c) => {
        const [row, hours] = await Promise.all([loadClinicSettings(deps.db), loadWeekHours(deps.db)]);
        return c.json(
          {
            clinic: columnSections.clinic.read(row),
            hours,
            onlineBooking: columnSections.onlineBooking.read(row),
            fees: columnSections.fees.read(row),
            waitlistReminders: columnSections.waitlistReminders.read(row),
            publicSite: columnSections.publicSite.read(row),
            privacy: columnSections.privacy.read(row),
          },
          200,
        );
      })
      .put('/clinic', allow('management'), validate('json', clinicSectionSchema, freeText), async (c) =>
        c.json(await saveSettingsSection(c, deps, 'clinic', c.req.valid('json')), 200),
      )
      .put('/hours', allow('management'), validate('json', hoursSchema), async (c) =>
        c.json(await saveWeekHours(c, deps, c.req.valid('json')), 200),
      )
      .put('/online-booking', allow('management'), validate('json', onlineBookingSchema), async (c) =>
        c.json(await saveSettingsSection(c, deps, 'onlineBooking', c.req.valid('json')), 200),
      )
      .put('/fees', allow('management'), validate('json', feesSchema), async (c) =>
        c.json(await saveSettingsSection(c, deps, 'fees', c.req.valid('json')), 200),
      )
      .put('/waitlist-reminders', allow('management'), validate('json', waitlistRemindersSchema), async (c) =>
        c.json(await saveSettingsSection(c, deps, 'waitlistReminders', c.req.valid('json')), 200),
      )
      .put('/public-site', allow('management'), validate('json', publicSiteSchema, freeText), async (c) =>
        c.json(await saveSettingsSection(c, deps, 'publicSite', c.req.valid('json')), 200),
      )
      .put('/privacy', allow('management'), validate('json', privacySchema, freeText), async (c) =>
        c.json(await saveSettingsSection(c, deps, 'privacy', c.req.valid('json')), 200),
      )
      // Closures: holidays and vacations, whole days.
      .get('/closures', allow('management'), async (c) => c.json({ closures: await listUpcomingClosures(deps) }, 200))
      .post('/closures', allow('management'), validate('json', closureSchema, freeText), async (c) =>
        c.json(await addClosure(c, deps, c.req.valid('json')), 201),
      )
      .delete('/closures/:id', allow('management'), validate('param', idParam), async (c) => {
        await removeClosure(c, deps, c.req.valid('param').id);
        return c.body(null, 204);
      })
  );
}
