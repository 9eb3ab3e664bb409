// The status cards of « Surveillance du système »: one per part of the platform, each with its state
// as a badge and its figures; the e-mail card asks the mail server on demand, the jobs card leads to
// « Santé de l'automatisation › Tâches », the backup key's card warns until a copy kept off the
// server is confirmed there.
import { Fragment, type ReactNode, useState } from 'react';
import type { HealthState } from 'shared-domain/automation/automation-views';
import { formatDateTime, formatMonth } from 'shared-domain/platform/format';
import { backupKeyText, backupOverdue, backupOverdueDays } from 'shared-domain/privacy/privacy-backups';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { problemMessage } from 'shared-ui/problem-message';
import { Link } from 'shared-ui/router';
import { ActionStatus, nothingSaid, type Said } from '../ActionStatus';
import { BackupKeyCopy } from './BackupKeyCopy';
import { healthSectionIds, healthSectionLink } from '../health/health-links';
import { checkEmailServer, type EmailCheckAnswer, type MonitoringAnswer, useMonitoring } from './api/monitoring';
import { databaseSizeText, healthStateLabels, monitoringText as text, uptimeText } from './monitoring-text';
import { failureMessage } from 'shared-ui/failure-message';

const stateTones: Record<HealthState, string> = {
  ok: 'automation-badge automation-badge--good',
  warning: 'automation-badge automation-badge--warning',
  down: 'automation-badge automation-badge--bad',
  unknown: 'automation-badge',
};

const when = (iso: string) => <time dateTime={iso}>{formatDateTime(new Date(iso))}</time>;
const number = (value: number) => new Intl.NumberFormat('fr-CA').format(value);

/** What « Vérifier le serveur » answered: the API's sentence, with the error's code when there is one. */
export function emailCheckSaid(answer: EmailCheckAnswer): Said {
  const said = answer.errorCode ? text.email.withCode(answer.message, answer.errorCode) : answer.message;
  return { text: said, failed: answer.state === 'down' || answer.state === 'warning' };
}

export function SystemStatus() {
  const monitoring = useMonitoring();
  return (
    <section className="automation-section" aria-labelledby="surveillance-etat">
      <div className="automation-card__heading">
        <h2 id="surveillance-etat">{text.statusLabel}</h2>
        {monitoring.data ? (
          <Button variant="secondary" aria-disabled={monitoring.isFetching || undefined} onClick={() => void monitoring.refetch()}>
            {text.refresh}
          </Button>
        ) : null}
      </div>
      {monitoring.isPending ? (
        <LoadingState label={text.loading} />
      ) : monitoring.isError ? (
        <Notice tone="error" title={text.loadFailed} actions={<Button onClick={() => void monitoring.refetch()}>{text.retry}</Button>}>
          <p>{problemMessage(monitoring.error)}</p>
        </Notice>
      ) : (
        <StatusCards status={monitoring.data} />
      )}
    </section>
  );
}

