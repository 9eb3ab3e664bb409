// « Questionnaire d'accueil »'s routes: the form reached from the confirmation's token link
// (public), the portal's task, the clinical record's entries (care roles only: reception sees
// only Ma Journée's « reçu / à recevoir ») and the form's versions in « Paramètres avancés ».
import { Hono } from 'hono';
import { intakeAnswersSchema, intakeFormSettingsSchema, intakeSignatureSchema } from 'shared-domain/clinical/intake-form';
import { onlineBookingMessages } from 'shared-domain/scheduling/online-booking';
import { idParam } from 'shared-domain/platform/record-id';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { allow } from '../../platform/http/allow';
import { rateLimit } from '../../platform/http/rate-limit';
import { rateLimitPolicy } from '../../platform/http/rate-limit-policy';
import type { AdminEnv, PortalEnv } from '../../platform/http/subject';
import { freeText, validate } from '../../platform/http/validate';
import { findPatient } from '../outcomes/record-outcome';
import { intakeFormSettings, publishIntakeForm } from './intake-forms';
import {
  intakeForLink,
  listPatientIntakes,
  portalIntakeLink,
  portalIntakeTasks,
  readIntake,
  reviewIntake,
  reviseIntake,
  saveIntakeDraft,
  signIntake,
} from './intake-submissions';

// Link tokens are at least 128 random bits in base64url; anything else is not worth a query.
const tokenParam = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{22,128}$/, onlineBookingMessages.linkInvalid),
});

/** The form opened from its e-mailed link, mounted at /api/links/intake. */
export function intakeLinkRoutes(deps: AppDeps) {
  const limit = rateLimit(deps, rateLimitPolicy.intakeForm);
  return new Hono()
    .get('/:token', limit, validate('param', tokenParam), async (c) => c.json(await intakeForLink(deps, c.req.valid('param').token), 200))
    .put('/:token/draft', limit, validate('param', tokenParam), validate('json', intakeAnswersSchema, freeText), async (c) =>
      c.json(await saveIntakeDraft(deps, c.req.valid('param').token, c.req.valid('json').answers), 200),
    )
    .post('/:token/signature', limit, validate('param', tokenParam), validate('json', intakeSignatureSchema, freeText), async (c) =>
      c.json(await signIntake(deps, c.req.valid('param').token, c.req.valid('json')), 200),
    )
    .post('/:token/revision', limit, validate('param', tokenParam), async (c) =>
      c.json(await reviseIntake(deps, c.req.valid('param').token), 200),
    );
}

/** The portal's task « Questionnaire d'accueil », mounted at /api/portal/intake. */
export function portalIntakeRoutes(deps: AppDeps) {
  return new Hono<PortalEnv>()
    .get('/', async (c) => c.json({ tasks: await portalIntakeTasks(deps, c.get('patientId')) }, 200))
    .post('/:id/link', validate('param', idParam), async (c) =>
      c.json(await portalIntakeLink(deps, c.get('patientId'), c.req.valid('param').id), 200),
    );
}

const entryParam = z.object({ id: idParam.shape.id, intakeId: idParam.shape.id });

/** The record's « Questionnaire d'accueil » entries, mounted at /api/admin/patients. */
export function patientIntakeRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>()
    .get('/:id/intakes', allow('care'), validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param');
      await findPatient(deps.db, id);
      return c.json({ intakes: await listPatientIntakes(deps.db, id) }, 200);
    })
    .get('/:id/intakes/:intakeId', allow('care'), validate('param', entryParam), async (c) => {
      const { id, intakeId } = c.req.valid('param');
      return c.json({ intake: await readIntake(deps, c.get('staff').staffId, id, intakeId) }, 200);
    })
    .post('/:id/intakes/:intakeId/review', allow('care'), validate('param', entryParam), async (c) => {
      const { id, intakeId } = c.req.valid('param');
      return c.json({ intake: await reviewIntake(deps, c.get('staff').staffId, id, intakeId) }, 200);
    });
}

/** « Paramètres avancés › Questionnaire d'accueil », mounted at /api/admin/intake-form. */
export function intakeFormRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>()
    .get('/', allow('management'), async (c) => c.json(await intakeFormSettings(deps), 200))
    .put('/', allow('management'), validate('json', intakeFormSettingsSchema, freeText), async (c) =>
      c.json(await publishIntakeForm(deps, c.get('staff').staffId, c.req.valid('json')), 200),
    );
}
