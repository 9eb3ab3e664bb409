// What happened to an appointment that other parts of the clinic react to: a freed
// slot is offered to the waitlist. Recorded as rows so nothing is lost before a
// listener exists, and handled at least once.

export const appointmentEventTypes = ['slot_freed'] as const;
export type AppointmentEventType = (typeof appointmentEventTypes)[number];

/** Why a slot was freed: the appointment was cancelled, or moved to another time; or the clinic offered a free slot (« Actions en un clic »). */
export const slotFreedReasons = ['cancelled', 'moved', 'offered'] as const;
export type SlotFreedReason = (typeof slotFreedReasons)[number];
