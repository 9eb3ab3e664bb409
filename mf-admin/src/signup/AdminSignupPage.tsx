import { Link } from 'shared-ui/router';
import { Notice } from 'shared-ui/Notice';

export function AdminSignupPage() {
  return (
    <main className="ui-page" id="contenu">
      <h1>Inscription Admin</h1>
      <Notice title="La création de compte sera offerte sous peu">
        <p>
          <Link to="/admin">Retour à la connexion</Link>
        </p>
      </Notice>
    </main>
  );
}
