// « Santé de l'automatisation › Tâches »: each scheduled job with its period in words,
// its last run (when, how long, its outcome and what it did, in a sentence), its next, « En retard »
// when it has not run for three periods, the instance holding its lease (« cette instance » for the
// one answering) or, when that instance stopped without giving it back, since when it no longer
// answers, and its recent runs, folded.
import { formatDateTime, formatTime } from 'shared-domain/platform/format';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { problemMessage } from 'shared-ui/problem-message';
import { StackedCell, StackedTable } from 'shared-ui/StackedTable';
import { type Job, type JobRun, useAutomationJobs } from './api/automation-jobs';
import { durationMsText, healthText, jobOutcomeLabels, jobsText as text, periodText } from './health-text';

const runColumns = text.runColumns;

export function JobsSection() {
  const jobs = useAutomationJobs();
  return (
    <section className="automation-section" aria-labelledby="sante-taches">
      <h2 id="sante-taches">{healthText.sections.jobs}</h2>
      <p className="automation-muted">{text.intro}</p>
      {jobs.isPending ? (
        <LoadingState label={text.loading} />
      ) : jobs.isError ? (
        <Notice tone="error" title={text.loadFailed} actions={<Button onClick={() => void jobs.refetch()}>{healthText.retry}</Button>}>
          <p>{problemMessage(jobs.error)}</p>
        </Notice>
      ) : jobs.data.jobs.length === 0 ? (
        <p>{text.empty}</p>
      ) : (
        <ul className="automation-cards" aria-label={text.listLabel}>
          {jobs.data.jobs.map((job) => (
            <li key={job.name}>
              <JobCard job={job} thisInstance={jobs.data.thisInstance} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function OutcomeBadge({ outcome }: { outcome: JobRun['outcome'] }) {
  return (
    <span className={outcome === 'ok' ? 'automation-badge automation-badge--good' : 'automation-badge automation-badge--bad'}>
      {jobOutcomeLabels[outcome]}
    </span>
  );
}

const at = (iso: string) => <time dateTime={iso}>{formatDateTime(new Date(iso))}</time>;
const holderName = (holder: string, thisInstance: string) => (holder === thisInstance ? text.thisInstance : holder);

function JobCard({ job, thisInstance }: { job: Job; thisInstance: string }) {
  const headingId = `tache-${job.name}`;
  const last = job.lastRun;
  return (
    <article className="automation-card" aria-labelledby={headingId}>
      <div className="automation-card__heading">
        <h3 id={headingId}>{job.label}</h3>
        {job.late ? <span className="automation-badge automation-badge--bad">{text.late}</span> : null}
      </div>
      <dl className="automation-facts">
        <dt>{text.period}</dt>
        <dd>{periodText(job.everyMs)}</dd>
        <dt>{text.lastRun}</dt>
        <dd>
          {last ? (
            <>
              {at(last.startedAt)} · {durationMsText(last.durationMs)} <OutcomeBadge outcome={last.outcome} />
            </>
          ) : (
            text.neverRun
          )}
        </dd>
        {last ? (
          <>
            <dt>{text.result}</dt>
            <dd>{last.summary}</dd>
          </>
        ) : null}
        {last?.errorCode ? (
          <>
            <dt>{text.errorCode}</dt>
            <dd>
              <code>{last.errorCode}</code>
            </dd>
          </>
        ) : null}
        <dt>{text.nextRun}</dt>
        <dd>{job.nextRunAt ? at(job.nextRunAt) : text.noNextRun}</dd>
        <dt>{text.holder}</dt>
        <dd>
          {job.leaseHolder
            ? `${holderName(job.leaseHolder, thisInstance)}${job.leaseExpiresAt ? `, ${text.until(formatTime(new Date(job.leaseExpiresAt)))}` : ''}`
            : job.leaseLost
              ? text.holderGone(job.leaseLost.holder, formatDateTime(new Date(job.leaseLost.since)))
              : text.noHolder}
        </dd>
      </dl>
      <details className="automation-details">
        <summary>{text.recentRuns(job.recentRuns.length)}</summary>
        {job.recentRuns.length === 0 ? (
          <p className="automation-muted">{text.noRecentRuns}</p>
        ) : (
          <StackedTable
            caption={text.runsCaption(job.label)}
            columns={Object.values(runColumns)}
            rows={job.recentRuns}
            rowKey={(run) => run.startedAt}
            cells={(run) => (
              <>
                <StackedCell label={runColumns.startedAt}>{at(run.startedAt)}</StackedCell>
                <StackedCell label={runColumns.duration}>{durationMsText(run.durationMs)}</StackedCell>
                <StackedCell label={runColumns.outcome}>
                  <OutcomeBadge outcome={run.outcome} />
                </StackedCell>
                <StackedCell label={runColumns.result}>{run.summary}</StackedCell>
                <StackedCell label={runColumns.errorCode}>{run.errorCode ? <code>{run.errorCode}</code> : text.none}</StackedCell>
                <StackedCell label={runColumns.holder}>{holderName(run.holder, thisInstance)}</StackedCell>
              </>
            )}
            minWidth="44rem"
          />
        )}
      </details>
    </article>
  );
}
