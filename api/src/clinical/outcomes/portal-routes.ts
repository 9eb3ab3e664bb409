// Questionnaires the clinic sent (issue 14), patient side: the pending ones and their answers,
// always those of the session's patient (another patient's request answers as unknown).
import { Hono } from 'hono';
import { patientAnswersSchema } from 'shared-domain/outcome-measures';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { validate } from '../../platform/http/validate';
import { sessionPatientId } from '../../surfaces/session-patient';
import type { SessionEnv } from '../../accounts/public';
import { answerQuestionnaire, pendingQuestionnaires } from './patient-questionnaires';

const idParam = z.object({ id: z.string().min(1).max(64) });

export function portalQuestionnaireRoutes(deps: AppDeps) {
  return new Hono<SessionEnv>()
    .get('/questionnaires', async (c) => {
      const patientId = await sessionPatientId(deps, c.get('session').subjectId);
      return c.json({ questionnaires: await pendingQuestionnaires(deps.db, patientId) }, 200);
    })
    .post('/questionnaires/:id/answers', validate('param', idParam), validate('json', patientAnswersSchema), async (c) => {
      const accountId = c.get('session').subjectId;
      const patientId = await sessionPatientId(deps, accountId);
      const { id } = c.req.valid('param');
      await answerQuestionnaire(deps, { id: patientId, accountId }, id, c.req.valid('json').answers);
      return c.json({ completed: true as const }, 200);
    });
}
