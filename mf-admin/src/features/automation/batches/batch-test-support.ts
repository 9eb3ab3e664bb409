// Test support for « Opérations groupées » and « Actions en un clic »: items, dry runs and reports
// as the admin API answers them (shared-domain/automation/automation-views), with `fields` changed. Tests only.
import { batchItemOutcomeLabels } from 'shared-domain/automation/automation';
import type { BatchDryRunView, BatchItemView, BatchView } from 'shared-domain/automation/automation-views';

export const batchItem = (fields: Partial<BatchItemView> = {}): BatchItemView => ({
  appointmentId: 'rdv-1',
  patientId: 'pat-1',
  patientName: 'Léa Gagnon',
  startsAt: '2026-11-26T14:00:00.000Z',
  movesTo: null,
  serviceName: 'Ajustement chiropratique',
  email: 'lea@example.com',
  emailLabel: 'Avis d’annulation',
  outcome: 'cancelled',
  outcomeLabel: batchItemOutcomeLabels.cancelled,
  note: null,
  messageState: null,
  ...fields,
});

export const sickDayItems = [
  batchItem(),
  batchItem({
    appointmentId: 'rdv-2',
    patientId: 'pat-2',
    patientName: 'Marc Roy',
    startsAt: '2026-11-26T15:00:00.000Z',
    email: 'marc@example.com',
  }),
  batchItem({
    appointmentId: 'rdv-3',
    patientId: 'pat-3',
    patientName: 'Zoé Roy',
    startsAt: '2026-11-26T16:00:00.000Z',
    email: null,
    emailLabel: null,
    outcome: 'skipped',
    outcomeLabel: batchItemOutcomeLabels.skipped,
    note: 'Aucune adresse courriel',
  }),
];

export const dryRun = (fields: Partial<BatchDryRunView> = {}): BatchDryRunView => ({
  kind: 'cancel',
  kindLabel: 'Annulation',
  selectionToken: 'token-1',
  items: sickDayItems,
  totals: { touched: 2, skipped: 1, emails: 2, deposits: 0 },
  firstEmailAt: '2026-11-25T15:02:00.000Z',
  lastEmailAt: '2026-11-25T15:04:00.000Z',
  closure: null,
  ...fields,
});

export const batchReport = (fields: Partial<BatchView> = {}): BatchView => ({
  id: 'batch-1',
  kind: 'cancel',
  kindLabel: 'Annulation',
  status: 'done',
  statusLabel: 'Terminée',
  createdAt: '2026-11-25T15:00:00.000Z',
  createdByName: 'Émilie Tremblay',
  summary: 'Journée maladie — jeudi 26 novembre 2026',
  totals: { touched: 2, skipped: 1, emails: 2, sent: 0, failed: 0, restored: 0, deposits: 0 },
  undoUntil: null,
  canUndo: false,
  closure: null,
  items: sickDayItems.map((item) => (item.outcome === 'skipped' ? item : { ...item, messageState: 'planned' })),
  ...fields,
});
