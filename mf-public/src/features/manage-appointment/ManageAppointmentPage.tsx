// The appointment management page (specification §2.7, DESIGN.md §7), reached from the e-mailed
// link: /appointment/manage/:token shows the appointment, /appointment/confirm/:token confirms
// presence on arrival and then shows it. Changes are offered only while the API says they may be
// made (`canChange`); otherwise the page says why and gives the clinic's phone.
import { useId, useRef, useState } from 'react';
import type { ApiError } from 'shared-domain/platform/errors';
import { formatPhone, phoneHref } from 'shared-domain/platform/format';
import { onlineBookingMessages as messages } from 'shared-domain/scheduling/online-booking';
import { paths } from 'shared-domain/platform/paths';
import { changeClosedText, selfServiceText as text } from 'shared-domain/scheduling/self-service-text';
import type { ApiResult } from 'shared-ui/api-result';
import { Button } from 'shared-ui/Button';
import { CancelDialog } from 'shared-ui/cancel-dialog/CancelDialog';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { PageFrame } from 'shared-ui/PageFrame';
import { problemText } from 'shared-ui/problem-message';
import { Link, useParams } from 'shared-ui/router';
import { failureText } from '../../lib/loading/load-failure';
import { LoadFailure } from '../../lib/loading/LoadFailure';
import { useApiLoad } from '../../lib/loading/useApiLoad';
import { useClinicProfile } from '../../lib/clinic/ClinicProfileProvider';
import { getLinkedAppointment, type LinkedAppointment } from './api/appointment';
import { postCancellation } from './api/cancel';
import { postPresence, type PresenceAnswer } from './api/presence';
import { AppointmentDetails } from './AppointmentDetails';
import { ManageAppointmentDialog } from './ManageAppointmentDialog';
import { RescheduleChoice } from './RescheduleChoice';
import '../../lib/styles/booking-page.css';
import './manage-page.css';
import { isUnknownLink } from './unknown-link';

export const managePageTitle = 'Gérer mon rendez-vous';

export interface ManageAppointmentPageProps {
  /** `confirm`: the reminder's « confirm my presence » link; presence is confirmed on arrival. */
  mode: 'manage' | 'confirm';
}

export function ManageAppointmentPage({ mode }: ManageAppointmentPageProps) {
  const { token = '' } = useParams();
  // Another link is another appointment: nothing of the previous one is kept.
  return <ManagedAppointment key={`${mode} ${token}`} token={token} confirmOnArrival={mode === 'confirm'} />;
}

type Feedback = { id: number; tone: 'success' | 'error'; title: string; text?: string };

