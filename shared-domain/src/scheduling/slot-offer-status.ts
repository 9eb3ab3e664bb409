// Freed slots offered to the waitlist: where an offer stands, and each invitation sent for it.

export const slotOfferStatuses = ['open', 'filled', 'expired', 'cancelled'] as const;
export type SlotOfferStatus = (typeof slotOfferStatuses)[number];

// 'declined' is beyond the specification's list, which any page shows as "no longer valid".
export const invitationStatuses = ['pending', 'accepted', 'declined', 'expired', 'cancelled'] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];
