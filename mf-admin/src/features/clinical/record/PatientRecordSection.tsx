// The record around the notes: identity the regulation asks for, episodes of care, attached files, access requests and their 20-day clock, export.
// An access request still unanswered shows at the top of the section with its due date and the
// days left (or late), by words and a sign as well as by colour. Each block opens its dialog;
// the exports and files are plain links the browser downloads with the session cookie. The
// server audits every reading, change and download.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { accessClockText, attachmentKindLabels, formatFileSize, patientSexLabels } from 'shared-domain/clinical/clinical-record';
import { formatDate, formatDateTime, formatPhone } from 'shared-domain/platform/format';
import { consentGivenBy } from 'shared-domain/patients/family';
import { paths } from 'shared-domain/platform/paths';
import { privacyRequestKindLabels } from 'shared-domain/privacy/privacy';
import { ApiRequestError } from 'shared-ui/api-result';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { Link } from 'shared-ui/router';
import { AnswerAccessRequestDialog, NewAccessRequestDialog } from './AccessRequestDialogs';
import {
  type AccessRequest,
  type Attachment,
  attachmentFileUrl,
  type ClinicalRecord,
  clinicalRecordKey,
  type Episode,
  recordExportUrls,
  useClinicalRecord,
} from './api/clinical-record';
import { AttachmentUploadDialog } from './AttachmentUploadDialog';
import { CloseEpisodeDialog } from './CloseEpisodeDialog';
import { useLiveGuardians } from './ConsentSignerField';
import { RecordConsentDialog } from './RecordConsentDialog';
import { NewEpisodeDialog } from './NewEpisodeDialog';
import { RecordIdentityDialog } from './RecordIdentityDialog';
import { recordText as text } from './record-text';
import { IntakeEntries } from './IntakeEntries';
import './clinical-record.css';
import { LineIcon } from 'shared-ui/LineIcon';
import { useActionRunner } from 'shared-ui/useActionRunner';

type OpenDialog =
  | { kind: 'identity' | 'episode' | 'attachment' | 'access' }
  | { kind: 'close'; episode: Episode }
  | { kind: 'consent'; episode: Episode }
  | { kind: 'answer'; request: AccessRequest };

/** Where the patient file's navigation leads to this section: its heading's id, and its name. */
export const patientRecordAnchor = { id: 'dossier-clinique', label: text.heading } as const;

export function PatientRecordSection({ patientId }: { patientId: string }) {
  const record = useClinicalRecord(patientId);
  return (
    <section className="patient-file__section clinical-record" aria-labelledby={patientRecordAnchor.id}>
      <h2 id={patientRecordAnchor.id}>{text.heading}</h2>
      {record.isPending ? (
        <LoadingState label={text.loading} />
      ) : record.isError ? (
        <Notice tone="error" title={text.loadFailed} actions={<Button onClick={() => void record.refetch()}>{text.retry}</Button>}>
          <p>{record.error instanceof ApiRequestError ? record.error.message : text.unreachable}</p>
        </Notice>
      ) : (
        <RecordBody patientId={patientId} record={record.data} />
      )}
    </section>
  );
}

