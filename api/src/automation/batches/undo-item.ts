// What undoing one batch item shares, cancelled or moved: the appointment as it was before the
// batch, the guards every statement of the item requires (the item restored, its notice still
// unsent), dropping that unsent notice, and the audit row written only when the item is restored.
import { and, eq, exists, isNull, type SQL, sql } from 'drizzle-orm';
import { auditEventInsertWhere } from '../../platform/audit/record-audit-event';
import { batchItems, emailOutbox } from '../../platform/db/schema';
import type { BatchDeps, Statement } from './run-batch';

/** The appointment as the batch found it (the item's `before`), with where a move took it. */
export interface Before {
  status: 'pending' | 'confirmed';
  scheduledDate: string;
  scheduledTime: string;
  durationMinutes: number;
  presenceConfirmed: boolean;
  reminderSentAt: string | null;
  movedTo?: { date: string; time: string };
}

/** Why an item stays as the batch left it. */
export const undoNotes = {
  notified: 'Déjà avisé, non rétabli',
  slotTaken: 'Le créneau a été repris entre-temps, non rétabli',
  changed: 'Le rendez-vous a changé depuis l’opération, non rétabli',
} as const;

export interface UndoItem {
  batchId: string;
  /** When the batch ran: its cancellations and events carry this time. */
  batchCreatedAt: string;
  staffId: string;
  stamp: string;
  /** True once the batch carries this undo's mark: every statement requires it. */
  marked: SQL;
  item: { id: string; appointmentId: string; outcome: string; outboxId: string | null };
  before: Before;
}

/** The guards and statements an item's undo shares, whatever the batch did to it. */
export function undoItemGuards(deps: BatchDeps, { batchId, staffId, item, before }: UndoItem) {
  const { db } = deps;
  const back = { date: before.scheduledDate, time: before.scheduledTime, durationMinutes: before.durationMinutes };
  const restored = exists(
    db
      .select({ one: sql`1` })
      .from(batchItems)
      .where(and(eq(batchItems.id, item.id), eq(batchItems.outcome, 'restored'))),
  );
  const outboxRow = (condition?: SQL) =>
    item.outboxId
      ? exists(
          db
            .select({ one: sql`1` })
            .from(emailOutbox)
            .where(and(eq(emailOutbox.id, item.outboxId), condition)),
        )
      : undefined;
  const unsent = outboxRow(and(isNull(emailOutbox.sentAt), eq(emailOutbox.attempts, 0)));
  const dropNotice: Statement[] = item.outboxId
    ? [
        db
          .delete(emailOutbox)
          .where(and(eq(emailOutbox.id, item.outboxId), isNull(emailOutbox.sentAt), eq(emailOutbox.attempts, 0), restored)),
      ]
    : [];
  const audit = auditEventInsertWhere(
    deps,
    {
      actor: { type: 'staff', id: staffId },
      action: 'appointment.updated',
      entity: 'appointments',
      entityId: item.appointmentId,
      details: {
        changed: item.outcome === 'cancelled' ? ['status'] : ['scheduledDate'],
        previous:
          item.outcome === 'cancelled'
            ? { date: before.scheduledDate, time: before.scheduledTime }
            : { date: before.movedTo?.date ?? null, time: before.movedTo?.time ?? null },
        notify: false,
        batchId,
      },
    },
    restored,
  );
  return { back, restored, outboxRow, unsent, dropNotice, audit };
}
