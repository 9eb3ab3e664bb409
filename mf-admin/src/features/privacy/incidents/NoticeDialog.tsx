// « Avis aux personnes » for one entry: the notice to the people concerned filled by the server from
// the entry and the clinic's privacy officer, shown as text to reread, with « Copier » (for an
// e-mail or a letter) and « Télécharger (PDF) ».
import { useState } from 'react';
import { Button } from 'shared-ui/Button';
import { Dialog } from 'shared-ui/Dialog';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { problemMessage } from 'shared-ui/problem-message';
import { type Incident, noticePdfUrl, useIncidentNotice } from './api/privacy-incidents';
import { incidentsText } from './incidents-text';

const text = incidentsText.noticeDialog;

export function NoticeDialog({ incident, onClose }: { incident: Incident | null; onClose(): void }) {
  return (
    <Dialog
      open={incident !== null}
      onClose={onClose}
      title={incident ? incidentsText.noticeLabel(incident.reference) : incidentsText.notice}
      className="ui-dialog--sheet incidents-dialog"
    >
      {incident ? <NoticeBody key={incident.id} incident={incident} /> : null}
    </Dialog>
  );
}

async function copyText(value: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(value);
    return true;
  } catch {
    return false;
  }
}

function NoticeBody({ incident }: { incident: Incident }) {
  const notice = useIncidentNotice(incident.id);
  const [copied, setCopied] = useState<boolean | null>(null);
  if (notice.isPending) return <LoadingState label={text.loading} />;
  if (notice.isError)
    return (
      <Notice tone="error" title={text.failed}>
        <p>{problemMessage(notice.error)}</p>
      </Notice>
    );
  return (
    <div className="incidents-notice">
      <p className="incidents-muted">{text.hint}</p>
      <label className="ui-field__label" htmlFor={`avis-${incident.id}`}>
        {text.textLabel}
      </label>
      <textarea id={`avis-${incident.id}`} className="incidents-notice__text" readOnly value={notice.data.text} rows={16} />
      <div className="incidents-actions">
        <Button onClick={async () => setCopied(await copyText(notice.data.text))}>{text.copy}</Button>
        <a className="ui-button ui-button--secondary" href={noticePdfUrl(incident.id)} download>
          {text.pdf}
        </a>
      </div>
      <p role="status" className="incidents-muted">
        {copied === null ? '' : copied ? text.copied : text.copyFailed}
      </p>
    </div>
  );
}
