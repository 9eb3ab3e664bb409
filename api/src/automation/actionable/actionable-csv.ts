// One list of « Analyses actionnables » as a CSV file, through the product's one CSV writer: the
// columns the page shows, as the role reads them (the desk gets no care sentence).
import type { ActionableListKey } from 'shared-domain/analytics/actionable-lists';
import type { CsvFormat } from 'shared-domain/platform/csv-format';
import { csvAmount, csvByteOrderMark, csvLines, type CsvValue } from '../../platform/files/csv-file';
import type { actionableView } from './actionable-view';

type View = ReturnType<typeof actionableView>;

export function actionableCsv(view: View, list: ActionableListKey, format: CsvFormat): { text: string; count: number } {
  const sent = (at: string | null) => at?.slice(0, 10) ?? '';
  let rows: CsvValue[][];
  switch (list) {
    case 'reexam':
      rows = [
        ['Patient', 'Réexamen prévu le', 'Raison', 'Proposé le'],
        ...view.reexam.map((row) => [row.patientName, row.reexamOn, row.reason, sent(row.sentAt)]),
      ];
      break;
    case 'episode':
      rows = [
        ['Patient', 'Dernière visite', 'Raison', 'Proposé le'],
        ...view.episode.map((row) => [row.patientName, row.lastSeenOn, row.reason, sent(row.sentAt)]),
      ];
      break;
    case 'unpaid':
      rows = [
        ['Patient', 'Solde', 'Factures', 'Plus ancienne échéance', 'Rappel envoyé le'],
        ...view.unpaid.map((row) => [
          row.patientName,
          csvAmount(row.balanceCents, format),
          row.invoices,
          row.oldestDueOn,
          sent(row.sentAt),
        ]),
      ];
      break;
    case 'waitlist':
      rows = [
        ['Personne', 'En attente depuis', 'Premier créneau', 'Créneaux', 'Offert le'],
        ...view.waitlist.map((row) => [
          row.name,
          row.waitingSince.slice(0, 10),
          `${row.firstSlot.date} ${row.firstSlot.time}`,
          row.slotCount,
          sent(row.sentAt),
        ]),
      ];
      break;
    case 'reactivation':
      rows = [
        ['Patient', 'Dernière visite', 'Consentement', 'Exclu', 'Envoyé le'],
        ...view.reactivation.map((row) => [row.patientName, row.lastSeenOn, row.consent, row.exclusionLabel ?? '', sent(row.sentAt)]),
      ];
      break;
  }
  return { text: csvByteOrderMark + csvLines(rows, format), count: rows.length - 1 };
}
