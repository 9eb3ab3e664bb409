import { and, eq, exists, ne, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { phoneMobileSchema } from 'shared-domain/patients/patient';
import type { AppDeps } from '../../deps';
import { auditEventInsertWhere } from '../../platform/audit/record-audit-event';
import { patients } from '../../platform/db/schema';
import { notFound } from '../../platform/http/app-error';
import type { PortalEnv } from '../../platform/http/subject';
import { validate } from '../../platform/http/validate';

/**
 * The signed-in patient's own record (what the profile tab shows), mounted at /api/portal/me; and
 * the one thing of it she changes herself: whether her phone is a mobile that takes texts (audited).
 */
export function patientMeRoutes(deps: AppDeps) {
  return new Hono<PortalEnv>()
    .put('/phone-mobile', validate('json', phoneMobileSchema), async (c) => {
      const patientId = c.get('patientId');
      const { phoneMobile } = c.req.valid('json');
      const changed = and(eq(patients.id, patientId), ne(patients.phoneMobile, phoneMobile));
      // Audited only when it changes: written first, while the flag still differs.
      await deps.db.batch([
        auditEventInsertWhere(
          deps,
          {
            actor: { type: 'patient', id: patientId },
            action: 'patient_record.updated',
            entity: 'patients',
            entityId: patientId,
            details: { fields: ['phoneMobile'] },
          },
          exists(deps.db.select({ one: sql`1` }).from(patients).where(changed)),
        ),
        deps.db.update(patients).set({ phoneMobile, updatedAt: deps.clock.now().toISOString() }).where(changed),
      ]);
      return c.json({ phoneMobile }, 200);
    })
    .get('/', async (c) => {
      const [patient] = await deps.db
        .select({
          firstName: patients.firstName,
          lastName: patients.lastName,
          email: patients.email,
          phone: patients.phone,
          phoneMobile: patients.phoneMobile,
          address: patients.address,
        })
        .from(patients)
        .where(eq(patients.id, c.get('patientId')));
      // The portal surface found this record a moment ago; a record gone since is as unknown.
      if (!patient) throw notFound();
      return c.json(patient, 200);
    });
}
