// Staff offer a patient a few slots to rebook: the request, its slots in the order
// given, and the response row that holds the link's token hash (./rebooking-request-rows.ts),
// written in one batch with the e-mail that carries the clear token, its only copy.
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { clinicInstant } from 'shared-domain/platform/clinic-time';
import { type RebookingRequest, rebookingMessages } from 'shared-domain/scheduling/rebooking';
import { loadEmailClinic } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { appointments, rebookingRequests, rebookingResponses, rebookingTimeSlots } from '../../platform/db/schema';
import { fieldRefusal } from '../../platform/http/app-error';
import { nudgeOutboxSender } from '../../platform/mail/outbox-sender';
import { outboxInsert } from '../../platform/mail/queue-email';
import { matchPatientRecord } from '../booking/patient-record';
import { rebookingEmail } from './rebooking-email';
import { rebookingRequestRows } from './rebooking-request-rows';

type RequestDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'secrets'>;

const hour = 60 * 60 * 1000;
const listLimit = 200;

export const appointmentNotFoundMessage = 'Rendez-vous introuvable';

/** A request as staff see it: never the link's token. */
export interface RebookingRequestView {
  id: string;
  appointmentId: string | null;
  patientName: string;
  patientEmail: string;
  reason: string | null;
  status: (typeof rebookingRequests.$inferSelect)['status'];
  expiresAt: string;
  createdAt: string;
  slots: { id: string; date: string; time: string; durationMinutes: number; displayOrder: number }[];
  response: {
    responseType: (typeof rebookingResponses.$inferSelect)['responseType'];
    selectedSlotId: string | null;
    patientNotes: string | null;
    respondedAt: string | null;
  } | null;
}

export async function createRebookingRequest(deps: RequestDeps, input: RebookingRequest): Promise<RebookingRequestView> {
  const settings = await loadEmailClinic(deps.db);
  const now = deps.clock.now();
  const refusals: Record<string, string> = {};
  input.slots.forEach((slot, index) => {
    if (clinicInstant(slot.date, slot.time, settings.timeZone) <= now) refusals[`slots.${index}.time`] = rebookingMessages.pastSlot;
  });
  let patientId: string | null = null;
  if (input.appointmentId) {
    const [appointment] = await deps.db
      .select({ id: appointments.id, patientId: appointments.patientId })
      .from(appointments)
      .where(eq(appointments.id, input.appointmentId));
    if (!appointment) refusals.appointmentId = appointmentNotFoundMessage;
    patientId = appointment?.patientId ?? null;
  }
  if (Object.keys(refusals).length > 0) throw fieldRefusal(refusals);
  if (patientId === null) {
    const record = await matchPatientRecord(deps.db, input.patientEmail);
    patientId = record.kind === 'one' ? record.patientId : null;
  }

  const expiresAt = new Date(now.getTime() + input.expiresInHours * hour);
  const reason = input.reason === '' ? null : input.reason;
  const rows = rebookingRequestRows(deps, {
    appointmentId: input.appointmentId ?? null,
    patientId,
    patientName: input.patientName,
    patientEmail: input.patientEmail,
    reason,
    slots: input.slots,
    expiresAt,
    timeZone: settings.timeZone,
    createdAt: now.toISOString(),
  });
  const mail = rebookingEmail({
    clinic: settings,
    publicUrl: deps.config.publicUrl,
    token: rows.token,
    patientName: input.patientName,
    reason,
    slots: rows.slots,
    expiresAt,
    timeZone: settings.timeZone,
  });
  // The link's only copy is the e-mail: the request and its e-mail are written together or not at all.
  await deps.db.batch([
    ...rows.statements,
    outboxInsert(deps, { to: input.patientEmail, ...mail, patientId, appointmentId: input.appointmentId ?? null }),
  ]);
  nudgeOutboxSender(deps);
  const [view] = await listRebookingRequests(deps, [rows.requestId]);
  if (!view) throw new Error('rebooking request not written');
  return view;
}

/** Newest first, each with its slots (display order) and its response; `ids` narrows to those. */
export async function listRebookingRequests(deps: Pick<AppDeps, 'db'>, ids?: readonly string[]): Promise<RebookingRequestView[]> {
  const requests = await deps.db
    .select()
    .from(rebookingRequests)
    .where(ids ? inArray(rebookingRequests.id, [...ids]) : undefined)
    .orderBy(desc(rebookingRequests.createdAt), desc(rebookingRequests.id))
    .limit(listLimit);
  if (requests.length === 0) return [];
  const requestIds = requests.map((request) => request.id);
  const [slots, responses] = await Promise.all([
    deps.db
      .select()
      .from(rebookingTimeSlots)
      .where(inArray(rebookingTimeSlots.rebookingRequestId, requestIds))
      .orderBy(asc(rebookingTimeSlots.displayOrder)),
    deps.db.select().from(rebookingResponses).where(inArray(rebookingResponses.rebookingRequestId, requestIds)),
  ]);
  return requests.map((request) => {
    const response = responses.find((row) => row.rebookingRequestId === request.id);
    return {
      id: request.id,
      appointmentId: request.appointmentId,
      patientName: request.patientName,
      patientEmail: request.patientEmail,
      reason: request.reason,
      status: request.status,
      expiresAt: request.expiresAt,
      createdAt: request.createdAt,
      slots: slots
        .filter((slot) => slot.rebookingRequestId === request.id)
        .map((slot) => ({
          id: slot.id,
          date: slot.slotDate,
          time: slot.slotTime,
          durationMinutes: slot.durationMinutes,
          displayOrder: slot.displayOrder,
        })),
      response: response
        ? {
            responseType: response.responseType,
            selectedSlotId: response.selectedSlotId,
            patientNotes: response.patientNotes,
            respondedAt: response.respondedAt,
          }
        : null,
    };
  });
}
