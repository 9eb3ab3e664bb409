// Specification §3 quick texts: a finding is appended to Objectif and a treatment to Plan with one
// press; the first four of each are shown, the rest behind « Afficher plus ».
import { useState } from 'react';
import { quickFindings, quickTextsShown, quickTreatments } from 'shared-domain/clinical/soap-quick-texts';
import { noteEditorText as t } from './note-editor-text';

export interface QuickTextsProps {
  disabled: boolean;
  onAppend(section: 'objective' | 'plan', text: string): void;
}

function QuickTextList({
  title,
  texts,
  disabled,
  onPick,
}: {
  title: string;
  texts: readonly string[];
  disabled: boolean;
  onPick(text: string): void;
}) {
  const [all, setAll] = useState(false);
  const shown = all ? texts : texts.slice(0, quickTextsShown);
  return (
    <fieldset className="note-quick__list">
      <legend className="note-quick__title">{title}</legend>
      <ul>
        {shown.map((text) => (
          <li key={text}>
            <button type="button" className="note-quick__text" disabled={disabled} onClick={() => onPick(text)}>
              <span aria-hidden="true">+ </span>
              {text}
            </button>
          </li>
        ))}
      </ul>
      {texts.length > quickTextsShown ? (
        <button type="button" className="note-editor__link" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? t.showLess : t.showMore}
        </button>
      ) : null}
    </fieldset>
  );
}

export function QuickTexts({ disabled, onAppend }: QuickTextsProps) {
  return (
    <section className="note-quick" aria-label={t.quickTexts}>
      <h3 className="note-editor__heading">{t.quickTexts}</h3>
      <div className="note-quick__lists">
        <QuickTextList title={t.quickFindings} texts={quickFindings} disabled={disabled} onPick={(text) => onAppend('objective', text)} />
        <QuickTextList title={t.quickTreatments} texts={quickTreatments} disabled={disabled} onPick={(text) => onAppend('plan', text)} />
      </div>
    </section>
  );
}
