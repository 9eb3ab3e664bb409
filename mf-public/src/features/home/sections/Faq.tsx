import { type SiteFaqEntry, textParagraphs } from 'shared-domain/clinic/site-texts';
import { sectionIds } from '../../../lib/site/section-ids';

export function Faq({ entries }: { entries: readonly SiteFaqEntry[] }) {
  // A clinic that removed every question shows no section.
  if (entries.length === 0) return null;
  return (
    <section id={sectionIds.faq} className="home-section" aria-labelledby="faq-titre">
      <div className="home-container home-narrow">
        <p className="home-eyebrow">FAQ</p>
        <h2 id="faq-titre">Questions fréquentes</h2>
        <div className="home-faq">
          {entries.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a list shown as published, never reordered here; two questions may share words.
            <details key={`${index}-${entry.question}`}>
              <summary>{entry.question}</summary>
              {textParagraphs(entry.answer).map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