function StatusCards({ status }: { status: MonitoringAnswer }) {
  const { api, database, email, jobs, texts, backupKey } = status;
  return (
    <>
      <p className="automation-muted">{text.checkedAt(formatDateTime(new Date(status.checkedAt)))}</p>
      <ul className="automation-cards automation-cards--grid" aria-label={text.statusLabel}>
        <StatusCard id="surveillance-api" title={text.api.title} state={api.state}>
          <dt>{text.api.version}</dt>
          <dd>{api.version}</dd>
          <dt>{text.api.startedAt}</dt>
          <dd>{when(api.startedAt)}</dd>
          <dt>{text.api.uptime}</dt>
          <dd>{uptimeText(api.uptimeSeconds)}</dd>
          <dt>{text.api.memory}</dt>
          <dd>{number(api.memoryMb)} Mo</dd>
          <dt>{text.api.loopDelay}</dt>
          <dd>
            {api.eventLoopDelay.p99Ms === null || api.eventLoopDelay.maxMs === null
              ? text.api.loopDelayNone
              : text.api.loopDelayValue(number(Math.round(api.eventLoopDelay.p99Ms)), number(Math.round(api.eventLoopDelay.maxMs)))}
          </dd>
          <dt>{text.api.node}</dt>
          <dd>{api.nodeVersion}</dd>
        </StatusCard>
        <StatusCard
          id="surveillance-base"
          title={text.database.title}
          state={database.state}
          after={
            backupOverdue(database.lastBackupAt, new Date(status.checkedAt)) ? (
              <p className="automation-muted">{text.database.backupOverdue(backupOverdueDays)}</p>
            ) : undefined
          }
        >
          <dt>{text.database.kind}</dt>
          <dd>{text.database.kinds[database.kind]}</dd>
          <dt>{text.database.size}</dt>
          <dd>{databaseSizeText(database.sizeBytes)}</dd>
          <dt>{text.database.latency}</dt>
          <dd>{number(database.latencyMs)} ms</dd>
          <dt>{text.database.lastBackup}</dt>
          <dd>{database.lastBackupAt ? when(database.lastBackupAt) : text.database.noBackup}</dd>
        </StatusCard>
        <StatusCard id="surveillance-courriel" title={text.email.title} state={email.state} after={<EmailCheck />}>
          <dt>{text.email.server}</dt>
          <dd>{email.configured ? text.email.configured : text.email.notConfigured}</dd>
          <dt>{text.email.lastSent}</dt>
          <dd>{email.lastSentAt ? when(email.lastSentAt) : text.email.never}</dd>
          <dt>{text.email.failed}</dt>
          <dd>{number(email.failedLast24Hours)}</dd>
          <dt>{text.email.queued}</dt>
          <dd>{number(email.queued)}</dd>
        </StatusCard>
        <StatusCard id="surveillance-textos" title={text.texts.title} state={texts.configured ? 'ok' : 'unknown'}>
          <dt>{text.texts.channel}</dt>
          <dd>{texts.configured ? text.texts.configured : text.texts.notConfigured}</dd>
          {texts.byMonth.map(({ month, sent }) => (
            <Fragment key={month}>
              <dt>{formatMonth(month)}</dt>
              <dd>{text.texts.sent(sent)}</dd>
            </Fragment>
          ))}
        </StatusCard>
        <StatusCard
          id="surveillance-taches"
          title={text.jobs.title}
          state={jobs.late > 0 || jobs.failedLastRun > 0 ? 'warning' : 'ok'}
          after={
            <ul className="automation-links">
              <li>
                <Link to={healthSectionLink(healthSectionIds.jobs)}>{text.jobs.link}</Link>
              </li>
            </ul>
          }
        >
          <dt>{text.jobs.total}</dt>
          <dd>{number(jobs.total)}</dd>
          <dt>{text.jobs.late}</dt>
          <dd>{number(jobs.late)}</dd>
          <dt>{text.jobs.failed}</dt>
          <dd>{number(jobs.failedLastRun)}</dd>
        </StatusCard>
        <StatusCard
          id="surveillance-cle"
          title={backupKeyText.title}
          state={backupKey.state}
          after={
            <>
              {backupKey.copy ? null : <p className="automation-muted">{backupKeyText.warning}</p>}
              <BackupKeyCopy status={backupKey} />
            </>
          }
        >
          <dt>{backupKeyText.location}</dt>
          <dd>{backupKey.location}</dd>
          <dt>{backupKeyText.fingerprint}</dt>
          <dd>{backupKey.fingerprint}</dd>
          <dt>{backupKeyText.copy}</dt>
          <dd>
            {backupKey.copy
              ? backupKeyText.confirmed(formatDateTime(new Date(backupKey.copy.confirmedAt)), backupKey.copy.confirmedBy)
              : backupKeyText.notConfirmed}
          </dd>
        </StatusCard>
      </ul>
    </>
  );
}

function StatusCard({
  id,
  title,
  state,
  children,
  after,
}: {
  id: string;
  title: string;
  state: HealthState;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <li>
      <article className="automation-card" aria-labelledby={id}>
        <div className="automation-card__heading">
          <h3 id={id}>{title}</h3>
          <span className={stateTones[state]}>
            <span className="ui-visually-hidden">{text.state} : </span>
            {healthStateLabels[state]}
          </span>
        </div>
        <dl className="automation-facts">{children}</dl>
        {after}
      </article>
    </li>
  );
}

/** « Vérifier le serveur »: the mail server asked now; its answer in the card's status line. */
function EmailCheck() {
  const [checking, setChecking] = useState(false);
  const [said, setSaid] = useState<Said>(nothingSaid);
  const check = async () => {
    if (checking) return;
    setChecking(true);
    const result = await checkEmailServer();
    setChecking(false);
    setSaid(result.kind === 'ok' ? emailCheckSaid(result.data) : { text: failureMessage(result), failed: true });
  };
  return (
    <>
      <div className="automation-actions">
        <Button variant="secondary" aria-disabled={checking || undefined} onClick={() => void check()}>
          {checking ? text.email.checking : text.email.check}
        </Button>
      </div>
      <ActionStatus said={said} />
    </>
  );
}
