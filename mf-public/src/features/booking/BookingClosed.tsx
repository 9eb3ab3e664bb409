// Online booking off, or the agenda full: what the booking page shows instead of its steps. Loaded
// only then, apart from the steps.
import { bookingModeText } from 'shared-domain/scheduling/booking-mode';
import type { ClinicProfile } from 'shared-domain/clinic/clinic-profile';
import { formatPhone, phoneHref } from 'shared-domain/platform/format';
import { onlineBookingMessages as messages } from 'shared-domain/scheduling/online-booking-messages';
import { paths } from 'shared-domain/platform/paths';
import { Notice } from 'shared-ui/Notice';
import { PageFrame } from 'shared-ui/PageFrame';
import { Link } from 'shared-ui/router';
import { bookingPageTitle } from './booking-title';

export type ClosedReason = 'disabled' | 'full';

/**
 * Online booking is off, or the agenda is full: say so, with the waitlist first, the clinic's
 * phone and the way home.
 */
export function BookingClosed({ profile, reason }: { profile: ClinicProfile | undefined; reason: ClosedReason }) {
  return (
    <PageFrame title={bookingPageTitle} className="ui-page booking" {...(profile ? { site: profile.clinicName } : {})}>
      <Notice
        title={reason === 'full' ? bookingModeText.fullTitle : messages.disabled}
        actions={
          <>
            <Link className="ui-button ui-button--primary" to={paths.waitlist.build()}>
              Rejoindre la liste d'attente
            </Link>
            <Link className="ui-button ui-button--secondary" to={paths.home.build()}>
              Retour à l'accueil
            </Link>
          </>
        }
      >
        {reason === 'full' ? <p>{bookingModeText.fullBooking}</p> : null}
        {profile ? (
          <p>
            {reason === 'full' ? 'Pour toute question' : 'Pour prendre rendez-vous'}, appelez-nous au{' '}
            <a href={phoneHref(profile.phone)}>{formatPhone(profile.phone)}</a>.
          </p>
        ) : (
          <p>Pour prendre rendez-vous, communiquez avec la clinique par téléphone.</p>
        )}
      </Notice>
    </PageFrame>
  );
}
