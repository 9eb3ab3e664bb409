// « Conservation des dossiers », mounted at /api/admin/privacy/retention: the records
// past their retention period on the clinic's today with what each holds (an audited read), the
// decisions taken, and one decision at a time (« Anonymiser », « Détruire le dossier »,
// « Conserver »). The privacy officer's work: the administration's (`management`).
import { Hono } from 'hono';
import { clinicDate } from 'shared-domain/platform/clinic-time';
import { type RetentionReviewView, retentionCutoff, retentionDecisionSchema } from 'shared-domain/privacy/privacy-retention';
import { z } from 'zod';
import { loadClinicSettings } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { recordStaffAuditEvent } from '../../platform/audit/record-audit-event';
import { allow } from '../../platform/http/allow';
import type { AdminEnv } from '../../platform/http/subject';
import { validate } from '../../platform/http/validate';
import { decideRetention } from './decide-retention';
import { recentRetentionDecisions, recordsPastRetention } from './records-past-retention';

const recordParam = z.object({ patientId: z.string().min(1).max(64) });

export function retentionReviewRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>()
    .get('/', allow('management'), async (c) => {
      const { timeZone } = await loadClinicSettings(deps.db);
      const now = deps.clock.now();
      const today = clinicDate(now, timeZone);
      const [records, decisions] = await Promise.all([
        recordsPastRetention(deps.db, today, now),
        recentRetentionDecisions(deps.db, timeZone),
      ]);
      await recordStaffAuditEvent(c, deps, { action: 'retention.review_viewed', entity: 'patients', details: { count: records.length } });
      return c.json({ today, cutoff: retentionCutoff(today), records, decisions } satisfies RetentionReviewView, 200);
    })
    .post(
      '/:patientId/decision',
      allow('management'),
      validate('param', recordParam),
      validate('json', retentionDecisionSchema),
      async (c) => {
        const result = await decideRetention(deps, c.get('staff').staffId, c.req.valid('param').patientId, c.req.valid('json'));
        return c.json(result, 200);
      },
    );
}
