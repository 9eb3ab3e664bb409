import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import type { PortalEnv } from '../../platform/http/subject';
import { portalFamily } from './family-access';

/**
 * « Pour qui ? »: the signed-in patient and the dependants she may act for today, mounted at
 * /api/portal/family. Always the account's own family, whoever the request acts for.
 */
export function portalFamilyRoutes(deps: AppDeps) {
  return new Hono<PortalEnv>().get('/', async (c) => c.json(await portalFamily(deps, c.get('accountPatientId')), 200));
}
