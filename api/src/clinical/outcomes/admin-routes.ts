// Outcome measures, staff side: scores per visit, series over an episode, questionnaires
// sent to the portal. Every read and change of a patient's measures goes to the audit trail: what
// and to which record, never the answers nor the score.
import { Hono } from 'hono';
import { outcomeRecordSchema, questionnaireList, questionnaireRequestSchema } from 'shared-domain/clinical/outcome-measures';
import { recordStaffAuditEvent } from '../../platform/audit/record-audit-event';
import type { AppDeps } from '../../deps';
import { allow } from '../../platform/http/allow';
import { validate } from '../../platform/http/validate';
import type { AdminEnv } from '../../platform/http/subject';
import { cancelQuestionnaireRequest, listQuestionnaireRequests, sendQuestionnaire } from './questionnaire-requests';
import { readPatientOutcomes } from './read-outcomes';
import { findPatient, readPatientEpisodes, recordOutcome } from './record-outcome';
import { idParam } from 'shared-domain/platform/record-id';

/** The questionnaires the clinic may send, mounted at /api/admin/questionnaires. */
export function questionnaireListRoutes() {
  return new Hono<AdminEnv>().get('/', allow('care'), (c) => c.json({ questionnaires: questionnaireList }, 200));
}

/** A patient's measures and the questionnaires sent to them, mounted at /api/admin/patients. */
export function outcomeRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>()
    .get('/:id/outcomes', allow('care'), validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param');
      await findPatient(deps.db, id);
      const [outcomes, episodes] = await Promise.all([readPatientOutcomes(deps.db, id), readPatientEpisodes(deps.db, id)]);
      await recordStaffAuditEvent(c, deps, { action: 'outcome.history_viewed', entity: 'patients', entityId: id });
      return c.json({ outcomes, episodes }, 200);
    })
    .post('/:id/outcomes', allow('care'), validate('param', idParam), validate('json', outcomeRecordSchema), async (c) => {
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      const outcomeId = await recordOutcome(deps, id, c.get('staff').staffId, input);
      await recordStaffAuditEvent(c, deps, {
        action: 'outcome.recorded',
        entity: 'outcome_measures',
        entityId: outcomeId,
        details: { patientId: id, questionnaire: input.questionnaire },
      });
      const outcome = (await readPatientOutcomes(deps.db, id)).find((candidate) => candidate.id === outcomeId);
      if (!outcome) throw new Error('the recorded outcome was not read back');
      return c.json({ outcome }, 201);
    })
    .get('/:id/questionnaire-requests', allow('care'), validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param');
      const requests = await listQuestionnaireRequests(deps.db, id);
      await recordStaffAuditEvent(c, deps, { action: 'questionnaire.requests_viewed', entity: 'patients', entityId: id });
      return c.json({ requests }, 200);
    })
    .post(
      '/:id/questionnaire-requests',
      allow('care'),
      validate('param', idParam),
      validate('json', questionnaireRequestSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const input = c.req.valid('json');
        const requestId = await sendQuestionnaire(deps, id, c.get('staff').staffId, input);
        await recordStaffAuditEvent(c, deps, {
          action: 'questionnaire.sent',
          entity: 'questionnaire_requests',
          entityId: requestId,
          details: { patientId: id, questionnaire: input.questionnaire },
        });
        return c.json({ request: { id: requestId, status: 'pending' as const } }, 201);
      },
    );
}

/** Withdrawing a questionnaire sent, mounted at /api/admin/questionnaire-requests. */
export function questionnaireRequestRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>().post('/:id/cancel', allow('care'), validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param');
    const { patientId } = await cancelQuestionnaireRequest(deps, id);
    await recordStaffAuditEvent(c, deps, {
      action: 'questionnaire.cancelled',
      entity: 'questionnaire_requests',
      entityId: id,
      details: { patientId },
    });
    return c.json({ request: { id, status: 'cancelled' as const } }, 200);
  });
}
