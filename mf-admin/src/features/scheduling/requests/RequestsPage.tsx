// 'Demandes': the appointment requests sent from the public modal that still wait for a
// slot, oldest first, with everything the person wrote. Each can be scheduled (a service and a
// free slot: it becomes a confirmed appointment) or declined (with a message e-mailed to them).
// A handled request leaves the list; the focus goes to the one that takes its place (or the one
// before, or the list's empty state), and the page says what was done.
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ApiError } from 'shared-domain/platform/errors';
import { formatDate, formatDateTime, formatPhone, formatTime, phoneHref } from 'shared-domain/platform/format';
import { problemMessage } from 'shared-ui/problem-message';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { PageFrame } from 'shared-ui/PageFrame';
import { dayQueryKey } from '../day/api/day';
import { type AppointmentRequestItem, type AppointmentRequests, requestsQueryKey, useRequests } from './api/requests';
import { servicesQueryOptions } from '../api/services';
import { requestsText as text } from './requests-text';
import type { ScheduledAppointment } from './ScheduleDialog';
import './requests.css';
import { shownHealthText } from 'shared-domain/accounts/health-text';

// The dialogs and their forms' schemas load when a request is scheduled or declined, not with the list.
const ScheduleDialog = lazy(() => import('./ScheduleDialog').then((module) => ({ default: module.ScheduleDialog })));
const DeclineDialog = lazy(() => import('./DeclineDialog').then((module) => ({ default: module.DeclineDialog })));

type OpenDialog = { kind: 'schedule' | 'decline'; request: AppointmentRequestItem; open: boolean };

export function RequestsPage() {
  const requests = useRequests();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [status, setStatus] = useState('');
  // Where the handled request stood: the focus goes to the request now there once it is gone.
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const emptyRef = useRef<HTMLParagraphElement>(null);
  const list = requests.data?.requests;

  // The scheduling dialog's services, asked ahead: its first field is there when it opens.
  useEffect(() => {
    void queryClient.prefetchQuery(servicesQueryOptions());
  }, [queryClient]);

  useEffect(() => {
    if (focusIndex === null || !list) return;
    const cards = listRef.current?.querySelectorAll<HTMLElement>('.request-card');
    const target = cards && cards.length > 0 ? cards[Math.min(focusIndex, cards.length - 1)] : emptyRef.current;
    target?.focus();
    setFocusIndex(null);
  }, [focusIndex, list]);

  const close = () => setDialog((current) => (current ? { ...current, open: false } : current));

  /** The request has left the waiting list (handled here or elsewhere): out of the list now, then a fresh read. */
  const handled = (request: AppointmentRequestItem, message: string) => {
    const index = list?.findIndex((shown) => shown.id === request.id) ?? -1;
    close();
    setStatus(message);
    queryClient.setQueryData<AppointmentRequests>(requestsQueryKey, (data) =>
      data ? { ...data, requests: data.requests.filter((shown) => shown.id !== request.id) } : data,
    );
    void queryClient.invalidateQueries({ queryKey: requestsQueryKey });
    // Ma Journée counts the requests waiting and shows the new appointment when it is today.
    void queryClient.invalidateQueries({ queryKey: dayQueryKey });
    setFocusIndex(Math.max(index, 0));
  };

  const scheduled = (request: AppointmentRequestItem) => (appointment: ScheduledAppointment) => {
    const when = `${formatDate(appointment.scheduledDate ?? '')} à ${formatTime(appointment.scheduledTime ?? '')}`;
    handled(request, text.scheduled(request.name, when));
  };

  const gone = (request: AppointmentRequestItem) => (error: ApiError) => handled(request, error.message);

  return (
    <PageFrame title={text.title} className="ui-page requests-page">
      <p>{text.intro}</p>
      <p className="requests-page__status" role="status">
        {status}
      </p>
      {requests.isPending ? <LoadingState label={text.loading} /> : null}
      {requests.isError && !list ? (
        <Notice tone="error" title={text.loadFailed} actions={<Button onClick={() => void requests.refetch()}>{text.retry}</Button>}>
          <p>{problemMessage(requests.error)}</p>
        </Notice>
      ) : null}
      {list && list.length === 0 ? (
        <p ref={emptyRef} className="requests-page__empty" tabIndex={-1}>
          {text.empty}
        </p>
      ) : null}
      {list && list.length > 0 ? (
        <ol ref={listRef} className="requests-page__list" aria-label={text.listLabel}>
          {list.map((request) => (
            <li key={request.id}>
              <RequestCard
                request={request}
                onSchedule={() => setDialog({ kind: 'schedule', request, open: true })}
                onDecline={() => setDialog({ kind: 'decline', request, open: true })}
              />
            </li>
          ))}
        </ol>
      ) : null}
      {dialog ? (
        <Suspense fallback={null}>
          <ScheduleDialog
            open={dialog.kind === 'schedule' && dialog.open}
            request={dialog.request}
            onClose={close}
            onScheduled={scheduled(dialog.request)}
            onGone={gone(dialog.request)}
          />
          <DeclineDialog
            open={dialog.kind === 'decline' && dialog.open}
            request={dialog.request}
            onClose={close}
            onDeclined={() => handled(dialog.request, text.declined(dialog.request.name))}
            onGone={gone(dialog.request)}
          />
        </Suspense>
      ) : null}
    </PageFrame>
  );
}

interface RequestCardProps {
  request: AppointmentRequestItem;
  onSchedule(): void;
  onDecline(): void;
}

function RequestCard({ request, onSchedule, onDecline }: RequestCardProps) {
  const headingId = `demande-${request.id}`;
  const given = (value: string | null) => (value?.trim() ? value : text.notGiven);
  return (
    <article className="request-card" aria-labelledby={headingId} tabIndex={-1}>
      <h2 id={headingId} className="request-card__name">
        {request.name}
      </h2>
      <dl className="request-card__details">
        <div>
          <dt>{text.email}</dt>
          <dd>
            <a href={`mailto:${request.email}`}>{request.email}</a>
          </dd>
        </div>
        <div>
          <dt>{text.phone}</dt>
          <dd>{request.phone ? <a href={phoneHref(request.phone)}>{formatPhone(request.phone)}</a> : text.notGiven}</dd>
        </div>
        <div className="request-card__wide">
          <dt>{text.reason}</dt>
          <dd className="request-card__reason">{shownHealthText(request.reason?.trim(), request.reasonOnFile, 'reason', text.notGiven)}</dd>
        </div>
        <div>
          <dt>{text.age}</dt>
          <dd>{given(request.patientAge)}</dd>
        </div>
        <div>
          <dt>{text.preferredTime}</dt>
          <dd>{given(request.preferredTime)}</dd>
        </div>
        <div>
          <dt>{text.received}</dt>
          <dd>
            <time dateTime={request.createdAt}>{formatDateTime(new Date(request.createdAt))}</time>
          </dd>
        </div>
      </dl>
      <div className="request-card__actions">
        <Button onClick={onSchedule}>
          {text.schedule}
          <span className="ui-visually-hidden">{text.ofRequest(request.name)}</span>
        </Button>
        <Button variant="secondary" onClick={onDecline}>
          {text.decline}
          <span className="ui-visually-hidden">{text.ofRequest(request.name)}</span>
        </Button>
      </div>
    </article>
  );
}
