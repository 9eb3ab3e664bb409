// The text-message channel's lists: where a text stands (the clinic's outbox, then Twilio's
// receipts), and what became of a reply (OUI, NON, STOP, or for the desk to read).

/** queued: waiting in the outbox; sent: Twilio took it (its SID kept); delivered / failed: Twilio's receipt, or a refusal. */
export const textMessageStatuses = ['queued', 'sent', 'delivered', 'failed'] as const;
export type TextMessageStatus = (typeof textMessageStatuses)[number];

export const textMessageStatusLabels: Record<TextMessageStatus, string> = {
  queued: 'En attente',
  sent: 'Envoyé',
  delivered: 'Livré',
  failed: 'En échec',
};

/** What the clinic sends by text. */
export const textMessageKinds = ['appointment_reminder'] as const;
export type TextMessageKind = (typeof textMessageKinds)[number];

/**
 * What a reply did: confirmed or cancelled the visit, stopped the texts, came too late to change it
 * (past the cut-off, the visit already cancelled), or waits for the desk (anything else).
 */
export const textReplyOutcomes = ['confirmed', 'cancelled', 'stopped', 'too_late', 'to_read'] as const;
export type TextReplyOutcome = (typeof textReplyOutcomes)[number];

export const textReplyOutcomeLabels: Record<TextReplyOutcome, string> = {
  confirmed: 'Visite confirmée',
  cancelled: 'Visite annulée',
  stopped: 'Textos arrêtés (STOP)',
  too_late: 'Trop tard pour changer la visite',
  to_read: 'À lire',
};
