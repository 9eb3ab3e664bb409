// The countdown as the server read it on the clinic's today (« 12 jours restants », « Échue
// aujourd’hui », « En retard de 3 jours »), marked so an overdue one stands out by more than colour.
import type { PrivacyRequest } from './api/privacy-requests';

export function DeadlineText({ request }: { request: Pick<PrivacyRequest, 'countdown'> }) {
  const { countdown } = request;
  const state = countdown.daysLeft === null ? 'closed' : countdown.overdue ? 'overdue' : countdown.daysLeft === 0 ? 'today' : 'running';
  return (
    <span className={`privacy-deadline privacy-deadline--${state}`}>
      {countdown.overdue ? <strong>⚠ {countdown.text}</strong> : countdown.text}
    </span>
  );
}
