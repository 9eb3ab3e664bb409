import { faqEntries } from '../content/faq';
import { sectionIds } from '../../../lib/site/section-ids';

export function Faq() {
  return (
    <section id={sectionIds.faq} className="home-section" aria-labelledby="faq-titre">
      <div className="home-container home-narrow">
        <p className="home-eyebrow">FAQ</p>
        <h2 id="faq-titre">Questions fréquentes</h2>
        <div className="home-faq">
          {faqEntries.map((entry) => (
            <details key={entry.question}>
              <summary>{entry.question}</summary>
              {entry.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
