import type { ClinicProfile } from 'shared-domain/clinic/clinic-profile';
import { aboutContent as content } from '../content/about';
import { sectionIds } from '../../../lib/site/section-ids';

export function About({ profile }: { profile: ClinicProfile }) {
  return (
    <section id={sectionIds.about} className="home-section" aria-labelledby="about-titre">
      <div className="home-container home-columns">
        <div>
          <p className="home-eyebrow">{content.eyebrow}</p>
          <h2 id="about-titre">{profile.siteTexts.approach.title}</h2>
          <p className="home-intro">
            {profile.practitionerName} exerce la chiropratique depuis l'obtention de son diplôme en {content.graduationYear} et accompagne
            les familles à la clinique depuis {content.atClinicSince}. Sa pratique est centrée sur les bébés, les enfants et les femmes
            enceintes, ainsi que sur la neurologie fonctionnelle.
          </p>
          <dl className="home-facts">
            <div>
              <dt>Diplôme en chiropratique</dt>
              <dd>{content.graduationYear}</dd>
            </div>
            <div>
              <dt>À la clinique depuis</dt>
              <dd>{content.atClinicSince}</dd>
            </div>
            <div>
              <dt>Champs de pratique</dt>
              <dd>{content.focus}</dd>
            </div>
          </dl>
        </div>
        <ul className="home-principles" role="list">
          {profile.siteTexts.approach.principles.map((principle, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a list shown as published, never reordered here; two principles may share a title.
            <li key={`${index}-${principle.title}`}>
              <h3>{principle.title}</h3>
              <p>{principle.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
