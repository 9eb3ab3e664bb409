// An appointment's status as a coloured label (specification §4's wording, from the API's
// `statusLabel`). The colour only repeats the word: nothing is said by colour alone.
import './appointment-status-badge.css';

const knownStatuses = new Set(['pending', 'confirmed', 'completed', 'cancelled', 'no_show']);

export function AppointmentStatusBadge({ status, label }: { status: string; label: string }) {
  const tone = knownStatuses.has(status) ? status : 'unknown';
  return <span className={`appointment-status appointment-status--${tone}`}>{label}</span>;
}