function ManagedAppointment({ token, confirmOnArrival }: { token: string; confirmOnArrival: boolean }) {
  const clinic = useClinicProfile();
  const profile = clinic.status === 'ready' ? clinic.profile : undefined;
  const ids = useId();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [changed, setChanged] = useState<LinkedAppointment | null>(null);
  const [rescheduling, setRescheduling] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const feedbackCount = useRef(0);
  // The arrival's confirmation is posted once, even when the load runs again (a retry, or React's
  // development double effects): a confirmation that got no answer is the only one tried again.
  const arrival = useRef<Promise<ApiResult<PresenceAnswer>> | null>(null);

  const tell = (next: Omit<Feedback, 'id'>) => {
    feedbackCount.current += 1;
    setFeedback({ ...next, id: feedbackCount.current });
  };

  const loaded = useApiLoad(token, async (key) => {
    if (confirmOnArrival) {
      arrival.current ??= postPresence(key);
      const answer = await arrival.current;
      if (answer.kind === 'unreachable') arrival.current = null;
      if (answer.kind === 'ok') tell({ tone: 'success', title: messages.presenceConfirmed });
      // An unknown link says so once, on the page itself.
      else if (answer.kind === 'unreachable' || !isUnknownLink(answer.error))
        tell({ tone: 'error', title: messages.confirmFailed, text: failureText(answer.kind === 'error' ? answer.error : undefined) });
    }
    return getLinkedAppointment(key);
  });

  const reload = () => {
    setChanged(null);
    setRescheduling(false);
    loaded.reload();
  };

  /** A change the API refused: why, then the appointment as it now stands. */
  const refused = (title: string) => (error: ApiError) => {
    setCancelOpen(false);
    if (!isUnknownLink(error)) tell({ tone: 'error', title, text: error.message });
    reload();
  };

  const site = profile ? { site: profile.clinicName } : {};
  const state = loaded.state;

  if (state.status === 'failed' && state.error !== undefined && isUnknownLink(state.error)) return <LinkNotFound site={site} />;
  if (state.status !== 'ok') {
    return (
      <PageFrame title={managePageTitle} className="ui-page manage-page" {...site}>
        {state.status === 'failed' ? (
          <LoadFailure title={messages.loadFailed} error={state.error} onRetry={loaded.reload} />
        ) : (
          <LoadingState />
        )}
      </PageFrame>
    );
  }

  const appointment = changed ?? state.data;
  const phone = appointment.clinicPhone || profile?.phone || '';

  const confirmPresence = async () => {
    if (confirming) return;
    setConfirming(true);
    const answer = await postPresence(token);
    setConfirming(false);
    if (answer.kind === 'ok') {
      setChanged({ ...appointment, presenceConfirmed: true });
      tell({ tone: 'success', title: messages.presenceConfirmed });
    } else if (answer.kind === 'error' && (answer.error.code === 'BOOK_003' || isUnknownLink(answer.error))) {
      refused(messages.confirmFailed)(answer.error);
    } else {
      tell({ tone: 'error', title: messages.confirmFailed, text: failureText(answer.kind === 'error' ? answer.error : undefined) });
    }
  };

  return (
    <PageFrame title={managePageTitle} className="ui-page manage-page" {...site}>
      {/* A success is a status (an error Notice is an alert of its own); the focus goes there too. */}
      <div className="manage-page__feedback" role={feedback?.tone === 'success' ? 'status' : undefined}>
        {feedback ? (
          // Keyed: each new message takes the focus, the button that led to it being gone or done.
          <Notice key={feedback.id} tone={feedback.tone === 'error' ? 'error' : 'info'} title={feedback.title} autoFocus>
            {feedback.text ? <p>{feedback.text}</p> : null}
          </Notice>
        ) : null}
      </div>

      <AppointmentDetails appointment={appointment} headingId={`${ids}-rdv`} />

      {appointment.canChange ? (
        <section className="manage-page__actions" aria-labelledby={`${ids}-actions`}>
          <h2 id={`${ids}-actions`}>Que souhaitez-vous faire ?</h2>
          <div className="booking-actions">
            {appointment.presenceConfirmed ? null : (
              <Button onClick={confirmPresence} aria-disabled={confirming || undefined}>
                {confirming ? text.confirming : text.confirmPresence}
              </Button>
            )}
            {/* Not useDisclosure: a press elsewhere on the page must not close a half-made choice. */}
            <Button
              variant="secondary"
              aria-expanded={rescheduling}
              aria-controls={`${ids}-reprogrammer`}
              onClick={() => setRescheduling((open) => !open)}
            >
              Changer la date ou l'heure
            </Button>
            <Button variant="secondary" onClick={() => setCancelOpen(true)}>
              Annuler le rendez-vous
            </Button>
          </div>
          <div id={`${ids}-reprogrammer`} hidden={!rescheduling}>
            {rescheduling ? (
              <RescheduleChoice
                token={token}
                onRescheduled={(moved) => {
                  setChanged(moved);
                  setRescheduling(false);
                  tell({ tone: 'success', title: messages.rescheduled });
                }}
                onRefused={refused(messages.rescheduleFailed)}
                onCancel={() => setRescheduling(false)}
              />
            ) : null}
          </div>
        </section>
      ) : (
        <div className="manage-page__closed">
          {/* Inside the clinic's cut-off the visit can no longer be changed online, but presence
              (what the day-before reminder asks for) can still be confirmed. */}
          {appointment.changeClosed === 'cutoff' && !appointment.presenceConfirmed ? (
            <div className="booking-actions">
              <Button onClick={confirmPresence} aria-disabled={confirming || undefined}>
                {confirming ? text.confirming : text.confirmPresence}
              </Button>
            </div>
          ) : null}
          <p>
            {appointment.changeClosed ? changeClosedText[appointment.changeClosed] : messages.changeClosed}
            {phone ? (
              <>
                {' '}
                {text.callUs} <a href={phoneHref(phone)}>{formatPhone(phone)}</a>.
              </>
            ) : null}
          </p>
          {appointment.changeClosed === 'cancelled' ? (
            <p>
              <Link to={paths.booking.build()}>Prendre un nouveau rendez-vous</Link>
            </p>
          ) : null}
        </div>
      )}
      {/* Outside the actions: once cancelled they go, and the dialog must still close properly. */}
      <CancelDialog
        open={cancelOpen}
        appointment={appointment}
        cancel={(cancellation) => postCancellation(token, cancellation)}
        unreachable={problemText.unreachable}
        isFinal={(error) => error.code === 'BOOK_003' || isUnknownLink(error)}
        onClose={() => setCancelOpen(false)}
        onCancelled={(cancelled) => {
          setCancelOpen(false);
          setChanged(cancelled);
          setRescheduling(false);
          tell({ tone: 'success', title: messages.cancelled });
        }}
        onRefused={refused(messages.cancelFailed)}
      />
    </PageFrame>
  );
}

/** An unknown, expired or mistyped link: say so, and offer to send the link again. */
function LinkNotFound({ site }: { site: { site?: string } }) {
  const [asking, setAsking] = useState(false);
  return (
    <PageFrame title={managePageTitle} className="ui-page manage-page" {...site}>
      <Notice
        tone="error"
        title={messages.linkInvalid}
        actions={
          <>
            <Button onClick={() => setAsking(true)}>Recevoir un nouveau lien</Button>
            <Link className="ui-button ui-button--secondary" to={paths.home.build()}>
              Retour à l'accueil
            </Link>
          </>
        }
      >
        <p>
          Le lien est peut-être incomplet ou n'est plus valide. Collez le lien de votre courriel le plus récent, ou inscrivez votre adresse
          courriel pour recevoir un nouveau lien.
        </p>
      </Notice>
      <ManageAppointmentDialog open={asking} onClose={() => setAsking(false)} />
    </PageFrame>
  );
}
