// An appointment's status as a coloured label (specification §4's wording, from the API's
// `statusLabel`). The colour only repeats the word: nothing is said by colour alone.
import './appointment-status-badge.css';

const knownStatuses = new Set(['pending', 'confirmed', 'completed', 'cancelled', 'no_show']);

export function AppointmentStatusBadge({ status, label }: { status: string; label: string }) {
  const tone = knownStatuses.has(status) ? status : 'unknown';
  return <span className={`appointment-status appointment-status--${tone}`}>{label}</span>;
}

/** « Présence confirmée »: the patient confirmed she is coming (the e-mailed link, or « OUI » by text). */
export const presenceConfirmedLabel = 'Présence confirmée';

/** Beside the status of a visit still to come whose patient confirmed her presence. */
export function PresenceConfirmedBadge({ appointment }: { appointment: { presenceConfirmed: boolean | null; status: string } }) {
  return appointment.presenceConfirmed && (appointment.status === 'pending' || appointment.status === 'confirmed') ? (
    <span className="appointment-status appointment-status--confirmed">{presenceConfirmedLabel}</span>
  ) : null;
}
