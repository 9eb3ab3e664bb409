// « Télécharger mes données » in « Mon profil » (portability under Law 25): the patient
// takes her information herself, as a readable PDF or as JSON and CSV for another service. Plain
// links: the browser downloads with the session cookie, and the server logs each download as her
// portability request, answered the same day. A guardian also takes each dependant's she may act
// for (the server decides, « Pour qui ? »), her child's signed intake forms included.
import { type PortabilityFormat, portabilityFormatLabels, portabilityText } from 'shared-domain/privacy/privacy-portability';
import { myDataUrls } from './api/my-data';
import './my-data.css';

// The readable document first: most people want to read their data, not import it.
const shownOrder: readonly PortabilityFormat[] = ['pdf', 'csv', 'json'];

/** A person the signed-in guardian may act for today. */
export interface MyDataDependant {
  patientId: string;
  name: string;
}

function DownloadLinks({ urls, name }: { urls: Record<PortabilityFormat, string>; name?: string }) {
  return (
    <ul className="my-data__formats">
      {shownOrder.map((format) => (
        <li key={format}>
          <a className={`ui-button ${format === 'pdf' ? 'ui-button--primary' : 'ui-button--secondary'}`} href={urls[format]} download>
            {name ? portabilityText.downloadFor(format, name) : portabilityText.download(format)}
          </a>
          <span className="my-data__use">{portabilityFormatLabels[format]}</span>
        </li>
      ))}
    </ul>
  );
}

export function MyDataSection({ dependants = [] }: { dependants?: readonly MyDataDependant[] }) {
  return (
    <section className="profile__section my-data" aria-labelledby="profile-my-data">
      <h2 id="profile-my-data">{portabilityText.title}</h2>
      <p>{portabilityText.intro}</p>
      <p className="my-data__note">{portabilityText.excluded}</p>
      <DownloadLinks urls={myDataUrls()} />
      {dependants.map((dependant) => (
        <div key={dependant.patientId} className="my-data__dependant">
          <h3>{portabilityText.dependantTitle(dependant.name)}</h3>
          <p className="my-data__note">{portabilityText.dependantIntro}</p>
          <DownloadLinks urls={myDataUrls(dependant.patientId)} name={dependant.name} />
        </div>
      ))}
      <p className="my-data__note">{portabilityText.logged}</p>
    </section>
  );
}
