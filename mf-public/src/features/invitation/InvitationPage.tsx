// The waitlist invitation page (specification §2.8, §4), reached from the offer e-mail:
// /invitation/:token shows the offered slot with « Accepter » and « Refuser » (and leaving the
// waitlist) while the invitation is pending, and otherwise why it can no longer be answered. The
// e-mail's buttons add `?action=accept|decline|leave`: that choice is asked to be confirmed, never posted
// on arrival (a mail scanner following the link must not take the slot).
import { type ReactNode, useId, useRef, useState } from 'react';
import type { ApiError } from 'shared-domain/platform/errors';
import { formatDate, formatDateTime, formatTime } from 'shared-domain/platform/format';
import { paths } from 'shared-domain/platform/paths';
import { invitationMessages as messages } from 'shared-domain/scheduling/waitlist';
import type { ApiResult } from 'shared-ui/api-result';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { PageFrame } from 'shared-ui/PageFrame';
import { Link, useParams, useSearchParams } from 'shared-ui/router';
import { failureText } from '../../lib/loading/load-failure';
import { LoadFailure } from '../../lib/loading/LoadFailure';
import { useApiLoad } from '../../lib/loading/useApiLoad';
import { useClinicProfile } from '../../lib/clinic/ClinicProfileProvider';
import { postInvitationAccept } from './api/accept';
import { postInvitationDecline } from './api/decline';
import { getInvitation, type Invitation } from './api/invitation';
import { postInvitationLeave } from './api/leave';
import '../../lib/styles/booking-page.css';
import '../../lib/styles/invitation-page.css';

export const invitationPageTitle = "Invitation de la liste d'attente";

/** What a closed invitation says, by its state. */
export const closedInvitationText: Record<Exclude<Invitation['state'], 'pending'>, string> = {
  accepted: messages.alreadyAccepted,
  expired: messages.expired,
  taken: messages.taken,
  invalid: messages.notValid,
};

type InvitationAnswer = 'accept' | 'decline' | 'leave';

/** Each answer has its own route; all three answer with the server's thank-you message. */
const answerRequests = { accept: postInvitationAccept, decline: postInvitationDecline, leave: postInvitationLeave } satisfies Record<
  InvitationAnswer,
  (token: string) => Promise<ApiResult<{ message: string }>>
>;

const answerLabels: Record<InvitationAnswer, { button: string; question: string; confirm: string }> = {
  accept: { button: 'Accepter', question: 'Voulez-vous accepter ce rendez-vous ?', confirm: 'Oui, accepter ce rendez-vous' },
  decline: { button: 'Refuser', question: 'Voulez-vous refuser ce rendez-vous ?', confirm: 'Oui, refuser ce rendez-vous' },
  leave: {
    button: "Quitter la liste d'attente",
    question: "Voulez-vous quitter la liste d'attente ? Vous ne recevrez plus d'invitations.",
    confirm: "Oui, quitter la liste d'attente",
  },
};

/**
 * The refusals that mean the invitation changed meanwhile: the page reads it again, and closes
 * at once with the refusal's state, so no answer is offered again even if the read lags behind.
 */
const staleAnswerStates: Record<string, Exclude<Invitation['state'], 'pending'>> = {
  OFFER_001: 'taken',
  OFFER_002: 'expired',
  OFFER_003: 'invalid',
};

function preselectedAnswer(action: string | null): InvitationAnswer | null {
  return action === 'accept' || action === 'decline' || action === 'leave' ? action : null;
}

export function InvitationPage() {
  const { token = '' } = useParams();
  // Another link is another invitation: nothing of the previous one is kept.
  return <InvitationAnswerView key={token} token={token} />;
}

type Feedback = { id: number; tone: 'info' | 'error'; title: string; text?: string };

