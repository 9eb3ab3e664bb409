import type { ClinicProfile } from 'shared-domain/clinic/clinic-profile';
import { formatPhone, phoneHref } from 'shared-domain/platform/format';
import { paths } from 'shared-domain/platform/paths';
import { Link } from 'shared-ui/router';
import { formatAddress, mailtoHref, mapEmbedUrl } from '../../../lib/clinic/contact-details';
import { textLines } from 'shared-domain/clinic/site-texts';
import { formatClosure, formatOpeningHours, formatOpeningHoursRow } from '../opening-hours';
import { sectionIds } from '../../../lib/site/section-ids';

export function Contact({ profile }: { profile: ClinicProfile }) {
  const address = formatAddress(profile.address);
  const hours = formatOpeningHours(profile.openingHours);
  const lines = textLines(profile.siteTexts.contact.lines);
  return (
    <section id={sectionIds.contact} className="home-section home-section--muted" aria-labelledby="contact-titre">
      <div className="home-container">
        <p className="home-eyebrow">Contact</p>
        <h2 id="contact-titre">{profile.siteTexts.contact.title}</h2>
        <div className="home-columns home-contact">
          <div>
            <h3>Coordonnées</h3>
            <address className="home-contact__details">
              <p>
                <strong>{profile.clinicName}</strong>
              </p>
              <p>{address}</p>
              <p>
                Téléphone : <a href={phoneHref(profile.phone)}>{formatPhone(profile.phone)}</a>
                <br />
                Courriel : <a href={mailtoHref(profile.email)}>{profile.email}</a>
              </p>
            </address>
            {lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
            <h3 id="contact-heures">Heures d'ouverture</h3>
            {hours.length > 0 ? (
              <ul className="home-hours" role="list" aria-labelledby="contact-heures">
                {hours.map((row) => (
                  <li key={row.days}>{formatOpeningHoursRow(row)}</li>
                ))}
              </ul>
            ) : (
              <p>Communiquez avec nous pour connaître nos heures.</p>
            )}
            {profile.closures.length > 0 ? (
              <>
                <h3 id="contact-fermetures">Fermetures à venir</h3>
                <ul className="home-hours" role="list" aria-labelledby="contact-fermetures">
                  {profile.closures.map((closure) => (
                    <li key={`${closure.startDate}-${closure.endDate}`}>{formatClosure(closure)}</li>
                  ))}
                </ul>
              </>
            ) : null}
            {profile.parkingInfo ? (
              <>
                <h3>Stationnement et accès</h3>
                <p>{profile.parkingInfo}</p>
              </>
            ) : null}
          </div>
          <div>
            <iframe
              className="home-map"
              title={`Carte : ${address}`}
              src={mapEmbedUrl(address)}
              width="600"
              height="450"
              loading="lazy"
              referrerPolicy="strict-origin-when-cross-origin"
            />
            <p className="home-map__note">
              Carte fournie par Google. Voir notre <Link to={paths.privacy.build()}>politique de confidentialité</Link>.
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
