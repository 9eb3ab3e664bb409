import { services, servicesIntro } from '../content/services';
import { sectionIds } from '../../../lib/site/section-ids';
import { ServiceIcon } from './ServiceIcon';

export function Services() {
  return (
    <section id={sectionIds.services} className="home-section" aria-labelledby="services-titre">
      <div className="home-container">
        <p className="home-eyebrow">Services</p>
        <h2 id="services-titre">Des soins pour chaque étape de la vie</h2>
        <p className="home-intro">{servicesIntro}</p>
        <ul className="home-grid home-grid--2" role="list">
          {services.map((service) => (
            <li key={service.id} className="home-card">
              <ServiceIcon name={service.icon} />
              <h3 id={`service-${service.id}`}>{service.title}</h3>
              <p>{service.description}</p>
              <h4 id={`service-${service.id}-quand`}>Quand consulter ?</h4>
              <ul className="home-checklist" role="list" aria-labelledby={`service-${service.id}-quand service-${service.id}`}>
                {service.consultWhen.map((situation) => (
                  <li key={situation}>{situation}</li>
                ))}
              </ul>
            </li>
          ))}
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