function InvitationAnswerView({ token }: { token: string }) {
  const clinic = useClinicProfile();
  const site = clinic.status === 'ready' ? { site: clinic.profile.clinicName } : {};
  const [search] = useSearchParams();
  const ids = useId();
  const [confirming, setConfirming] = useState<InvitationAnswer | null>(() => preselectedAnswer(search.get('action')));
  const [sending, setSending] = useState(false);
  const [thanks, setThanks] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [refusedAs, setRefusedAs] = useState<Exclude<Invitation['state'], 'pending'> | null>(null);
  const feedbackCount = useRef(0);
  const loaded = useApiLoad(token, getInvitation);

  const tell = (next: Omit<Feedback, 'id'>) => {
    feedbackCount.current += 1;
    setFeedback({ ...next, id: feedbackCount.current });
  };

  const answer = async (choice: InvitationAnswer) => {
    if (sending) return;
    setSending(true);
    const result: ApiResult<{ message: string }> = await answerRequests[choice](token);
    setSending(false);
    setConfirming(null);
    if (result.kind === 'ok') {
      setFeedback(null);
      setThanks(result.data.message);
      return;
    }
    const error = result.kind === 'error' ? result.error : undefined;
    tell({ tone: 'error', title: messages.answerFailed, text: failureText(error) });
    const stale = error ? staleAnswerStates[error.code] : undefined;
    if (stale) setRefusedAs(stale);
    if (error && (stale || isUnknownInvitation(error))) loaded.reload();
  };

  const state = loaded.state;
  if (thanks !== null) {
    return (
      <PageFrame title={invitationPageTitle} className="ui-page invitation-page" {...site}>
        <div role="status">
          <Notice title={thanks} autoFocus>
            <p>
              <Link to={paths.home.build()}>Retour à l'accueil</Link>
            </p>
          </Notice>
        </div>
      </PageFrame>
    );
  }

  let body: ReactNode;
  if (state.status === 'failed' && state.error && isUnknownInvitation(state.error)) {
    body = <ClosedInvitation title={state.error.status === 404 ? messages.notFound : messages.invalidLink} tone="error" />;
  } else if (state.status === 'failed') {
    body = <LoadFailure title={messages.loadFailed} error={state.error} onRetry={loaded.reload} />;
  } else if (state.status !== 'ok') {
    body = <LoadingState />;
  } else if (state.data.state !== 'pending' || refusedAs) {
    // The server's state when it says closed; otherwise the refusal it just sent.
    const closed = state.data.state === 'pending' ? (refusedAs ?? 'invalid') : state.data.state;
    body = (
      <>
        <ClosedInvitation title={closedInvitationText[closed]} tone={closed === 'accepted' ? 'info' : 'error'} />
        {/* An offer that is over still carries the way off the list (the e-mail's third link). */}
        {closed === 'accepted' ? null : confirming === 'leave' ? (
          <section className="invitation-page__confirm" aria-labelledby={`${ids}-quitter`}>
            <ConfirmHeading id={`${ids}-quitter`} text={answerLabels.leave.question} />
            <div className="booking-actions">
              <Button onClick={() => answer('leave')} aria-disabled={sending || undefined}>
                {sending ? 'Envoi…' : answerLabels.leave.confirm}
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(null)}>
                Rester sur la liste
              </Button>
            </div>
          </section>
        ) : (
          <div className="booking-actions">
            <Button variant="secondary" onClick={() => setConfirming('leave')}>
              {answerLabels.leave.button}
            </Button>
          </div>
        )}
      </>
    );
  } else {
    const invitation = state.data;
    body = (
      <>
        <OfferedSlot invitation={invitation} headingId={`${ids}-creneau`} />
        {confirming ? (
          <section className="invitation-page__confirm" aria-labelledby={`${ids}-confirmer`}>
            <ConfirmHeading id={`${ids}-confirmer`} text={answerLabels[confirming].question} />
            <div className="booking-actions">
              <Button onClick={() => answer(confirming)} aria-disabled={sending || undefined}>
                {sending ? 'Envoi…' : answerLabels[confirming].confirm}
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(null)}>
                Voir les autres choix
              </Button>
            </div>
          </section>
        ) : (
          <section aria-labelledby={`${ids}-reponse`}>
            <h2 id={`${ids}-reponse`} className="invitation-page__subheading">
              Votre réponse
            </h2>
            <div className="booking-actions">
              <Button onClick={() => answer('accept')} aria-disabled={sending || undefined}>
                {answerLabels.accept.button}
              </Button>
              <Button variant="secondary" onClick={() => answer('decline')} aria-disabled={sending || undefined}>
                {answerLabels.decline.button}
              </Button>
              <Button variant="secondary" onClick={() => setConfirming('leave')}>
                {answerLabels.leave.button}
              </Button>
            </div>
            <p className="ui-visually-hidden" role="status">
              {sending ? 'Envoi de votre réponse…' : ''}
            </p>
          </section>
        )}
      </>
    );
  }

  return (
    <PageFrame title={invitationPageTitle} className="ui-page invitation-page" {...site}>
      {feedback ? (
        // Keyed: each new message takes the focus, the button that led to it being gone.
        <Notice key={feedback.id} tone={feedback.tone} title={feedback.title} autoFocus>
          {feedback.text ? <p>{feedback.text}</p> : null}
        </Notice>
      ) : null}
      {body}
    </PageFrame>
  );
}

/** 404: no such invitation; 400 (or a 422 on the token): the link cannot be a token at all. */
function isUnknownInvitation(error: ApiError): boolean {
  return error.status === 404 || error.status === 400 || (error.status === 422 && Boolean(error.fields?.token));
}

/** The confirmation's question, focused as it appears (the button that opened it is gone). */
function ConfirmHeading({ id, text }: { id: string; text: string }) {
  return (
    <h2
      id={id}
      className="invitation-page__subheading"
      tabIndex={-1}
      ref={(heading) => {
        heading?.focus();
      }}
    >
      {text}
    </h2>
  );
}

function OfferedSlot({ invitation, headingId }: { invitation: Invitation; headingId: string }) {
  const { slot } = invitation;
  return (
    <section aria-labelledby={headingId}>
      <p>
        Bonjour {invitation.firstName}, un créneau s'est libéré et nous vous l'offrons jusqu'au{' '}
        {formatDateTime(new Date(invitation.expiresAt))}.
      </p>
      {/* As the e-mail says: the offer went to a few people, and the first to accept gets the slot. */}
      <p>D'autres personnes de la liste d'attente l'ont aussi reçu : la première qui l'accepte obtient le rendez-vous.</p>
      <h2 id={headingId} className="invitation-page__subheading">
        Le créneau offert
      </h2>
      <dl className="booking-summary">
        {slot.serviceName ? (
          <div>
            <dt>Service</dt>
            <dd>{slot.serviceName}</dd>
          </div>
        ) : null}
        <div>
          <dt>Date</dt>
          <dd>{formatDate(slot.date)}</dd>
        </div>
        <div>
          <dt>Heure</dt>
          <dd>{formatTime(slot.time)}</dd>
        </div>
        <div>
          <dt>Durée</dt>
          <dd>{slot.durationMinutes} min</dd>
        </div>
      </dl>
    </section>
  );
}

function ClosedInvitation({ title, tone }: { title: string; tone: 'info' | 'error' }) {
  return (
    <Notice
      title={title}
      tone={tone}
      actions={
        <>
          <Link className="ui-button ui-button--primary" to={paths.home.build()}>
            Retour à l'accueil
          </Link>
          {tone === 'error' ? (
            <Link className="ui-button ui-button--secondary" to={paths.waitlist.build()}>
              Liste d'attente
            </Link>
          ) : null}
        </>
      }
    />
  );
}
