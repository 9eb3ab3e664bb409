// « Télécharger mes données » in « Mon profil » (portability under Law 25): the patient
// takes her information herself, as a readable PDF or as JSON and CSV for another service. Plain
// links: the browser downloads with the session cookie, and the server logs each download as her
// portability request, answered the same day.
import { type PortabilityFormat, portabilityFormatLabels, portabilityText } from 'shared-domain/privacy/privacy-portability';
import { myDataUrls } from './api/my-data';
import './my-data.css';

// The readable document first: most people want to read their data, not import it.
const shownOrder: readonly PortabilityFormat[] = ['pdf', 'csv', 'json'];

export function MyDataSection() {
  const urls = myDataUrls();
  return (
    <section className="profile__section my-data" aria-labelledby="profile-my-data">
      <h2 id="profile-my-data">{portabilityText.title}</h2>
      <p>{portabilityText.intro}</p>
      <p className="my-data__note">{portabilityText.excluded}</p>
      <ul className="my-data__formats">
        {shownOrder.map((format) => (
          <li key={format}>
            <a className={`ui-button ${format === 'pdf' ? 'ui-button--primary' : 'ui-button--secondary'}`} href={urls[format]} download>
              {portabilityText.download(format)}
            </a>
            <span className="my-data__use">{portabilityFormatLabels[format]}</span>
          </li>
        ))}
      </ul>
      <p className="my-data__note">{portabilityText.logged}</p>
    </section>
  );
}
