import { Hono } from 'hono';
import { childAddSchema } from 'shared-domain/patients/family';
import type { AppDeps } from '../../deps';
import type { PortalEnv } from '../../platform/http/subject';
import { validate } from '../../platform/http/validate';
import { addChildFromPortal } from './add-child';
import { portalFamily } from './family-access';

/**
 * « Pour qui ? »: the signed-in patient and the dependants she may act for today, mounted at
 * /api/portal/family. Always the account's own family, whoever the request acts for; « Ajouter un
 * enfant » adds a child to it while booking (a new record the clinic confirms).
 */
export function portalFamilyRoutes(deps: AppDeps) {
  return new Hono<PortalEnv>()
    .get('/', async (c) => c.json(await portalFamily(deps, c.get('accountPatientId')), 200))
    .post('/children', validate('json', childAddSchema, { sanitize: true }), async (c) => {
      const guardian = { patientId: c.get('accountPatientId'), accountId: c.get('session').subjectId };
      return c.json({ child: await addChildFromPortal(deps, guardian, c.req.valid('json')) }, 201);
    });
}
