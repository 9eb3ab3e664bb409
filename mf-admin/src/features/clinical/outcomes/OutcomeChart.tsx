// One questionnaire's scores over time, drawn by hand in SVG (no chart library for a few points):
// the episode of care as a shaded range, the scores as a line with dots, French axis labels. The
// SVG is an image with a text summary; the same values are in a table beside it (OutcomeTable).
import { formatDate } from 'shared-domain/platform/format';
import { once } from 'shared-domain/platform/once';
import type { Episode, Outcome } from './api/patient-outcomes';

const width = 560;
const height = 220;
const margin = { top: 16, right: 20, bottom: 44, left: 52 };
const plotWidth = width - margin.left - margin.right;
const plotHeight = height - margin.top - margin.bottom;
const dayMs = 86_400_000;

// Axis ticks want '2 oct.', which the long dates of shared-domain/platform/format are not; read at midnight UTC like them.
const shortDate = once(() => new Intl.DateTimeFormat('fr-CA', { day: 'numeric', month: 'short', timeZone: 'UTC' }));
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / dayMs;
const shortDay = (date: string) => shortDate().format(new Date(`${date}T00:00:00Z`));

export interface OutcomeChartProps {
  /** One questionnaire's measures, oldest first. */
  outcomes: readonly Outcome[];
  /** The episodes the measures were recorded in. */
  episodes: readonly Episode[];
  title: string;
  /** 'Score (/10)' or 'Score (%)'. */
  scoreLabel: string;
}

/** What the chart shows, in words: the first and latest score, how many, the episode. */
export function outcomeChartSummary({ outcomes, episodes, title }: Pick<OutcomeChartProps, 'outcomes' | 'episodes' | 'title'>): string {
  const first = outcomes[0];
  const latest = outcomes.at(-1);
  if (!first || !latest) return `${title} : aucune mesure.`;
  const scores =
    first === latest
      ? `${first.display} le ${formatDate(first.recordedOn)}`
      : `de ${first.display} le ${formatDate(first.recordedOn)} à ${latest.display} le ${formatDate(latest.recordedOn)}`;
  const count = outcomes.length === 1 ? '1 mesure' : `${outcomes.length} mesures`;
  const range = episodes.map(
    (episode) =>
      ` Épisode de soins « ${episode.reason} » du ${formatDate(episode.startedOn)}${episode.endedOn ? ` au ${formatDate(episode.endedOn)}` : ', en cours'}.`,
  );
  return `${title} : ${scores} (${count}, dernière interprétation : ${latest.interpretation.toLowerCase()}).${range.join('')}`;
}

export function OutcomeChart({ outcomes, episodes, title, scoreLabel }: OutcomeChartProps) {
  const first = outcomes[0];
  const latest = outcomes.at(-1);
  if (!first || !latest) return null;
  const maximum = first.maximum;
  const starts = [first.recordedOn, ...episodes.map((episode) => episode.startedOn)].map(dayNumber);
  const ends = [latest.recordedOn, ...episodes.map((episode) => episode.endedOn ?? latest.recordedOn)].map(dayNumber);
  const start = Math.min(...starts);
  // A single day still gets a width, so its dot sits in the middle.
  const end = Math.max(start + 1, ...ends);
  const x = (date: string) => margin.left + ((dayNumber(date) - start) / (end - start)) * plotWidth;
  const y = (score: number) => margin.top + plotHeight - (score / maximum) * plotHeight;
  const lastDay = new Date(end * dayMs).toISOString().slice(0, 10);
  const firstDay = new Date(start * dayMs).toISOString().slice(0, 10);
  const points = outcomes.map((outcome) => `${x(outcome.recordedOn).toFixed(1)},${y(outcome.score).toFixed(1)}`).join(' ');
  const yTicks = [0, maximum / 2, maximum];
  const summary = outcomeChartSummary({ outcomes, episodes, title });

  return (
    <svg className="outcome-chart" viewBox={`0 0 ${width} ${height}`} role="img" aria-label={summary}>
      <title>{summary}</title>
      {episodes.map((episode) => {
        const from = x(episode.startedOn);
        const to = x(episode.endedOn ?? lastDay);
        return (
          <g key={episode.id} className="outcome-chart__episode">
            <rect x={from} y={margin.top} width={Math.max(2, to - from)} height={plotHeight} />
            <text x={from + 4} y={margin.top + 12}>
              {`Épisode : ${episode.reason}`}
            </text>
          </g>
        );
      })}
      {yTicks.map((tick) => (
        <g key={tick} className="outcome-chart__grid">
          <line x1={margin.left} x2={margin.left + plotWidth} y1={y(tick)} y2={y(tick)} />
          <text x={margin.left - 8} y={y(tick) + 4} textAnchor="end">
            {Number.isInteger(tick) ? tick : tick.toFixed(1).replace('.', ',')}
          </text>
        </g>
      ))}
      <line className="outcome-chart__axis" x1={margin.left} x2={margin.left + plotWidth} y1={y(0)} y2={y(0)} />
      <line className="outcome-chart__axis" x1={margin.left} x2={margin.left} y1={margin.top} y2={y(0)} />
      <text className="outcome-chart__tick" x={margin.left} y={height - 26} textAnchor="start">
        {shortDay(firstDay)}
      </text>
      <text className="outcome-chart__tick" x={margin.left + plotWidth} y={height - 26} textAnchor="end">
        {shortDay(lastDay)}
      </text>
      <text className="outcome-chart__label" x={margin.left + plotWidth / 2} y={height - 6} textAnchor="middle">
        Date de la visite
      </text>
      <text className="outcome-chart__label" transform={`translate(14 ${margin.top + plotHeight / 2}) rotate(-90)`} textAnchor="middle">
        {scoreLabel}
      </text>
      <polyline className="outcome-chart__line" points={points} />
      {outcomes.map((outcome) => (
        <circle key={outcome.id} className="outcome-chart__dot" cx={x(outcome.recordedOn)} cy={y(outcome.score)} r={4} />
      ))}
    </svg>
  );
}
