// Offers to a patient to pick a new slot from a short list: where an offer stands, and how the
// patient answered it.

export const rebookingStatuses = ['pending', 'accepted', 'declined', 'callback_requested', 'expired'] as const;
export type RebookingStatus = (typeof rebookingStatuses)[number];

export const rebookingResponseTypes = ['accept', 'decline', 'request_callback'] as const;
export type RebookingResponseType = (typeof rebookingResponseTypes)[number];
