// « Demandes d'accès et de rectification » (the clinical team's: care): the one queue of
// requests a person makes about her information — each with its reference, kind, requester, day
// received, deadline with the server's countdown (an overdue one flagged « ⚠ En retard de … ») and
// status; filters by status, kind and overdue, the counts above; « Nouvelle demande »; « Ouvrir »
// shows a request's panel (its details, the answer form, « Envoyer la lettre », the patient file).
import { useState } from 'react';
import { formatDate } from 'shared-domain/platform/format';
import {
  privacyRequestKindLabels,
  privacyRequestKinds,
  privacyRequestStatusLabels,
  privacyRequestStatuses,
} from 'shared-domain/privacy/privacy';
import { Button } from 'shared-ui/Button';
import { CheckboxField } from 'shared-ui/CheckboxField';
import { Field } from 'shared-ui/Field';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { PageFrame } from 'shared-ui/PageFrame';
import { problemMessage } from 'shared-ui/problem-message';
import { StackedCell, StackedTable } from 'shared-ui/StackedTable';
import { type PrivacyRequest, type QueueFilters, usePrivacyRequestQueue } from './api/privacy-requests';
import { DeadlineText } from './DeadlineText';
import { NewPrivacyRequestDialog } from './NewPrivacyRequestDialog';
import { PrivacyRequestPanel } from './PrivacyRequestPanel';
import { requestsText as text } from './requests-text';
import './privacy-requests.css';

const noFilters: QueueFilters = { status: '', kind: '', overdue: false };

export function PrivacyRequestsPage() {
  const [filters, setFilters] = useState<QueueFilters>(noFilters);
  const queue = usePrivacyRequestQueue(filters);
  const [adding, setAdding] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // The panel follows the queue's fresh copy of the request (after an answer or a letter).
  const opened = queue.data?.requests.find((request) => request.id === openId) ?? null;
  const filtered = filters.status !== '' || filters.kind !== '' || filters.overdue;

  return (
    <PageFrame title={text.title} className="ui-page privacy-requests-page">
      <p>{text.intro}</p>
      <div className="privacy-requests-actions">
        <Button onClick={() => setAdding(true)} disabled={!queue.data}>
          {text.add}
        </Button>
      </div>
      <p role="status" className="privacy-requests-announcement">
        {announcement}
      </p>
      {queue.data ? (
        <p className="privacy-requests-counts">
          {text.counts(queue.data.counts.open, queue.data.counts.overdue, queue.data.counts.dueToday)}
        </p>
      ) : null}

      <fieldset className="privacy-requests-filters">
        <legend>{text.filters.legend}</legend>
        <Field label={text.filters.status}>
          {(control) => (
            <select
              {...control}
              value={filters.status}
              onChange={(event) => setFilters({ ...filters, status: event.target.value as QueueFilters['status'] })}
            >
              <option value="">{text.filters.any}</option>
              {privacyRequestStatuses.map((status) => (
                <option key={status} value={status}>
                  {privacyRequestStatusLabels[status]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={text.filters.kind}>
          {(control) => (
            <select
              {...control}
              value={filters.kind}
              onChange={(event) => setFilters({ ...filters, kind: event.target.value as QueueFilters['kind'] })}
            >
              <option value="">{text.filters.any}</option>
              {privacyRequestKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {privacyRequestKindLabels[kind]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <CheckboxField
          name="overdue"
          label={text.filters.overdue}
          checked={filters.overdue}
          onChange={(checked) => setFilters({ ...filters, overdue: checked })}
        />
      </fieldset>

      {queue.isPending ? <LoadingState label={text.loading} /> : null}
      {queue.isError ? (
        <Notice
          tone="error"
          title={text.loadFailed}
          actions={
            <Button variant="secondary" onClick={() => void queue.refetch()}>
              {text.retry}
            </Button>
          }
        >
          <p>{problemMessage(queue.error)}</p>
        </Notice>
      ) : null}
      {queue.data ? (
        queue.data.requests.length === 0 ? (
          <p className="privacy-requests-muted">{filtered ? text.emptyFiltered : text.empty}</p>
        ) : (
          <StackedTable
            caption={text.caption}
            columns={Object.values(text.columns)}
            rows={queue.data.requests}
            rowKey={(request) => request.id}
            minWidth="60rem"
            cells={(request) => <RequestCells request={request} onOpen={() => setOpenId(request.id)} />}
          />
        )
      ) : null}

      {queue.data ? (
        <NewPrivacyRequestDialog
          open={adding}
          today={queue.data.today}
          onClose={() => setAdding(false)}
          onRecorded={(reference) => {
            setAdding(false);
            setAnnouncement(text.recorded(reference));
          }}
        />
      ) : null}
      <PrivacyRequestPanel request={opened} onClose={() => setOpenId(null)} onDone={setAnnouncement} />
    </PageFrame>
  );
}

function RequestCells({ request, onOpen }: { request: PrivacyRequest; onOpen(): void }) {
  const c = text.columns;
  return (
    <>
      <StackedCell label={c.reference} nowrap>
        {request.reference}
      </StackedCell>
      <StackedCell label={c.kind}>{privacyRequestKindLabels[request.kind]}</StackedCell>
      <StackedCell label={c.requester}>
        {request.requesterName}
        {request.patientId ? null : <span className="privacy-requests-muted">{` (${text.noRecord})`}</span>}
      </StackedCell>
      <StackedCell label={c.received}>{formatDate(request.receivedOn)}</StackedCell>
      <StackedCell label={c.deadline}>
        {formatDate(request.dueOn)}
        <br />
        <DeadlineText request={request} />
      </StackedCell>
      <StackedCell label={c.status}>
        <span className={`privacy-requests-status privacy-requests-status--${request.status}`}>
          {privacyRequestStatusLabels[request.status]}
        </span>
      </StackedCell>
      <StackedCell label={c.actions}>
        <Button variant="secondary" aria-label={text.openLabel(request.reference)} onClick={onOpen}>
          {text.open}
        </Button>
      </StackedCell>
    </>
  );
}
