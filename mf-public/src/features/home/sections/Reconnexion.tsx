import { reconnexionContent as content } from '../content/reconnexion';
import { sectionIds } from '../../../lib/site/section-ids';

export function Reconnexion() {
  return (
    <section id={sectionIds.reconnexion} className="home-section home-section--muted" aria-labelledby="reconnexion-titre">
      <div className="home-container">
        <p className="home-eyebrow">{content.eyebrow}</p>
        <h2 id="reconnexion-titre">{content.title}</h2>
        <p className="home-intro">{content.intro}</p>
        <div className="home-columns">
          <div>
            <h3>{content.audienceTitle}</h3>
            <ul className="home-checklist" role="list">
              {content.audience.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3>{content.stepsTitle}</h3>
            <ol className="home-steps">
              {content.steps.map((step) => (
                <li key={step.title}>
                  <strong>{step.title}</strong>
                  <span>{step.text}</span>
                </li>
              ))}
            </ol>
          </div>
        </div>
        <p>
          <a href={`#${sectionIds.contact}`}>{content.questionLink}</a>
        </p>
      </div>
    </section>
  );
}
