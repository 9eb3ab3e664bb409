// Every booking call-to-action follows the clinic's booking mode (DESIGN.md §7): agenda open,
// the button opens the appointment request; agenda full, it says waitlist and goes to /waitlist.
import { paths } from 'shared-domain/platform/paths';
import { useNavigate } from 'shared-ui/router';
import { pushDataLayerEvent } from '../analytics/data-layer';
import { useBookingRequest } from './booking-request-context';
import { useClinicProfile } from '../clinic/ClinicProfileProvider';

export type CtaPlacement = 'header' | 'mobile' | 'hero' | 'sticky';

export const ctaLabels = {
  appointment: { short: 'Prendre RDV', long: 'Prendre rendez-vous' },
  waitlist: { short: "Liste d'attente", long: "Rejoindre la liste d'attente" },
} as const;

export interface CallToAction {
  mode: 'appointment' | 'waitlist';
  /** 'Prendre RDV' or 'Liste d'attente' (header). */
  shortLabel: string;
  /** 'Prendre rendez-vous' or 'Rejoindre la liste d'attente' (mobile menu, hero). */
  longLabel: string;
  activate(placement: CtaPlacement): void;
}

export function useCallToAction(): CallToAction {
  const profile = useClinicProfile();
  const navigate = useNavigate();
  const { openRequest } = useBookingRequest();
  const mode = profile.status === 'ready' && profile.profile.agendaFull ? 'waitlist' : 'appointment';
  return {
    mode,
    shortLabel: ctaLabels[mode].short,
    longLabel: ctaLabels[mode].long,
    activate(placement) {
      pushDataLayerEvent({ event: 'cta_click', label: `${placement}_${mode}` });
      if (mode === 'waitlist') navigate(paths.waitlist.build());
      else openRequest();
    },
  };
}
