// Questionnaires the clinic sent, patient side: the pending ones and their answers,
// always those of the session's patient (another patient's request answers as unknown).
import { Hono } from 'hono';
import { patientAnswersSchema } from 'shared-domain/clinical/outcome-measures';
import type { AppDeps } from '../../deps';
import { validate } from '../../platform/http/validate';
import type { PortalEnv } from '../../platform/http/subject';
import { answerQuestionnaire, pendingQuestionnaires } from './patient-questionnaires';
import { idParam } from 'shared-domain/platform/record-id';

/** Mounted at /api/portal/questionnaires. */
export function portalQuestionnaireRoutes(deps: AppDeps) {
  return new Hono<PortalEnv>()
    .get('/', async (c) => {
      return c.json({ questionnaires: await pendingQuestionnaires(deps.db, c.get('patientId')) }, 200);
    })
    .post('/:id/answers', validate('param', idParam), validate('json', patientAnswersSchema), async (c) => {
      const patient = { id: c.get('patientId'), accountId: c.get('session').subjectId };
      const { id } = c.req.valid('param');
      await answerQuestionnaire(deps, patient, id, c.req.valid('json').answers);
      return c.json({ completed: true as const }, 200);
    });
}
