import { type SiteTexts, textLines } from 'shared-domain/clinic/site-texts';
import { serviceIcons } from '../content/services';
import { sectionIds } from '../../../lib/site/section-ids';
import { ServiceIcon } from './ServiceIcon';

export function Services({ texts }: { texts: SiteTexts['services'] }) {
  return (
    <section id={sectionIds.services} className="home-section" aria-labelledby="services-titre">
      <div className="home-container">
        <p className="home-eyebrow">Services</p>
        <h2 id="services-titre">{texts.title}</h2>
        <p className="home-intro">{texts.intro}</p>
        <ul className="home-grid home-grid--2" role="list">
          {texts.cards.map((service, index) => {
            const id = `service-${index + 1}`;
            const situations = textLines(service.consultWhen);
            return (
              <li key={id} className="home-card">
                <ServiceIcon name={serviceIcons[index % serviceIcons.length] ?? 'baby'} />
                <h3 id={id}>{service.title}</h3>
                <p>{service.description}</p>
                {situations.length > 0 ? (
                  <>
                    <h4 id={`${id}-quand`}>Quand consulter ?</h4>
                    <ul className="home-checklist" role="list" aria-labelledby={`${id}-quand ${id}`}>
                      {situations.map((situation) => (
                        <li key={situation}>{situation}</li>
                      ))}
                    </ul>
                  </>
                ) : null}
              </li>
            );
          })}
        </ul>
        <div className="home-aside">
          <p>Vous hésitez entre plusieurs services ? Parlons-en : nous vous aiderons à y voir clair.</p>
          <a className="ui-button ui-button--primary" href={`#${sectionIds.contact}`}>
            En discuter avec nous
          </a>
        </div>
      </div>
    </section>
  );
}