function RecordBody({ patientId, record }: { patientId: string; record: ClinicalRecord }) {
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: clinicalRecordKey(patientId) });
  // What a dialog did, said under the heading; the record read again.
  const runner = useActionRunner({ refresh });
  const done = (message: string) => {
    setDialog(null);
    runner.say(message);
    void refresh();
  };
  const close = () => setDialog(null);
  // Consent recorded in its dialog: for a patient with guardians on file, which of them gave it (under 14 one of them must).
  const guardians = useLiveGuardians(patientId);
  const pending = record.accessRequests.filter((request) => !request.answered);
  const exportUrls = recordExportUrls(patientId);

  return (
    <>
      <p className="clinical-record__said" role={runner.problem ? 'alert' : 'status'}>
        {runner.problem ? `${text.episodes.actionFailed} : ${runner.problem.message}` : runner.status}
      </p>
      {pending.map((request) => (
        <AccessClock key={request.id} request={request} />
      ))}

      <section className="clinical-record__part" aria-labelledby="dossier-clinique-identite">
        <div className="clinical-record__part-head">
          <h3 id="dossier-clinique-identite">{text.identity.heading}</h3>
          <Button variant="secondary" aria-label={text.identity.editLabel} onClick={() => setDialog({ kind: 'identity' })}>
            {text.identity.edit}
          </Button>
        </div>
        <Identity identity={record.identity} />
      </section>

      <section className="clinical-record__part" aria-labelledby="dossier-clinique-episodes">
        <div className="clinical-record__part-head">
          <h3 id="dossier-clinique-episodes">{text.episodes.heading}</h3>
          <Button variant="secondary" onClick={() => setDialog({ kind: 'episode' })}>
            {text.episodes.add}
          </Button>
        </div>
        {record.episodes.length === 0 ? (
          <p className="patient-file__muted">{text.episodes.none}</p>
        ) : (
          <ul className="clinical-record__list">
            {record.episodes.map((episode) => (
              <EpisodeItem
                key={episode.id}
                episode={episode}
                onConsent={() => setDialog({ kind: 'consent', episode })}
                onClose={() => setDialog({ kind: 'close', episode })}
              />
            ))}
          </ul>
        )}
      </section>

      <IntakeEntries patientId={patientId} />

      <section className="clinical-record__part" aria-labelledby="dossier-clinique-documents">
        <div className="clinical-record__part-head">
          <h3 id="dossier-clinique-documents">{text.attachments.heading}</h3>
          <Button variant="secondary" onClick={() => setDialog({ kind: 'attachment' })}>
            {text.attachments.add}
          </Button>
        </div>
        {record.attachments.length === 0 ? (
          <p className="patient-file__muted">{text.attachments.none}</p>
        ) : (
          <ul className="clinical-record__list">
            {record.attachments.map((attachment) => (
              <AttachmentItem key={attachment.id} attachment={attachment} />
            ))}
          </ul>
        )}
      </section>

      <section className="clinical-record__part" aria-labelledby="dossier-clinique-acces">
        <div className="clinical-record__part-head">
          <h3 id="dossier-clinique-acces">{text.access.heading}</h3>
          <Button variant="secondary" onClick={() => setDialog({ kind: 'access' })}>
            {text.access.add}
          </Button>
        </div>
        <p className="patient-file__muted">
          {text.access.queue} <Link to={paths.adminPrivacyRequests.build()}>{text.access.queueLink}</Link>
        </p>
        {record.accessRequests.length === 0 ? (
          <p className="patient-file__muted">{text.access.none}</p>
        ) : (
          <ul className="clinical-record__list">
            {record.accessRequests.map((request) => (
              <AccessRequestItem key={request.id} request={request} onAnswer={() => setDialog({ kind: 'answer', request })} />
            ))}
          </ul>
        )}
      </section>

      <section className="clinical-record__part" aria-labelledby="dossier-clinique-export">
        <h3 id="dossier-clinique-export">{text.export.heading}</h3>
        <p className="patient-file__muted">{text.export.hint}</p>
        <div className="clinical-record__actions">
          <a className="ui-button ui-button--primary" href={exportUrls.pdf} download>
            {text.export.pdf}
          </a>
          <a className="ui-button ui-button--secondary" href={exportUrls.json} download>
            {text.export.json}
          </a>
        </div>
      </section>

      <RecordIdentityDialog
        open={dialog?.kind === 'identity'}
        patientId={patientId}
        identity={record.identity}
        onClose={close}
        onSaved={() => done(text.identity.saved)}
      />
      <NewEpisodeDialog
        open={dialog?.kind === 'episode'}
        patientId={patientId}
        today={record.today}
        onClose={close}
        onCreated={() => done(text.episodes.created)}
      />
      <CloseEpisodeDialog
        episode={dialog?.kind === 'close' ? dialog.episode : null}
        today={record.today}
        onClose={close}
        onClosed={() => done(text.episodes.closed)}
      />
      <RecordConsentDialog
        episode={dialog?.kind === 'consent' ? dialog.episode : null}
        guardians={guardians}
        onClose={close}
        onRecorded={() => done(text.episodes.consentRecorded)}
      />
      <AttachmentUploadDialog
        open={dialog?.kind === 'attachment'}
        patientId={patientId}
        today={record.today}
        onClose={close}
        onAdded={() => done(text.attachments.added)}
      />
      <NewAccessRequestDialog
        open={dialog?.kind === 'access'}
        patientId={patientId}
        today={record.today}
        onClose={close}
        onRecorded={() => done(text.access.recorded)}
      />
      <AnswerAccessRequestDialog
        request={dialog?.kind === 'answer' ? dialog.request : null}
        today={record.today}
        onClose={close}
        onAnswered={() => done(text.access.answeredDone)}
      />
    </>
  );
}

function Identity({ identity }: { identity: ClinicalRecord['identity'] }) {
  const labels = text.identity;
  const value = (shown: string | null | undefined) => (shown ? shown : <span className="patient-file__muted">{text.none}</span>);
  return (
    <dl className="patient-file__details">
      <dt>{labels.name}</dt>
      <dd>{`${identity.firstName} ${identity.lastName}`}</dd>
      <dt>{labels.nameAtBirth}</dt>
      <dd>{value(identity.nameAtBirth)}</dd>
      <dt>{labels.dateOfBirth}</dt>
      <dd>{value(identity.dateOfBirth ? formatDate(identity.dateOfBirth) : null)}</dd>
      <dt>{labels.sex}</dt>
      <dd>{value(identity.sex ? patientSexLabels[identity.sex] : null)}</dd>
      <dt>{labels.address}</dt>
      <dd>{value(identity.address)}</dd>
      <dt>{labels.phone}</dt>
      <dd>{value(identity.phone ? formatPhone(identity.phone) : null)}</dd>
      <dt>{labels.recordOpenedOn}</dt>
      <dd>{formatDate(identity.recordOpenedOn)}</dd>
      <dt>{labels.consultationReason}</dt>
      <dd className="clinical-record__text">{value(identity.consultationReason)}</dd>
    </dl>
  );
}

