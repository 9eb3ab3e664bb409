// "Agenda full" (DESIGN §7): open, full, or automatic (full when no free slot remains in the horizon).

export const bookingModes = ['open', 'full', 'automatic'] as const;
export type BookingMode = (typeof bookingModes)[number];
