// « Registre des incidents de confidentialité », mounted at /api/admin/privacy/incidents:
// the register, one entry, « Consigner un incident », its correction, the exports for the
// Commission (CSV and PDF, all or a period of discovery) and the notice to the people concerned
// (text and PDF). The privacy officer's (management). There is no delete: the regulation keeps each
// entry at least 5 years. Every reading, change and export is audited.
import { Hono } from 'hono';
import {
  incidentMessages,
  incidentPeriodSchema,
  privacyIncidentSchema,
  privacyIncidentUpdateSchema,
  type PrivacyIncidentListView,
  type PrivacyIncidentSavedView,
  type PrivacyIncidentView,
} from 'shared-domain/privacy/privacy-incidents';
import type { AppDeps } from '../../deps';
import { recordStaffAuditEvent } from '../../platform/audit/record-audit-event';
import { allow } from '../../platform/http/allow';
import type { AdminEnv } from '../../platform/http/subject';
import { validate } from '../../platform/http/validate';
import { noticeOf, noticePdf, registerClinic } from './incident-notice';
import { listIncidents, loadIncident, recordIncident, registerForExport, registerToday, updateIncident } from './incident-register';
import { incidentsCsv, incidentsFileBase } from './incidents-csv';
import { incidentsPdf } from './incidents-pdf';
import { idParam } from 'shared-domain/platform/record-id';

const download = (mediaType: string, fileName: string) => ({
  'Content-Type': mediaType,
  'Content-Disposition': `attachment; filename="${fileName}"`,
});

export function privacyIncidentRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>()
    .get('/', allow('management'), async (c) => {
      const [incidents, today] = await Promise.all([listIncidents(deps), registerToday(deps)]);
      await recordStaffAuditEvent(c, deps, {
        action: 'privacy_incidents.viewed',
        entity: 'privacy_incidents',
        details: { count: incidents.length },
      });
      return c.json({ incidents, today } satisfies PrivacyIncidentListView, 200);
    })
    .get('/export.csv', allow('management'), validate('query', incidentPeriodSchema), async (c) => {
      const { format, ...period } = c.req.valid('query');
      const [incidents, clinic] = await Promise.all([registerForExport(deps, period), registerClinic(deps)]);
      await recordStaffAuditEvent(c, deps, {
        action: 'privacy_incidents.exported',
        entity: 'privacy_incidents',
        details: { format: 'csv', count: incidents.length, from: period.from, to: period.to },
      });
      return c.body(
        incidentsCsv(incidents, clinic.timeZone, format),
        200,
        download('text/csv; charset=utf-8', `${incidentsFileBase(period)}.csv`),
      );
    })
    .get('/export.pdf', allow('management'), validate('query', incidentPeriodSchema), async (c) => {
      const period = c.req.valid('query');
      const [incidents, clinic] = await Promise.all([registerForExport(deps, period), registerClinic(deps)]);
      const pdf = await incidentsPdf(incidents, period, clinic, deps.clock.now());
      await recordStaffAuditEvent(c, deps, {
        action: 'privacy_incidents.exported',
        entity: 'privacy_incidents',
        details: { format: 'pdf', count: incidents.length, from: period.from, to: period.to },
      });
      return c.body(new Uint8Array(pdf), 200, download('application/pdf', `${incidentsFileBase(period)}.pdf`));
    })
    .post('/', allow('management'), validate('json', privacyIncidentSchema), async (c) => {
      const incident = await recordIncident(deps, c.get('staff').staffId, c.req.valid('json'));
      const saved: PrivacyIncidentSavedView = { incident, message: incidentMessages.recorded(incident.reference), changed: [] };
      return c.json(saved, 201);
    })
    .get('/:id', allow('management'), validate('param', idParam), async (c) => {
      const incident = await loadIncident(deps, c.req.valid('param').id);
      await recordStaffAuditEvent(c, deps, {
        action: 'privacy_incident.viewed',
        entity: 'privacy_incidents',
        entityId: incident.id,
        details: { reference: incident.reference },
      });
      return c.json({ incident } satisfies { incident: PrivacyIncidentView }, 200);
    })
    .put('/:id', allow('management'), validate('param', idParam), validate('json', privacyIncidentUpdateSchema), async (c) => {
      const { incident, changed } = await updateIncident(deps, c.get('staff').staffId, c.req.valid('param').id, c.req.valid('json'));
      const message = changed.length === 0 ? incidentMessages.unchanged : incidentMessages.updated(incident.reference);
      return c.json({ incident, message, changed } satisfies PrivacyIncidentSavedView, 200);
    })
    .get('/:id/notice', allow('management'), validate('param', idParam), async (c) => {
      const incident = await loadIncident(deps, c.req.valid('param').id);
      const notice = await noticeOf(deps, incident);
      await recordStaffAuditEvent(c, deps, {
        action: 'privacy_incident.notice_prepared',
        entity: 'privacy_incidents',
        entityId: incident.id,
        details: { reference: incident.reference, format: 'text' },
      });
      return c.json({ notice }, 200);
    })
    .get('/:id/notice.pdf', allow('management'), validate('param', idParam), async (c) => {
      const incident = await loadIncident(deps, c.req.valid('param').id);
      const [notice, clinic] = await Promise.all([noticeOf(deps, incident), registerClinic(deps)]);
      const pdf = await noticePdf(notice, clinic, deps.clock.now());
      await recordStaffAuditEvent(c, deps, {
        action: 'privacy_incident.notice_prepared',
        entity: 'privacy_incidents',
        entityId: incident.id,
        details: { reference: incident.reference, format: 'pdf' },
      });
      return c.body(new Uint8Array(pdf), 200, download('application/pdf', `avis-${incident.reference}.pdf`));
    });
}
