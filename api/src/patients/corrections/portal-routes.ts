import { Hono } from 'hono';
import { correctionRequestSchema } from 'shared-domain/patients/correction-request';
import type { AppDeps } from '../../deps';
import { freeText, validate } from '../../platform/http/validate';
import type { PortalEnv } from '../../platform/http/subject';
import { listCorrectionRequests, recordCorrectionRequest } from './correction-requests';

/** Requests to correct the record, mounted at /api/portal/correction-requests; the session's patient only. */
export function correctionRequestRoutes(deps: AppDeps) {
  return new Hono<PortalEnv>()
    .get('/', async (c) => {
      return c.json({ requests: await listCorrectionRequests(deps, c.get('patientId')) }, 200);
    })
    .post('/', validate('json', correctionRequestSchema, freeText), async (c) => {
      // The account (the session's subject) is who asked; the record is what the request is about.
      const patient = { id: c.get('patientId'), accountId: c.get('session').subjectId };
      const request = await recordCorrectionRequest(deps, patient, c.req.valid('json'));
      return c.json({ request }, 201);
    });
}
