// One figure of « Analyses »: its name, its value, the change from the previous period with an
// arrow and the same change in words for a screen reader (« en hausse de 12 % par rapport à la
// période précédente »), the previous value, its definition in a sentence under it, and the link
// to the list behind it.
import type { FigureKey } from 'shared-domain/analytics/clinic-figures';
import { changeSentence, directionOf, figureText, formatFigure } from 'shared-domain/analytics/figure-text';
import { Link } from 'shared-ui/router';
import { analysesText as text } from './analyses-text';

const arrows = { up: '↑', down: '↓', same: '→', none: '' } as const;

export interface ComparedValue {
  value: number | null;
  previous: number | null;
  change: number | null;
}

/** The arrow (hidden from screen readers) and the change said in words. */
export function ChangeLine({ change }: { change: number | null }) {
  const direction = directionOf(change);
  return (
    <span className={`analyses-change analyses-change--${direction}`}>
      {arrows[direction] ? <span aria-hidden="true">{arrows[direction]} </span> : null}
      {changeSentence(change)}
    </span>
  );
}

export function FigureCard({ figure, figureKey, listLink }: { figure: ComparedValue; figureKey: FigureKey; listLink: string }) {
  const { label, definition, unit } = figureText[figureKey];
  return (
    <article className="analyses-figure" aria-labelledby={`figure-${figureKey}`}>
      <h3 id={`figure-${figureKey}`} className="analyses-figure__label">
        {label}
      </h3>
      <p className="analyses-figure__value">{formatFigure(unit, figure.value)}</p>
      <p className="analyses-figure__change">
        <ChangeLine change={figure.change} />
      </p>
      <p className="analyses-muted">{text.previousValue(formatFigure(unit, figure.previous))}</p>
      <p className="analyses-figure__definition">{definition}</p>
      <Link className="analyses-figure__link" to={listLink}>
        {text.openList}
        <span className="ui-visually-hidden">{text.openListOf(label)}</span>
      </Link>
    </article>
  );
}
