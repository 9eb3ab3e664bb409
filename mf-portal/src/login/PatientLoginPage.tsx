import { Link } from 'shared-ui/router';
import { Notice } from 'shared-ui/Notice';

/** Sign-in by password or magic link arrives with the patient-portal work. */
export function PatientLoginPage() {
  return (
    <main className="ui-page" id="contenu">
      <h1>Connexion Patient</h1>
      <Notice title="La connexion au portail sera offerte sous peu">
        <p>
          Vous n'avez pas de compte ? <Link to="/">Contactez votre clinique</Link>.
        </p>
      </Notice>
    </main>
  );
}
