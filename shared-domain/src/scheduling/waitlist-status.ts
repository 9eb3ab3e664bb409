// Where someone on the waitlist stands.

export const waitlistStatuses = ['waiting', 'invited', 'booked', 'removed'] as const;
export type WaitlistStatus = (typeof waitlistStatuses)[number];
