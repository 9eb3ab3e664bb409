// Test support for « Automatisation », « Santé de l'automatisation » and « Surveillance du système »:
// the answers as the admin API gives them (shared-domain/automation/automation-views), with `fields` changed.
// Imported by tests only.
import type {
  AutomationRuleView,
  JobRunView,
  JobView,
  MonitoringView,
  OutboxMessagePage,
  OutboxMessageView,
} from 'shared-domain/automation/automation-views';
import type { BackupKeyStatus } from 'shared-domain/privacy/privacy-backups';
import type { ClientError } from './monitoring/api/client-errors';
import { problemText } from 'shared-ui/problem-message';

export const ruleView = (fields: Partial<AutomationRuleView> = {}): AutomationRuleView => ({
  key: 'presence_request',
  label: 'Demande de confirmation de présence',
  description: 'Demande au patient de confirmer sa présence, s’il ne l’a pas déjà fait.',
  enabled: true,
  delay: 48,
  delayUnit: 'hours_before',
  settingsTiming: null,
  templates: [{ key: 'demande_presence', label: 'Demande de confirmation de présence' }],
  queued: 3,
  sentLast30Days: 41,
  updatedAt: null,
  ...fields,
});

export const reminderRule = (fields: Partial<AutomationRuleView> = {}): AutomationRuleView =>
  ruleView({
    key: 'reminder',
    label: 'Rappel de rendez-vous',
    description: 'Envoyé avant chaque rendez-vous confirmé ou en attente.',
    delay: null,
    delayUnit: null,
    settingsTiming: '24 h avant le rendez-vous',
    templates: [{ key: 'rappel', label: 'Rappel de rendez-vous' }],
    queued: 1,
    sentLast30Days: 1,
    ...fields,
  });

export const messageView = (id: string, fields: Partial<OutboxMessageView> = {}): OutboxMessageView => ({
  id,
  kind: 'rappel',
  kindLabel: 'Rappel de rendez-vous',
  state: 'sent',
  stateLabel: 'Envoyé',
  to: 'lea@example.com',
  patientId: 'pat-1',
  patientName: 'Léa Gagnon',
  appointmentId: 'apt-1',
  appointmentStartsAt: '2026-11-27T15:00:00.000Z',
  batchId: null,
  createdAt: '2026-11-26T14:00:00.000Z',
  sentAt: '2026-11-26T14:00:05.000Z',
  nextAttemptAt: null,
  attempts: 1,
  manualRetries: 0,
  errorCode: null,
  canRetry: false,
  ...fields,
});

export const failedMessage = (id: string, fields: Partial<OutboxMessageView> = {}): OutboxMessageView =>
  messageView(id, {
    state: 'failed',
    stateLabel: 'Échec',
    to: 'refuse@example.com',
    sentAt: null,
    nextAttemptAt: '2026-11-26T14:30:00.000Z',
    attempts: 2,
    errorCode: 'EENVELOPE 550',
    canRetry: true,
    ...fields,
  });

export const messagePage = (messages: OutboxMessageView[], fields: Partial<OutboxMessagePage> = {}): OutboxMessagePage => ({
  messages,
  total: messages.length,
  page: 1,
  pageSize: 50,
  counts: {
    planned: 0,
    sent: messages.filter((m) => m.state === 'sent').length,
    failed: messages.filter((m) => m.state === 'failed').length,
    given_up: 0,
  },
  ...fields,
});

export const jobRun = (fields: Partial<JobRunView> = {}): JobRunView => ({
  startedAt: '2026-11-26T14:55:00.000Z',
  durationMs: 120,
  outcome: 'ok',
  figures: { sent: 3 },
  summary: '3 courriels envoyés.',
  errorCode: null,
  holder: 'api-a',
  ...fields,
});

export const jobView = (fields: Partial<JobView> = {}): JobView => ({
  name: 'outbox-sender',
  label: 'Envoi des courriels',
  everyMs: 5 * 60_000,
  lastRun: jobRun(),
  nextRunAt: '2026-11-26T15:00:00.000Z',
  late: false,
  leaseHolder: 'api-a',
  leaseExpiresAt: '2026-11-26T15:01:00.000Z',
  leaseLost: null,
  recentRuns: [jobRun()],
  ...fields,
});

export const monitoringView = (fields: Partial<MonitoringView> = {}): MonitoringView => ({
  checkedAt: '2026-11-26T15:00:00.000Z',
  api: {
    state: 'ok',
    version: '0.1.0',
    startedAt: '2026-11-26T12:00:00.000Z',
    uptimeSeconds: 3 * 3600 + 12 * 60,
    memoryMb: 142,
    nodeVersion: 'v24.1.0',
    eventLoopDelay: { p99Ms: 12.4, maxMs: 1830 },
  },
  database: { state: 'ok', kind: 'sqlite', sizeBytes: 1.5 * 1024 * 1024 * 1024, lastBackupAt: null, latencyMs: 2 },
  email: { state: 'warning', configured: true, lastSentAt: '2026-11-26T14:58:00.000Z', failedLast24Hours: 2, queued: 4 },
  jobs: { total: 9, late: 1, failedLastRun: 0 },
  texts: {
    configured: true,
    byMonth: [
      { month: '2026-11', sent: 12 },
      { month: '2026-10', sent: 30 },
    ],
  },
  backupKey: backupKeyStatus(),
  ...fields,
});

/** The backup key as the monitoring view shows it: a file on the server, no copy confirmed yet. */
export const backupKeyStatus = (fields: Partial<BackupKeyStatus> = {}): BackupKeyStatus => ({
  state: 'warning',
  source: 'file',
  location: '/srv/clinique/data/backup.key',
  fingerprint: '3f2a9c0b7e1d4a56',
  copy: null,
  ...fields,
});

// The API's JSON reading of a client error (its context is JSON, not any value).
export const clientError = (errorId: string, fields: Partial<ClientError> = {}): ClientError => ({
  errorId,
  createdAt: '2026-11-26T14:40:00.000Z',
  code: 'NET_001',
  message: problemText.unreachable,
  severity: 'high',
  context: { path: '/admin/calendar', action: 'load' },
  page: '/admin/calendar',
  role: 'reception',
  ...fields,
});
