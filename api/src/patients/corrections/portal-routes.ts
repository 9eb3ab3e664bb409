import { Hono } from 'hono';
import { correctionRequestSchema } from 'shared-domain/correction-request';
import type { AppDeps } from '../../deps';
import { validate } from '../../platform/http/validate';
import { sessionPatientId } from '../../surfaces/session-patient';
import type { SessionEnv } from '../../accounts/public';
import { listCorrectionRequests, recordCorrectionRequest } from './correction-requests';

/** Requests to correct the record, mounted at /api/portal/correction-requests; the session's patient only. */
export function correctionRequestRoutes(deps: AppDeps) {
  return new Hono<SessionEnv>()
    .get('/', async (c) => {
      const patientId = await sessionPatientId(deps, c.get('session').subjectId);
      return c.json({ requests: await listCorrectionRequests(deps, patientId) }, 200);
    })
    .post('/', validate('json', correctionRequestSchema), async (c) => {
      const accountId = c.get('session').subjectId;
      const patientId = await sessionPatientId(deps, accountId);
      const request = await recordCorrectionRequest(deps, { id: patientId, accountId }, c.req.valid('json'));
      return c.json({ request }, 201);
    });
}
