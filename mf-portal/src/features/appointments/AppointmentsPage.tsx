// « Rendez-vous »: the list arrives with the portal's appointments work (issue 12). Until then the
// tab says so plainly rather than showing an empty list that would look like "no appointments".
import { Notice } from 'shared-ui/Notice';
import { PortalTabPage } from '../portal/PortalTabPage';

export const appointmentsText = {
  comingTitle: 'Bientôt dans votre portail',
  coming:
    "Vous pourrez bientôt consulter ici vos rendez-vous. D'ici là, votre clinique peut vous les confirmer par téléphone ou par courriel.",
} as const;

export function AppointmentsPage() {
  return (
    <PortalTabPage tab="portalAppointments">
      <Notice title={appointmentsText.comingTitle}>
        <p>{appointmentsText.coming}</p>
      </Notice>
    </PortalTabPage>
  );
}
