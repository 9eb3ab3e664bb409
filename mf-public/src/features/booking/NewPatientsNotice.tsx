// When the clinic takes new patients by request only (« Réservation en ligne »), the
// booking page says so from its first step, before anyone fills the last one, and opens the
// appointment request form (the home page's request dialog) for someone new.
import { Button } from 'shared-ui/Button';
import { useBookingRequest } from '../../lib/cta/booking-request-context';

export const newPatientsText = {
  title: 'Réservation en ligne réservée aux patients de la clinique',
  text: 'Vous venez pour la première fois? Envoyez-nous une demande de rendez-vous : nous vous rappellerons pour fixer votre première visite.',
  action: 'Faire une demande de rendez-vous',
} as const;

export function NewPatientsNotice() {
  const { openRequest } = useBookingRequest();
  return (
    <div className="booking-notice booking-notice--info" role="note" aria-label={newPatientsText.title}>
      <p className="booking-notice__title">{newPatientsText.title}</p>
      <p>{newPatientsText.text}</p>
      <div className="booking-actions">
        <Button variant="secondary" onClick={openRequest}>
          {newPatientsText.action}
        </Button>
      </div>
    </div>
  );
}
