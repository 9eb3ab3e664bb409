// « Progrès des patients »: for a period kept in the address (this month by default), where the new
// patients stop coming (a bar chart and the same counts in a table, then each patient) and the
// episodes of care started: where each stands, its outcome scores at the start and the latest and
// whether the change is clinically meaningful, the thresholds and their sources on the page. Each
// patient opens her file at its outcome measures; each list exports to CSV.
import { questionnaireIds } from 'shared-domain/clinical/clinical-lists';
import { questionnaireDefinitions } from 'shared-domain/clinical/outcome-measures';
import { formatFigure } from 'shared-domain/analytics/figure-text';
import { episodeStatuses } from 'shared-domain/analytics/patient-progress';
import {
  episodeListColumns,
  episodeStatusLabels,
  followUpLabel,
  funnelListColumns,
  funnelStepLabel,
  improvedLabel,
  improvementThresholdLine,
  type ProgressList,
  progressDefinitions,
  scoreLine,
} from 'shared-domain/analytics/progress-text';
import { formatDate } from 'shared-domain/platform/format';
import { paths } from 'shared-domain/platform/paths';
import { Button } from 'shared-ui/Button';
import { CsvExportLinks } from 'shared-ui/CsvExportLinks';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { PageFrame } from 'shared-ui/PageFrame';
import { problemMessage } from 'shared-ui/problem-message';
import { Link } from 'shared-ui/router';
import { StackedCell, StackedTable } from 'shared-ui/StackedTable';
import { useAddressFilters } from 'shared-ui/useAddressFilters';
import { type PeriodFilters, periodFilterFields, settlePeriod } from './analyses-filters';
import { analysesText } from './analyses-text';
import { type EpisodeRow, type FunnelPatientRow, type PatientProgress, progressCsvUrl, usePatientProgress } from './api/progress';
import { PeriodPicker } from './PeriodPicker';
import { progressPageText as text } from './progress-page-text';
import { ScrollingTable } from './ScrollingTable';
import './analyses.css';

/** Where the patient file shows the outcome measures' chart (its section's anchor). */
const outcomesAnchor = '#dossier-mesures';
const outcomesOf = (patientId: string) => `${paths.adminPatient.build(patientId)}${outcomesAnchor}`;

export function ProgressPage() {
  const address = useAddressFilters(periodFilterFields(), { settle: settlePeriod });
  return (
    <PageFrame title={text.title} className="ui-page analyses-page">
      <p className="analyses-muted">{text.intro}</p>
      <PeriodPicker filters={address.filters} onApply={(next) => address.apply(next)} />
      <Progress filters={address.filters} />
    </PageFrame>
  );
}

function Progress({ filters }: { filters: PeriodFilters }) {
  const progress = usePatientProgress(filters);
  if (progress.isPending) return <LoadingState label={text.loading} />;
  if (progress.isError)
    return (
      <Notice tone="error" title={text.loadFailed} actions={<Button onClick={() => void progress.refetch()}>{text.retry}</Button>}>
        <p>{problemMessage(progress.error)}</p>
      </Notice>
    );
  const data = progress.data;
  const csv = (list: ProgressList) => (format: Parameters<typeof progressCsvUrl>[2]) => progressCsvUrl(filters, list, format);
  return (
    <>
      <p className="analyses-period-shown">
        <strong>{analysesText.shown(data.period.from, data.period.to)}</strong>
      </p>
      <Funnel data={data} csv={csv('funnel')} />
      <Episodes data={data} csv={csv('episodes')} />
    </>
  );
}

type CsvHref = (format: Parameters<typeof progressCsvUrl>[2]) => string;

const barHeight = 24;
const barGap = 8;
const labelWidth = 140;
const barsWidth = 360;

