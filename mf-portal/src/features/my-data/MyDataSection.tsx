// « Télécharger mes données » in « Mon profil » (issue 24, portability under Law 25): the patient
// takes her information herself, as a readable PDF or as JSON and CSV for another service. Plain
// links: the browser downloads with the session cookie, and the server logs each download as her
// portability request, answered the same day.
import { type PortabilityFormat, portabilityText } from 'shared-domain/privacy-portability';
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
      <div className="my-data__actions">
        {shownOrder.map((format) => (
          <a
            key={format}
            className={`ui-button ${format === 'pdf' ? 'ui-button--primary' : 'ui-button--secondary'}`}
            href={urls[format]}
            download
          >
            {portabilityText.download(format)}
          </a>
        ))}
      </div>
      <p className="my-data__note">{portabilityText.logged}</p>
    </section>
  );
}
