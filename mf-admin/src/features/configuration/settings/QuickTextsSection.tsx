// « Textes rapides »: the specification's two lists of common findings and treatments, read-only
// (they are constants of the product, not clinic settings); the note form shows the first four.
import { quickFindings, quickTextsShown, quickTreatments } from 'shared-domain/clinical/soap-quick-texts';
import { settingsText as text } from './settings-text';

export function QuickTextsSection() {
  return (
    <section className="settings-section" aria-labelledby="parametres-textes-rapides">
      <h2 id="parametres-textes-rapides">{text.quickTextsTitle}</h2>
      <p className="settings-muted">{text.quickTextsIntro(quickTextsShown)}</p>
      <div className="settings-quick-texts">
        <QuickTextList title={text.findings} texts={quickFindings} />
        <QuickTextList title={text.treatments} texts={quickTreatments} />
      </div>
    </section>
  );
}

function QuickTextList({ title, texts }: { title: string; texts: readonly string[] }) {
  return (
    <div>
      <h3>{title}</h3>
      <ol className="settings-quick-texts__list">
        {texts.map((quickText) => (
          <li key={quickText}>{quickText}</li>
        ))}
      </ol>
    </div>
  );
}
