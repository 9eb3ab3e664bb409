import { Hono } from 'hono';
import { familyLinkSchema } from 'shared-domain/patients/family';
import { idParam } from 'shared-domain/platform/record-id';
import type { AppDeps } from '../../deps';
import { allow } from '../../platform/http/allow';
import type { AdminEnv } from '../../platform/http/subject';
import { validate } from '../../platform/http/validate';
import { endFamilyLink, familyOf, linkFamilyMember, recordDependantAgreement } from './family-links';

/**
 * A patient's family on her file (« Famille »: who is linked to her, and who may open her record
 * in the portal), mounted at /api/admin/patients. The desk links families as it opens files.
 */
export function adminPatientFamilyRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>().get('/:id/family', allow('everyone'), validate('param', idParam), async (c) => {
    // Part of the file, whose opening the file's own read audits: names and links, nothing clinical.
    return c.json({ family: await familyOf(deps, c.req.valid('param').id) }, 200);
  });
}

/** Links made, ended, and a teen's agreement recorded, mounted at /api/admin/family-links. */
export function adminFamilyLinkRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>()
    .post('/', allow('everyone'), validate('json', familyLinkSchema), async (c) => {
      return c.json(await linkFamilyMember(c, deps, c.req.valid('json')), 201);
    })
    .post('/:id/end', allow('everyone'), validate('param', idParam), async (c) => {
      await endFamilyLink(c, deps, c.req.valid('param').id);
      return c.json({ ended: true }, 200);
    })
    .post('/:id/agreement', allow('everyone'), validate('param', idParam), async (c) => {
      await recordDependantAgreement(c, deps, c.req.valid('param').id);
      return c.json({ agreed: true }, 200);
    });
}
