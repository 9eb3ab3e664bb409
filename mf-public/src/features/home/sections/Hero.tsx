import { Button } from 'shared-ui/Button';
import type { ClinicProfile } from 'shared-domain/clinic/clinic-profile';
import { useCallToAction } from '../../../lib/cta/useCallToAction';
import { FallbackImage } from '../FallbackImage';
import { heroContent } from '../content/hero';
import { portrait } from '../content/portrait';
import { sectionIds } from '../../../lib/site/section-ids';

export function Hero({ profile }: { profile: ClinicProfile }) {
  const cta = useCallToAction();
  // The clinic's own figures (« Paramètres › Site public »), else the site's.
  const statistics = profile.homeStatistics ?? heroContent.statistics;
  return (
    <section id={sectionIds.hero} className="home-hero" aria-labelledby="accueil-titre">
      <div className="home-container home-hero__inner">
        <div>
          <p className="home-eyebrow">
            {profile.practitionerName} · {profile.practitionerTitle}
          </p>
          {/* The practice name stays in the page's only h1 (search engines, prerendered HTML). */}
          <h1 id="accueil-titre" className="home-hero__title">
            <span className="home-hero__name">{profile.clinicName}</span>{' '}
            <span className="home-hero__focus">{profile.siteTexts.hero.focus}</span>
          </h1>
          <p className="home-hero__lead">{profile.siteTexts.hero.lead}</p>
          <div className="home-actions">
            <Button onClick={() => cta.activate('hero')}>{cta.longLabel}</Button>
            <a className="ui-button ui-button--secondary" href={`#${sectionIds.about}`}>
              {heroContent.secondaryLabel}
            </a>
          </div>
          {statistics.length > 0 ? (
            <dl className="home-stats">
              {statistics.map((statistic) => (
                // The clinic types them: the pair, not the label alone, tells two apart.
                <div key={`${statistic.value}|${statistic.label}`}>
                  <dt>{statistic.label}</dt>
                  <dd>{statistic.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
        <FallbackImage
          className="home-hero__portrait"
          src={portrait.src}
          fallbackSrc={portrait.fallbackSrc}
          alt={`Portrait de ${profile.practitionerName}, ${profile.practitionerTitle.toLocaleLowerCase('fr-CA')}`}
          width={portrait.width}
          height={portrait.height}
          loading="eager"
          fetchPriority="high"
          decoding="async"
        />
      </div>
    </section>
  );
}
