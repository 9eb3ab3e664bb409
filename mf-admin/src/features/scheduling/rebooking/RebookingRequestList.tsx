// The rebooking requests sent, newest first (the server's order): who, why, the slots offered,
// where each stands, and the patient's answer (the slot accepted, a refusal, or a request to be
// called back, with their notes).
import { formatDate, formatDateTime, formatTime } from 'shared-domain/platform/format';
import { problemMessage } from 'shared-ui/problem-message';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { durationText, labelOf } from '../waitlist/waitlist-text';
import { type RebookingRequestView, useRebookingRequests } from './api/rebooking-requests';
import { rebookingStatusLabels, rebookingText as text } from './rebooking-text';
import '../waitlist/follow-up.css';
import { shownHealthText } from 'shared-domain/accounts/health-text';

const statusTone: Partial<Record<string, string>> = {
  accepted: ' follow-up-badge--done',
  callback_requested: ' follow-up-badge--attention',
  declined: ' follow-up-badge--ended',
  expired: ' follow-up-badge--ended',
};

export function RebookingRequestList() {
  const requests = useRebookingRequests();
  const list = requests.data?.requests;
  return (
    <section className="follow-up-section" aria-labelledby="reprise-demandes">
      <h2 id="reprise-demandes">{text.requestsHeading}</h2>
      {requests.isPending ? <LoadingState label={text.loadingRequests} /> : null}
      {requests.isError && !list ? (
        <Notice
          tone="error"
          title={text.requestsLoadFailed}
          actions={<Button onClick={() => void requests.refetch()}>{text.retry}</Button>}
        >
          <p>{problemMessage(requests.error)}</p>
        </Notice>
      ) : null}
      {list?.length === 0 ? <p className="follow-up-empty">{text.noRequests}</p> : null}
      {list && list.length > 0 ? (
        <ul className="follow-up-cards">
          {list.map((request) => (
            <RequestCard key={request.id} request={request} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

const slotText = (slot: { date: string; time: string }) => `${formatDate(slot.date)} à ${formatTime(slot.time)}`;

function answerText(request: RebookingRequestView): string | undefined {
  switch (request.response?.responseType) {
    case 'accept': {
      const slot = request.slots.find((candidate) => candidate.id === request.response?.selectedSlotId);
      return slot ? text.accepted(slotText(slot)) : text.acceptedUnknown;
    }
    case 'decline':
      return text.declined;
    case 'request_callback':
      return text.callback;
    default:
      return request.status === 'pending' ? text.waiting : undefined;
  }
}

function RequestCard({ request }: { request: RebookingRequestView }) {
  const response = request.response;
  const answer = answerText(request);
  return (
    <li className="follow-up-card">
      <h3 className="follow-up-card__title">{request.patientName}</h3>
      <p className="follow-up-badges">
        <span className={`follow-up-badge${statusTone[request.status] ?? ''}`}>
          <span className="ui-visually-hidden">État : </span>
          {labelOf(rebookingStatusLabels, request.status)}
        </span>
      </p>
      <dl className="follow-up-details">
        <dt>{text.email}</dt>
        <dd>
          <a href={`mailto:${request.patientEmail}`}>{request.patientEmail}</a>
        </dd>
        {request.reason ? (
          <>
            <dt>{text.reason}</dt>
            <dd>{request.reason}</dd>
          </>
        ) : null}
        {request.appointmentId ? (
          <>
            <dt>{text.replaces}</dt>
            <dd>{text.replacesYes}</dd>
          </>
        ) : null}
        <dt>{text.sent}</dt>
        <dd>
          <time dateTime={request.createdAt}>{formatDateTime(new Date(request.createdAt))}</time>
        </dd>
        {request.status === 'pending' || request.status === 'expired' ? (
          <>
            <dt>{request.status === 'pending' ? text.expires : text.expired}</dt>
            <dd>
              <time dateTime={request.expiresAt}>{formatDateTime(new Date(request.expiresAt))}</time>
            </dd>
          </>
        ) : null}
        {answer ? (
          <>
            <dt>{text.answer}</dt>
            <dd>{answer}</dd>
          </>
        ) : null}
        {response?.patientNotesOnFile ? (
          <>
            <dt>{text.patientNotes}</dt>
            <dd>{shownHealthText(response.patientNotes, response.patientNotesOnFile, 'notes', '')}</dd>
          </>
        ) : null}
        {response?.respondedAt ? (
          <>
            <dt>{text.answeredAt}</dt>
            <dd>
              <time dateTime={response.respondedAt}>{formatDateTime(new Date(response.respondedAt))}</time>
            </dd>
          </>
        ) : null}
      </dl>
      <ol className="follow-up-list" aria-label={text.offeredSlots(request.patientName)}>
        {request.slots.map((slot) => (
          <li key={slot.id}>
            {slotText(slot)} ({durationText(slot.durationMinutes)})
            {slot.id === response?.selectedSlotId ? <strong> — {text.chosenMark}</strong> : null}
          </li>
        ))}
      </ol>
    </li>
  );
}
