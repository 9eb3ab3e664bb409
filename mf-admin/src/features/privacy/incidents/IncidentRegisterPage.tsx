// « Registre des incidents de confidentialité » (the privacy officer's: management): every
// entry with its number, the day it became known, the people concerned, the serious risk, the
// notices and the status (« Avis à transmettre » for a serious one without both notices); « Consigner
// un incident » and « Modifier » open the form, « Avis aux personnes » the notice to send; the
// exports for the Commission cover the whole register or a period. Nothing is ever deleted.
import { useState } from 'react';
import { formatDate } from 'shared-domain/platform/format';
import { incidentStatusLabels } from 'shared-domain/privacy/privacy-incidents';
import { Button } from 'shared-ui/Button';
import { CsvExportLinks } from 'shared-ui/CsvExportLinks';
import { Field } from 'shared-ui/Field';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { PageFrame } from 'shared-ui/PageFrame';
import { problemMessage } from 'shared-ui/problem-message';
import { StackedCell, StackedTable } from 'shared-ui/StackedTable';
import { type Incident, incidentExportUrl, useIncidentRegister } from './api/privacy-incidents';
import { IncidentDialog } from './IncidentDialog';
import { incidentsText as text } from './incidents-text';
import { NoticeDialog } from './NoticeDialog';
import './incidents.css';

export function IncidentRegisterPage() {
  const register = useIncidentRegister();
  const [editing, setEditing] = useState<'new' | Incident | null>(null);
  const [noticeOf, setNoticeOf] = useState<Incident | null>(null);
  const [announcement, setAnnouncement] = useState('');

  return (
    <PageFrame title={text.title} className="ui-page incidents-page">
      <p>{text.intro}</p>
      <p className="incidents-muted">{text.kept}</p>
      <div className="incidents-actions">
        <Button onClick={() => setEditing('new')} disabled={!register.data}>
          {text.record}
        </Button>
      </div>
      <p role="status" className="incidents-announcement">
        {announcement}
      </p>

      {register.isPending ? <LoadingState label={text.loading} /> : null}
      {register.isError ? (
        <Notice
          tone="error"
          title={text.loadFailed}
          actions={
            <Button variant="secondary" onClick={() => void register.refetch()}>
              {text.retry}
            </Button>
          }
        >
          <p>{problemMessage(register.error)}</p>
        </Notice>
      ) : null}
      {register.data ? (
        register.data.incidents.length === 0 ? (
          <p className="incidents-muted">{text.empty}</p>
        ) : (
          <StackedTable
            caption={text.caption}
            columns={Object.values(text.columns)}
            rows={register.data.incidents}
            rowKey={(incident) => incident.id}
            minWidth="56rem"
            cells={(incident) => <IncidentCells incident={incident} onEdit={setEditing} onNotice={setNoticeOf} />}
          />
        )
      ) : null}

      <ExportSection />

      {register.data ? (
        <IncidentDialog
          editing={editing}
          today={register.data.today}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            setAnnouncement(message);
          }}
        />
      ) : null}
      <NoticeDialog incident={noticeOf} onClose={() => setNoticeOf(null)} />
    </PageFrame>
  );
}

function IncidentCells({
  incident,
  onEdit,
  onNotice,
}: {
  incident: Incident;
  onEdit(incident: Incident): void;
  onNotice(incident: Incident): void;
}) {
  const c = text.columns;
  const on = (date: string | null) => (date ? formatDate(date) : null);
  return (
    <>
      <StackedCell label={c.reference} nowrap>
        {incident.reference}
      </StackedCell>
      <StackedCell label={c.discovered}>{formatDate(incident.discoveredOn)}</StackedCell>
      <StackedCell label={c.people}>{incident.peopleCount}</StackedCell>
      <StackedCell label={c.serious}>{incident.seriousInjuryRisk ? text.yes : text.no}</StackedCell>
      <StackedCell label={c.notices}>
        {incident.seriousInjuryRisk || incident.commissionNotifiedOn || incident.peopleNotifiedOn
          ? text.noticesLine(on(incident.commissionNotifiedOn), on(incident.peopleNotifiedOn))
          : text.notRequired}
      </StackedCell>
      <StackedCell label={c.status}>
        <span className={`incidents-status incidents-status--${incident.status}`}>{incidentStatusLabels[incident.status]}</span>
      </StackedCell>
      <StackedCell label={c.actions}>
        <span className="incidents-row-actions">
          <Button variant="secondary" aria-label={text.editLabel(incident.reference)} onClick={() => onEdit(incident)}>
            {text.edit}
          </Button>
          <Button variant="secondary" aria-label={text.noticeLabel(incident.reference)} onClick={() => onNotice(incident)}>
            {text.notice}
          </Button>
        </span>
      </StackedCell>
    </>
  );
}

function ExportSection() {
  const [period, setPeriod] = useState({ from: '', to: '' });
  const outOfOrder = period.from !== '' && period.to !== '' && period.to < period.from;
  return (
    <section className="incidents-export" aria-labelledby="incidents-export-title">
      <h2 id="incidents-export-title">{text.export.title}</h2>
      <p className="incidents-muted">{text.export.hint}</p>
      <div className="incidents-period">
        <Field label={text.export.from}>
          {(control) => (
            <input {...control} type="date" value={period.from} onChange={(event) => setPeriod({ ...period, from: event.target.value })} />
          )}
        </Field>
        <Field label={text.export.to} errors={[outOfOrder ? text.export.order : undefined]}>
          {(control) => (
            <input {...control} type="date" value={period.to} onChange={(event) => setPeriod({ ...period, to: event.target.value })} />
          )}
        </Field>
      </div>
      {outOfOrder ? null : (
        <div className="incidents-actions">
          <CsvExportLinks href={(format) => incidentExportUrl('csv', period, format)} contents={text.export.csvContents} />
          <a className="ui-button ui-button--secondary" href={incidentExportUrl('pdf', period)} download>
            {text.export.pdf}
          </a>
        </div>
      )}
    </section>
  );
}