/** The funnel's bars: a hand-made SVG (six bars need no chart library), hidden from screen readers, which read the table. */
function FunnelChart({ steps, of }: { steps: PatientProgress['funnel']['steps']; of: number }) {
  const height = steps.length * (barHeight + barGap);
  const width = labelWidth + barsWidth + 60;
  return (
    <figure className="progress-chart">
      <svg viewBox={`0 0 ${width} ${height}`} width={width} height={height} aria-hidden="true" focusable="false">
        {steps.map((step, row) => {
          const y = row * (barHeight + barGap);
          const length = of === 0 ? 0 : Math.round((step.reached / of) * barsWidth);
          return (
            <g key={step.step}>
              <text x={0} y={y + barHeight / 2 + 4} className="analyses-heatmap__label">
                {funnelStepLabel(step.step)}
              </text>
              <rect x={labelWidth} y={y} width={Math.max(length, 1)} height={barHeight} className="analyses-heatmap__cell" />
              <text x={labelWidth + length + 6} y={y + barHeight / 2 + 4} className="analyses-heatmap__label">
                {step.reached}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="analyses-muted">{text.funnelChart}</figcaption>
    </figure>
  );
}

function Funnel({ data, csv }: { data: PatientProgress; csv: CsvHref }) {
  const { funnel } = data;
  const [visit, reached, share, stopped] = text.funnelColumns;
  return (
    <section aria-labelledby="progress-funnel">
      <h2 id="progress-funnel">{text.funnel}</h2>
      <p className="analyses-muted">{progressDefinitions.funnel}</p>
      <p>{text.newPatients(funnel.newPatients)}</p>
      <FunnelChart steps={funnel.steps} of={funnel.newPatients} />
      <ScrollingTable label={text.funnelCaption}>
        <table className="analyses-table">
          <caption>{text.funnelCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{visit}</th>
              <th scope="col">{reached}</th>
              <th scope="col">{share}</th>
              <th scope="col">{stopped}</th>
            </tr>
          </thead>
          <tbody>
            {funnel.steps.map((step) => (
              <tr key={step.step}>
                <th scope="row">{funnelStepLabel(step.step)}</th>
                <td>{step.reached}</td>
                <td>{formatFigure('rate', step.share)}</td>
                <td>{step.stopped}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollingTable>
      <h3>{text.funnelList}</h3>
      <p className="analyses-muted">{progressDefinitions.stillOpen}</p>
      <CsvExportLinks href={csv} contents={`la liste « ${text.funnelList} »`} />
      {funnel.listed > funnel.patients.length ? (
        <p className="analyses-muted">{text.firstRows(funnel.patients.length, funnel.listed)}</p>
      ) : null}
      {funnel.patients.length === 0 ? (
        <p>{text.noRows}</p>
      ) : (
        <StackedTable
          caption={text.funnelList}
          columns={funnelListColumns}
          rows={funnel.patients}
          rowKey={(row) => row.patientId}
          minWidth="44rem"
          cells={(row) => <FunnelCells row={row} />}
        />
      )}
    </section>
  );
}

function PatientLink({ patientId, name }: { patientId: string; name: string }) {
  return (
    <Link to={outcomesOf(patientId)}>
      {name}
      <span className="ui-visually-hidden">{text.outcomesLink(name)}</span>
    </Link>
  );
}

function FunnelCells({ row }: { row: FunnelPatientRow }) {
  const [patient, first, visits, end, followUp] = funnelListColumns;
  return (
    <>
      <StackedCell label={patient}>
        <PatientLink patientId={row.patientId} name={row.name} />
      </StackedCell>
      <StackedCell label={first} nowrap>
        {formatDate(row.firstVisitOn)}
      </StackedCell>
      <StackedCell label={visits}>{row.visits}</StackedCell>
      <StackedCell label={end} nowrap>
        {formatDate(row.windowEndsOn)}
      </StackedCell>
      <StackedCell label={followUp}>{followUpLabel(row.stillOpen)}</StackedCell>
    </>
  );
}

function Episodes({ data, csv }: { data: PatientProgress; csv: CsvHref }) {
  const { episodes } = data;
  const [status, count] = text.episodeCountColumns;
  const [questionnaire, assessed, meanFirst, meanLatest, improved] = text.outcomeColumns;
  return (
    <section aria-labelledby="progress-episodes">
      <h2 id="progress-episodes">{text.episodes}</h2>
      <p className="analyses-muted">{progressDefinitions.episodes}</p>
      <div className="analyses-pair">
        <table className="analyses-table">
          <caption>{text.episodesCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{status}</th>
              <th scope="col">{count}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{text.started}</th>
              <td>{episodes.started}</td>
            </tr>
            {episodeStatuses.map((key) => (
              <tr key={key}>
                <th scope="row">{episodeStatusLabels[key]}</th>
                <td>{episodes.byStatus[key]}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <article className="analyses-figure" aria-labelledby="progress-improved">
          <h3 id="progress-improved" className="analyses-figure__label">
            {text.improvedShare}
          </h3>
          <p className="analyses-figure__value">{formatFigure('rate', episodes.share)}</p>
          <p className="analyses-muted">{text.improvedOf(episodes.improved, episodes.assessed)}</p>
        </article>
      </div>
      <p className="analyses-muted">{progressDefinitions.outcomes}</p>
      <h3>{text.thresholds}</h3>
      <ul className="analyses-muted">
        {questionnaireIds.map((id) => (
          <li key={id}>{improvementThresholdLine(id)}</li>
        ))}
      </ul>
      <ScrollingTable label={text.outcomesCaption}>
        <table className="analyses-table">
          <caption>{text.outcomesCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{questionnaire}</th>
              <th scope="col">{assessed}</th>
              <th scope="col">{meanFirst}</th>
              <th scope="col">{meanLatest}</th>
              <th scope="col">{improved}</th>
            </tr>
          </thead>
          <tbody>
            {episodes.questionnaires.map((row) => (
              <tr key={row.questionnaire}>
                <th scope="row">{questionnaireDefinitions[row.questionnaire].shortName}</th>
                <td>{row.assessed}</td>
                <td>{formatFigure('average', row.meanFirst)}</td>
                <td>{formatFigure('average', row.meanLatest)}</td>
                <td>
                  {row.improved} ({formatFigure('rate', row.share)})
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollingTable>
      <h3>{text.episodeList}</h3>
      <CsvExportLinks href={csv} contents={`la liste « ${text.episodeList} »`} />
      {episodes.listed > episodes.episodes.length ? (
        <p className="analyses-muted">{text.firstRows(episodes.episodes.length, episodes.listed)}</p>
      ) : null}
      {episodes.episodes.length === 0 ? (
        <p>{text.noRows}</p>
      ) : (
        <StackedTable
          caption={text.episodeList}
          columns={episodeListColumns}
          rows={episodes.episodes}
          rowKey={(row) => row.episodeId}
          minWidth="60rem"
          cells={(row) => <EpisodeCells row={row} />}
        />
      )}
    </section>
  );
}

function EpisodeCells({ row }: { row: EpisodeRow }) {
  const [patient, start, end, status, visits, last, scores, improved] = episodeListColumns;
  return (
    <>
      <StackedCell label={patient}>
        <PatientLink patientId={row.patientId} name={row.name} />
      </StackedCell>
      <StackedCell label={start} nowrap>
        {formatDate(row.startedOn)}
      </StackedCell>
      <StackedCell label={end} nowrap>
        {row.endedOn ? formatDate(row.endedOn) : text.none}
      </StackedCell>
      <StackedCell label={status}>{episodeStatusLabels[row.status]}</StackedCell>
      <StackedCell label={visits}>{row.visits}</StackedCell>
      <StackedCell label={last} nowrap>
        {row.lastVisitOn ? formatDate(row.lastVisitOn) : text.none}
      </StackedCell>
      <StackedCell label={scores}>{row.scores.length ? row.scores.map(scoreLine).join(' ; ') : text.none}</StackedCell>
      <StackedCell label={improved}>{improvedLabel(row.improved)}</StackedCell>
    </>
  );
}
