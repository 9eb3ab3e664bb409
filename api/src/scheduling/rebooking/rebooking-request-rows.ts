// A rebooking request as the statements that write it, for the caller's one `db.batch`: the
// request, its slots in the order given, and the response row that holds the link's token hash
// (its answer empty until the patient answers). The clear token is returned for the e-mail only.
// Staff's « offer these slots » (./rebooking-requests.ts) and a cancellation batch (automation)
// write it the same way; the batch guards every row with its item's condition.
import { randomUUID } from 'node:crypto';
import { and, eq, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { clinicInstant } from 'shared-domain/platform/clinic-time';
import type { AppDeps } from '../../deps';
import { insertWhere } from '../../platform/db/insert-where';
import { rebookingRequests, rebookingResponses, rebookingTimeSlots } from '../../platform/db/schema';
import { hashToken, mintToken } from '../../platform/tokens/tokens';

export interface RebookingRequestInput {
  appointmentId: string | null;
  patientId: string | null;
  patientName: string;
  patientEmail: string;
  reason: string | null;
  slots: readonly { date: string; time: string; durationMinutes: number }[];
  expiresAt: Date;
  timeZone: string;
  /** When it is written, ISO (the batch's own instant, which its undo finds it by). */
  createdAt: string;
}

export interface RebookingRequestRows {
  requestId: string;
  /** The link's clear token: its only copy goes into the e-mail. */
  token: string;
  slots: { id: string; date: string; time: string; durationMinutes: number }[];
  statements: [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]];
}

export function rebookingRequestRows(deps: Pick<AppDeps, 'db'>, input: RebookingRequestInput, onlyIf?: SQL): RebookingRequestRows {
  const { db } = deps;
  const requestId = randomUUID();
  const token = mintToken('link');
  const stamps = { createdAt: input.createdAt, updatedAt: input.createdAt };
  const slots = input.slots.map((slot) => ({ id: randomUUID(), ...slot }));
  const write = <Table extends Parameters<typeof insertWhere>[0]>(table: Table, row: Table['$inferInsert']) =>
    db.run(insertWhere(table, row, onlyIf));
  return {
    requestId,
    token,
    slots,
    statements: [
      write(rebookingRequests, {
        id: requestId,
        appointmentId: input.appointmentId,
        patientId: input.patientId,
        patientName: input.patientName,
        patientEmail: input.patientEmail,
        reason: input.reason,
        status: 'pending',
        expiresAt: input.expiresAt.toISOString(),
        ...stamps,
      }),
      ...slots.map((slot, displayOrder) =>
        write(rebookingTimeSlots, {
          id: slot.id,
          rebookingRequestId: requestId,
          slotDatetime: clinicInstant(slot.date, slot.time, input.timeZone).toISOString(),
          slotDate: slot.date,
          slotTime: slot.time,
          durationMinutes: slot.durationMinutes,
          isAvailable: true,
          displayOrder,
        }),
      ),
      write(rebookingResponses, {
        id: randomUUID(),
        rebookingRequestId: requestId,
        tokenHash: hashToken(token),
        createdAt: input.createdAt,
      }),
    ],
  };
}

/**
 * Withdraws the requests written for `appointmentId` at `createdAt` (a batch's, when its undo
 * restores the appointment before the notice carrying the link left): their slots and response go with them.
 */
export function withdrawRebookingRequests(deps: Pick<AppDeps, 'db'>, appointmentId: string, createdAt: string, onlyIf: SQL) {
  return deps.db
    .delete(rebookingRequests)
    .where(and(eq(rebookingRequests.appointmentId, appointmentId), eq(rebookingRequests.createdAt, createdAt), onlyIf));
}
