// « Aperçu »: the texts as the server would publish them (stripped of markup), in the home page's
// order and headings, before anything is published.
import { type SiteTexts, textLines, textParagraphs } from 'shared-domain/clinic/site-texts';
import { siteTextsText as text } from './site-texts-text';

export function SiteTextsPreview({ texts }: { texts: SiteTexts }) {
  const contactLines = textLines(texts.contact.lines);
  return (
    <section className="site-texts__preview" aria-labelledby="textes-site-apercu">
      <h3 id="textes-site-apercu">{text.previewTitle}</h3>
      <h4>{texts.hero.focus}</h4>
      <p>{texts.hero.lead}</p>
      <h4>{texts.services.title}</h4>
      <p>{texts.services.intro}</p>
      <ul>
        {texts.services.cards.map((card, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a read-only picture of the draft, rebuilt whole.
          <li key={index}>
            <strong>{card.title}</strong> — {card.description}
            {textLines(card.consultWhen).length > 0 ? ` ${text.quandConsulter} ${textLines(card.consultWhen).join(' ; ')}` : null}
          </li>
        ))}
      </ul>
      <h4>{texts.approach.title}</h4>
      <ul>
        {texts.approach.principles.map((principle, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a read-only picture of the draft, rebuilt whole.
          <li key={index}>
            <strong>{principle.title}</strong> — {principle.text}
          </li>
        ))}
      </ul>
      {texts.faq.length > 0 ? <h4>Questions fréquentes</h4> : null}
      {texts.faq.map((entry, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a read-only picture of the draft, rebuilt whole.
        <details key={index} open>
          <summary>{entry.question}</summary>
          {textParagraphs(entry.answer).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </details>
      ))}
      <h4>{texts.contact.title}</h4>
      {contactLines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </section>
  );
}
