// « Vos demandes »: the patient's correction requests, newest first, each with when it was sent,
// the start of its message and whether the clinic has answered.
import { formatDate } from 'shared-domain/platform/format';
import { LoadState } from '../../lib/loading/LoadState';
import { type CorrectionRequestSummary, useCorrectionRequests } from './api/correction-requests';
import { profileText } from './profile-text';

/** How much of a message the list shows; the clinic has it whole. */
export const excerptLength = 140;

export function excerpt(message: string): string {
  const text = message.trim().replace(/\s+/g, ' ');
  return text.length <= excerptLength ? text : `${text.slice(0, excerptLength - 1).trimEnd()}…`;
}

function statusText(request: CorrectionRequestSummary): string {
  if (request.status === 'open') return profileText.open;
  return request.answeredOn ? profileText.answeredOn(formatDate(request.answeredOn)) : profileText.answered;
}

export function CorrectionRequestList({ headingId }: { headingId: string }) {
  const query = useCorrectionRequests();
  const requests = query.data?.requests;
  return (
    <>
      <LoadState query={query} loadingLabel={profileText.requestsLoading} failureTitle={profileText.requestsFailed} />
      {requests && requests.length === 0 ? <p className="portal-page__empty">{profileText.requestsEmpty}</p> : null}
      {requests && requests.length > 0 ? (
        <ul className="correction-requests" aria-labelledby={headingId}>
          {requests.map((request) => (
            <li key={request.id} className="correction-request">
              <p className="correction-request__date">{profileText.sentOn(formatDate(new Date(request.createdAt)))}</p>
              <p className="correction-request__message">{excerpt(request.message)}</p>
              <p className={`correction-request__status correction-request__status--${request.status}`}>{statusText(request)}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