interface EpisodeItemProps {
  episode: Episode;
  onConsent(): void;
  onClose(): void;
}

function EpisodeItem({ episode, onConsent, onClose }: EpisodeItemProps) {
  const labels = text.episodes;
  const period = episode.endedOn
    ? `${labels.since} ${formatDate(episode.startedOn)} · ${labels.endedOn} ${formatDate(episode.endedOn)}`
    : `${labels.since} ${formatDate(episode.startedOn)} · ${labels.open}`;
  return (
    <li className="clinical-record__item">
      <span className="clinical-record__item-title">{episode.reason}</span>
      <span className="patient-file__muted">{period}</span>
      <span>
        {episode.consentRecordedAt
          ? `✓ ${labels.consent(formatDateTime(new Date(episode.consentRecordedAt)), episode.consentRecordedBy)}${episode.consentSignedBy ? `, ${consentGivenBy(episode.consentSignedBy)}` : ''}`
          : `✗ ${labels.noConsent}`}
      </span>
      {episode.endNote ? <span className="clinical-record__text">{`${labels.endNote} : ${episode.endNote}`}</span> : null}
      {episode.open ? (
        <span className="clinical-record__actions">
          {episode.consentGiven ? null : (
            <Button variant="secondary" aria-label={`${labels.recordConsent} : ${episode.reason}`} onClick={onConsent}>
              {labels.recordConsent}
            </Button>
          )}
          <Button variant="secondary" aria-label={`${labels.close} : ${episode.reason}`} onClick={onClose}>
            {labels.close}
          </Button>
        </span>
      ) : null}
    </li>
  );
}

function AttachmentItem({ attachment }: { attachment: Attachment }) {
  return (
    <li className="clinical-record__item">
      <span className="clinical-record__item-title">{attachment.title}</span>
      <span className="patient-file__muted">
        {`${attachmentKindLabels[attachment.kind]} · ${text.attachments.received} ${formatDate(attachment.receivedOn)} · ${formatFileSize(attachment.sizeBytes)}`}
      </span>
      <a href={attachmentFileUrl(attachment.id)} download={attachment.fileName}>
        {text.attachments.download}
        <span className="ui-visually-hidden">{` : ${attachment.title} (${attachment.fileName})`}</span>
      </a>
    </li>
  );
}

/** The due date and the days left (or late) of a request still unanswered, in words and with a sign. */
function clockLine(request: AccessRequest): string {
  const daysLeft = request.daysLeft ?? 0;
  const due = formatDate(request.dueOn);
  return request.overdue ? `${accessClockText({ daysLeft })} — réponse due le ${due}` : text.access.due(due, accessClockText({ daysLeft }));
}

/** A clock face with its hands, on the 24×24 grid of the back-office's line icons. */
const clockIconPath = 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3.5 2';

function AccessClock({ request }: { request: AccessRequest }) {
  return (
    <div className={`clinical-record__clock${request.overdue ? ' clinical-record__clock--late' : ''}`}>
      {/* A drawn clock in the text's colour while there is time, not an emoji; ⚠ once late. */}
      {request.overdue ? (
        <span className="clinical-record__clock-sign" aria-hidden="true">
          ⚠
        </span>
      ) : (
        <LineIcon path={clockIconPath} size={22} className="clinical-record__clock-sign" />
      )}
      <p>
        <strong>{request.overdue ? `${text.access.late} : ` : `${text.access.openAlert} : `}</strong>
        {clockLine(request)}
      </p>
    </div>
  );
}

function AccessRequestItem({ request, onAnswer }: { request: AccessRequest; onAnswer(): void }) {
  return (
    <li className="clinical-record__item">
      <span className="clinical-record__item-title">
        {/* The queue holds every kind of request: one other than access says which. */}
        {`${request.kind && request.kind !== 'access' ? `${privacyRequestKindLabels[request.kind]} (${request.reference}) — ` : ''}${text.access.received} ${formatDate(request.receivedOn)}`}
      </span>
      {request.answeredOn ? (
        <span>{`✓ ${text.access.answered(formatDate(request.answeredOn), request.answeredBy)}`}</span>
      ) : (
        <span
          className={request.overdue ? 'clinical-record__late' : undefined}
        >{`${request.overdue ? '⚠ ' : ''}${clockLine(request)}`}</span>
      )}
      {request.note ? <span className="clinical-record__text patient-file__muted">{request.note}</span> : null}
      {request.answered ? null : (
        <span className="clinical-record__actions">
          <Button
            variant="secondary"
            aria-label={`${text.access.markAnswered} : ${text.access.received} ${formatDate(request.receivedOn)}`}
            onClick={onAnswer}
          >
            {text.access.markAnswered}
          </Button>
        </span>
      )}
    </li>
  );
}
